import { namingBrief } from '../business';
import { qualityParts } from '../pool';
import { suitsNoun } from './pairings';

describe('which qualities a picture word takes', () => {
  it('keeps qualities of character for creatures and people, never for things', () => {
    expect(suitsNoun('gentle', 'pup')).toBe(true);
    expect(suitsNoun('kind', 'tooth')).toBe(false);
    expect(suitsNoun('keen', 'nudge')).toBe(false);
  });

  it('lets a tool be trusty or handy, but not a substance', () => {
    expect(suitsNoun('trusty', 'wrench')).toBe(true);
    expect(suitsNoun('handy', 'tap')).toBe(true);
    expect(suitsNoun('handy', 'flow')).toBe(false);
  });

  it('lets qualities of look and mood go with anything the trade chose', () => {
    expect(suitsNoun('golden', 'crust')).toBe(true);
    expect(suitsNoun('happy', 'tooth')).toBe(true);
  });

  it("gives a plumber's flow only the qualities that can describe it", () => {
    const brief = namingBrief({
      keywords: 'plumbing, repairs',
      businessContext: 'Emergency plumbing repairs around the clock',
      style: 'Modern & Tech',
      maxLength: 'medium',
    });
    const forFlow = qualityParts(brief, 'flow').map((q) => q.word);
    expect(forFlow.length).toBeGreaterThan(2);
    expect(forFlow.every((q) => suitsNoun(q, 'flow'))).toBe(true);
    expect(forFlow).not.toContain('handy');
    expect(forFlow).not.toContain('trusty');
    expect(qualityParts(brief, 'wrench').map((q) => q.word)).toContain('trusty');
  });
});
