import { type FieldSource, type ProjectHistoryEntry, type StepKey } from '@bb/backend/contracts';

/** How the project history reads: saves grouped by step, who wrote what, and values made readable. */

import { fieldLabel, stepNumberOf } from '@bb/kernel';

export { stepNumberOf, stepTitleOf } from '@bb/kernel';

export interface StepChangeGroup {
  step: StepKey;
  fields: Array<{ field: string; cleared: boolean; source: FieldSource }>;
  /** 'user', 'generator' or 'mixed'. */
  source: 'user' | 'generator' | 'mixed';
}

/** A save's changes by step, in step order. */
export function groupChanges(entry: ProjectHistoryEntry): StepChangeGroup[] {
  const groups = new Map<StepKey, StepChangeGroup>();
  for (const change of entry.changes) {
    const group = groups.get(change.step) ?? { step: change.step, fields: [], source: change.source.source };
    group.fields.push({ field: change.field, cleared: change.cleared, source: change.source });
    if (group.source !== change.source.source) group.source = 'mixed';
    groups.set(change.step, group);
  }
  return [...groups.values()].sort((a, b) => stepNumberOf(a.step) - stepNumberOf(b.step));
}

export function sourceLabel(source: FieldSource): string {
  return source.source === 'user' ? 'You' : `Generated (${source.model})`;
}

/** The version in which each step last changed: restoring it would change nothing. */
export function currentVersionByStep(
  entries: readonly ProjectHistoryEntry[],
): Partial<Record<StepKey, number>> {
  const current: Partial<Record<StepKey, number>> = {};
  for (const entry of entries) {
    for (const change of entry.changes)
      current[change.step] = Math.max(current[change.step] ?? 0, entry.version);
  }
  return current;
}

/** Newest first. */
export function newestFirst(entries: readonly ProjectHistoryEntry[]): ProjectHistoryEntry[] {
  return [...entries].sort((a, b) => b.version - a.version);
}

export type PreviewValue =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'color'; color: string }
  | { kind: 'list'; items: string[]; more: number }
  | { kind: 'images'; images: Array<{ src: string; label: string; selected: boolean }>; more: number };

const TEXT_MAX = 600;
const LIST_MAX = 8;
const labelKeys = ['name', 'businessIdea', 'title', 'feature', 'story', 'asA', 'label', 'id'];

function clip(text: string, max = TEXT_MAX): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function labelOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(labelOf).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of labelKeys) {
      if (typeof record[key] === 'string' && record[key]) return record[key];
    }
    const parts = Object.entries(record)
      .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
      .slice(0, 3)
      .map(([k, v]) => `${fieldLabel(k)}: ${String(v)}`);
    return parts.join(' · ');
  }
  return '';
}

const isImageSource = (v: unknown): v is string =>
  typeof v === 'string' && (/^data:image\//.test(v) || /^https?:\/\//.test(v) || v.startsWith('/'));

/** A field's value as the preview shows it. */
export function previewValue(value: unknown): PreviewValue {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (typeof value === 'string') {
    if (/^#[0-9a-f]{6}$/i.test(value.trim())) return { kind: 'color', color: value.trim() };
    return { kind: 'text', text: clip(value) };
  }
  if (typeof value === 'number' || typeof value === 'boolean') return { kind: 'text', text: String(value) };
  if (Array.isArray(value)) {
    if (value.length === 0) return { kind: 'empty' };
    const withImages = value.filter(
      (v): v is Record<string, unknown> =>
        typeof v === 'object' && v !== null && isImageSource((v as Record<string, unknown>).imageUrl),
    );
    if (withImages.length === value.length) {
      return {
        kind: 'images',
        images: withImages.slice(0, LIST_MAX).map((v, i) => ({
          src: v.imageUrl as string,
          label: labelOf(v) || `Logo ${i + 1}`,
          selected: v.selected === true,
        })),
        more: Math.max(0, value.length - LIST_MAX),
      };
    }
    const items = value.map((v) => clip(labelOf(v), 160)).filter(Boolean);
    return { kind: 'list', items: items.slice(0, LIST_MAX), more: Math.max(0, items.length - LIST_MAX) };
  }
  if (typeof value === 'object') {
    const label = labelOf(value);
    return label ? { kind: 'text', text: clip(label) } : { kind: 'empty' };
  }
  return { kind: 'empty' };
}
