import { Check, CircleAlert, Lock, Sparkles, X, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { StartTrialButton, useSubscriptionStatus } from '@/features/billing';
import { cn } from '@/lib/utils';
import type { WizardController } from '../../components/use-wizard-controller';
import { IdeaOption } from './idea-card';
import { quickRows, stepsWithContent, useQuickGenerate, type RowState } from './use-quick-generate';

/** Free plans: what Quick Generate would do, and the way to it (the opt-in trial when it is still open). */
export function PremiumFeatureCard() {
  const status = useSubscriptionStatus();
  const canTry = status.data?.trial.available === true;
  return (
    <section
      aria-labelledby="quick-generate-locked"
      className="flex flex-col gap-4 rounded-xl border border-dashed bg-surface p-5 sm:flex-row sm:items-center"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-muted text-muted-foreground">
        <Lock className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id="quick-generate-locked" className="font-semibold">
            Premium Feature
          </h3>
          <Badge variant="soft">
            <Zap aria-hidden="true" />
            Quick Generate
          </Badge>
        </div>
        <p className="mt-1 text-sm text-muted-foreground">
          Quick Generate builds a complete project, from idea to tech documentation, in one go. It comes with
          the Starter, Pro and Enterprise plans.
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:items-end">
        <Button asChild variant="brand">
          <Link to="/pricing">
            <Sparkles aria-hidden="true" />
            Upgrade to unlock
          </Link>
        </Button>
        {canTry ? <StartTrialButton variant="outline" size="sm" /> : null}
      </div>
    </section>
  );
}

function RowIcon({ state }: { state: RowState }) {
  if (state === 'done')
    return (
      <span className="flex size-5 items-center justify-center rounded-full bg-success text-white">
        <Check className="size-3" strokeWidth={3} aria-hidden="true" />
      </span>
    );
  if (state === 'active') return <Spinner className="size-5 text-primary" label="In progress" />;
  if (state === 'failed') return <CircleAlert className="size-5 text-destructive" aria-hidden="true" />;
  return <span className="size-5 rounded-full border-2 border-dashed border-input" aria-hidden="true" />;
}

/** Paid plans: choose one of 3 ideas and generate every step at once, with its progress. */
export function QuickGeneratePanel({
  controller,
  onRunningChange,
}: {
  controller: WizardController;
  /** While it runs, the rest of step 1 is read-only (the saves replace it). */
  onRunningChange?: (running: boolean) => void;
}) {
  const quick = useQuickGenerate(controller);
  const running = quick.phase === 'running';
  useEffect(() => onRunningChange?.(running), [running, onRunningChange]);
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const done = quick.rows.filter((r) => r === 'done').length;
  const percent = Math.round((done * 100) / quick.rows.length);
  const activeIndex = quick.rows.findIndex((r) => r === 'active');

  const start = () => {
    const filled = stepsWithContent(controller.store.getSnapshot().data);
    if (filled.length > 0) setConfirming(filled);
    else void quick.run();
  };

  return (
    <section
      aria-labelledby="quick-generate-title"
      className="relative overflow-hidden rounded-xl border border-primary/30 bg-gradient-to-br from-accent/70 via-card to-card p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-brand text-white shadow-md shadow-primary/25">
          <Zap className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id="quick-generate-title" className="font-semibold">
              Quick Generate
            </h3>
            <Badge variant="brand">Premium</Badge>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            Pick one of 3 technology ideas and get every step, from business definition to tech documentation,
            generated and saved for you in under 2 minutes.
          </p>
        </div>
        {quick.phase === 'idle' ? (
          <Button
            variant="brand"
            className="shrink-0"
            onClick={() => void quick.loadIdeas()}
            disabled={quick.loadingIdeas}
          >
            {quick.loadingIdeas ? <Spinner label="Generating ideas" /> : <Sparkles aria-hidden="true" />}
            {quick.loadingIdeas ? 'Generating Ideas…' : 'Generate 3 Ideas'}
          </Button>
        ) : null}
      </div>

      {quick.phase === 'choosing' ? (
        <div className="mt-5">
          <fieldset>
            <legend className="mb-3 text-sm font-medium">Choose one of these ideas</legend>
            <div className="grid gap-3 lg:grid-cols-3">
              {quick.ideas.map((idea) => (
                <IdeaOption
                  key={idea.businessIdea}
                  idea={idea}
                  name="quick-idea"
                  compact
                  checked={quick.chosen?.businessIdea === idea.businessIdea}
                  onSelect={quick.setChosen}
                />
              ))}
            </div>
          </fieldset>
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={quick.reset}>
              <X aria-hidden="true" />
              Cancel
            </Button>
            <Button variant="brand" onClick={start} disabled={!quick.chosen}>
              <Zap aria-hidden="true" />
              Generate Complete Project
            </Button>
          </div>
        </div>
      ) : null}

      {quick.phase === 'running' ? (
        <div className="mt-5" aria-live="polite">
          <div className="flex items-center justify-between text-sm font-medium">
            <span>{activeIndex >= 0 ? quickRows[activeIndex] : 'Finishing'}…</span>
            <span className="text-muted-foreground">{percent}%</span>
          </div>
          <Progress value={percent} className="mt-2" aria-label="Quick Generate progress" />
          <ol className="mt-4 grid gap-2 sm:grid-flow-col sm:grid-cols-2 sm:grid-rows-4">
            {quickRows.map((label, i) => (
              <li
                key={label}
                className={cn(
                  'flex items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm transition-colors',
                  quick.rows[i] === 'active' && 'bg-accent font-medium',
                  quick.rows[i] === 'pending' && 'text-muted-foreground',
                )}
              >
                <RowIcon state={quick.rows[i] ?? 'pending'} />
                <span>{label}</span>
                <span className="sr-only">
                  {quick.rows[i] === 'done' ? ', done' : quick.rows[i] === 'active' ? ', in progress' : ''}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}

      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Replace your project&apos;s steps?</DialogTitle>
            <DialogDescription>
              Quick Generate fills steps 1 to 7 with new content. What you have in {confirming?.join(', ')}{' '}
              will be replaced.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Keep my work
            </Button>
            <Button
              variant="brand"
              onClick={() => {
                setConfirming(null);
                void quick.run();
              }}
            >
              Replace and generate
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
