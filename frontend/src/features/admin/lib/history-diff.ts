import type { HistoryEntry } from '@bb/backend/contracts';

/**
 * What an audited event changed, field by field, with the value before where the history shows it.
 * A project save lists its changed fields (`data.changes`: step, field, value or cleared); any
 * other event's data fields are compared with the same field of the previous event in the same
 * stream (a profile update after the registration). Ids are not fields a reader compares.
 */
export interface FieldDiff {
  /** 'Business definition · Mission statement', or 'First name'. */
  field: string;
  /** The value before, when an older entry in the list shows it; undefined when unknown. */
  before?: string;
  /** The value after; null when the field was cleared. */
  after: string | null;
}

const ID_FIELD = /^(id|.*Id|.*Ids)$/;
const MAX_TEXT = 240;

/** A value as one line of text, shortened. */
export function showValue(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '—';
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else text = JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** 'missionStatement' -> 'Mission statement'; 'apiSpecification' -> 'API specification'. */
export function fieldWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\b(api|url|id|ui)\b/g, (w) => w.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface StepChange {
  step: string;
  field: string;
  value?: unknown;
  cleared?: boolean;
}

function stepChanges(data: Record<string, unknown>): StepChange[] | null {
  const changes = data.changes;
  if (!Array.isArray(changes)) return null;
  return changes.filter(
    (c): c is StepChange =>
      c !== null &&
      typeof c === 'object' &&
      typeof (c as StepChange).step === 'string' &&
      typeof (c as StepChange).field === 'string',
  );
}

/** The field diffs of every entry (keyed by entry id); `entries` newest first, as the API sends them. */
export function historyDiffs(entries: readonly HistoryEntry[]): Map<string, FieldDiff[]> {
  const last = new Map<string, string>();
  const diffs = new Map<string, FieldDiff[]>();
  for (const entry of [...entries].reverse()) {
    const out: FieldDiff[] = [];
    const changes = stepChanges(entry.data);
    if (changes) {
      for (const change of changes) {
        const key = `${entry.streamId}|${change.step}.${change.field}`;
        const after = change.cleared ? null : showValue(change.value);
        out.push({
          field: `${fieldWords(change.step)} · ${fieldWords(change.field)}`,
          before: last.get(key),
          after,
        });
        if (after === null) last.delete(key);
        else last.set(key, after);
      }
    } else {
      // A history view records what was read, of any subject: its fields are not one thing that changed.
      const keyed = !entry.type.startsWith('audit.');
      for (const [name, value] of Object.entries(entry.data)) {
        if (ID_FIELD.test(name)) continue;
        const key = keyed ? `${entry.streamId}|${name}` : `${entry.id}|${name}`;
        const after = showValue(value);
        const before = last.get(key);
        if (before !== after) out.push({ field: fieldWords(name), before, after });
        last.set(key, after);
      }
    }
    diffs.set(entry.id, out);
  }
  return diffs;
}
