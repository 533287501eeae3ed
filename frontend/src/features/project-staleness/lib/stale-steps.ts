import { stepKeys, stepTitles, type InputChange, type StaleStep } from '@bb/backend/contracts';

/** One of the eight wizard steps (stale steps are always wizard steps). */
type WizardStep = StaleStep['step'];

/** Step number (1-8) of a step key. */
export const stepNumberOf = (step: WizardStep): number => (stepKeys as readonly string[]).indexOf(step) + 1;

export const stepTitleOf = (step: WizardStep): string =>
  stepTitles[(stepKeys as readonly string[]).indexOf(step)] ?? step;

/** The stale entry of one step, if its inputs changed since it was generated. */
export function staleStepOf(stale: readonly StaleStep[], step: WizardStep): StaleStep | undefined {
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
