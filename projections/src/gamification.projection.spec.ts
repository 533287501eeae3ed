import type { StoredEvent } from '@bb/backend/eventstore/event-store.port';
import { activitiesOf, type ProjectOwner } from './gamification.projection';

let seq = 0;
function event(
  type: string,
  data: Record<string, unknown>,
  extra: Partial<StoredEvent> = {},
  timeZone?: string,
): StoredEvent {
  seq += 1;
  return {
    id: `e${seq}`,
    streamId: 's',
    streamPosition: 1,
    position: { transactionId: String(seq), globalPosition: String(seq) },
    type,
    schemaVersion: 1,
    data,
    metadata: {
      userId: 'actor',
      correlationId: 'c',
      causationId: null,
      requestId: null,
      occurredAt: '2025-03-01T12:00:00.000Z',
      ...(timeZone ? { timeZone } : {}),
    },
    recordedAt: '2025-03-01T12:00:00.001Z',
    ...extra,
  };
}

const summary = (list: ReturnType<typeof activitiesOf>) =>
  list.map(({ userId, activity }) => [
    userId,
    activity.type,
    activity.step ?? activity.projectId ?? activity.ideaId ?? null,
  ]);

describe('gamification activities from events', () => {
  it('maps logins, sign-ups (not admin-created accounts), starts, steps, completions, exports and idea views', () => {
    const owners = new Map<string, ProjectOwner>();
    const list = activitiesOf(
      [
        event('identity.user-registered', { userId: 'u1', via: 'register' }),
        event('identity.user-registered', { userId: 'u2', via: 'admin' }),
        event('identity.user-logged-in', { userId: 'u1' }, {}, 'Asia/Tokyo'),
        event('projects.project-created', { projectId: 'p1', userId: 'u1', duplicatedFrom: null }),
        event(
          'projects.wizard-step-saved',
          { projectId: 'p1', currentStep: 3, previousStep: 1, changes: [] },
          { streamPosition: 2 },
        ),
        event(
          'projects.wizard-step-saved',
          { projectId: 'p1', currentStep: 3, previousStep: 3, changes: [] },
          { streamPosition: 3 },
        ),
        event('projects.project-completed', { projectId: 'p1', userId: 'u1' }),
        event('exports.export-created', { projectId: 'p1', exportType: 'business-plan' }),
        event('ideas.idea-viewed', {
          ideaId: 'i1',
          userId: 'u1',
          viewedAt: '2025-03-01T13:00:00.000Z',
          timeZone: 'Europe/Paris',
        }),
        event('identity.user-logged-out', { userId: 'u1' }),
      ],
      owners,
    );
    expect(summary(list)).toEqual([
      ['u1', 'login', null],
      ['u1', 'login', null],
      ['u1', 'project_start', 'p1'],
      ['u1', 'step_complete', 1],
      ['u1', 'step_complete', 2],
      ['u1', 'step_complete', 2],
      ['u1', 'step_complete', 8],
      ['u1', 'project_complete', 'p1'],
      ['u1', 'export', 'p1'],
      ['u1', 'idea_view', 'i1'],
    ]);
    expect(list[1]!.activity.timeZone).toBe('Asia/Tokyo');
    expect(list[0]!.activity.timeZone).toBeUndefined();
    expect(list[9]!.activity).toMatchObject({
      occurredAt: '2025-03-01T13:00:00.000Z',
      timeZone: 'Europe/Paris',
    });
    expect(new Set(list.map((a) => a.activity.id)).size).toBe(list.length);
    expect(owners.get('p1')).toEqual({ userId: 'u1', isCopy: false, firstStep: 1 });
  });

  it("does not score a copy's steps before the step it was copied at", () => {
    const owners = new Map<string, ProjectOwner>();
    const list = activitiesOf(
      [
        event('projects.project-created', { projectId: 'c1', userId: 'u1', duplicatedFrom: 'p1' }),
        event(
          'projects.wizard-step-saved',
          { projectId: 'c1', currentStep: 4, previousStep: 1, changes: [] },
          { streamPosition: 2 },
        ),
        event(
          'projects.wizard-step-saved',
          { projectId: 'c1', currentStep: 4, previousStep: 4, changes: [] },
          { streamPosition: 3 },
        ),
        event(
          'projects.wizard-step-saved',
          { projectId: 'c1', currentStep: 6, previousStep: 4, changes: [] },
          { streamPosition: 4 },
        ),
      ],
      owners,
    );
    expect(summary(list)).toEqual([
      ['u1', 'project_start', 'c1'],
      ['u1', 'step_complete', 4],
      ['u1', 'step_complete', 5],
    ]);
    expect(owners.get('c1')).toEqual({ userId: 'u1', isCopy: true, firstStep: 4 });
  });

  it('uses owners known from earlier batches, and skips steps of unknown projects', () => {
    const owners = new Map<string, ProjectOwner>([['p9', { userId: 'u9', isCopy: false, firstStep: 1 }]]);
    const list = activitiesOf(
      [
        event(
          'projects.wizard-step-saved',
          { projectId: 'p9', currentStep: 2, previousStep: 1, changes: [] },
          { streamPosition: 5 },
        ),
        event('projects.wizard-step-saved', {
          projectId: 'unknown',
          currentStep: 2,
          previousStep: 1,
          changes: [],
        }),
        event('exports.export-created', { projectId: 'p9' }),
      ],
      owners,
    );
    expect(summary(list)).toEqual([
      ['u9', 'step_complete', 1],
      ['u9', 'export', 'p9'],
    ]);
  });
});
