import { namingBrief } from '../business';
import { qualityParts } from '../pool';
import { pairsWith, suitsNoun } from './pairings';

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

  it('lets qualities of look go with anything the trade chose but a part of the body, and colours not with made things', () => {
    expect(suitsNoun('golden', 'crust')).toBe(true);
    expect(suitsNoun('bright', 'lens')).toBe(true);
    expect(suitsNoun('golden', 'lens')).toBe(false);
    expect(suitsNoun('copper', 'bean')).toBe(true);
    expect(suitsNoun('bright', 'tooth')).toBe(false);
  });

  it('keeps qualities of mood for creatures, places, moments and plants, not made things', () => {
    expect(suitsNoun('happy', 'paw')).toBe(true);
    expect(suitsNoun('still', 'moment')).toBe(true);
    expect(suitsNoun('merry', 'bloom')).toBe(true);
    expect(suitsNoun('warm', 'album')).toBe(false);
    expect(suitsNoun('still', 'shutter')).toBe(false);
    expect(suitsNoun('happy', 'brush')).toBe(false);
    expect(suitsNoun('calm', 'tooth')).toBe(false);
    expect(suitsNoun('steady', 'pipe')).toBe(false);
    expect(suitsNoun('true', 'shutter')).toBe(false);
    expect(suitsNoun('true', 'lens')).toBe(true);
  });

  it('pairs two picture words in the shop-sign form unless both are made things or one is a part of the body', () => {
    expect(pairsWith('walnut', 'attic')).toBe(true);
    expect(pairsWith('tulip', 'poppy')).toBe(true);
    expect(pairsWith('shutter', 'lens')).toBe(false);
    expect(pairsWith('molar', 'grin')).toBe(false);
  });

  it('gives a coat quality only to a creature or its parts', () => {
    expect(suitsNoun('fluffy', 'pup')).toBe(true);
    expect(suitsNoun('tidy', 'tail')).toBe(true);
    expect(suitsNoun('tidy', 'comb')).toBe(false);
    expect(suitsNoun('fluffy', 'bath')).toBe(false);
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
