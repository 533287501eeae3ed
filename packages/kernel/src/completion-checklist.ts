import { stepsDone, type RuleStepData } from './step-rules';

/**
 * The step-8 checklist: one item per step, done by the done rules (`stepsDone`, the ones the
 * server counts the project's completion with), so the checklist and the progress the dashboard
 * shows cannot disagree.
 */
export interface ChecklistItem {
  step: number;
  label: string;
  done: boolean;
}

export const checklistLabels = [
  'Business idea selected',
  'Mission statement written',
  'Business name chosen',
  'Primary brand colour set',
  'Logo selected',
  'Core features or user stories',
  'Architecture documented',
  'Final step reached',
] as const;

export function completionChecklist(data: RuleStepData, currentStep: number): ChecklistItem[] {
  return stepsDone(data, currentStep).map((done, i) => ({
    step: i + 1,
    label: checklistLabels[i] ?? `Step ${i + 1}`,
    done,
  }));
}

/** Done items / all items, in whole percent (the completion percentage for the 8 items). */
export function checklistPercent(items: readonly ChecklistItem[]): number {
  return items.length === 0 ? 0 : Math.round((items.filter((i) => i.done).length * 100) / items.length);
}
