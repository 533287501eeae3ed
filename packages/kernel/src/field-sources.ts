/**
 * Who wrote each field of a project's stepData (docs/architecture.md "Provenance"): the user, or a
 * generator (its name, version, model and seed). A save says it per step (one source for every
 * field it changes, or one per field name; a field without one is the user's); the project keeps
 * it per field, keyed 'step.field'. The wizard and the server read sources with these.
 */
export type FieldSource =
  | { source: 'user' }
  | { source: 'generator'; generator: string; version: string; model: string; seed: number };

export const USER_SOURCE: FieldSource = { source: 'user' };

/** 'businessDefinition.missionStatement': how sources, choices and overwriteUserFields name a field. */
export const fieldKey = (step: string, field: string): string => `${step}.${field}`;

/** Whether `value` is a whole field source (not a per-field record of them). */
export function isFieldSource(value: unknown): value is FieldSource {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  if (v.source === 'user') return true;
  return (
    v.source === 'generator' &&
    typeof v.generator === 'string' &&
    typeof v.version === 'string' &&
    typeof v.model === 'string' &&
    typeof v.seed === 'number'
  );
}

/**
 * The source of `field` from a step's provenance: nothing (the user's edit), one source for every
 * changed field, or one per field name (a missing name is the user's).
 */
export function sourceOfField(stepProvenance: unknown, field: string): FieldSource {
  if (stepProvenance === undefined || stepProvenance === null) return USER_SOURCE;
  if (isFieldSource(stepProvenance)) return stepProvenance;
  if (typeof stepProvenance === 'object') {
    const entry = (stepProvenance as Record<string, unknown>)[field];
    if (isFieldSource(entry)) return entry;
  }
  return USER_SOURCE;
}

/**
 * A field that holds nothing of the user's: absent, null, blank text or an empty list. A generator
 * may fill such a field without asking, whoever wrote it (the overwrite rule, docs/decisions.md
 * "A generator never replaces the user's text unasked").
 */
export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}
