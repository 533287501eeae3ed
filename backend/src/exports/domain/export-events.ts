import { EXPORT_CREATED, type ExportCreatedData } from '../../contracts/exports';

/**
 * The exports context's one event. It is appended to the exported project's own stream
 * (`project-{id}`, with expected version 'any': an export never conflicts with an edit) in the
 * same append as the 'billing.usage-counted' that counted it, so the project's history shows its
 * exports and rm_projects counts them from the stream it already follows. Never rename the type.
 */
export const exportEventTypes = { created: EXPORT_CREATED } as const;

export const EXPORT_EVENT_SCHEMA_VERSION = 1;

export interface ExportCreated {
  type: typeof EXPORT_CREATED;
  data: ExportCreatedData;
}

export type ExportEvent = ExportCreated;
