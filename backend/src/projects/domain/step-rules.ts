import { TOTAL_STEPS, type ProjectStatus } from '../../contracts/projects';
import type { StepData } from '../../contracts/step-data';

/**
 * The wizard's rules:
 * - leaving a step forward needs its rule to hold (1 a selected idea, 2 all four definition
 *   fields, 3 a selected name, 4 primary and secondary colours, 5 exactly one selected logo,
 *   6 and 7 always);
 * - a step counts as done by the done rules (the progress bar and the step-8 checklist).
 */
export interface RuleFailure {
  step: number;
  message: string;
  /** Field path -> message, for the 400 answer. */
  details: Record<string, string>;
}

const filled = (v: unknown): boolean => typeof v === 'string' && v.trim().length > 0;

export function selectedIdea(data: StepData): string | null {
  const idea = data.ideaGeneration?.selectedIdea?.businessIdea;
  return filled(idea) ? idea!.trim() : null;
}

export function selectedName(data: StepData): string | null {
  const name = data.nameGeneration?.selectedName?.name;
  return filled(name) ? name!.trim() : null;
}

export function primaryColor(data: StepData): string | null {
  const s = data.styleGuide;
  return s?.primaryColor ?? s?.colors?.primary ?? null;
}

export function secondaryColor(data: StepData): string | null {
  const s = data.styleGuide;
  return s?.secondaryColor ?? s?.colors?.secondary ?? null;
}

export function selectedLogoCount(data: StepData): number {
  return (data.logoCreation?.generatedLogos ?? []).filter((l) => l.selected).length;
}

const definitionFields = [
  'missionStatement',
  'valueProposition',
  'businessModel',
  'competitiveAdvantage',
] as const;

const rules: Record<number, (data: StepData) => RuleFailure | null> = {
  1: (data) =>
    selectedIdea(data)
      ? null
      : fail(1, 'Please select a business idea to continue', {
          'stepData.ideaGeneration.selectedIdea': 'Please select a business idea to continue',
        }),
  2: (data) => {
    const missing = definitionFields.filter((f) => !filled(data.businessDefinition?.[f]));
    if (missing.length === 0) return null;
    const message = 'Please fill in all fields before continuing';
    return fail(
      2,
      message,
      Object.fromEntries(missing.map((f) => [`stepData.businessDefinition.${f}`, message])),
    );
  },
  3: (data) =>
    selectedName(data)
      ? null
      : fail(3, 'Please select a business name to continue', {
          'stepData.nameGeneration.selectedName': 'Please select a business name to continue',
        }),
  4: (data) => {
    const message = 'Please choose a primary and a secondary colour to continue';
    const details: Record<string, string> = {};
    if (!primaryColor(data)) details['stepData.styleGuide.primaryColor'] = message;
    if (!secondaryColor(data)) details['stepData.styleGuide.secondaryColor'] = message;
    return Object.keys(details).length ? fail(4, message, details) : null;
  },
  5: (data) => {
    const count = selectedLogoCount(data);
    if (count === 1) return null;
    const message =
      count === 0 ? 'Please select a logo design to continue' : 'Please select exactly one logo design';
    return fail(5, message, { 'stepData.logoCreation.generatedLogos': message });
  },
};

function fail(step: number, message: string, details: Record<string, string>): RuleFailure {
  return { step, message, details: { ...details, currentStep: `Step ${step} is not finished: ${message}` } };
}

/** The rule for leaving `step` forward; null when it holds (steps 6, 7 and 8 always hold). */
export function checkLeaveStep(step: number, data: StepData): RuleFailure | null {
  return rules[step]?.(data) ?? null;
}

/** The first step before `target` whose rule fails: reaching `target` needs steps 1..target-1. */
export function firstBrokenStepBefore(target: number, data: StepData): RuleFailure | null {
  for (let step = 1; step < target; step++) {
    const failure = checkLeaveStep(step, data);
    if (failure) return failure;
  }
  return null;
}

/** Data that no step may hold, whatever the step: more than one selected logo. */
export function checkConsistency(data: StepData): RuleFailure | null {
  return selectedLogoCount(data) > 1 ? checkLeaveStep(5, data) : null;
}

/** Which of the 8 steps count as done. */
export function stepsDone(data: StepData, currentStep: number): boolean[] {
  const stories = data.userStories;
  const tech = data.techDocumentation;
  return [
    selectedIdea(data) !== null,
    filled(data.businessDefinition?.missionStatement),
    selectedName(data) !== null,
    primaryColor(data) !== null,
    selectedLogoCount(data) > 0,
    (stories?.coreFeatures?.length ?? 0) > 0 || (stories?.generatedStories?.length ?? 0) > 0,
    tech?.architecture !== undefined && tech.architecture !== null,
    currentStep >= TOTAL_STEPS,
  ];
}

/** Done steps / 8, in whole percent. */
export function completionPercentage(data: StepData, currentStep: number): number {
  const done = stepsDone(data, currentStep).filter(Boolean).length;
  return Math.round((done * 100) / TOTAL_STEPS);
}

/** draft at step 1, in_progress above it, completed once completed (whatever the step). */
export function displayStatus(currentStep: number, completed: boolean): ProjectStatus {
  if (completed) return 'completed';
  return currentStep > 1 ? 'in_progress' : 'draft';
}

export const stepLabel = (currentStep: number) => `Step ${currentStep} of ${TOTAL_STEPS}`;
