import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { achievementCategories } from '../../contracts/gamification';
import {
  achievementDefinitions,
  foldGamification,
  initialGamificationState,
  levelFor,
  levels,
  nextLevelAfter,
} from '@bb/kernel/folds';
import { activityFactory } from './test-activities';

describe('achievement catalogue', () => {
  it('has at least 15 achievements with unique ids and names, in all five categories', () => {
    expect(achievementDefinitions.length).toBeGreaterThanOrEqual(15);
    expect(new Set(achievementDefinitions.map((a) => a.id)).size).toBe(achievementDefinitions.length);
    expect(new Set(achievementDefinitions.map((a) => a.name)).size).toBe(achievementDefinitions.length);
    expect(new Set(achievementDefinitions.map((a) => a.category))).toEqual(new Set(achievementCategories));
    for (const a of achievementDefinitions) {
      expect(a.points).toBeGreaterThan(0);
      expect(a.atLeast).toBeGreaterThan(0);
      expect(a.icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('uses icon names that exist in lucide', () => {
    let iconsDir: string;
    try {
      iconsDir = join(dirname(require.resolve('lucide-react/package.json')), 'dist/esm/icons');
    } catch {
      return; // lucide-react not installed in this checkout: the kebab-case check above still ran
    }
    const missing = achievementDefinitions.filter((a) => !existsSync(join(iconsDir, `${a.icon}.mjs`)));
    expect(missing.map((a) => a.icon)).toEqual([]);
  });
});

describe('levels', () => {
  it('start at level 1 Aspiring Entrepreneur and rise with points', () => {
    expect(levels.length).toBeGreaterThanOrEqual(8);
    expect(levels[0]).toMatchObject({ level: 1, title: 'Aspiring Entrepreneur', pointsRequired: 0 });
    levels.forEach((level, index) => {
      expect(level.level).toBe(index + 1);
      expect(level.perks.length).toBeGreaterThan(0);
      if (index > 0) expect(level.pointsRequired).toBeGreaterThan(levels[index - 1]?.pointsRequired ?? 0);
    });
    expect(new Set(levels.map((l) => l.title)).size).toBe(levels.length);
  });

  it('are reached exactly at their threshold', () => {
    expect(levelFor(0).level).toBe(1);
    expect(levelFor(99).level).toBe(1);
    expect(levelFor(100).level).toBe(2);
    expect(levelFor(1_000_000).level).toBe(levels.length);
    expect(nextLevelAfter(levelFor(0))?.title).toBe('Idea Explorer');
    expect(nextLevelAfter(levelFor(1_000_000))).toBeNull();
  });
});

describe('unlocking achievements', () => {
  const act = activityFactory();
  const unlocked = (state: ReturnType<typeof foldGamification>) => state.unlocked.map((u) => u.id);

  it('unlocks First Steps on the first project, dated by that activity, and adds its points', () => {
    const start = act('project_start', '2025-04-01T14:00:00Z', { projectId: 'p1' });
    const state = foldGamification(initialGamificationState, [start]);
    expect(state.unlocked).toEqual([{ id: 'first-project', unlockedAt: '2025-04-01T14:00:00.000Z' }]);
    expect(state.totalPoints).toBe(25 + 25);
  });

  it('unlocks Full Journey after all 8 steps, Launch Day and Speed Builder on a same-day finish', () => {
    const state = foldGamification(initialGamificationState, [
      act('project_start', '2025-04-01T13:00:00Z', { projectId: 'p1' }),
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((step) =>
        act('step_complete', `2025-04-01T14:0${step}:00Z`, { projectId: 'p1', step }),
      ),
      act('project_complete', '2025-04-01T15:00:00Z', { projectId: 'p1' }),
    ]);
    expect(unlocked(state)).toEqual(['first-project', 'full-journey', 'first-launch', 'speed-builder']);
    expect(state.unlocked.find((u) => u.id === 'full-journey')?.unlockedAt).toBe('2025-04-01T14:08:00.000Z');
    // 25 + 8 x 20 + 100 activity points; 25 + 150 + 100 + 150 achievement points
    expect(state.totalPoints).toBe(285 + 425);
  });

  it('does not award Speed Builder when the project is finished on a later day', () => {
    const state = foldGamification(initialGamificationState, [
      act('project_start', '2025-04-01T13:00:00Z', { projectId: 'p1' }),
      act('project_complete', '2025-04-03T15:00:00Z', { projectId: 'p1' }),
    ]);
    expect(unlocked(state)).not.toContain('speed-builder');
    expect(unlocked(state)).toContain('first-launch');
  });

  it('unlocks streak achievements from the longest streak and keeps them after a break', () => {
    const logins = ['01', '02', '03', '05'].map((d) => act('login', `2025-05-${d}T15:00:00Z`));
    const state = foldGamification(initialGamificationState, logins);
    expect(unlocked(state)).toEqual(['warming-up']);
    expect(state.unlocked[0]?.unlockedAt).toBe('2025-05-03T15:00:00.000Z');
  });

  it('lets achievement points unlock point and level achievements in the same step', () => {
    // 990 points, then a first export (30 points) crosses 1,000: First Export's 50 follow.
    const near = { ...initialGamificationState, totalPoints: 990 };
    const state = foldGamification(near, [act('export', '2025-06-01T12:00:00Z')]);
    expect(unlocked(state)).toEqual(['first-export', 'rising-founder', 'four-figures']);
    expect(state.totalPoints).toBe(990 + 30 + 50 + 100 + 100);
  });

  it('never unlocks an achievement twice', () => {
    const state = foldGamification(initialGamificationState, [
      act('export', '2025-06-01T12:00:00Z'),
      act('export', '2025-06-02T12:00:00Z'),
    ]);
    expect(unlocked(state).filter((id) => id === 'first-export')).toHaveLength(1);
  });
});
