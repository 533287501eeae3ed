import { projectEventTypes, type ProjectState } from '@bb/kernel/folds';
import type { StepData } from '../../contracts/step-data';
import type { StoredEvent } from '../../eventstore/event-store.port';
import type { ExportableProject } from '../rendering/exportable-project';
import { eventsDigest, generatorsOf, RENDERER_VERSION, type ManifestHeader } from './export-manifest';

/** The project as an export renders it, and the stream version that state is. */
export interface ProjectToExport {
  project: ExportableProject;
  /**
   * The version the file is made from: the stream position of the last project event it includes
   * (an export's own 'export-created' event is not a new version of the project).
   */
  version: number;
  completed: boolean;
  /** What the package's manifest.json says it was built from (all but the export type). */
  builtFrom: Omit<ManifestHeader, 'exportType'>;
}

const projectTypes: ReadonlySet<string> = new Set(Object.values(projectEventTypes));

const at = (e: StoredEvent) => e.metadata.occurredAt ?? e.recordedAt;

/**
 * The project as an export shows it, from its own stream (the read model could lag a write made a
 * moment ago): `read` is the stream up to the version exported (now, or a history entry's
 * version) and `state` its fold, which the projects context reads for the caller (readProjectAtVersion:
 * it says 'Project not found' for another user's, a deleted or an unknown project). A completed
 * project exports like any other: read-only means no edits.
 */
export function projectToExport(
  read: readonly StoredEvent[],
  state: ProjectState<StepData>,
): ProjectToExport {
  const own = read.filter((e) => projectTypes.has(e.type));
  const last = own[own.length - 1]!;
  const versionAt = at(last);
  return {
    project: {
      id: state.projectId,
      title: state.title,
      stepData: state.stepData,
      createdAt: at(own[0]!),
      updatedAt: versionAt,
    },
    version: last.streamPosition,
    completed: state.completed,
    builtFrom: {
      projectId: state.projectId,
      projectVersion: last.streamPosition,
      versionAt,
      eventsSha256: eventsDigest(own),
      renderer: { name: 'business-builder-exports', version: RENDERER_VERSION },
      generators: generatorsOf(state.sources),
    },
  };
}
