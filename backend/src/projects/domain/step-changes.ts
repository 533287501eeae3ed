import { deepEqual, fieldKey, sourceOfField, USER_SOURCE } from '@bb/kernel';
import type { FieldSource, Provenance } from '../../contracts/projects';
import { stepDataKeys, type StepData, type StepKey } from '../../contracts/step-data';
import type { FieldChange } from './project-events';

export { applyChanges, applySources } from '@bb/kernel/folds';

/**
 * Fine-grained step saves (docs/architecture.md "Provenance"): a save is turned into the list of fields that
 * changed, each with its new value and who wrote it, and a project's stepData is rebuilt by applying
 * those changes. A step key present in a save replaces that step's object, so a field the new object
 * lacks is recorded as cleared.
 */
export function sourceOf(provenance: Provenance | undefined, step: StepKey, field: string): FieldSource {
  return sourceOfField(provenance?.[step], field);
}

/** The fields `incoming` changes against `current`, in step order; [] when nothing changes. */
export function diffStepData(current: StepData, incoming: StepData, provenance?: Provenance): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const step of stepDataKeys) {
    const next = incoming[step] as Record<string, unknown> | undefined;
    if (next === undefined) continue;
    const before = (current[step] ?? {}) as Record<string, unknown>;
    for (const [field, value] of Object.entries(next)) {
      if (value === undefined || deepEqual(before[field], value)) continue;
      changes.push({ step, field, value, source: sourceOf(provenance, step, field) });
    }
    for (const field of Object.keys(before)) {
      if (before[field] === undefined || next[field] !== undefined) continue;
      changes.push({ step, field, cleared: true, source: sourceOf(provenance, step, field) });
    }
  }
  return changes;
}

/** Every field of `stepData` as a change from nothing, keeping the sources given (for copies). */
export function changesFromScratch(
  stepData: StepData,
  sources: Readonly<Record<string, FieldSource>> = {},
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const step of stepDataKeys) {
    const object = stepData[step] as Record<string, unknown> | undefined;
    if (object === undefined) continue;
    for (const [field, value] of Object.entries(object)) {
      if (value === undefined) continue;
      changes.push({ step, field, value, source: sources[fieldKey(step, field)] ?? USER_SOURCE });
    }
  }
  return changes;
}
