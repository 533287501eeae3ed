/**
 * The events of the `project-{id}` and `projects-of-{userId}` streams are the kernel's
 * (packages/kernel/src/folds/project-events.ts), where the project fold that the read model shares
 * lives; the projects context reads them here.
 */
export {
  PROJECT_EVENT_SCHEMA_VERSION,
  PROJECT_STREAM_PREFIX,
  projectEventTypes,
  projectSlotEventTypes,
  projectSlotsStreamId,
  projectStreamId,
  type FieldChange,
  type ProjectCompleted,
  type ProjectCreated,
  type ProjectDeleted,
  type ProjectEvent,
  type ProjectRenamed,
  type ProjectSlotEvent,
  type ProjectSlotReleased,
  type ProjectSlotTaken,
  type StepDataRestored,
  type TitleSource,
  type WizardStepSaved,
} from '@bb/kernel/folds';
