import type { FieldSource } from '../../contracts/projects';
import type { StepData } from '../../contracts/step-data';
import type { FieldChange } from './project-events';
import { fieldKey, holdsUserText } from '@bb/kernel';

/**
 * The overwrite rule (docs/decisions.md "A generator never replaces the user's text unasked"):
 * a save may not replace a field the user wrote, and that still holds something, with a value a
 * generator wrote, unless the save names the field in `overwriteUserFields` (the user chose the
 * generated text: the wizard's Replace, the update diff's Accept). Empty fields, fields a
 * generator wrote and the user's own edits pass. Which fields hold the user's text is the kernel's
 * `holdsUserText` (the wizard asks with it); decideUpdate and the update proposals use this.
 */
export function overwrittenUserFields(
  stepData: StepData,
  sources: Readonly<Record<string, FieldSource>>,
  changes: readonly FieldChange[],
  allowed: readonly string[] = [],
): FieldChange[] {
  const chosen = new Set(allowed);
  return changes.filter((change) => {
    if (change.cleared || change.source.source !== 'generator') return false;
    const key = fieldKey(change.step, change.field);
    if (chosen.has(key)) return false;
    const current = (stepData[change.step] as Record<string, unknown> | undefined)?.[change.field];
    return holdsUserText(current, sources[key]);
  });
}
