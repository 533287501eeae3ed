import { type GenerateUserStoriesResult, UpgradePrompt, useGenerateUserStories } from '@/features/generation';
import { Sparkles, WandSparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { OverwriteDialog } from '../../components/overwrite-dialog';
import { planMerge } from '../../lib/generated-merge';
import { showGenerationError } from '../../lib/generation-error';
import type { StepProps } from '../../step-props';
import { missingForStories, suggestedFeatures } from './core-features';
import { FeaturesEditor } from './features-editor';
import { ContinueButton, StepFooter } from './step-footer';
import { StoryList, TargetUsers, UserJourneys } from '@/features/project-content';

const clip = (text: string | undefined, max: number) => (text ?? '').trim().slice(0, max);
const GENERATED = ['targetUsers', 'userJourneys', 'generatedStories'] as const;
const LABELS: Record<string, string> = {
  targetUsers: 'Target users',
  userJourneys: 'User journeys',
  generatedStories: 'User stories',
};

/** Step 6: core features in, target users, journeys and prioritised user stories out. */
export default function UserStoriesStep({
  stepData,
  value,
  onChange,
  saveNow,
  readOnly,
  tier,
  goNext,
  goPrevious,
  fieldSources,
}: StepProps<'userStories'>) {
  const generate = useGenerateUserStories();
  // A generation that would replace stories, users or journeys the user wrote waits for their choice.
  const [pending, setPending] = useState<{ result: GenerateUserStoriesResult; conflicts: string[] } | null>(
    null,
  );
  const features = value?.coreFeatures ?? [];
  const stories = value?.generatedStories ?? [];
  const users = value?.targetUsers ?? [];
  const journeys = value?.userJourneys ?? [];
  const isFree = tier === 'free';
  // Free plans cannot generate stories, so they may move on without them (the step's rule is "always").
  const canContinue = readOnly || stories.length > 0 || isFree;

  /** Lands the generated parts; `keep` are the user's own parts they chose to keep. */
  const land = (
    result: GenerateUserStoriesResult,
    replaced: readonly string[],
    keep: readonly string[] = [],
  ) => {
    const take = (field: (typeof GENERATED)[number]) => !keep.includes(field);
    onChange(
      {
        ...value,
        coreFeatures: [...features],
        targetUsers: take('targetUsers') ? result.targetUsers : value?.targetUsers,
        userJourneys: take('userJourneys') ? result.userJourneys : value?.userJourneys,
        generatedStories: take('generatedStories') ? result.generatedStories : value?.generatedStories,
      },
      result.provenance
        ? Object.fromEntries(GENERATED.filter(take).map((field) => [field, result.provenance]))
        : undefined,
      // The click (or the dialog's Replace) is the user's choice to replace these.
      replaced,
    );
    toast({
      title: 'User Stories Generated',
      description: `${result.generatedStories.length} stories for ${result.targetUsers.length} target users are ready.`,
    });
    void saveNow().catch(() => undefined);
  };

  const run = () => {
    const missing = missingForStories(stepData, features);
    if (missing) {
      toast({ variant: 'destructive', title: 'Missing required data', description: missing });
      return;
    }
    const idea = stepData.ideaGeneration?.selectedIdea;
    generate.mutate(
      {
        businessIdea: clip(idea?.businessIdea, 2000),
        targetAudience: clip(idea?.targetAudience, 2000),
        coreFeatures: [...features],
        businessModel: clip(stepData.businessDefinition?.businessModel, 5000),
        businessName: clip(stepData.nameGeneration?.selectedName?.name, 100) || undefined,
        industry: clip(idea?.industry, 100) || undefined,
      },
      {
        onSuccess: (result) => {
          const plan = planMerge(GENERATED, value ?? {}, result, fieldSources);
          if (plan.conflicts.length > 0) setPending({ result, conflicts: plan.conflicts });
          else land(result, GENERATED);
        },
        onError: (error) => showGenerationError(error, 'Failed to generate user stories'),
      },
    );
  };

  return (
    <div className="space-y-8">
      <FeaturesEditor
        features={features}
        suggestions={suggestedFeatures(stepData, features)}
        onChange={(coreFeatures) => onChange({ ...value, coreFeatures })}
        disabled={readOnly || generate.isPending}
      />

      {readOnly ? null : isFree ? (
        <UpgradePrompt
          title="User stories are a Starter feature"
          description="Upgrade to turn your core features into target users, user journeys and prioritised user stories with story points and acceptance criteria."
          benefits={[
            'Personas with goals and frustrations',
            'Step-by-step user journeys',
            'Stories with acceptance criteria',
            'Requirements export',
          ]}
        />
      ) : (
        <div className="flex flex-col gap-3 rounded-xl border border-dashed bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
          <p id="generate-stories-hint" className="flex items-start gap-2 text-sm text-muted-foreground">
            <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {features.length === 0
              ? 'Add at least one core feature to generate user stories.'
              : `Stories for ${features.length} ${features.length === 1 ? 'feature' : 'features'}, from your idea and business model.`}
          </p>
          <Button
            variant="brand"
            className="shrink-0"
            onClick={run}
            disabled={features.length === 0 || generate.isPending}
            aria-describedby="generate-stories-hint"
          >
            {generate.isPending ? (
              <Spinner label="Generating user stories" />
            ) : (
              <WandSparkles aria-hidden="true" />
            )}
            {generate.isPending
              ? 'Generating…'
              : stories.length > 0
                ? 'Regenerate User Stories'
                : 'Generate User Stories'}
          </Button>
        </div>
      )}

      {generate.isPending ? (
        <div role="status" aria-busy="true" aria-label="Generating user stories" className="space-y-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-24 animate-pulse rounded-xl bg-muted" />
          ))}
        </div>
      ) : (
        <>
          {users.length > 0 ? <TargetUsers users={users} /> : null}
          {journeys.length > 0 ? <UserJourneys journeys={journeys} /> : null}
          {stories.length > 0 ? <StoryList stories={stories} /> : null}
        </>
      )}

      <StepFooter
        onPrevious={goPrevious}
        hintId="continue-stories-hint"
        hint={canContinue ? undefined : 'Generate user stories to continue.'}
      >
        <ContinueButton
          label="Continue to Tech Documentation"
          onClick={goNext}
          disabled={!canContinue}
          describedBy={canContinue ? undefined : 'continue-stories-hint'}
        />
      </StepFooter>
      <OverwriteDialog
        fields={pending ? pending.conflicts.map((f) => LABELS[f] ?? f) : null}
        onCancel={() => setPending(null)}
        onKeep={() => {
          if (pending) land(pending.result, [], pending.conflicts);
          setPending(null);
        }}
        onReplace={() => {
          if (pending) land(pending.result, pending.conflicts);
          setPending(null);
        }}
      />
    </div>
  );
}
