import type { StoredEvent } from '../../eventstore/event-store.port';
import type { ProjectEvent } from '../../projects/domain/project-events';
import { readProjectAtVersion } from '../../projects/domain/restore';
import { projectToExport as exportView } from './project-to-export';

/** As the export handler reads a project: the projects context's fold for the caller, then the export's view. */
function projectToExport(stored: StoredEvent[], userId: string, atVersion?: number) {
  const state = readProjectAtVersion(stored as unknown as ProjectEvent[], userId, atVersion);
  return exportView(stored.slice(0, atVersion ?? stored.length), state);
}

let position = 0;
function stored(type: string, data: Record<string, unknown>, occurredAt: string): StoredEvent {
  position += 1;
  return {
    id: `e${position}`,
    streamId: 'project-p1',
    streamPosition: position,
    position: { transactionId: String(position), globalPosition: String(position) },
    type,
    schemaVersion: 1,
    data,
    metadata: { userId: 'u1', correlationId: 'c', causationId: null, requestId: null, occurredAt },
    recordedAt: occurredAt,
  };
}

const created = () =>
  stored(
    'projects.project-created',
    { projectId: 'p1', userId: 'u1', title: 'Brewline', titleSource: 'user', duplicatedFrom: null },
    '2026-11-01T10:00:00.000Z',
  );
const saved = () =>
  stored(
    'projects.wizard-step-saved',
    {
      projectId: 'p1',
      currentStep: 3,
      previousStep: 1,
      changes: [
        {
          step: 'businessDefinition',
          field: 'missionStatement',
          value: 'Numbers for cafés',
          source: { source: 'user' },
        },
      ],
    },
    '2026-11-02T10:00:00.000Z',
  );
const exported = () => stored('exports.export-created', { projectId: 'p1' }, '2026-11-03T10:00:00.000Z');

describe('projectToExport', () => {
  beforeEach(() => {
    position = 0;
  });

  it('folds the stream: title, stepData, created and last edited (exports are not edits), and the version', () => {
    const result = projectToExport([created(), saved(), exported()], 'u1');
    expect(result).toMatchObject({
      project: {
        id: 'p1',
        title: 'Brewline',
        stepData: { businessDefinition: { missionStatement: 'Numbers for cafés' } },
        createdAt: '2026-11-01T10:00:00.000Z',
        updatedAt: '2026-11-02T10:00:00.000Z',
      },
      // An export is not a new version of the project: the version is the last project event.
      version: 2,
      completed: false,
      builtFrom: {
        projectId: 'p1',
        projectVersion: 2,
        versionAt: '2026-11-02T10:00:00.000Z',
        generators: [],
      },
    });
    expect(result.builtFrom.eventsSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an earlier version folds only the events up to it; exports in between change nothing it is built from', () => {
    const events = [created(), saved(), exported()];
    const then = projectToExport(events, 'u1', 1);
    expect(then.project.stepData).toEqual({});
    expect(then.version).toBe(1);
    expect(then.project.updatedAt).toBe('2026-11-01T10:00:00.000Z');
    const later = [...events, exported(), exported()];
    expect(projectToExport(later, 'u1', 2).builtFrom).toEqual(projectToExport(events, 'u1').builtFrom);
    expect(projectToExport(later, 'u1', 2).builtFrom.eventsSha256).not.toBe(then.builtFrom.eventsSha256);
  });

  it('a version the stream does not have is a validation error naming the field', () => {
    expect(() => projectToExport([created(), saved()], 'u1', 3)).toThrow(
      'There is no version 3 of this project',
    );
    expect(() => projectToExport([created(), saved()], 'u1', 0)).toThrow(
      'There is no version 0 of this project',
    );
  });

  it("another user's, a deleted and an unknown project are not found", () => {
    expect(() => projectToExport([created()], 'u2')).toThrow('Project not found');
    expect(() => projectToExport([], 'u1')).toThrow('Project not found');
    expect(() =>
      projectToExport(
        [
          created(),
          stored('projects.project-deleted', { projectId: 'p1', userId: 'u1' }, '2026-11-04T00:00:00Z'),
        ],
        'u1',
      ),
    ).toThrow('Project not found');
  });

  it('a completed project is exportable', () => {
    const done = stored(
      'projects.project-completed',
      {
        projectId: 'p1',
        userId: 'u1',
        period: '2026-11',
        completedThisMonth: 1,
        monthlyLimit: 10,
        via: 'complete',
      },
      '2026-11-05T00:00:00.000Z',
    );
    expect(projectToExport([created(), done], 'u1').completed).toBe(true);
  });
});
