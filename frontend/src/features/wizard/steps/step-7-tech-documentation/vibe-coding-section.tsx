import { FIELD_MAX, vibePlatforms, type StepData, type VibePlatform } from '@bb/backend/contracts';
import { Code, FileText, Rocket, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useSubscriptionStatus } from '@/features/billing';
import { CopyButton, UpgradePrompt, useGenerateVibeCoding } from '@/features/generation';
import { showGenerationError } from '../../lib/generation-error';
import { platformLabels } from './tech-options';

type TechDocumentation = NonNullable<StepData['techDocumentation']>;

export interface VibeCodingSectionProps {
  stepData: StepData;
  value: TechDocumentation | undefined;
  onChange: (next: TechDocumentation, provenance?: unknown, overwrite?: readonly string[]) => void;
  saveNow: () => Promise<void>;
  readOnly: boolean;
  isFree: boolean;
}

/** 'used / limit' of the month's prompts; null while unknown. */
function useQuota() {
  const status = useSubscriptionStatus();
  const usage = status.data?.usage;
  if (!usage) return null;
  const unlimited = usage.vibeCodingLimit < 0;
  return {
    used: usage.vibeCodingUsed,
    limit: usage.vibeCodingLimit,
    unlimited,
    exhausted: !unlimited && usage.vibeCodingUsed >= usage.vibeCodingLimit,
  };
}

function OutputBlock({
  id,
  title,
  text,
  icon: Icon,
}: {
  id: string;
  title: string;
  text: string;
  icon: typeof Code;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0 overflow-hidden rounded-xl border">
      <div className="flex items-center justify-between gap-2 border-b bg-muted/50 px-3 py-2">
        <h4 id={`${id}-heading`} className="flex items-center gap-2 text-sm font-semibold">
          <Icon className="size-4 text-primary" aria-hidden="true" />
          {title}
        </h4>
        <CopyButton text={text} label={`Copy ${title.toLowerCase()}`} />
      </div>
      <pre
        tabIndex={0}
        aria-label={title}
        className="max-h-96 overflow-auto bg-slate-950 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap text-slate-100 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        {text}
      </pre>
    </section>
  );
}

