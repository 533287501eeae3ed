import type { StepData } from '@bb/backend/contracts';

export interface ChecklistItem {
  step: number;
  label: string;
  done: boolean;
}

const filled = (v: unknown): boolean => typeof v === 'string' && v.trim().length > 0;

/**
 * The 8 checklist items of step 8 by the done rules (the same as the server's
 * stepsDone): idea selected; mission statement present; name selected; primary colour present;
 * a logo selected; core features or generated stories present; an architecture present;
 * currentStep 8 or higher (a completed project).
 */
export function completionChecklist(data: StepData, currentStep: number): ChecklistItem[] {
  const style = data.styleGuide;
  const stories = data.userStories;
  return [
    {
      step: 1,
      label: 'Business idea selected',
      done: filled(data.ideaGeneration?.selectedIdea?.businessIdea),
    },
    { step: 2, label: 'Mission statement written', done: filled(data.businessDefinition?.missionStatement) },
    { step: 3, label: 'Business name chosen', done: filled(data.nameGeneration?.selectedName?.name) },
    {
      step: 4,
      label: 'Primary brand colour set',
      done: Boolean(style?.primaryColor ?? style?.colors?.primary),
    },
    {
      step: 5,
      label: 'Logo selected',
      done: (data.logoCreation?.generatedLogos ?? []).some((logo) => logo.selected),
    },
    {
      step: 6,
      label: 'Core features or user stories',
      done: (stories?.coreFeatures?.length ?? 0) > 0 || (stories?.generatedStories?.length ?? 0) > 0,
    },
    { step: 7, label: 'Architecture documented', done: Boolean(data.techDocumentation?.architecture) },
    { step: 8, label: 'Final step reached', done: currentStep >= 8 },
  ];
}

/** Done items / 8 in whole percent. */
export function checklistPercent(items: readonly ChecklistItem[]): number {
  return items.length === 0 ? 0 : Math.round((items.filter((i) => i.done).length * 100) / items.length);
}
