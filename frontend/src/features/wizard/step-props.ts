import type { CompletionOutcome, FieldSource, StepData, StepKey, Tier } from '@bb/backend/contracts';

/**
 * What the wizard frame gives every step component (steps/step-N-*.tsx). A step edits only its own
 * stepData key through `onChange`; the frame owns saving (autosave every 30 s, save before moving),
 * navigation, the read-only mode of completed projects, and the Next/Previous rules.
 */
export interface StepProps<K extends StepKey = StepKey> {
  projectId: string;
  projectTitle: string;
  /** The whole stepData, for steps that read earlier steps (e.g. step 6 reads the idea and definition). */
  stepData: StepData;
  /** This step's own data (may be undefined before the first edit). */
  value: StepData[K] | undefined;
  /**
   * Replaces this step's data in the wizard's working copy (marks it unsaved). `provenance` says
   * which fields a generator wrote (docs/architecture.md "Provenance"); omit it for the user's own edits.
   * `overwrite` names the fields the user chose to replace with generated text (the Replace of the
   * overwrite dialog, a Generate click that replaces its list): the server refuses a generated value
   * over the user's own text otherwise (docs/decisions.md).
   */
  onChange: (next: NonNullable<StepData[K]>, provenance?: unknown, overwrite?: readonly string[]) => void;
  /** Saves now (e.g. after a generation) and resolves when the server has it. */
  saveNow: () => Promise<void>;
  /** Completed projects are read-only: inputs disabled, generate buttons hidden. */
  readOnly: boolean;
  /** The user's plan right now (trial counts as its tier), for the upgrade prompts. */
  tier: Tier;
  /** Moves to the next/previous step (the frame checks the step rule and saves first). */
  goNext: () => void;
  goPrevious: () => void;
  /**
   * Optional (added with the frame): who wrote each field of this step now, saved or not, keyed by
   * field name ('missionStatement'). A field whose source is 'user' (or that has no entry but a
   * value) is the user's own text: ask before a generation overwrites it.
   */
  fieldSources?: Readonly<Record<string, FieldSource>>;
  /**
   * Optional (added with the frame), for step 8's Complete Project: saves the working copy with
   * currentStep 8, which completes the project on the server when the month's completions allow
   *. Resolves with the server's outcome (completed, or reason
   * 'MonthlyLimitReached' with completedThisMonth/monthlyLimit); the frame then shows the project
   * as completed and read-only. Rejects with the ApiError when the save failed (the frame has
   * already shown 'Save Failed'). Moving from step 7 to step 8 with Next does NOT complete: it
   * saves with currentStep 7, so step 8 opens on an open project with its limit banner.
   */
  completeProject?: () => Promise<CompletionOutcome | undefined>;
}