/** Vibe Coding (paid): a build prompt and a README for a coding platform, counted against the month. */
export function VibeCodingSection({
  stepData,
  value,
  onChange,
  saveNow,
  readOnly,
  isFree,
}: VibeCodingSectionProps) {
  const [platform, setPlatform] = useState<VibePlatform>(() => {
    const saved = Object.keys(value?.vibeCodingPrompts ?? {}).find((k): k is VibePlatform =>
      (vibePlatforms as readonly string[]).includes(k),
    );
    return saved ?? 'universal';
  });
  const [requirements, setRequirements] = useState('');
  const generate = useGenerateVibeCoding();
  const quota = useQuota();
  const output = value?.vibeCodingPrompts?.[platform];
  const hasStack = Boolean(value?.techStack);
  const hasIdea = Boolean(stepData.ideaGeneration?.selectedIdea?.businessIdea?.trim());

  if (isFree) {
    return (
      <UpgradePrompt
        title="Vibe Coding is a paid feature"
        description="Upgrade to turn this plan into ready-to-paste prompts and a README for Replit, Bolt, Lovable, v0 or any AI coding tool."
        benefits={[
          'Starter: 5 prompts a month',
          'Pro: 10 prompts a month',
          'Enterprise: 25 prompts a month',
          'Copy the prompt and the README',
        ]}
      />
    );
  }

  const blockedBy = !hasIdea
    ? 'Select a business idea in step 1 first.'
    : !hasStack
      ? 'Generate the technical documentation first: the prompt is built from its tech stack.'
      : quota?.exhausted
        ? `You have used all ${quota.limit} Vibe Coding prompts of your plan this month.`
        : null;

  const run = () => {
    if (blockedBy) return;
    const doc = value ?? {};
    generate.mutate(
      {
        promptType: platform,
        requirements: requirements.trim() || undefined,
        projectData: {
          ideaGeneration: stepData.ideaGeneration?.selectedIdea
            ? { selectedIdea: stepData.ideaGeneration.selectedIdea }
            : undefined,
          nameGeneration: stepData.nameGeneration?.selectedName
            ? { selectedName: stepData.nameGeneration.selectedName }
            : undefined,
          styleGuide: stepData.styleGuide,
          userStories: stepData.userStories,
          techDocumentation: {
            budget: doc.budget,
            complexity: doc.complexity,
            selectedTechStack: doc.selectedTechStack,
            techStack: doc.techStack,
            architecture: doc.architecture,
            apiSpecification: doc.apiSpecification,
            databaseSchema: doc.databaseSchema,
          },
        },
      },
      {
        onSuccess: (result) => {
          const prompts = {
            ...(value?.vibeCodingPrompts ?? {}),
            [platform]: { prompt: result.prompt, readme: result.readme },
          };
          onChange(
            { ...value, vibeCodingPrompts: prompts },
            result.provenance ? { vibeCodingPrompts: result.provenance } : undefined,
            ['vibeCodingPrompts'],
          );
          toast({
            title: 'Vibe Coding Prompts Generated',
            description: `Your ${platformLabels[platform].label} prompt and README are ready to copy.`,
          });
          void saveNow().catch(() => undefined);
        },
        onError: (error) => showGenerationError(error, 'Failed to generate Vibe Coding prompts'),
      },
    );
  };

  const percent =
    quota && !quota.unlimited && quota.limit > 0
      ? Math.min(100, Math.round((quota.used * 100) / quota.limit))
      : 0;

  return (
    <section
      aria-labelledby="vibe-coding-heading"
      className="space-y-4 rounded-xl border bg-gradient-to-br from-accent/50 to-transparent p-4 sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id="vibe-coding-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Rocket className="size-5 text-primary" aria-hidden="true" />
            Vibe Coding
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            A ready-to-paste build prompt and README for an AI coding platform, made from your whole project.
          </p>
        </div>
        {quota ? (
          <div className="w-full shrink-0 sm:w-48" aria-live="polite">
            <p className="flex justify-between text-xs">
              <span className="text-muted-foreground">Prompts this month</span>
              <span className="font-semibold" data-testid="vibe-quota">
                {quota.used} / {quota.unlimited ? 'unlimited' : quota.limit}
              </span>
            </p>
            {quota.unlimited ? null : (
              <Progress
                value={percent}
                className="mt-1.5"
                aria-label="Vibe Coding prompts used this month"
                indicatorClassName={quota.exhausted ? 'bg-destructive bg-none' : undefined}
              />
            )}
          </div>
        ) : null}
      </div>

      {
        <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
          <div className="grid content-start gap-1.5">
            <Label htmlFor="vibe-platform">Platform</Label>
            <Select
              value={platform}
              onValueChange={(v) => setPlatform(v as VibePlatform)}
              disabled={generate.isPending}
            >
              <SelectTrigger id="vibe-platform" aria-describedby="vibe-platform-hint">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {vibePlatforms.map((p) => (
                  <SelectItem key={p} value={p}>
                    {platformLabels[p].label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p id="vibe-platform-hint" className="text-xs text-muted-foreground">
              {platformLabels[platform].description}
            </p>
          </div>
          {readOnly ? null : (
            <div className="grid gap-1.5">
              <Label htmlFor="vibe-requirements">
                Custom requirements <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
              <Textarea
                id="vibe-requirements"
                value={requirements}
                maxLength={FIELD_MAX.longText}
                rows={3}
                className="min-h-20"
                placeholder="e.g. Use Stripe for payments, dark mode first, deploy to Fly.io"
                onChange={(event) => setRequirements(event.target.value)}
                disabled={generate.isPending}
              />
            </div>
          )}
        </div>
      }

      {readOnly ? null : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          {blockedBy ? (
            <p id="vibe-blocked-hint" className="flex items-start gap-2 text-sm text-muted-foreground">
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
              <span>
                {blockedBy}
                {quota?.exhausted ? (
                  <>
                    {' '}
                    <Link
                      to="/pricing"
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      Upgrade for more
                    </Link>
                  </>
                ) : null}
              </span>
            </p>
          ) : (
            <span />
          )}
          <Button
            variant="brand"
            className="shrink-0"
            onClick={run}
            disabled={generate.isPending || Boolean(blockedBy)}
            aria-describedby={blockedBy ? 'vibe-blocked-hint' : undefined}
          >
            {generate.isPending ? (
              <Spinner label="Generating Vibe Coding prompts" />
            ) : (
              <Code aria-hidden="true" />
            )}
            {generate.isPending
              ? 'Generating…'
              : output
                ? 'Regenerate Prompt'
                : 'Generate Vibe Coding Prompt'}
          </Button>
        </div>
      )}

      {output ? (
        <div className="grid gap-4 xl:grid-cols-2">
          <OutputBlock id="vibe-prompt" title="Prompt" text={output.prompt} icon={Code} />
          <OutputBlock id="vibe-readme" title="README" text={output.readme} icon={FileText} />
        </div>
      ) : null}
    </section>
  );
}
