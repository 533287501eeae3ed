import type { StepData } from '@bb/backend/contracts';
import { firstFailureBetween, TOTAL_STEPS } from '@bb/kernel';

/** The query parameter that carries the wizard step: /wizard/{id}?step=3. */
export const STEP_PARAM = 'step';

/** The step a `?step=` value names, or null when it names none (missing, not 1-8). */
export function parseStepParam(raw: string | null): number | null {
  if (raw === null || !/^\d{1,2}$/.test(raw)) return null;
  const step = Number(raw);
  return step >= 1 && step <= TOTAL_STEPS ? step : null;
}

/**
 * The furthest step a URL may open. A completed project opens every step. An open project opens
 * the steps it has reached; step 8 once step 7 is reached and done, because the server never
 * records step 8 on its own (saving step 8 completes the project).
 */
export function furthestOpenableStep(currentStep: number, completed: boolean, data: StepData): number {
  if (completed) return TOTAL_STEPS;
  const reached = Math.min(Math.max(currentStep, 1), TOTAL_STEPS);
  if (reached === TOTAL_STEPS - 1 && !firstFailureBetween(1, TOTAL_STEPS, data)) return TOTAL_STEPS;
  return reached;
}

/** The step /wizard/{id} opens with no (usable) ?step=: the current step, or 8 when completed. */
export function defaultStep(currentStep: number, completed: boolean): number {
  return completed ? TOTAL_STEPS : Math.min(Math.max(currentStep, 1), TOTAL_STEPS);
}

/** The step a URL opens: its ?step= when that step is openable, otherwise the default step. */
export function stepFromUrl(
  raw: string | null,
  currentStep: number,
  completed: boolean,
  data: StepData,
): number {
  const asked = parseStepParam(raw);
  if (asked !== null && asked <= furthestOpenableStep(currentStep, completed, data)) return asked;
  return defaultStep(currentStep, completed);
}
