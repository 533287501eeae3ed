import type {
  FieldSource,
  ProjectHistoryResponse,
  Provenance,
  StepData,
  StepKey,
} from '@bb/backend/contracts';
import { deepEqual, sourceOfField as sourceFor } from '@bb/kernel';
import { useSyncExternalStore } from 'react';

/**
 * The wizard's working copy of a project's stepData (UI state; the saved project is server state
 * in react-query). It knows which steps changed since they were last saved and who wrote every
 * field (docs/architecture.md "Provenance": the user, or a generator), so a save sends exactly the changed
 * steps with their sources and a generation can tell the user's own text from generated text.
 */
export type FieldSources = Readonly<Record<string, FieldSource>>;

export interface DraftSnapshot {
  data: StepData;
  /** Who wrote each field now, keyed 'step.field' (saved and unsaved). */
  sources: FieldSources;
  /** Steps changed since their last save. */
  dirty: readonly StepKey[];
  /** Grows when the working copy starts over from the server (step forms remount with it). */
  epoch: number;
}

/** What a save sends, and the revisions it covers (so later edits stay unsaved). */
export interface PendingSave {
  stepData: StepData;
  provenance: Provenance;
  /** 'step.field' keys the user chose to replace with generated text (the server's overwrite rule). */
  overwriteUserFields: string[];
  revisions: Partial<Record<StepKey, number>>;
}

/** The fields of a step object that differ between `before` and `after`. */
export function changedFields(before: object | undefined, after: object | undefined): string[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const fields = new Set([...Object.keys(b), ...Object.keys(a)]);
  return [...fields].filter((f) => !deepEqual(b[f], a[f]));
}

/** Who wrote each field last, from the project's history (the latest change of a field wins). */
export function sourcesFromHistory(history: ProjectHistoryResponse | undefined): Record<string, FieldSource> {
  const sources: Record<string, FieldSource> = {};
  for (const entry of history?.entries ?? []) {
    for (const change of entry.changes) {
      const key = `${change.step}.${change.field}`;
      if (change.cleared) delete sources[key];
      else sources[key] = change.source;
    }
  }
  return sources;
}

/** The per-field sources of one step, as PATCH's provenance wants them. */
export function stepProvenance(sources: FieldSources, step: StepKey): Record<string, FieldSource> {
  const prefix = `${step}.`;
  const out: Record<string, FieldSource> = {};
  for (const [key, source] of Object.entries(sources)) {
    if (key.startsWith(prefix)) out[key.slice(prefix.length)] = source;
  }
  return out;
}

export class WizardDraftStore {
  private snapshot: DraftSnapshot;
  private revisions: Partial<Record<StepKey, number>> = {};
  private saved: Partial<Record<StepKey, number>> = {};
  /** Per step, the fields the user chose to replace with generated text, until that step is saved. */
  private overwrites: Partial<Record<StepKey, Set<string>>> = {};
  private readonly listeners = new Set<() => void>();

  constructor(data: StepData, sources: FieldSources = {}) {
    this.snapshot = { data, sources, dirty: [], epoch: 0 };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): DraftSnapshot => this.snapshot;

  get isDirty(): boolean {
    return this.snapshot.dirty.length > 0;
  }

  /**
   * Replaces one step's data in the working copy; `provenance` and `overwrite` (the fields the user
   * chose to replace with generated text) as StepProps.onChange takes them.
   */
  change<K extends StepKey>(
    step: K,
    next: NonNullable<StepData[K]>,
    provenance?: unknown,
    overwrite: readonly string[] = [],
  ): void {
    const before = this.snapshot.data[step];
    const fields = changedFields(before, next);
    if (fields.length === 0) return;
    const chosen = fields.filter((f) => overwrite.includes(f));
    if (chosen.length > 0) {
      const set = (this.overwrites[step] ??= new Set());
      for (const field of chosen) set.add(`${step}.${field}`);
    }
    const sources: Record<string, FieldSource> = { ...this.snapshot.sources };
    for (const field of fields) {
      const key = `${step}.${field}`;
      if ((next as Record<string, unknown>)[field] === undefined) delete sources[key];
      else sources[key] = sourceFor(provenance, field);
    }
    this.revisions[step] = (this.revisions[step] ?? 0) + 1;
    this.publish({ data: { ...this.snapshot.data, [step]: next }, sources });
  }

  /** Adds who wrote the saved fields, once the project's history has arrived; local edits win. */
  adoptSavedSources(saved: FieldSources): void {
    const sources = { ...saved };
    for (const step of this.snapshot.dirty) {
      const prefix = `${step}.`;
      for (const key of Object.keys(sources)) if (key.startsWith(prefix)) delete sources[key];
      Object.assign(
        sources,
        Object.fromEntries(Object.entries(this.snapshot.sources).filter(([k]) => k.startsWith(prefix))),
      );
    }
    this.publish({ sources });
  }

  /** The changed steps as a save would send them; null when nothing changed. */
  pendingSave(): PendingSave | null {
    const dirty = this.snapshot.dirty;
    if (dirty.length === 0) return null;
    const stepData: Record<string, unknown> = {};
    const provenance: Record<string, unknown> = {};
    const revisions: Partial<Record<StepKey, number>> = {};
    const overwriteUserFields: string[] = [];
    for (const step of dirty) {
      stepData[step] = this.snapshot.data[step] ?? {};
      const sources = stepProvenance(this.snapshot.sources, step);
      if (Object.keys(sources).length > 0) provenance[step] = sources;
      revisions[step] = this.revisions[step] ?? 0;
      overwriteUserFields.push(...(this.overwrites[step] ?? []));
    }
    return { stepData, provenance, overwriteUserFields, revisions };
  }

  /** A save of `revisions` reached the server: those steps are clean unless they changed since. */
  markSaved(revisions: Partial<Record<StepKey, number>>): void {
    for (const [step, revision] of Object.entries(revisions) as [StepKey, number][]) {
      this.saved[step] = Math.max(this.saved[step] ?? 0, revision);
      if (this.saved[step] >= (this.revisions[step] ?? 0)) delete this.overwrites[step];
    }
    this.publish({});
  }

  /** Starts over from the server's data (after Quick Generate saved every step). */
  reset(data: StepData, sources: FieldSources): void {
    this.saved = { ...this.revisions };
    this.publish({ data, sources, epoch: this.snapshot.epoch + 1 });
  }

  private publish(patch: Partial<Omit<DraftSnapshot, 'dirty'>>): void {
    const next = { ...this.snapshot, ...patch };
    const dirty = (Object.keys(this.revisions) as StepKey[]).filter(
      (step) => (this.revisions[step] ?? 0) > (this.saved[step] ?? 0),
    );
    this.snapshot = { ...next, dirty };
    this.listeners.forEach((listener) => listener());
  }
}

export function useDraft(store: WizardDraftStore): DraftSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
