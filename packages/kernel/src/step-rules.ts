import { HEX_COLOUR_MESSAGE, isHexColour } from './hex-colour';
import { TOTAL_STEPS } from './steps';

/**
 * The wizard's rules, the one copy (the wizard checks them before it moves, the server before it
 * saves a step or completes a project, the project read model counts done steps with them):
 * - leaving a step forward needs its rule to hold (1 a selected idea, 2 all four definition
 *   fields, 3 a selected name, 4 a primary and a secondary colour as '#RRGGBB', 5 exactly one
 *   selected logo, 6 and 7 always);
 * - a step counts as done by the done rules (the progress bar and the step-8 checklist).
 */

/** The parts of a project's stepData the rules read (the contracts' StepData is one). */
export interface RuleStepData {
  ideaGeneration?: { selectedIdea?: { businessIdea?: string } | null };
  businessDefinition?: {
    missionStatement?: string;
    valueProposition?: string;
    businessModel?: string;
    competitiveAdvantage?: string;
  };
  nameGeneration?: { selectedName?: { name?: string } | null };
  styleGuide?: {
    primaryColor?: string;
    secondaryColor?: string;
    colors?: { primary?: string; secondary?: string };
  };
  logoCreation?: { generatedLogos?: readonly { selected: boolean }[] };
  userStories?: { coreFeatures?: readonly unknown[]; generatedStories?: readonly unknown[] };
  techDocumentation?: { architecture?: unknown };
}

export interface RuleFailure {
  step: number;
  message: string;
  /** Field path -> message, for the 400 answer. */
  details: Record<string, string>;
}

/** The messages of the rules, as the wizard shows them and the server answers them. */
export const stepRuleMessages = {
  1: 'Please select a business idea to continue',
  2: 'Please fill in all fields before continuing',
  3: 'Please select a business name to continue',
  4: 'Please choose a primary and a secondary colour to continue',
  5: 'Please select a logo design to continue',
  oneLogo: 'Please select exactly one logo design',
} as const;

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

export function selectedIdea(data: RuleStepData): string | null {
  const idea = data.ideaGeneration?.selectedIdea?.businessIdea;
  return filled(idea) ? idea.trim() : null;
}

export function selectedName(data: RuleStepData): string | null {
  const name = data.nameGeneration?.selectedName?.name;
  return filled(name) ? name.trim() : null;
}

/** The primary colour in either place the style guide keeps it; null when there is none. */
export function primaryColor(data: RuleStepData): string | null {
  const s = data.styleGuide;
  return s?.primaryColor ?? s?.colors?.primary ?? null;
}

export function secondaryColor(data: RuleStepData): string | null {
  const s = data.styleGuide;
  return s?.secondaryColor ?? s?.colors?.secondary ?? null;
}

export function selectedLogoCount(data: RuleStepData): number {
  return (data.logoCreation?.generatedLogos ?? []).filter((l) => l.selected).length;
}

const definitionFields = [
  'missionStatement',
  'valueProposition',
  'businessModel',
  'competitiveAdvantage',
] as const;

/** Why a colour of step 4 does not pass: missing, or not '#RRGGBB'; null when it passes. */
function colourProblem(value: string | null): string | null {
  if (!value) return stepRuleMessages[4];
  return isHexColour(value) ? null : HEX_COLOUR_MESSAGE;
}

const rules: Record<number, (data: RuleStepData) => RuleFailure | null> = {
  1: (data) =>
    selectedIdea(data)
      ? null
      : fail(1, stepRuleMessages[1], { 'stepData.ideaGeneration.selectedIdea': stepRuleMessages[1] }),
  2: (data) => {
    const missing = definitionFields.filter((f) => !filled(data.businessDefinition?.[f]));
    if (missing.length === 0) return null;
    const message = stepRuleMessages[2];
    return fail(
      2,
      message,
      Object.fromEntries(missing.map((f) => [`stepData.businessDefinition.${f}`, message])),
    );
  },
  3: (data) =>
    selectedName(data)
      ? null
      : fail(3, stepRuleMessages[3], { 'stepData.nameGeneration.selectedName': stepRuleMessages[3] }),
  4: (data) => {
    const details: Record<string, string> = {};
    const primary = colourProblem(primaryColor(data));
    const secondary = colourProblem(secondaryColor(data));
    if (primary) details['stepData.styleGuide.primaryColor'] = primary;
    if (secondary) details['stepData.styleGuide.secondaryColor'] = secondary;
    return Object.keys(details).length ? fail(4, stepRuleMessages[4], details) : null;
  },
  5: (data) => {
    const count = selectedLogoCount(data);
    if (count === 1) return null;
    const message = count === 0 ? stepRuleMessages[5] : stepRuleMessages.oneLogo;
    return fail(5, message, { 'stepData.logoCreation.generatedLogos': message });
  },
};

function fail(step: number, message: string, details: Record<string, string>): RuleFailure {
  return { step, message, details: { ...details, currentStep: `Step ${step} is not finished: ${message}` } };
}

/** The rule for leaving `step` forward; null when it holds (steps 6, 7 and 8 always hold). */
export function checkLeaveStep(step: number, data: RuleStepData): RuleFailure | null {
  return rules[step]?.(data) ?? null;
}

/** The first rule that stops a move from step `from` to step `to`: each step in between must hold. */
export function firstFailureBetween(from: number, to: number, data: RuleStepData): RuleFailure | null {
  for (let step = from; step < to; step++) {
    const failure = checkLeaveStep(step, data);
    if (failure) return failure;
  }
  return null;
}

/** The first step before `target` whose rule fails: reaching `target` needs steps 1..target-1. */
export function firstBrokenStepBefore(target: number, data: RuleStepData): RuleFailure | null {
  return firstFailureBetween(1, target, data);
}

/** Data that no step may hold, whatever the step: more than one selected logo. */
export function checkConsistency(data: RuleStepData): RuleFailure | null {
  return selectedLogoCount(data) > 1 ? checkLeaveStep(5, data) : null;
}

/** Which of the 8 steps count as done. */
export function stepsDone(data: RuleStepData, currentStep: number): boolean[] {
  const stories = data.userStories;
  const tech = data.techDocumentation;
  return [
    selectedIdea(data) !== null,
    filled(data.businessDefinition?.missionStatement),
    selectedName(data) !== null,
    filled(primaryColor(data)),
    selectedLogoCount(data) > 0,
    (stories?.coreFeatures?.length ?? 0) > 0 || (stories?.generatedStories?.length ?? 0) > 0,
    tech?.architecture !== undefined && tech.architecture !== null,
    currentStep >= TOTAL_STEPS,
  ];
}

/** Done steps / 8, in whole percent. */
export function completionPercentage(data: RuleStepData, currentStep: number): number {
  const done = stepsDone(data, currentStep).filter(Boolean).length;
  return Math.round((done * 100) / TOTAL_STEPS);
}

export const projectStatuses = ['draft', 'in_progress', 'completed'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** draft at step 1, in_progress above it, completed once completed (whatever the step). */
export function displayStatus(currentStep: number, completed: boolean): ProjectStatus {
  if (completed) return 'completed';
  return currentStep > 1 ? 'in_progress' : 'draft';
}
