/**
 * The wizard's eight steps, one list: their number, their key in a project's stepData and their
 * title. The contracts (request schemas), the wizard, the step rules and the server's documents
 * all read them from here.
 */
export const TOTAL_STEPS = 8;

/** Step number (1-8) to its stepData key. */
export const stepKeys = [
  'ideaGeneration',
  'businessDefinition',
  'nameGeneration',
  'styleGuide',
  'logoCreation',
  'userStories',
  'techDocumentation',
  'exportSave',
] as const;

/** Every stepData key: the wizard's steps, then the data edited beside them (the financials). */
export const stepDataKeys = [...stepKeys, 'financials'] as const;

/** A key of a project's stepData. */
export type StepKey = (typeof stepDataKeys)[number];

export const stepTitles = [
  'Idea Generation',
  'Business Definition',
  'Name Generation',
  'Style Guide',
  'Logo Creation',
  'User Stories',
  'Tech Documentation',
  'Export & Save',
] as const;

/** 'Style Guide' for 4; 'Step 9' for a number outside the wizard. */
export function stepTitle(step: number): string {
  return stepTitles[step - 1] ?? `Step ${step}`;
}

/** 'Step 3 of 8'. */
export const stepLabel = (step: number): string => `Step ${step} of ${TOTAL_STEPS}`;

/** The wizard step a stepData key belongs to; the financials are edited at step 8 (Export & Save). */
export function stepNumberOf(step: StepKey): number {
  return step === 'financials' ? stepKeys.length : stepKeys.indexOf(step) + 1;
}

/** 'Logo Creation' for 'logoCreation'; 'Financials' for the financials. */
export function stepTitleOf(step: StepKey): string {
  return step === 'financials' ? 'Financials' : (stepTitles[stepKeys.indexOf(step)] ?? step);
}
