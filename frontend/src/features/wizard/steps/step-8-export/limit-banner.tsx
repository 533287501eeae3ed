import { CircleAlert, Crown, Info, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { completionsLabel, type CompletionLimitState } from './completion-limit';

export interface LimitBannerProps {
  state: CompletionLimitState;
  /** The yellow banner's Continue: the user goes on despite the warning. */
  onContinue: () => void;
  /** The yellow banner was acknowledged with Continue: it shrinks to one line. */
  acknowledged?: boolean;
}

const tones = {
  reached:
    'border-red-300 bg-red-50 text-red-950 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-100',
  approaching:
    'border-yellow-300 bg-yellow-50 text-yellow-950 dark:border-yellow-500/40 dark:bg-yellow-500/10 dark:text-yellow-100',
  ready:
    'border-blue-300 bg-blue-50 text-blue-950 dark:border-blue-500/40 dark:bg-blue-500/10 dark:text-blue-100',
} as const;

const iconTones = {
  reached: 'text-red-600 dark:text-red-400',
  approaching: 'text-yellow-600 dark:text-yellow-400',
  ready: 'text-blue-600 dark:text-blue-400',
} as const;

function UpgradeButton() {
  return (
    <Button asChild size="sm" variant="brand">
      <Link to="/pricing">
        <Crown aria-hidden="true" />
        Upgrade
      </Link>
    </Button>
  );
}

/**
 * Step 8's limit banner: red when no completions are left this month,
 * yellow with Continue and Upgrade when one or none is left, blue otherwise.
 */
export function LimitBanner({ state, onContinue, acknowledged = false }: LimitBannerProps) {
  const used = completionsLabel(state.completed, state.limit);
  const Icon = state.kind === 'reached' ? CircleAlert : state.kind === 'approaching' ? TriangleAlert : Info;
  let title: string;
  let body: string;
  if (state.kind === 'reached') {
    title = 'Monthly completion limit reached';
    body = `You have completed ${used} projects this month. Upgrade your plan to complete this project now, or complete it next month. Your work stays saved.`;
  } else if (state.kind === 'approaching') {
    title = 'Approaching monthly limit';
    body = `${state.remaining === 1 ? 'This is your last project completion' : 'You have no project completions left'} this month (${used} used). Continue to complete it, or upgrade for more.`;
  } else {
    title = 'Ready to complete your project';
    body =
      state.remaining === null
        ? 'Your plan has unlimited completions. Export your files, then complete the project.'
        : `You have ${state.remaining} of ${state.limit} project completions left this month. Export your files, then complete the project.`;
  }

  if (state.kind === 'approaching' && acknowledged) {
    return (
      <p
        data-limit-state={state.kind}
        className={cn('flex items-center gap-2 rounded-lg border px-3 py-2 text-sm', tones.approaching)}
      >
        <TriangleAlert className={cn('size-4 shrink-0', iconTones.approaching)} aria-hidden="true" />
        Last completion this month ({used} used).
      </p>
    );
  }

  return (
    <section
      aria-labelledby="limit-banner-title"
      data-limit-state={state.kind}
      role={state.kind === 'reached' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-xl border p-4', tones[state.kind])}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', iconTones[state.kind])} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p id="limit-banner-title" className="font-semibold">
          {title}
        </p>
        <p className="mt-0.5 text-sm opacity-90">{body}</p>
        {state.kind !== 'ready' ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {state.kind === 'approaching' ? (
              <Button size="sm" variant="outline" onClick={onContinue} className="bg-background/70">
                Continue
              </Button>
            ) : null}
            <UpgradeButton />
          </div>
        ) : null}
      </div>
    </section>
  );
}
