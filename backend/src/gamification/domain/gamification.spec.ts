import {
  evolveGamification,
  foldGamification,
  type GamificationActivity,
  type GamificationState,
  initialGamificationState,
} from '@bb/kernel/folds';
import { activityFactory } from './test-activities';

const fold = (activities: GamificationActivity[], from: GamificationState = initialGamificationState) =>
  foldGamification(from, activities);

describe('gamification fold: points and once-only rules', () => {
  const act = activityFactory();

  it('starts empty', () => {
    expect(initialGamificationState).toMatchObject({ totalPoints: 0, longestStreak: 0, lastActiveDay: null });
  });

  it('scores a daily login once per day in the user time zone', () => {
    const state = fold([
      act('login', '2025-01-10T14:00:00Z'),
      act('login', '2025-01-10T22:00:00Z'), // same New York day
      act('login', '2025-01-11T04:30:00Z'), // 23:30 on the 10th in New York: still the same day
      act('login', '2025-01-11T15:00:00Z'), // the 11th
    ]);
    expect(state.counts.login).toBe(2);
    expect(state.totalPoints).toBe(20);
    expect(state.recentActivities).toHaveLength(2);
  });

  it('scores step_complete once per (project, step) and project_complete once per project', () => {
    const state = fold([
      act('step_complete', '2025-01-10T14:00:00Z', { projectId: 'p1', step: 1 }),
      act('step_complete', '2025-01-10T14:05:00Z', { projectId: 'p1', step: 1 }), // saved again
      act('step_complete', '2025-01-10T14:10:00Z', { projectId: 'p1', step: 2 }),
      act('step_complete', '2025-01-10T14:15:00Z', { projectId: 'p2', step: 1 }), // another project
      act('project_complete', '2025-01-10T15:00:00Z', { projectId: 'p1' }),
      act('project_complete', '2025-01-12T15:00:00Z', { projectId: 'p1' }),
    ]);
    expect(state.counts.step_complete).toBe(3);
    expect(state.counts.project_complete).toBe(1);
    // 3 steps x 20 + 100 for the project, + 100 for the 'Launch Day' achievement
    expect(state.totalPoints).toBe(3 * 20 + 100 + 100);
  });

  it('scores an idea view once per (idea, day) and counts distinct ideas', () => {
    const state = fold([
      act('idea_view', '2025-01-10T14:00:00Z', { ideaId: 'i1' }),
      act('idea_view', '2025-01-10T18:00:00Z', { ideaId: 'i1' }),
      act('idea_view', '2025-01-11T14:00:00Z', { ideaId: 'i1' }), // next day: scores again
      act('idea_view', '2025-01-11T14:01:00Z', { ideaId: 'i2' }),
    ]);
    expect(state.counts.idea_view).toBe(3);
    expect(state.distinctIdeasViewed).toBe(2);
  });

  it('scores every export event, but the same event only once', () => {
    const first = act('export', '2025-01-10T14:00:00Z');
    const state = fold([first, first, act('export', '2025-01-10T14:01:00Z')]);
    expect(state.counts.export).toBe(2);
  });

  it('ignores activities that lack what their type needs', () => {
    const bad: GamificationActivity[] = [
      act('step_complete', '2025-01-10T14:00:00Z', { projectId: 'p1' }),
      act('step_complete', '2025-01-10T14:00:00Z', { projectId: 'p1', step: 9 }),
      act('step_complete', '2025-01-10T14:00:00Z', { step: 2 }),
      act('project_start', '2025-01-10T14:00:00Z'),
      act('idea_view', '2025-01-10T14:00:00Z'),
      act('login', 'yesterday'),
      { ...act('login', '2025-01-10T14:00:00Z'), type: 'logout' as GamificationActivity['type'] },
    ];
    expect(fold(bad)).toEqual(initialGamificationState);
  });

  it('treats an unknown time zone as New York', () => {
    const lateEvening = '2025-01-11T04:30:00Z'; // 23:30 on the 10th in New York
    const state = fold([act('login', lateEvening, { timeZone: 'Not/AZone' })]);
    expect(state.activeDays).toEqual(['2025-01-10']);
  });
});

describe('gamification fold: idempotent and deterministic', () => {
  const act = activityFactory();
  const history: GamificationActivity[] = [
    act('login', '2025-01-10T14:00:00Z'),
    act('project_start', '2025-01-10T14:01:00Z', { projectId: 'p1' }),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((step) =>
      act('step_complete', `2025-01-1${step < 5 ? 0 : 1}T15:0${step}:00Z`, { projectId: 'p1', step }),
    ),
    act('project_complete', '2025-01-11T16:00:00Z', { projectId: 'p1' }),
    act('export', '2025-01-11T16:05:00Z'),
    act('idea_view', '2025-01-12T12:00:00Z', {
      ideaId: 'catalogue-api-change-radar',
      timeZone: 'Asia/Tokyo',
    }),
    act('login', '2025-01-13T12:00:00Z'),
  ];

  it('changes nothing when the same activity is applied twice', () => {
    const once = fold(history);
    for (const activity of history) expect(evolveGamification(once, activity)).toEqual(once);
  });

  it('gives the same state when the whole log is replayed on top of itself', () => {
    const once = fold(history);
    expect(fold(history, once)).toEqual(once);
    expect(fold(history.flatMap((activity) => [activity, activity]))).toEqual(once);
  });

  it('gives the same state one activity at a time as in one batch', () => {
    expect(history.reduce(evolveGamification, initialGamificationState)).toEqual(fold(history));
  });

  it('survives a JSON round trip (a projection can store it as jsonb)', () => {
    const half = fold(history.slice(0, 6));
    const stored = JSON.parse(JSON.stringify(half)) as GamificationState;
    expect(fold(history.slice(6), stored)).toEqual(fold(history));
  });

  it('never mutates the state it is given', () => {
    const before = fold(history.slice(0, 3));
    const snapshot = JSON.stringify(before);
    fold(history.slice(3), before);
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});

describe('gamification fold: recent activities', () => {
  const act = activityFactory();

  it('keeps the latest 5 scored activities, newest first', () => {
    const logins = Array.from({ length: 8 }, (_, day) =>
      act('login', `2025-02-${String(day + 1).padStart(2, '0')}T15:00:00Z`),
    );
    const state = fold(logins);
    expect(state.recentActivities.map((a) => a.date)).toEqual([
      '2025-02-08T15:00:00.000Z',
      '2025-02-07T15:00:00.000Z',
      '2025-02-06T15:00:00.000Z',
      '2025-02-05T15:00:00.000Z',
      '2025-02-04T15:00:00.000Z',
    ]);
    expect(state.recentActivities[0]).toEqual({
      id: logins[7]?.id,
      activityType: 'login',
      date: '2025-02-08T15:00:00.000Z',
      points: 10,
    });
  });

  it('does not let a late-arriving older activity push out newer ones', () => {
    const newer = Array.from({ length: 5 }, (_, i) => act('export', `2025-03-10T1${i}:00:00Z`));
    const state = fold([...newer, act('export', '2025-03-01T10:00:00Z')]);
    expect(state.recentActivities.map((a) => a.id)).toEqual(newer.map((a) => a.id).reverse());
    expect(state.counts.export).toBe(6);
  });
});
