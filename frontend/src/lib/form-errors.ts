import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's per-field messages (`details` of a 400/409 answer) under the matching
 * fields. Keys that name no field of the form are returned so the caller can show them elsewhere.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  details: Record<string, string> | undefined,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): Record<string, string> {
  const unmatched: Record<string, string> = {};
  if (!details) return unmatched;
  let focused = false;
  for (const [key, message] of Object.entries(details)) {
    const field = fields.find((name) => name === key);
    if (field) {
      setError(field, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      unmatched[key] = message;
    }
  }
  return unmatched;
}
