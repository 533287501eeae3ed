import type { FieldSource } from '../field-sources';
import type { StepKey } from '../steps';

/**
 * Events of the `project-{id}` stream, and of the `projects-of-{userId}` stream that holds the
 * user's open-project slots (the project limit). Type strings are stable: never rename them.
 * Project events carry only what the user typed into their own project (no email, no name).
 */
export const projectEventTypes = {
  created: 'projects.project-created',
  renamed: 'projects.project-renamed',
  stepSaved: 'projects.wizard-step-saved',
  stepDataRestored: 'projects.step-data-restored',
  completed: 'projects.project-completed',
  deleted: 'projects.project-deleted',
} as const;

export const projectSlotEventTypes = {
  taken: 'projects.project-slot-taken',
  released: 'projects.project-slot-released',
} as const;

export const PROJECT_EVENT_SCHEMA_VERSION = 1;

export interface ProjectCreated {
  type: typeof projectEventTypes.created;
  data: {
    projectId: string;
    /** The owner. */
    userId: string;
    title: string;
    /** How the title was chosen: typed, taken from the idea or name, or 'Copy of ...'. */
    titleSource: TitleSource;
    /** Set when the project is a copy; the copy's stepData follows in a WizardStepSaved. */
    duplicatedFrom: string | null;
  };
}

export type TitleSource = 'user' | 'selected-idea' | 'selected-name' | 'copy' | 'none';

export interface ProjectRenamed {
  type: typeof projectEventTypes.renamed;
  data: { projectId: string; title: string; titleSource: Exclude<TitleSource, 'none' | 'copy'> };
}

/** One changed field of one step: its new value (absent when the field was cleared) and who wrote it. */
export interface FieldChange {
  step: StepKey;
  field: string;
  value?: unknown;
  cleared?: true;
  source: FieldSource;
}

export interface WizardStepSaved {
  type: typeof projectEventTypes.stepSaved;
  data: {
    projectId: string;
    /** The highest step reached after this save (never lower than before). */
    currentStep: number;
    previousStep: number;
    /** Only the fields that changed, in step order. */
    changes: FieldChange[];
    /**
     * Steps the save brought up to date with their current inputs (the Update action), even where
     * no field of theirs changed; absent in events written before updates existed.
     */
    upToDate?: StepKey[];
  };
}

/**
 * One step's data put back as it was after an earlier version of the stream (the user's restore
 * from the project history). `value` is the step's object after the restore; `changes` are the
 * fields that changed, each with the source it had at `fromVersion`, so history and provenance
 * read a restore as they read a save. It never moves currentStep.
 */
export interface StepDataRestored {
  type: typeof projectEventTypes.stepDataRestored;
  data: {
    projectId: string;
    step: StepKey;
    /** The stream version (1-based) whose data of `step` was restored. */
    fromVersion: number;
    value: Record<string, unknown>;
    changes: FieldChange[];
    /**
     * The inputs the step was generated from at that version (null: it was not generated then);
     * absent in events written before this was recorded.
     */
    builtFrom?: Record<string, unknown> | null;
  };
}

export interface ProjectCompleted {
  type: typeof projectEventTypes.completed;
  data: {
    projectId: string;
    userId: string;
    /** The usage month ('YYYY-MM', New York) the completion counted against. */
    period: string;
    /** Completions of that month including this one, and the limit then in force (-1 unlimited). */
    completedThisMonth: number;
    monthlyLimit: number;
    /** 'save': a save reached step 8; 'complete': POST /complete. */
    via: 'save' | 'complete';
  };
}

export interface ProjectDeleted {
  type: typeof projectEventTypes.deleted;
  data: { projectId: string; userId: string };
}

export type ProjectEvent =
  ProjectCreated | ProjectRenamed | WizardStepSaved | StepDataRestored | ProjectCompleted | ProjectDeleted;

export interface ProjectSlotTaken {
  type: typeof projectSlotEventTypes.taken;
  data: { userId: string; projectId: string };
}
export interface ProjectSlotReleased {
  type: typeof projectSlotEventTypes.released;
  data: { userId: string; projectId: string; reason: 'completed' | 'deleted' };
}
export type ProjectSlotEvent = ProjectSlotTaken | ProjectSlotReleased;

export const projectStreamId = (projectId: string) => `project-${projectId}`;
export const projectSlotsStreamId = (userId: string) => `projects-of-${userId}`;
export const PROJECT_STREAM_PREFIX = 'project-';
