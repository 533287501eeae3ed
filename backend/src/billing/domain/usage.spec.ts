import { usageCounters } from '../../contracts/billing';
import { tiers } from '../../contracts/options';
import { MonthlyLimitReached, ProjectLimitReached } from './errors';
import { limitOf, limitsFor, remaining, trialLimits } from '@bb/kernel';
import { checkLimit, checkProjectLimit, decideUsage, foldUsage, usageStreamId } from './usage';

/** Limits per tier per counter, from the spec (DECISIONS.md for the choices). */
const expected = {
  free: { completions: 2, exports: 0, vibeCodingPrompts: 0 },
  starter: { completions: 10, exports: 5, vibeCodingPrompts: 5 },
  pro: { completions: 25, exports: 15, vibeCodingPrompts: 10 },
  enterprise: { completions: -1, exports: -1, vibeCodingPrompts: 25 },
} as const;

describe('checkLimit: every tier, every counter', () => {
  for (const tier of tiers) {
    for (const counter of usageCounters) {
      const limit = expected[tier][counter];
      it(`${tier} ${counter}: limit ${limit}`, () => {
        expect(limitOf(tier, counter)).toBe(limit);
        if (limit === -1) {
          expect(checkLimit(tier, counter, 1_000_000, 5)).toEqual({
            ok: true,
            limit: -1,
            usedAfter: 1_000_005,
            remaining: null,
          });
          return;
        }
        if (limit > 0) {
          // given limit-1 used, when one more, then ok with nothing left
          expect(checkLimit(tier, counter, limit - 1, 1)).toEqual({
            ok: true,
            limit,
            usedAfter: limit,
            remaining: 0,
          });
        }
        // given the limit used, when one more, then MonthlyLimitReached { counter, limit, used }
        const refused = checkLimit(tier, counter, limit, 1);
        expect(refused.ok).toBe(false);
        if (!refused.ok) {
          expect(refused.error).toBeInstanceOf(MonthlyLimitReached);
          expect(refused.error).toMatchObject({ counter, limit, used: limit, kind: 'limit_reached' });
        }
      });
    }
  }

  it('counts n at once: all of them must fit', () => {
    expect(checkLimit('starter', 'exports', 3, 2).ok).toBe(true);
    expect(checkLimit('starter', 'exports', 4, 2).ok).toBe(false);
  });

  it('uses the limits in effect, e.g. the trial', () => {
    expect(checkLimit(trialLimits, 'exports', 1).ok).toBe(true);
    expect(checkLimit(trialLimits, 'exports', 2).ok).toBe(false);
    expect(checkLimit(trialLimits, 'completions', 24).ok).toBe(true);
  });

  it('rejects nonsense counts', () => {
    expect(() => checkLimit('pro', 'exports', 0, 0)).toThrow(RangeError);
    expect(() => checkLimit('pro', 'exports', -1, 1)).toThrow(RangeError);
  });

  it('messages match the spec', () => {
    const r = checkLimit('free', 'completions', 2);
    expect(!r.ok && r.error.message).toMatch(/^Monthly completion limit reached/);
  });

  it('remaining', () => {
    expect(remaining('starter', 'exports', 4)).toBe(1);
    expect(remaining('starter', 'exports', 9)).toBe(0);
    expect(remaining('enterprise', 'exports', 9)).toBeNull();
  });
});

describe('active projects', () => {
  it('free 2, starter 10, pro and enterprise unlimited', () => {
    expect(checkProjectLimit('free', 1).ok).toBe(true);
    const refused = checkProjectLimit('free', 2);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error).toBeInstanceOf(ProjectLimitReached);
      expect(refused.error.message).toContain('Project limit reached');
    }
    expect(checkProjectLimit('starter', 9).ok).toBe(true);
    expect(checkProjectLimit('starter', 10).ok).toBe(false);
    expect(checkProjectLimit('pro', 10_000).ok).toBe(true);
    expect(checkProjectLimit('enterprise', 10_000).ok).toBe(true);
    expect(limitsFor('free').activeProjects).toBe(2);
  });
});

describe('the usage stream', () => {
  const now = new Date('2026-03-31T23:00:00-04:00'); // still March in New York

  it('counts against the New York month of now, up to the limit', () => {
    const first = decideUsage(
      { type: 'CountUsage', userId: 'u1', counter: 'exports', n: 4, plan: 'starter', now },
      foldUsage([]),
    );
    expect(first).toEqual([
      {
        type: 'billing.usage-counted',
        schemaVersion: 1,
        data: {
          userId: 'u1',
          period: '2026-03',
          counter: 'exports',
          n: 4,
          usedAfter: 4,
          limit: 5,
          countedAt: '2026-04-01T03:00:00.000Z',
        },
      },
    ]);
    const state = foldUsage(first);
    expect(state.used).toEqual({ completions: 0, exports: 4, vibeCodingPrompts: 0 });
    expect(() =>
      decideUsage(
        { type: 'CountUsage', userId: 'u1', counter: 'exports', n: 2, plan: 'starter', now },
        state,
      ),
    ).toThrow(MonthlyLimitReached);
    expect(
      decideUsage(
        { type: 'CountUsage', userId: 'u1', counter: 'exports', n: 1, plan: 'starter', now },
        state,
      ),
    ).toHaveLength(1);
  });

  it('a new month is a new stream: the counter starts at zero', () => {
    expect(usageStreamId('u1', '2026-03')).toBe('usage-u1-2026-03');
    const march = foldUsage(
      decideUsage(
        { type: 'CountUsage', userId: 'u1', counter: 'exports', n: 5, plan: 'starter', now },
        foldUsage([]),
      ),
    );
    const april = new Date('2026-04-01T04:00:00Z');
    expect(() =>
      decideUsage(
        { type: 'CountUsage', userId: 'u1', counter: 'exports', n: 1, plan: 'starter', now: april },
        march,
      ),
    ).toThrow(RangeError);
    const fresh = decideUsage(
      { type: 'CountUsage', userId: 'u1', counter: 'exports', n: 1, plan: 'starter', now: april },
      foldUsage([]),
    );
    expect(fresh[0]?.data.period).toBe('2026-04');
  });
});
