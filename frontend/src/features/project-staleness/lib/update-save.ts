import type { StepData, StepUpdate, UpdateProjectRequest } from '@bb/backend/contracts';
import { fieldKey } from '@bb/kernel';

/** 'userStories.generatedStories': how a choice and overwriteUserFields name a field. */
export const choiceKey = fieldKey;

/** The fields of the user's own that an update would replace, each needing Accept or Keep mine. */
export function fieldsToChoose(updates: readonly StepUpdate[]) {
  return updates.flatMap((u) => u.fields.filter((f) => f.yours).map((f) => ({ step: u.step, ...f })));
}

/**
 * The save that applies an update: every proposed part the generator wrote, the user's own fields
 * only where they chose Accept (named in overwriteUserFields), and every updated step in upToDate
 * (no longer stale, even where the user kept their text).
 */
export function updateSave(
  stepData: StepData,
  updates: readonly StepUpdate[],
  accepted: ReadonlySet<string>,
): UpdateProjectRequest {
  const data: Record<string, unknown> = {};
  const provenance: Record<string, Record<string, unknown>> = {};
  const overwriteUserFields: string[] = [];
  for (const u of updates) {
    const taken = u.fields.filter((f) => !f.yours || accepted.has(choiceKey(u.step, f.field)));
    if (taken.length === 0) continue;
    const next = { ...((stepData[u.step] as Record<string, unknown> | undefined) ?? {}) };
    provenance[u.step] = {};
    for (const f of taken) {
      next[f.field] = f.proposed;
      provenance[u.step]![f.field] = u.provenance;
      if (f.yours) overwriteUserFields.push(choiceKey(u.step, f.field));
    }
    data[u.step] = next;
  }
  const body: UpdateProjectRequest = { upToDate: updates.map((u) => u.step) };
  if (Object.keys(data).length > 0) {
    body.stepData = data;
    body.provenance = provenance;
  }
  if (overwriteUserFields.length > 0) body.overwriteUserFields = overwriteUserFields;
  return body;
}

/** A short readable form of a proposed or current value, for the diff. */
export function previewOf(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return ['(empty)'];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) {
    return value.map((item) => {
      if (typeof item === 'string') return item;
      const o = item as Record<string, unknown>;
      const head = o.title ?? o.name ?? o.persona ?? o.prompt;
      return typeof head === 'string' ? head : JSON.stringify(item).slice(0, 120);
    });
  }
  return Object.entries(value as Record<string, unknown>).map(
    ([k, v]) => `${k}: ${typeof v === 'string' ? v.slice(0, 120) : JSON.stringify(v).slice(0, 120)}`,
  );
}
