import { archetypeById } from '../knowledge';
import { founderCorpus } from './corpus';
import { explainScore, understandFounder } from './understand';

describe('understanding the founder', () => {
  it('labels the corpus with archetypes that exist', () => {
    const unknown = founderCorpus.flatMap((c) =>
      c.accepted.filter((id) => !archetypeById(id)).map((id) => `${c.id}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('maps at least 90% of the labelled founders to an archetype a reader would accept', () => {
    const misses = founderCorpus.filter((c) => !c.accepted.includes(understandFounder(c.input).primary.id));
    const share = 1 - misses.length / founderCorpus.length;
    const detail = misses.map((c) => {
      const u = understandFounder(c.input);
      return `${c.id} -> ${u.primary.id} (accepted ${c.accepted.join('/')})\n    ${u.ranking.slice(0, 2).map(explainScore).join('\n    ')}`;
    });
    console.log(
      `understanding: ${founderCorpus.length - misses.length}/${founderCorpus.length} founders (${(share * 100).toFixed(1)}%) mapped to an accepted archetype${detail.length ? `\n  ${detail.join('\n  ')}` : ''}`,
    );
    expect(founderCorpus.length).toBeGreaterThanOrEqual(40);
    expect(share).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps the founder’s own nouns', () => {
    const u = understandFounder({
      text: 'A sourdough bakery and cafe on the high street, with a bread club',
    });
    expect(u.primary.id).toBe('artisan-bakery');
    expect(u.founderNouns).toEqual(expect.arrayContaining(['high street', 'bread club']));
    expect(u.founderNouns.some((n) => n.includes('sourdough'))).toBe(true);
  });

  it('explains a score term by term, with synonyms from WordNet', () => {
    const u = understandFounder({ text: 'patisserie' });
    const top = u.ranking[0];
    expect(top?.archetype.id).toBe('artisan-bakery');
    expect(top?.terms.some((t) => t.source !== 'founder')).toBe(true);
    expect(explainScore(top!)).toMatch(/^artisan-bakery \d/);
  });

  it('falls back to the industry when the words match nothing, and says so', () => {
    const u = understandFounder({ text: 'zzz qqq', industry: 'healthcare' });
    expect(u.confident).toBe(false);
    expect(u.primary.industry).toBe('healthcare');
  });

  it('offers a second archetype only when the words support it', () => {
    expect(
      understandFounder({ text: 'A sourdough bakery and coffee shop with espresso and pastries' }).secondary,
    ).toBeDefined();
    expect(understandFounder({ text: 'Mobile dog grooming van' }).secondary).toBeUndefined();
  });
});
