import type { InlineTransaction, StoredEvent } from '@bb/backend/eventstore/event-store.port';
import type { ProjectSummary } from '@bb/backend/contracts/projects';
import type { StepData } from '@bb/backend/contracts/step-data';
import {
  evolveProject,
  initialProjectState,
  projectEventTypes,
  type ProjectEvent,
  type ProjectState as ProjectFoldState,
} from '@bb/kernel/folds';
import {
  completionPercentage,
  displayStatus,
  primaryColor,
  secondaryColor,
  selectedIdea,
  selectedName,
  stepsDone,
} from '@bb/kernel';
import { staleSteps } from '@bb/kernel';
import type { Projection } from './runner/projection';

/** The project fold of the kernel, the one the projects context decides on, with the contracts' stepData. */
type ProjectState = ProjectFoldState<StepData>;

/**
 * rm_projects: one row per project for the dashboard, the wizard and the admin, with who wrote each
 * field (sources). A batch is folded in memory per project (the kernel's project fold, the one the
 * projects context decides on, so the read model and the rules agree) and written with one multi-row upsert; each row keeps the stream
 * position it has applied, so an event seen twice changes nothing. Written twice on purpose: in
 * the append's transaction (projects-inline.ts) and by the runner (a no-op then, the
 * safety net for appends made without it, and the rebuild).
 */
export interface RowState {
  state: ProjectState;
  version: number;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  completionPeriod: string | null;
  deletedAt: string | null;
  exportCount: number;
  lastExportedAt: string | null;
}

export interface DbRow {
  id: string;
  user_id: string;
  version: number;
  title: string;
  current_step: number;
  step_data: ProjectState['stepData'];
  created_at: Date | string;
  updated_at: Date | string;
  completed_at: Date | string | null;
  completion_period: string | null;
  deleted: boolean;
  deleted_at: Date | string | null;
  export_count: number;
  last_exported_at: Date | string | null;
  duplicated_from: string | null;
  status: string;
  built_from: ProjectState['builtFrom'];
  sources: ProjectState['sources'];
}

const UPSERT_CHUNK = 200;
/**
 * The exports context appends this to the project's own stream (with the usage count); it moves
 * export_count and last_exported_at, not updated_at (an export is not an edit).
 */
const EXPORT_CREATED = 'exports.export-created';
/** The part of the exports context's event this read model uses (contracts/exports.ts). */
interface ExportCreatedData {
  projectId: string;
  exportedAt?: string;
}
const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

export function createProjectsProjection(): Projection {
  return {
    name: 'projects',
    tables: ['rm_projects'],
    handles: PROJECTS_HANDLES,
    async apply(events, ctx) {
      const { trx } = ctx;
      const t = ctx.table('rm_projects');
      await applyToRows(events, {
        // Most rows were written in the append's transaction already (projects-inline.ts): only
        // the rows behind the batch are read whole (their step data is most of a row).
        versions: async (ids) =>
          (
            await trx.raw<{ rows: Array<{ id: string; version: number }> }>(
              `SELECT id, version FROM ${t} WHERE id = ANY(?::uuid[])`,
              [ids],
            )
          ).rows,
        load: async (ids) => (await trx.raw<{ rows: DbRow[] }>(selectSql(t, '?'), [ids])).rows,
        save: async (json) => void (await trx.raw(upsertSql(t, '?'), [json])),
      });
    },
  };
}

// Exports are appended to the project's stream: they count here (exportCount, lastExportedAt).
export const PROJECTS_HANDLES = [...Object.values(projectEventTypes), EXPORT_CREATED];

export interface RowAccess {
  /** The stored versions, so that rows already at the batch's last event are not read (optional). */
  versions?(ids: string[]): Promise<Array<{ id: string; version: number }>>;
  load(ids: string[]): Promise<DbRow[]>;
  /** Upserts the rows given as a JSON array (a row only moves forward: see upsertSql). */
  save(json: string): Promise<void>;
}

/**
 * Folds a batch per project onto its stored row and writes the rows that changed in one
 * statement per UPSERT_CHUNK. An event at or below the row's version is skipped (seen before).
 * Answers each project's row as it stands after the batch (with `versions`, only the rows it read).
 */
export async function applyToRows(
  events: StoredEvent[],
  rows: RowAccess,
  catchUp?: InlineTransaction['readStream'],
): Promise<RowState[]> {
  const byProject = new Map<string, StoredEvent[]>();
  for (const e of events) {
    const id = (e.data as { projectId: string }).projectId;
    byProject.set(id, [...(byProject.get(id) ?? []), e]);
  }
  if (rows.versions && byProject.size > 0) {
    for (const { id, version } of await rows.versions([...byProject.keys()])) {
      if (byProject.get(id)!.every((e) => e.streamPosition <= version)) byProject.delete(id);
    }
  }
  if (byProject.size === 0) return [];
  const existing = await rows.load([...byProject.keys()]);
  const stored = new Map(existing.map((r) => [r.id, fromDb(r)]));
  const changed: RowState[] = [];
  const after: RowState[] = [];
  for (const [id, list] of byProject) {
    let row = stored.get(id) ?? null;
    const first = list[0]!;
    const known = row?.version ?? 0;
    if (catchUp && first.streamPosition > known + 1) {
      list.unshift(...(await catchUp(first.streamId, known, first.streamPosition)));
    }
    let touched = false;
    for (const e of list) {
      if (row && e.streamPosition <= row.version) continue;
      const next = evolveRow(row, e);
      if (next !== row) touched = true;
      row = next;
    }
    if (touched && row) changed.push(row);
    if (row) after.push(row);
  }
  for (let i = 0; i < changed.length; i += UPSERT_CHUNK) {
    await rows.save(JSON.stringify(changed.slice(i, i + UPSERT_CHUNK).map(toDb)));
  }
  return after;
}

