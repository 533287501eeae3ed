import { exportTitles } from './labels';
import {
  canExportType,
  canUse,
  featureForExport,
  isUnlimited,
  limitsFor,
  lowestTierWith,
  planFeatures,
  planFor,
  tierRank,
  tiers,
  trialLimits,
  yearlySavingsPercent,
} from './plans';
import type { ExportKind } from './export-files';
import { limitOf, usageCounters } from './usage-limits';

const exportTypes = Object.keys(exportTitles) as ExportKind[];

describe('plans: the tier table', () => {
  it('free: 2 active projects, 2 completions, 3 ideas, 5 names, no exports, no features', () => {
    expect(limitsFor('free')).toEqual({
      activeProjects: 2,
      completionsPerMonth: 2,
      ideasPerGeneration: 3,
      namesPerGeneration: 5,
      exportsPerMonth: 0,
      vibeCodingPromptsPerMonth: 0,
    });
    for (const f of planFeatures) expect(canUse('free', f)).toBe(false);
    expect(planFor('free').prices).toEqual({ month: 0, year: 0 });
  });

  it('starter: $9.99 or $99.99, 10 projects, 10 ideas, 20 names, 5 exports, 5 prompts, no complete package or advanced AI', () => {
    expect(planFor('starter').prices).toEqual({ month: 999, year: 9999 });
    expect(limitsFor('starter')).toEqual({
      activeProjects: 10,
      completionsPerMonth: 10,
      ideasPerGeneration: 10,
      namesPerGeneration: 20,
      exportsPerMonth: 5,
      vibeCodingPromptsPerMonth: 5,
    });
    for (const f of [
      'logos',
      'userStories',
      'techDocs',
      'pdfExport',
      'quickGenerate',
      'weeklyIdeasCalendar',
      'vibeCoding',
    ] as const) {
      expect(canUse('starter', f)).toBe(true);
    }
    for (const f of ['completePackage', 'advancedAi', 'prioritySupport'] as const)
      expect(canUse('starter', f)).toBe(false);
  });

  it('pro: $24.99 or $249.99, unlimited projects, 25 completions, 25 ideas, 30 names, 15 exports, 10 prompts, everything', () => {
    expect(planFor('pro').prices).toEqual({ month: 2499, year: 24999 });
    expect(limitsFor('pro')).toEqual({
      activeProjects: -1,
      completionsPerMonth: 25,
      ideasPerGeneration: 25,
      namesPerGeneration: 30,
      exportsPerMonth: 15,
      vibeCodingPromptsPerMonth: 10,
    });
    for (const f of planFeatures) expect(canUse('pro', f)).toBe(true);
  });

  it('enterprise: unlimited projects, completions and exports, 25 prompts, everything', () => {
    const l = limitsFor('enterprise');
    expect([l.activeProjects, l.completionsPerMonth, l.exportsPerMonth].every(isUnlimited)).toBe(true);
    expect(l.vibeCodingPromptsPerMonth).toBe(25);
    expect(l.ideasPerGeneration).toBeGreaterThanOrEqual(limitsFor('pro').ideasPerGeneration);
    expect(l.namesPerGeneration).toBeGreaterThanOrEqual(limitsFor('pro').namesPerGeneration);
    for (const f of planFeatures) expect(canUse('enterprise', f)).toBe(true);
  });

  it('Quick Generate is for starter, pro and enterprise only', () => {
    expect(tiers.filter((t) => canUse(t, 'quickGenerate'))).toEqual(['starter', 'pro', 'enterprise']);
  });

  it('a higher tier never allows less, and the vibeCoding flag agrees with the quota', () => {
    for (const [lower, higher] of [
      ['free', 'starter'],
      ['starter', 'pro'],
      ['pro', 'enterprise'],
    ] as const) {
      expect(tierRank(higher)).toBeGreaterThan(tierRank(lower));
      for (const c of usageCounters) {
        const a = limitOf(lower, c);
        const b = limitOf(higher, c);
        expect(isUnlimited(b) || (!isUnlimited(a) && b >= a)).toBe(true);
      }
      for (const f of planFeatures) if (canUse(lower, f)) expect(canUse(higher, f)).toBe(true);
    }
    for (const t of tiers) expect(canUse(t, 'vibeCoding')).toBe(limitsFor(t).vibeCodingPromptsPerMonth !== 0);
  });

  it('isUnlimited is -1 only', () => {
    expect(isUnlimited(-1)).toBe(true);
    expect(isUnlimited(0)).toBe(false);
    expect(isUnlimited(25)).toBe(false);
  });

  it('the cheapest tier with a feature names the upgrade', () => {
    expect(lowestTierWith('logos')).toBe('starter');
    expect(lowestTierWith('completePackage')).toBe('pro');
  });

  it('export types: complete package needs pro, the documents need a paid tier, free exports nothing', () => {
    expect(featureForExport('complete-package')).toBe('completePackage');
    expect(featureForExport('logo-files')).toBe('logos');
    expect(featureForExport('business-plan')).toBe('pdfExport');
    for (const e of exportTypes) expect(canExportType('free', e)).toBe(false);
    expect(canExportType('starter', 'business-plan')).toBe(true);
    expect(canExportType('starter', 'complete-package')).toBe(false);
    for (const e of exportTypes) expect(canExportType('pro', e)).toBe(true);
  });

  it('yearly prices save 17% against twelve months', () => {
    expect(yearlySavingsPercent('free')).toBe(0);
    expect(yearlySavingsPercent('starter')).toBe(17);
    expect(yearlySavingsPercent('pro')).toBe(17);
  });

  it('the trial has the pro limits with 2 exports', () => {
    expect(trialLimits).toEqual({ ...limitsFor('pro'), exportsPerMonth: 2 });
  });
});
