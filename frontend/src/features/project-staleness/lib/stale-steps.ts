import type { InputChange, StaleStep, StepKey } from '@bb/backend/contracts';

export { stepNumberOf, stepTitleOf } from '@bb/kernel';

/** The stale entry of one step, if its inputs changed since it was generated. */
export function staleStepOf(stale: readonly StaleStep[], step: StepKey): StaleStep | undefined {
  return stale.find((s) => s.step === step);
}

/** 'Business name: Lucky Loop → Wren Wear', 'Mission statement changed', 'Business idea: cleared'. */
export function describeChange(change: InputChange): string {
  if (change.from && change.to && change.from.length <= 60 && change.to.length <= 60)
    return `${change.label}: ${change.from} → ${change.to}`;
  if (!change.to) return `${change.label}: cleared`;
  return `${change.label} changed`;
}

/** '1 step may be out of date', '3 steps may be out of date'. */
export function staleCountLabel(count: number): string {
  return new Intl.PluralRules('en-US').select(count) === 'one'
    ? `${count} step may be out of date`
    : `${count} steps may be out of date`;
}
