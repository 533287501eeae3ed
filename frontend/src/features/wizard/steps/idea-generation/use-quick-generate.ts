import {
  stepKeys,
  stepTitles,
  type BusinessIdea,
  type Project,
  type StepData,
  type StepKey,
} from '@bb/backend/contracts';
import { useCallback, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { generateIdeas, generateQuickProject } from '@/features/generation';
import { showGenerationError } from '../../lib/generation-error';
import type { WizardController } from '../../components/use-wizard-controller';
import type { IdeaRequest } from './idea-form';

/** Quick Generate's fixed profile: Technology, AI skills, a $1000-5000 budget. */
export const QUICK_IDEA_REQUEST: IdeaRequest = {
  interests: 'Technology',
  skills: 'AI',
  industry: 'technology',
  budget: '1000-5000',
};
/** 3 ideas to choose from. */
export const QUICK_IDEA_COUNT = 3;
/** Steps 1 to 7 are generated and saved; step 8 is the user's. */
export const QUICK_STEP_KEYS = stepKeys.slice(0, 7) as readonly Exclude<
  StepKey,
  'exportSave' | 'financials'
>[];
/** Each saved step stays on screen at least this long, so the user sees it complete. */
const MIN_STEP_MS = 320;

export type QuickPhase = 'idle' | 'choosing' | 'running';
export type RowState = 'pending' | 'active' | 'done' | 'failed';

/** What the progress list shows: the request first, then each step's save. */
export const quickRows: readonly string[] = [
  'Generating your complete project',
  ...stepTitles.slice(0, 7).map((t) => `Saving ${t}`),
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The steps after the first that already hold something Quick Generate would replace. */
export function stepsWithContent(data: StepData): string[] {
  return QUICK_STEP_KEYS.slice(1)
    .map((key, i) => ({ key, title: stepTitles[i + 1] ?? key }))
    .filter(({ key }) => {
      const value = data[key] as Record<string, unknown> | undefined;
      return (
        value !== undefined &&
        Object.values(value).some((v) =>
          Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && v !== '',
        )
      );
    })
    .map(({ title }) => title);
}

/**
 * Quick Generate (paid plans): 3 ideas from the fixed profile, one chosen, the whole project
 * generated at once, then saved step by step so each one is seen to complete; then the working
 * copy starts over from the saved project and the wizard opens step 7.
 */
export function useQuickGenerate(controller: WizardController) {
  const [phase, setPhase] = useState<QuickPhase>('idle');
  const [ideas, setIdeas] = useState<BusinessIdea[]>([]);
  const [chosen, setChosen] = useState<BusinessIdea | null>(null);
  const [rows, setRows] = useState<RowState[]>(() => quickRows.map(() => 'pending'));
  const [loadingIdeas, setLoadingIdeas] = useState(false);

  const reset = useCallback(() => {
    setPhase('idle');
    setIdeas([]);
    setChosen(null);
    setRows(quickRows.map(() => 'pending'));
  }, []);

  const loadIdeas = useCallback(async () => {
    setLoadingIdeas(true);
    try {
      const answer = await generateIdeas(QUICK_IDEA_REQUEST);
      setIdeas(answer.ideas.slice(0, QUICK_IDEA_COUNT));
      setChosen(null);
      setPhase('choosing');
    } catch (error) {
      showGenerationError(error, 'Failed to generate business ideas. Please try again.');
    } finally {
      setLoadingIdeas(false);
    }
  }, []);

  const mark = (index: number, state: RowState) =>
    setRows((current) => current.map((row, i) => (i === index ? state : row)));

  const run = useCallback(async () => {
    if (!chosen) return;
    setPhase('running');
    setRows(quickRows.map((_, i) => (i === 0 ? 'active' : 'pending')));
    let row = 0;
    let saved: Project | null = null;
    try {
      const answer = await generateQuickProject({
        businessIdea: chosen,
        projectId: controller.project.id,
        budget: QUICK_IDEA_REQUEST.budget,
      });
      mark(0, 'done');
      for (const [i, key] of QUICK_STEP_KEYS.entries()) {
        row = i + 1;
        mark(row, 'active');
        const started = Date.now();
        saved = await controller.saveRaw({
          stepData: { [key]: answer.stepData[key] },
          ...(answer.provenance ? { provenance: { [key]: answer.provenance } } : {}),
          // The user confirmed 'Replace and generate' when a step held something (or it was empty).
          overwriteUserFields: Object.keys(answer.stepData[key] ?? {}).map((field) => `${key}.${field}`),
          // Leaving step k forward needs its rule, which the step just saved satisfies.
          currentStep: Math.min(i + 2, 7),
        });
        await wait(Math.max(0, MIN_STEP_MS - (Date.now() - started)));
        mark(row, 'done');
      }
      if (saved) controller.resetDraft(saved);
      reset();
      toast({
        title: 'Project Generated',
        description: 'Steps 1 to 7 are filled in and saved. Review them, then complete and export on step 8.',
      });
      controller.showStep(7);
    } catch (error) {
      mark(row, 'failed');
      if (saved) controller.resetDraft(saved);
      showGenerationError(error, 'Failed to generate complete project. Please try again.');
      setPhase('choosing');
    }
  }, [chosen, controller, reset]);

  return { phase, ideas, chosen, setChosen, rows, loadingIdeas, loadIdeas, run, reset };
}
