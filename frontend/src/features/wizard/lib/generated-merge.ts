import type { FieldSource } from '@bb/backend/contracts';
import { deepEqual, holdsUserText } from '@bb/kernel';

export interface MergePlan {
  /** Empty fields, or fields the generator wrote before: filled without asking. */
  fill: string[];
  /** Fields holding the user's own text that the generation would change: ask first. */
  conflicts: string[];
}

/**
 * How a generation lands on a step's fields (docs/architecture.md "Provenance": never silently overwrite
 * the user's own edits): the fields that hold the user's text by the kernel's overwrite rule are asked about.
 */
export function planMerge(
  fields: readonly string[],
  current: Readonly<Record<string, unknown>>,
  generated: Readonly<Record<string, unknown>>,
  sources: Readonly<Record<string, FieldSource>> | undefined,
): MergePlan {
  const fill: string[] = [];
  const conflicts: string[] = [];
  for (const field of fields) {
    const next = generated[field];
    if (next === undefined || deepEqual(current[field], next)) continue;
    if (holdsUserText(current[field], sources?.[field])) conflicts.push(field);
    else fill.push(field);
  }
  return { fill, conflicts };
}

/** `current` with `fields` taken from `generated`. */
export function applyMerge<T extends object>(
  current: T,
  generated: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): T {
  const next: Record<string, unknown> = { ...(current as Record<string, unknown>) };
  for (const field of fields) next[field] = generated[field];
  return next as T;
}

/** One source for each of `fields` (the per-field provenance of a save). */
export function provenanceFor<S>(
  fields: readonly string[],
  source: S | undefined,
): Record<string, S> | undefined {
  if (!source || fields.length === 0) return undefined;
  return Object.fromEntries(fields.map((f) => [f, source]));
}
