import type { StoredEvent } from '../../eventstore/event-store.port';
import { assertOwnedProject, foldProject } from '../../projects/domain/project';
import { projectEventTypes, type ProjectEvent } from '../../projects/domain/project-events';
import type { ExportableProject } from '../rendering/exportable-project';

/** The project as an export renders it, and the stream version that state is. */
export interface ProjectToExport {
  project: ExportableProject;
  /** Events in `project-{id}` so far (exports included): the version the file is made from. */
  version: number;
  completed: boolean;
}

const projectTypes: ReadonlySet<string> = new Set(Object.values(projectEventTypes));

const at = (e: StoredEvent) => e.metadata.occurredAt ?? e.recordedAt;

/**
 * Folds the project's own stream with the projects domain (the read model could lag a write made
 * a moment ago). Another user's, a deleted or an unknown project is 'Project not found'.
 * A completed project exports like any other: read-only means no edits.
 */
export function projectToExport(stored: readonly StoredEvent[], userId: string): ProjectToExport {
  const state = foldProject(stored as unknown as ProjectEvent[]);
  assertOwnedProject(state, userId);
  const own = stored.filter((e) => projectTypes.has(e.type));
  return {
    project: {
      id: state.projectId,
      title: state.title,
      stepData: state.stepData,
      createdAt: at(own[0]!),
      updatedAt: at(own[own.length - 1]!),
    },
    version: stored.length,
    completed: state.completed,
  };
}
