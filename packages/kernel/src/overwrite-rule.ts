import { isEmpty, type FieldSource } from './field-sources';

/**
 * The overwrite rule's test of one field (docs/decisions.md "A generator never replaces the user's
 * text unasked"): whether the field holds the user's own text, which generated text may replace
 * only when the user chose it. It holds something (not empty, not an empty list) and no generator
 * wrote it: a field whose writer is not known counts as the user's, as a save's field without a
 * source does. The server refuses such a replacement (projects' `overwrittenUserFields`); the
 * wizard asks before making one (`planMerge`).
 */
export function holdsUserText(value: unknown, source: FieldSource | undefined): boolean {
  return !isEmpty(value) && source?.source !== 'generator';
}
