import type { Complexity, StackPreset, TechBudget } from '@bb/backend/contracts';
import { FileCode, WandSparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { UpgradePrompt, useGenerateTechDocumentation } from '@/features/generation';
import { showGenerationError } from '../../lib/generation-error';
import type { StepProps } from '../../step-props';
import { ContinueButton, StepFooter } from '../step-6-user-stories/step-footer';
import { StackOptions } from './stack-options';
import { TechDocTabs } from './tech-doc-tabs';
import { defaultTechBudget, missingForTechDocs, presetsFor } from './tech-options';
import { VibeCodingSection } from './vibe-coding-section';

const clip = (text: string | undefined, max: number) => (text ?? '').trim().slice(0, max);

/** Step 7: budget, complexity and a recommended stack in; stack, architecture, API and database out; Vibe Coding. */
export default function TechDocumentationStep({
  stepData,
  value,
  onChange,
  saveNow,
  readOnly,
  tier,
  goNext,
  goPrevious,
}: StepProps<'techDocumentation'>) {
  const generate = useGenerateTechDocumentation();
  const isFree = tier === 'free';
  const budget: TechBudget = value?.budget || defaultTechBudget(stepData);
  const complexity: Complexity = value?.complexity || 'medium';
  const selectedStack = value?.selectedTechStack || presetsFor(budget)[0]?.id;
  const hasDocs = Boolean(
    value?.techStack || value?.architecture || value?.apiSpecification || value?.databaseSchema,
  );
  const stories = stepData.userStories?.generatedStories ?? [];

  const setBudget = (next: TechBudget) => {
    const preset = presetsFor(next)[0];
    onChange({ ...value, budget: next, selectedTechStack: preset?.id, selectedStackDetails: preset });
  };
  const setStack = (preset: StackPreset) =>
    onChange({ ...value, budget, selectedTechStack: preset.id, selectedStackDetails: preset });

  const run = () => {
    const missing = missingForTechDocs(stepData);
    if (missing) {
      toast({ variant: 'destructive', title: 'Missing required data', description: missing });
      return;
    }
    const idea = stepData.ideaGeneration?.selectedIdea;
    generate.mutate(
      {
        businessIdea: clip(idea?.businessIdea, 2000),
        userStories: stories
          .slice(0, 200)
          .map((s) => ({ title: clip(s.title, 300) || 'Story', description: clip(s.description, 5000) })),
        targetAudience: clip(idea?.targetAudience, 2000),
        complexity,
        budget,
        businessName: clip(stepData.nameGeneration?.selectedName?.name, 100) || undefined,
        industry: clip(idea?.industry, 100) || undefined,
      },
      {
        onSuccess: (result) => {
          const preset = presetsFor(budget).find((p) => p.id === selectedStack);
          onChange(
            {
              ...value,
              budget,
              complexity,
              selectedTechStack: selectedStack,
              selectedStackDetails: value?.selectedStackDetails ?? preset,
              techStack: result.techStack,
              architecture: result.architecture,
              apiSpecification: result.apiSpecification,
              databaseSchema: result.databaseSchema,
            },
            result.provenance
              ? {
                  techStack: result.provenance,
                  architecture: result.provenance,
                  apiSpecification: result.provenance,
                  databaseSchema: result.provenance,
                }
              : undefined,
            // Generate Documentation replaces the generated documents: the click is the user's choice.
            ['techStack', 'architecture', 'apiSpecification', 'databaseSchema'],
          );
          toast({
            title: 'Technical Documentation Generated',
            description: `${result.apiSpecification.endpoints.length} endpoints and ${result.databaseSchema.tables.length} tables for a ${complexity} build.`,
          });
          void saveNow().catch(() => undefined);
        },
        onError: (error) => showGenerationError(error, 'Failed to generate technical documentation'),
      },
    );
  };

  const missing = missingForTechDocs(stepData);

  return (
    <div className="space-y-8">
      <StackOptions
        budget={budget}
        complexity={complexity}
        selectedStack={selectedStack}
        onBudget={setBudget}
        onComplexity={(next) => onChange({ ...value, budget, complexity: next })}
        onStack={setStack}
        disabled={readOnly || generate.isPending}
      />

      {readOnly ? null : isFree ? (
        <UpgradePrompt
          title="Technical documentation is a Starter feature"
          description="Upgrade to generate a tech stack, architecture, API design and database schema that follow from your user stories, budget and complexity."
          benefits={[
            'Tech stack for your budget',
            'Architecture components',
            'API endpoints with parameters',
            'Database tables and fields',
          ]}
        />
      ) : (
        <div className="flex flex-col gap-3 rounded-xl border border-dashed bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
          <p id="generate-docs-hint" className="flex items-start gap-2 text-sm text-muted-foreground">
            <FileCode className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {missing ??
              `From your ${stories.length} user ${stories.length === 1 ? 'story' : 'stories'}, for a ${complexity} build on a ${budget} budget.`}
          </p>
          <Button
            variant="brand"
            className="shrink-0"
            onClick={run}
            disabled={generate.isPending}
            aria-describedby="generate-docs-hint"
          >
            {generate.isPending ? (
              <Spinner label="Generating technical documentation" />
            ) : (
              <WandSparkles aria-hidden="true" />
            )}
            {generate.isPending
              ? 'Generating…'
              : hasDocs
                ? 'Regenerate Documentation'
                : 'Generate Documentation'}
          </Button>
        </div>
      )}

      {generate.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Generating technical documentation"
          className="space-y-3"
        >
          <div className="h-10 w-80 max-w-full animate-pulse rounded-lg bg-muted" />
          <div className="grid gap-3 sm:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-28 animate-pulse rounded-xl bg-muted" />
            ))}
          </div>
        </div>
      ) : hasDocs && value ? (
        <section aria-label="Technical documentation">
          <TechDocTabs doc={value} />
        </section>
      ) : null}

      <VibeCodingSection
        stepData={stepData}
        value={value}
        onChange={onChange}
        saveNow={saveNow}
        readOnly={readOnly}
        isFree={isFree}
      />

      <StepFooter onPrevious={goPrevious}>
        <ContinueButton label="Continue to Export" onClick={goNext} />
      </StepFooter>
    </div>
  );
}
