import {
  foldGamification,
  type GamificationActivity,
  type GamificationState,
  initialGamificationState,
} from '@bb/kernel/folds';
import { referenceFoldGamification } from '../testing/gamification-reference';

/**
 * The incremental fold (cached local days, streaks extended in place, achievements checked only
 * when a fact changes, recent activities inserted in place) against the fold as it was before
 * (gamification-reference.ts: Intl for every date, streaks recounted over the active days):
 * long random histories, cut into random batches with a JSON round trip between them (as the
 * projection stores the state), must give the same state after every batch.
 */

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ZONES: Array<string | undefined> = [
  'America/New_York',
  'America/New_York',
  'Asia/Tokyo',
  'Europe/London',
  'Europe/Dublin', // negative DST
  'Australia/Lord_Howe', // 30-minute DST
  'Asia/Kathmandu', // +05:45
  'Pacific/Chatham', // +12:45 / +13:45
  'America/St_Johns', // -03:30 with DST
  'Pacific/Apia', // skipped 2011-12-30
  'Africa/Casablanca',
  'UTC',
  undefined, // New York
  'Not/AZone', // New York
];

function history(seed: number, length: number): GamificationActivity[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const types = [
    'login',
    'project_start',
    'step_complete',
    'project_complete',
    'export',
    'idea_view',
  ] as const;
  const zone = pick(ZONES);
  // Around DST changes and the Apia skip, in recent years and a few historic ones.
  let at = pick([Date.UTC(2011, 11, 20), Date.UTC(2024, 2, 1), Date.UTC(2024, 9, 20), Date.UTC(1950, 3, 1)]);
  const out: GamificationActivity[] = [];
  for (let i = 0; i < length; i += 1) {
    const r = next();
    // Mostly forward in time, by minutes to days; sometimes a gap, sometimes back in time.
    if (r < 0.5) at += Math.floor(next() * 6 * 3_600_000);
    else if (r < 0.8) at += Math.floor(next() * 30 * 3_600_000);
    else if (r < 0.9) at += Math.floor(next() * 5 * 86_400_000);
    else at -= Math.floor(next() * 4 * 86_400_000);
    if (next() < 0.05 && out.length) {
      out.push(pick(out)); // the same activity again (a replayed event)
      continue;
    }
    const type = pick(types);
    const occurredAt =
      next() < 0.02
        ? 'not a date'
        : next() < 0.1
          ? new Date(at).toISOString().replace('.000Z', 'Z')
          : new Date(at).toISOString();
    const projectId = next() < 0.03 ? undefined : `p${Math.floor(next() * 12)}`;
    const activity: GamificationActivity = {
      id: `e${seed}-${i}`,
      type,
      occurredAt,
      ...(next() < 0.97
        ? zone === undefined
          ? {}
          : { timeZone: zone }
        : { timeZone: pick(ZONES) ?? 'UTC' }),
      ...(type === 'project_start' ||
      type === 'project_complete' ||
      type === 'step_complete' ||
      type === 'export'
        ? projectId
          ? { projectId }
          : {}
        : {}),
      ...(type === 'step_complete' ? { step: Math.floor(next() * 10) } : {}),
      ...(type === 'idea_view' && next() < 0.98 ? { ideaId: `i${Math.floor(next() * 30)}` } : {}),
    };
    out.push(activity);
  }
  return out;
}

const stored = (state: GamificationState): GamificationState =>
  JSON.parse(JSON.stringify(state)) as GamificationState;

describe('gamification fold: the incremental fold gives what the reference fold gives', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('random history %i, in random batches', (seed) => {
    const activities = history(seed, 1200);
    const next = random(seed * 7919);
    let fast: GamificationState = initialGamificationState;
    let slow: GamificationState = initialGamificationState;
    for (let i = 0; i < activities.length;) {
      const size = next() < 0.3 ? 1 : 1 + Math.floor(next() * 200);
      const batch = activities.slice(i, i + size);
      i += size;
      fast = stored(foldGamification(fast, batch));
      slow = stored(referenceFoldGamification(slow, batch));
      expect(fast).toEqual(slow);
    }
    expect(fast.activeDays.length).toBeGreaterThan(50);
    expect(foldGamification(initialGamificationState, activities)).toEqual(
      referenceFoldGamification(initialGamificationState, activities),
    );
  });

  it('agrees on a state whose achievements predate a definition (checked at the first activity)', () => {
    const activities = history(99, 300);
    const full = referenceFoldGamification(initialGamificationState, activities);
    const older = stored({ ...full, unlocked: [], totalPoints: full.totalPoints - 10 });
    // A login on a day already scored: it scores nothing and changes no fact.
    const login = full.recentActivities.length
      ? activities.find((a) => a.type === 'login' && a.occurredAt.endsWith('Z'))
      : undefined;
    const unscored: GamificationActivity = { ...login!, id: 'again' };
    expect(referenceFoldGamification(full, [unscored])).toEqual(full);
    expect(referenceFoldGamification(older, [unscored]).unlocked.length).toBeGreaterThan(0);
    expect(foldGamification(older, [unscored])).toEqual(referenceFoldGamification(older, [unscored]));
  });
});
