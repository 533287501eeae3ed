import type { BusinessIdea, StepData } from '@bb/backend/contracts';
import { CalendarCheck, Lightbulb, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useGenerateIdeas } from '@/features/generation';
import { useOptionalWizard } from '../components/wizard-context';
import { showGenerationError } from '../lib/generation-error';
import type { StepProps } from '../step-props';
import { IdeaOption } from './idea-generation/idea-card';
import { IdeaForm, type IdeaFormValues, type IdeaRequest } from './idea-generation/idea-form';
import { PremiumFeatureCard, QuickGeneratePanel } from './idea-generation/quick-generate-panel';

type IdeaGeneration = NonNullable<StepData['ideaGeneration']>;

const sameIdea = (a: BusinessIdea | null | undefined, b: BusinessIdea | null | undefined) =>
  Boolean(a && b && a.businessIdea === b.businessIdea);

export function formValuesOf(value: IdeaGeneration | undefined): IdeaFormValues {
  return {
    interests: value?.interests ?? '',
    skills: value?.skills ?? '',
    industry: value?.industry ?? '',
    customIndustry: value?.customIndustry ?? '',
    budget: value?.budget ?? '',
  };
}

/**
 * Step 1, Idea Generation: the profile form and Generate Ideas, the ideas to choose from, Start
 * Over, Quick Generate for paid plans (a locked card for free), 'Daily Idea Selected' when the
 * project started from the idea of the day.
 */
/** The list a Generate click replaces (the click is the user's choice to replace it). */
const GENERATED_LISTS = ['generatedIdeas'];

export default function IdeaGenerationStep({ value, onChange, readOnly, tier }: StepProps<'ideaGeneration'>) {
  const wizard = useOptionalWizard();
  const [quickRunning, setQuickRunning] = useState(false);
  const locked = readOnly || quickRunning;
  const generate = useGenerateIdeas();
  const current: IdeaGeneration = value ?? {};
  const generated = current.generatedIdeas ?? [];
  const selected = current.selectedIdea ?? null;
  const selectedElsewhere = selected !== null && !generated.some((idea) => sameIdea(idea, selected));
  /** Started from the idea of the day: an idea selected before any was generated. */
  const dailyIdea = selectedElsewhere && generated.length === 0;
  const shown = selectedElsewhere && selected ? [selected, ...generated] : generated;

  const latest = useRef(current);
  latest.current = current;

  const onGenerate = (request: IdeaRequest) => {
    generate.mutate(request, {
      onSuccess: (answer) => {
        onChange(
          {
            ...latest.current,
            ...request,
            customIndustry: request.customIndustry ?? '',
            generatedIdeas: answer.ideas,
            selectedIdea: latest.current.selectedIdea ?? null,
          },
          answer.provenance ? { generatedIdeas: answer.provenance } : undefined,
          GENERATED_LISTS,
        );
      },
      onError: (error) => showGenerationError(error, 'Failed to generate business ideas. Please try again.'),
    });
  };

  const select = (idea: BusinessIdea) => onChange({ ...current, selectedIdea: idea });
  const startOver = () => onChange({ ...current, generatedIdeas: [], selectedIdea: null });

  return (
    <div className="space-y-8">
      {readOnly ? null : tier === 'free' ? (
        <PremiumFeatureCard />
      ) : wizard ? (
        <QuickGeneratePanel controller={wizard} onRunningChange={setQuickRunning} />
      ) : null}

      <section aria-labelledby="idea-profile-heading" className="space-y-4">
        <div>
          <h3 id="idea-profile-heading" className="font-semibold">
            Tell us about yourself
          </h3>
          <p className="text-sm text-muted-foreground">
            We use your interests, skills, industry and budget to suggest ideas that suit you.
          </p>
        </div>
        <IdeaForm
          defaultValues={formValuesOf(value)}
          disabled={locked}
          pending={generate.isPending}
          onValuesChange={(values) => onChange({ ...(value ?? {}), ...values })}
          onGenerate={onGenerate}
        />
      </section>

      {shown.length > 0 ? (
        <section aria-labelledby="ideas-heading" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h3 id="ideas-heading" className="flex items-center gap-2 font-semibold">
                <Lightbulb className="size-4 text-primary" aria-hidden="true" />
                {generated.length > 0 ? 'Choose your business idea' : 'Your business idea'}
              </h3>
              <p className="text-sm text-muted-foreground">
                {selected
                  ? 'Selected. You can pick another one at any time.'
                  : 'Pick the idea you want to build.'}
              </p>
            </div>
            {locked ? null : (
              <Button variant="outline" size="sm" onClick={startOver}>
                <RotateCcw aria-hidden="true" />
                Start Over
              </Button>
            )}
          </div>
          {dailyIdea ? (
            <p className="flex items-center gap-2 rounded-lg border border-primary/30 bg-accent/60 px-3 py-2 text-sm text-accent-foreground">
              <CalendarCheck className="size-4 shrink-0" aria-hidden="true" />
              <span>
                <strong className="font-semibold">Daily Idea Selected.</strong> You started from the Business
                Idea of the Day. Continue with it, or generate ideas of your own above.
              </span>
            </p>
          ) : null}
          <fieldset>
            <legend className="sr-only">Business ideas</legend>
            <div className="grid gap-3">
              {shown.map((idea) => (
                <IdeaOption
                  key={idea.businessIdea}
                  idea={idea}
                  name="business-idea"
                  checked={sameIdea(idea, selected)}
                  disabled={locked}
                  onSelect={select}
                  badge={
                    sameIdea(idea, selected) && selectedElsewhere ? (
                      // The banner above says 'Daily Idea Selected'; the badge must not say it again, or the
                      // text is on the page twice.
                      <Badge variant="brand">{dailyIdea ? 'Idea of the day' : 'Your pick'}</Badge>
                    ) : undefined
                  }
                />
              ))}
            </div>
          </fieldset>
        </section>
      ) : null}
    </div>
  );
}
