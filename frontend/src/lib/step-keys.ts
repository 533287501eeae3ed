import { stepKeys, stepTitles, type StepKey } from '@bb/backend/contracts';

/** The wizard step a stepData key belongs to; the financials are edited at step 8 (Export & Save). */
export function stepNumberOf(step: StepKey): number {
  return step === 'financials' ? stepKeys.length : stepKeys.indexOf(step) + 1;
}

/** 'Logo Creation' for 'logoCreation'; 'Financials' for the financials. */
export function stepTitleOf(step: StepKey): string {
  return step === 'financials' ? 'Financials' : (stepTitles[stepKeys.indexOf(step)] ?? step);
}
