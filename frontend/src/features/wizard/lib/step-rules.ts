import type { StepData } from '@bb/backend/contracts';

/**
 * The wizard's rules for leaving a step forward, as the server checks them
 * (backend/src/projects/domain/step-rules.ts):
 * step 1 a selected idea, 2 all four definition fields, 3 a selected name, 4 a primary and a
 * secondary colour, 5 exactly one selected logo; 6, 7 and 8 always.
 */
export const stepRuleMessages = {
  1: 'Please select a business idea to continue',
  2: 'Please fill in all fields before continuing',
  3: 'Please select a business name to continue',
  4: 'Please choose a primary and a secondary colour to continue',
  5: 'Please select a logo design to continue',
} as const;

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim().length > 0;
const hex = (value: unknown): boolean => typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);

/** Why `step` cannot be left forward with `data`, or null when it can. */
export function leaveStepFailure(step: number, data: StepData): string | null {
  switch (step) {
    case 1:
      return filled(data.ideaGeneration?.selectedIdea?.businessIdea) ? null : stepRuleMessages[1];
    case 2: {
      const d = data.businessDefinition;
      const all = [d?.missionStatement, d?.valueProposition, d?.businessModel, d?.competitiveAdvantage].every(
        filled,
      );
      return all ? null : stepRuleMessages[2];
    }
    case 3:
      return filled(data.nameGeneration?.selectedName?.name) ? null : stepRuleMessages[3];
    case 4: {
      const s = data.styleGuide;
      const primary = s?.primaryColor ?? s?.colors?.primary;
      const secondary = s?.secondaryColor ?? s?.colors?.secondary;
      return hex(primary) && hex(secondary) ? null : stepRuleMessages[4];
    }
    case 5: {
      const selected = (data.logoCreation?.generatedLogos ?? []).filter((logo) => logo.selected).length;
      if (selected === 1) return null;
      return selected === 0 ? stepRuleMessages[5] : 'Please select exactly one logo design';
    }
    default:
      return null;
  }
}

/** The first rule that stops a move from step `from` to step `to` (each step in between must hold). */
export function firstFailureBetween(
  from: number,
  to: number,
  data: StepData,
): { step: number; message: string } | null {
  for (let step = from; step < to; step++) {
    const message = leaveStepFailure(step, data);
    if (message) return { step, message };
  }
  return null;
}
