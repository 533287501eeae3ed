import { applyMerge, planMerge, provenanceFor } from './generated-merge';

const generator = { source: 'generator', generator: 'offline', version: '1', model: 'm', seed: 1 } as const;
const user = { source: 'user' } as const;

describe('landing generated content on a step (never silently over the user’s text)', () => {
  const fields = ['missionStatement', 'valueProposition', 'businessModel', 'competitiveAdvantage'];
  const generated = {
    missionStatement: 'G1',
    valueProposition: 'G2',
    businessModel: 'G3',
    competitiveAdvantage: 'G4',
  };

  it('fills empty fields and fields the generator wrote, and asks about the user’s own', () => {
    const current = { missionStatement: 'Mine', valueProposition: 'Old generated', businessModel: '  ' };
    const plan = planMerge(fields, current, generated, {
      missionStatement: user,
      valueProposition: generator,
    });
    expect(plan).toEqual({
      fill: ['valueProposition', 'businessModel', 'competitiveAdvantage'],
      conflicts: ['missionStatement'],
    });
  });

  it('counts a value without a known source as the user’s, and skips unchanged values', () => {
    const plan = planMerge(
      fields,
      { missionStatement: 'Typed before reload', businessModel: 'G3' },
      generated,
      undefined,
    );
    expect(plan.conflicts).toEqual(['missionStatement']);
    expect(plan.fill).toEqual(['valueProposition', 'competitiveAdvantage']);
  });

  it('applies only the chosen fields, each with the generator as its source', () => {
    expect(applyMerge({ missionStatement: 'Mine' }, generated, ['businessModel'])).toEqual({
      missionStatement: 'Mine',
      businessModel: 'G3',
    });
    expect(provenanceFor(['businessModel'], generator)).toEqual({ businessModel: generator });
    expect(provenanceFor([], generator)).toBeUndefined();
  });
});