export const COLUMNS = [
  'id',
  'user_id',
  'version',
  'title',
  'status',
  'current_step',
  'step_data',
  'summary',
  'steps_done',
  'completion_percentage',
  'created_at',
  'updated_at',
  'completed_at',
  'completion_period',
  'deleted',
  'deleted_at',
  'export_count',
  'last_exported_at',
  'duplicated_from',
  'built_from',
  'stale_steps',
  'sources',
] as const;

export const selectSql = (table: string, param: string) =>
  `SELECT ${COLUMNS.join(', ')} FROM ${table} WHERE id = ANY(${param}::uuid[])`;

/**
 * The rows of a JSON array, inserted or replacing the stored ones, but only forward: the inline
 * write and the runner may both fold the same project (the runner a moment later, or from a row
 * read before the inline write committed), and each writes the fold of the stream up to its
 * version, so the higher version is the right row and an older one never replaces it.
 */
export const upsertSql = (table: string, param: string) =>
  `INSERT INTO ${table} (${COLUMNS.join(', ')})
   SELECT ${COLUMNS.join(', ')} FROM jsonb_populate_recordset(null::${table}, ${param}::jsonb)
   ON CONFLICT (id) DO UPDATE SET ${COLUMNS.filter((c) => c !== 'id')
     .map((c) => `${c} = excluded.${c}`)
     .join(', ')}
   WHERE ${table}.version < excluded.version`;

export function evolveRow(row: RowState | null, stored: StoredEvent): RowState | null {
  const event = stored as unknown as ProjectEvent;
  const at = stored.metadata.occurredAt ?? stored.recordedAt;
  if (event.type === projectEventTypes.created) {
    return {
      state: evolveProject(initialProjectState, event),
      version: stored.streamPosition,
      createdAt: at,
      updatedAt: at,
      completedAt: null,
      completionPeriod: null,
      deletedAt: null,
      exportCount: 0,
      lastExportedAt: null,
    };
  }
  if (!row) return null; // a stream always starts with its creation; nothing to attach this to
  if (stored.type === EXPORT_CREATED) {
    // Not an edit: updatedAt (the dashboard's 'Last Updated') stays.
    const exportedAt = (stored.data as ExportCreatedData).exportedAt ?? at;
    return {
      ...row,
      version: stored.streamPosition,
      exportCount: row.exportCount + 1,
      lastExportedAt: exportedAt,
    };
  }
  const next: RowState = { ...row, state: evolveProject(row.state, event), version: stored.streamPosition };
  switch (event.type) {
    case projectEventTypes.completed:
      return { ...next, updatedAt: at, completedAt: at, completionPeriod: event.data.period };
    case projectEventTypes.deleted:
      return { ...next, deletedAt: at };
    default:
      return { ...next, updatedAt: at };
  }
}

export function summaryOf(data: ProjectState['stepData']): ProjectSummary {
  const idea = data.ideaGeneration?.selectedIdea;
  const industry =
    idea?.industry || data.ideaGeneration?.customIndustry || data.ideaGeneration?.industry || null;
  return {
    businessIdea: selectedIdea(data),
    description: idea?.description ? idea.description.slice(0, 160) : null,
    industry: industry || null,
    businessName: selectedName(data),
    primaryColor: primaryColor(data),
    secondaryColor: secondaryColor(data),
  };
}

export function toDb(row: RowState) {
  const s = row.state;
  return {
    id: s.projectId,
    user_id: s.userId,
    version: row.version,
    title: s.title,
    status: displayStatus(s.currentStep, s.completed),
    current_step: s.currentStep,
    step_data: s.stepData,
    summary: summaryOf(s.stepData),
    steps_done: stepsDone(s.stepData, s.currentStep),
    completion_percentage: completionPercentage(s.stepData, s.currentStep),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    completed_at: row.completedAt,
    completion_period: row.completionPeriod,
    deleted: s.deleted,
    deleted_at: row.deletedAt,
    export_count: row.exportCount,
    last_exported_at: row.lastExportedAt,
    duplicated_from: s.duplicatedFrom,
    built_from: s.builtFrom,
    stale_steps: staleSteps(s.stepData, s.builtFrom),
    sources: s.sources,
  };
}

function fromDb(r: DbRow): RowState {
  return {
    state: {
      ...initialProjectState,
      exists: true,
      projectId: r.id,
      userId: r.user_id,
      title: r.title,
      currentStep: r.current_step,
      stepData: r.step_data,
      completed: r.status === 'completed',
      deleted: r.deleted,
      duplicatedFrom: r.duplicated_from,
      builtFrom: r.built_from,
      sources: r.sources,
    },
    version: r.version,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    completedAt: isoOrNull(r.completed_at),
    completionPeriod: r.completion_period,
    deletedAt: isoOrNull(r.deleted_at),
    exportCount: r.export_count,
    lastExportedAt: isoOrNull(r.last_exported_at),
  };
}
