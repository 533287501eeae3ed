import type { StepKey } from '@bb/backend/contracts';

// The step lists of the shared contract (stepKeys, stepTitles), written out here because importing
// them evaluates every zod schema of the contract's step-data module: a page that only shows a step's
// title (the dashboard's project cards) paid for building all the wizard's schemas.
// step-keys.spec.ts checks they are the contract's, in the same order.

/** Step number (1-8) to its stepData key. */
export const wizardStepKeys = [
  'ideaGeneration',
  'businessDefinition',
  'nameGeneration',
  'styleGuide',
  'logoCreation',
  'userStories',
  'techDocumentation',
  'exportSave',
] as const satisfies readonly StepKey[];

export const wizardStepTitles = [
  'Idea Generation',
  'Business Definition',
  'Name Generation',
  'Style Guide',
  'Logo Creation',
  'User Stories',
  'Tech Documentation',
  'Export & Save',
] as const;

/** The wizard step a stepData key belongs to; the financials are edited at step 8 (Export & Save). */
export function stepNumberOf(step: StepKey): number {
  return step === 'financials' ? wizardStepKeys.length : wizardStepKeys.indexOf(step) + 1;
}

/** 'Logo Creation' for 'logoCreation'; 'Financials' for the financials. */
export function stepTitleOf(step: StepKey): string {
  return step === 'financials' ? 'Financials' : (wizardStepTitles[wizardStepKeys.indexOf(step)] ?? step);
}
