import type { FieldSource, Provenance, StepData, StepFields, StepKey } from '@bb/backend/contracts';
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
  /** The changed steps whole (the save sent while leaving the page). */
  stepData: StepData;
  /** Only the fields changed since the last save, and those removed as 'step.field' (the lean save). */
  fields: StepFields;
  cleared: string[];
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
  /** The step data as the server has it (as far as this tab knows): what changed fields are against. */
  private base: StepData;
  private revisions: Partial<Record<StepKey, number>> = {};
  private saved: Partial<Record<StepKey, number>> = {};
  /** Per step, the fields the user chose to replace with generated text, until that step is saved. */
  private overwrites: Partial<Record<StepKey, Set<string>>> = {};
  private readonly listeners = new Set<() => void>();

  constructor(data: StepData, sources: FieldSources = {}) {
    this.snapshot = { data, sources, dirty: [], epoch: 0 };
    this.base = data;
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

  /** Takes who wrote the saved fields from a save's answer; unsaved local edits win. */
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
    const fields: Record<string, Record<string, unknown>> = {};
    const cleared: string[] = [];
    const provenance: Record<string, unknown> = {};
    const revisions: Partial<Record<StepKey, number>> = {};
    const overwriteUserFields: string[] = [];
    for (const step of dirty) {
      const now = (this.snapshot.data[step] ?? {}) as Record<string, unknown>;
      stepData[step] = now;
      for (const field of changedFields(this.base[step], now)) {
        if (now[field] === undefined) cleared.push(`${step}.${field}`);
        else (fields[step] ??= {})[field] = now[field];
      }
      const sources = stepProvenance(this.snapshot.sources, step);
      if (Object.keys(sources).length > 0) provenance[step] = sources;
      revisions[step] = this.revisions[step] ?? 0;
      overwriteUserFields.push(...(this.overwrites[step] ?? []));
    }
    return { stepData, fields: fields, cleared, provenance, overwriteUserFields, revisions };
  }

  /**
   * A save of `revisions` reached the server: those steps are clean unless they changed since, and
   * the server now has the steps as `sent` (the pending save's stepData) holds them.
   */
  markSaved(revisions: Partial<Record<StepKey, number>>, sent?: StepData): void {
    for (const [step, revision] of Object.entries(revisions) as [StepKey, number][]) {
      this.saved[step] = Math.max(this.saved[step] ?? 0, revision);
      if (this.saved[step] >= (this.revisions[step] ?? 0)) delete this.overwrites[step];
    }
    if (sent) this.base = { ...this.base, ...sent };
    this.publish({});
  }

  /** Starts over from the server's data (after Quick Generate saved every step). */
  reset(data: StepData, sources: FieldSources): void {
    this.saved = { ...this.revisions };
    this.base = data;
    this.publish({ data, sources, epoch: this.snapshot.epoch + 1 });
  }

  /**
   * The project changed elsewhere (a save was refused with a version conflict): the working copy
   * moves onto the server's data, keeping every field changed here and not yet saved (the user's
   * text is never lost) and taking the server's value for every other field. The steps stay
   * unsaved, so the next save sends the user's fields against the new version.
   */
  rebase(server: StepData, sources: FieldSources): void {
    const data: Record<string, Record<string, unknown>> = {};
    for (const [step, value] of Object.entries(server)) if (value) data[step] = { ...value };
    const keep: Record<string, FieldSource> = { ...sources };
    for (const step of this.snapshot.dirty) {
      const mine = (this.snapshot.data[step] ?? {}) as Record<string, unknown>;
      const object = (data[step] ??= {});
      for (const field of changedFields(this.base[step], mine)) {
        const key = `${step}.${field}`;
        if (mine[field] === undefined) {
          delete object[field];
          delete keep[key];
        } else {
          object[field] = mine[field];
          const source = this.snapshot.sources[key];
          if (source) keep[key] = source;
        }
      }
    }
    this.base = server;
    this.publish({ data: data, sources: keep, epoch: this.snapshot.epoch + 1 });
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
