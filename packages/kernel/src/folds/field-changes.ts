import { fieldKey, type FieldSource } from '../field-sources';
import type { StepDataByKey } from '../step-dependencies';
import type { FieldChange } from './project-events';

/**
 * A project's stepData and its sources rebuilt from field changes (docs/architecture.md
 * "Provenance"): what a save or a restore event changed, applied to what was there.
 */

/** stepData after the changes (a new object; the input is not touched). */
export function applyChanges<Data extends StepDataByKey>(
  stepData: Data,
  changes: readonly FieldChange[],
): Data {
  const next: Record<string, Record<string, unknown>> = {};
  for (const [step, value] of Object.entries(stepData)) {
    if (value !== undefined) next[step] = { ...(value as Record<string, unknown>) };
  }
  for (const change of changes) {
    const stepObject = (next[change.step] ??= {});
    if (change.cleared) delete stepObject[change.field];
    else stepObject[change.field] = change.value;
  }
  // Each step's object is rebuilt field by field from values that were valid stepData before.
  return next as Data;
}

/** Who wrote each field now, keyed 'step.field'. */
export function applySources(
  sources: Readonly<Record<string, FieldSource>>,
  changes: readonly FieldChange[],
): Record<string, FieldSource> {
  const next = { ...sources };
  for (const c of changes) {
    if (c.cleared) delete next[fieldKey(c.step, c.field)];
    else next[fieldKey(c.step, c.field)] = c.source;
  }
  return next;
}
