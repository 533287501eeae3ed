import { stepLabel } from '@bb/kernel';
import type {
  FieldSources,
  Project,
  ProjectListItem,
  ProjectStatus,
  ProjectSummary,
  StaleStep,
} from '../../contracts/projects';
import { stepDataSchema, type StepData } from '../../contracts/step-data';

/** A row of rm_projects (projections/src/projects.projection.ts). */
export interface ProjectRow {
  id: string;
  user_id: string;
  version: number;
  title: string;
  status: ProjectStatus;
  current_step: number;
  step_data: StepData;
  summary: ProjectSummary;
  steps_done: boolean[];
  completion_percentage: number;
  created_at: Date | string;
  updated_at: Date | string;
  completed_at: Date | string | null;
  deleted: boolean;
  export_count: number;
  last_exported_at: Date | string | null;
  duplicated_from: string | null;
  stale_steps: StaleStep[];
  sources: FieldSources;
}

/** The columns a dashboard card needs: everything but step_data (logos and documents are large). */
export const listColumns = [
  'id',
  'title',
  'status',
  'current_step',
  'summary',
  'steps_done',
  'completion_percentage',
  'created_at',
  'updated_at',
  'completed_at',
  'export_count',
  'last_exported_at',
  'duplicated_from',
  'stale_steps',
] as const;

const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

type ListRow = Pick<ProjectRow, (typeof listColumns)[number]>;

/** The columns of a whole project (toProject): a card's, its version, step data and field sources. */
export const projectColumns = [...listColumns, 'version', 'step_data', 'sources'] as const;

export type ProjectAnswerRow = Pick<ProjectRow, (typeof projectColumns)[number]>;

function common(row: ListRow) {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    currentStep: row.current_step,
    stepLabel: stepLabel(row.current_step),
    completionPercentage: row.completion_percentage,
    stepsDone: row.steps_done,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    completedAt: isoOrNull(row.completed_at),
    exportCount: row.export_count,
    lastExportedAt: isoOrNull(row.last_exported_at),
    duplicatedFrom: row.duplicated_from,
    staleSteps: row.stale_steps,
  };
}

export function toProjectListItem(row: ListRow): ProjectListItem {
  return { ...common(row), summary: row.summary };
}

export function toProject(row: ProjectAnswerRow): Project {
  return {
    ...common(row),
    version: row.version,
    stepData: stepDataSchema.parse(row.step_data),
    sources: row.sources,
  };
}
