import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { isUnlimited } from '@bb/kernel';

export interface UsageMeterProps {
  label: string;
  used: number;
  /** -1 unlimited, 0 not in the plan. */
  limit: number;
}

/** 'Exports this month 3 / 5' with a bar; unlimited and not-included plans say so instead. */
export function UsageMeter({ label, used, limit }: UsageMeterProps) {
  const unlimited = isUnlimited(limit);
  const none = limit === 0;
  const percent = unlimited || none ? 0 : Math.min(100, Math.round((used * 100) / limit));
  const full = !unlimited && !none && used >= limit;
  const value = unlimited ? `${used} · unlimited` : none ? 'Not in your plan' : `${used} / ${limit}`;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span
          className={cn(
            'font-medium tabular-nums',
            full && 'text-destructive',
            none && 'text-muted-foreground',
          )}
        >
          {value}
        </span>
      </div>
      <Progress
        value={unlimited ? 100 : percent}
        aria-label={label}
        className="h-1.5"
        indicatorClassName={cn(full && 'bg-destructive bg-none', unlimited && 'opacity-30')}
      />
    </div>
  );
}
