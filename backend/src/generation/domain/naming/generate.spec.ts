import { indefiniteArticle } from '../grammar';
import { nameLengths, nameStyles } from '../../../contracts/options';
import { createRng } from '../offline/prng';
import { namingBrief } from './business';
import { LENGTH_RANGES } from './candidate';
import { sharedStemLength } from './diversity';
import { domainLabel } from './domains';
import { rejectionOf } from './filters';
import { nameBatch, type NamedCandidate } from './generate';
import { FOUNDERS } from './naming.fixtures.test-helper';

/** Every 'a X' / 'an X' in a text agrees with how X sounds. */
function articleProblems(text: string): string[] {
  return [...text.matchAll(/\b(a|an) “?([A-Za-z]+)/g)]
    .filter(([, article, word]) => indefiniteArticle(word ?? '') !== article?.toLowerCase())
    .map(([match]) => match);
}

/** A description with the name and every quoted word taken out: what is left is its sentence shape. */
const shapeOf = (n: NamedCandidate): string =>
  n.description
    .split(n.name.split(' ')[0] ?? n.name)
    .join('NAME')
    .replace(/“[^”]*”/g, 'Q')
    .replace(/\([^)]*\)/g, 'P');

describe('nameBatch properties over 576 batches', () => {
  const batches: {
    label: string;
    count: number;
    names: NamedCandidate[];
    descriptors: readonly string[];
    min: number;
    max: number;
  }[] = [];
  beforeAll(() => {
    let seed = 0;
    for (const founder of FOUNDERS.slice(0, 12))
      for (const style of nameStyles)
        for (const maxLength of nameLengths)
          for (const count of [5, 20, 30, 30]) {
            seed += 1;
            const brief = namingBrief({ ...founder, style, maxLength });
            const names = nameBatch(brief, {
              count,
              shown: new Set(),
              extension: '.com',
              rng: createRng(seed),
            });
            batches.push({
              label: `${founder.keywords} / ${style} / ${maxLength} / ${seed}`,
              count,
              names,
              descriptors: brief.descriptors,
              ...LENGTH_RANGES[maxLength],
            });
          }
  }, 600_000);

  it('fills every batch, every name within its length range and unique in the batch', () => {
    expect(batches.length).toBeGreaterThanOrEqual(500);
    const short = batches
      .filter((b) => b.names.length !== b.count)
      .map((b) => `${b.label}: ${b.names.length}`);
    expect(short).toEqual([]);
    const outOfRange = batches.flatMap((b) =>
      b.names.filter((n) => n.name.length < b.min || n.name.length > b.max).map((n) => n.name),
    );
    expect(outOfRange).toEqual([]);
    const repeated = batches.filter(
      (b) => new Set(b.names.map((n) => domainLabel(n.name))).size !== b.names.length,
    );
    expect(repeated.map((b) => b.label)).toEqual([]);
  });

  it('lets through only names that pass every filter', () => {
    const rejected = batches.flatMap((b) =>
      b.names.filter((n) => rejectionOf(n) !== undefined).map((n) => `${n.name}: ${rejectionOf(n)}`),
    );
    expect(rejected).toEqual([]);
  });

  // A closing descriptor of the trade ("Dental" in "Oakfield Dental") says what the business is;
  // it is not the name's stem, so "Oakfield Dental" and "Westridge Dental" may share a batch.
  it('never puts two names sharing a stem of more than four letters in one batch', () => {
    for (const b of batches)
      b.names.forEach((a, i) =>
        b.names.slice(i + 1).forEach((c) => {
          if (sharedStemLength(a.name, c.name, b.descriptors) > 4)
            throw new Error(`${b.label}: ${a.name} / ${c.name}`);
        }),
      );
  });

  it('ends at most a third of a batch (three of ten) with the same descriptor', () => {
    const crowded = batches.flatMap((b) =>
      b.descriptors
        .map((d) => ({
          d,
          n: b.names.filter((n) => n.name.toLowerCase().endsWith(` ${d.toLowerCase()}`)).length,
        }))
        .filter(({ n }) => n > Math.max(3, Math.ceil(b.count / 3)))
        .map(({ d, n }) => `${b.label}: ${n} × ${d}`),
    );
    expect(crowded).toEqual([]);
  });

  it('explains every name in correct English that names this business, in more than one way', () => {
    for (const b of batches) {
      const broken = b.names.filter(
        (n) =>
          articleProblems(n.description).length > 0 ||
          !/^[A-Z“].*[.!]$/.test(n.description) ||
          /undefined|“”|\s{2}|\s[,.:;]|\ba a\b/.test(n.description),
      );
      expect(broken.map((n) => n.description)).toEqual([]);
      if (b.names.length >= 5) expect(new Set(b.names.map(shapeOf)).size).toBeGreaterThan(1);
    }
  });

  it('offers each name a domain in the chosen extension and two alternatives', () => {
    const wrong = batches.flatMap((b) =>
      b.names.filter(
        (n) =>
          n.domain !== `${domainLabel(n.name)}.com` ||
          n.domainAlternatives.length !== 2 ||
          new Set([n.domain, ...n.domainAlternatives]).size !== 3,
      ),
    );
    expect(wrong).toEqual([]);
  });
});

describe('nameBatch', () => {
  const brief = namingBrief({ ...FOUNDERS[0]!, style: 'Creative & Unique', maxLength: 'medium' });

  it('gives the same batch for the same inputs and seed, another for another seed', () => {
    const a = nameBatch(brief, { count: 20, shown: new Set(), extension: '.com', rng: createRng(7) });
    const b = nameBatch(brief, { count: 20, shown: new Set(), extension: '.com', rng: createRng(7) });
    const c = nameBatch(brief, { count: 20, shown: new Set(), extension: '.com', rng: createRng(8) });
    expect(b).toEqual(a);
    expect(c.map((n) => n.name)).not.toEqual(a.map((n) => n.name));
  });

  it('never repeats a name already shown, over ten refreshes', () => {
    const shown = new Set<string>();
    for (let round = 0; round < 10; round += 1) {
      const names = nameBatch(brief, { count: 30, shown, extension: '.com', rng: createRng(round) });
      expect(names).toHaveLength(30);
      for (const n of names) {
        expect(shown.has(domainLabel(n.name))).toBe(false);
        shown.add(domainLabel(n.name));
      }
    }
  });

  it('draws a batch from several strategies, and names from the business', () => {
    const names = nameBatch(brief, { count: 20, shown: new Set(), extension: '.com', rng: createRng(3) });
    expect(new Set(names.map((n) => n.strategy)).size).toBeGreaterThanOrEqual(3);
    const businessParts = names.filter((n) =>
      n.parts.some((p) => ['keyword', 'business', 'related', 'root'].includes(p.source)),
    );
    expect(businessParts.length).toBeGreaterThanOrEqual(10);
    for (const n of names) expect(n.description).toContain('artisan bakery');
  });
});

describe('names of a known trade', () => {
  const batch = (
    founder: number,
    style: (typeof nameStyles)[number],
    maxLength: (typeof nameLengths)[number],
  ) =>
    nameBatch(namingBrief({ ...FOUNDERS[founder]!, style, maxLength }), {
      count: 10,
      shown: new Set(),
      extension: '.com',
      rng: createRng(11),
    });

  it('builds medium and long names from the trade, never from invented syllables', () => {
    for (const founder of [0, 1, 2, 8, 9])
      for (const style of nameStyles)
        for (const maxLength of ['medium', 'long'] as const) {
          const invented = batch(founder, style, maxLength).filter((n) => n.strategy === 'coined');
          expect(invented.map((n) => `${FOUNDERS[founder]!.keywords}: ${n.name}`)).toEqual([]);
        }
  });

  it('fills a batch of 30 with invented words only after the trade runs out, and lists them last', () => {
    const dental = nameBatch(
      namingBrief({ ...FOUNDERS[2]!, style: 'Professional & Corporate', maxLength: 'long' }),
      { count: 30, shown: new Set(), extension: '.com', rng: createRng(5) },
    );
    expect(dental).toHaveLength(30);
    const kinds = dental.map((n) => (n.strategy === 'coined' ? 'invented' : 'trade'));
    expect(kinds.indexOf('invented') === -1 || kinds.lastIndexOf('trade') < kinds.indexOf('invented')).toBe(
      true,
    );
    // "Oakfield Dental" and "Westridge Dental" may share a batch: 11 of 30 names came from the
    // trade's words while a closing descriptor counted as a stem, about 19 since.
    expect(kinds.filter((k) => k === 'trade').length).toBeGreaterThanOrEqual(16);
  });

  it('pictures the trade: a bakery gets crumbs and ovens, a dog groomer no cat roots', () => {
    const bakery = batch(0, 'Creative & Unique', 'medium').flatMap((n) => n.parts.map((p) => p.word));
    expect(
      bakery.some((w) => ['loaf', 'crumb', 'crust', 'oven', 'hearth', 'dough', 'flour'].includes(w)),
    ).toBe(true);
    for (const style of nameStyles) {
      const groomer = batch(1, style, 'medium').flatMap((n) => n.parts.map((p) => p.word));
      expect(groomer).not.toContain('felis');
    }
  });

  it("narrows a broad trade to the founder's keyword: plumbing names show pipes and taps, not hammers", () => {
    const words = nameStyles.flatMap((style) =>
      batch(10, style, 'medium').flatMap((n) => n.parts.map((p) => p.word)),
    );
    expect(words.some((w) => ['pipe', 'tap', 'valve', 'drain', 'flow'].includes(w))).toBe(true);
    expect(words.filter((w) => ['hammer', 'nail', 'bench', 'level'].includes(w))).toEqual([]);
  });
});

describe('names the labelled samples rejected', () => {
  const every = (founder: number, maxLength: (typeof nameLengths)[number]) =>
    nameStyles.flatMap((style) =>
      [1, 2, 3].flatMap((seed) =>
        nameBatch(namingBrief({ ...FOUNDERS[founder]!, style, maxLength }), {
          count: 30,
          shown: new Set(),
          extension: '.com',
          rng: createRng(seed),
        }),
      ),
    );

  it('closes a name with "-house" only after a word read to take it ("Puphouse", never "Momenthouse")', () => {
    const houses = [...every(9, 'medium'), ...every(10, 'medium'), ...every(1, 'medium')]
      .map((n) => n.name.toLowerCase().replace(/\s/g, ''))
      .filter((n) => n.includes('house'));
    expect(houses.filter((n) => /moment|drain|lens|flow|brew|album|shutter/.test(n))).toEqual([]);
  });

  it("never closes a dentist's name that shows a smile or a tooth with 'Smiles', nor a place name with 'Clinic'", () => {
    const names = every(2, 'long');
    const pictured = names.filter(
      (n) =>
        n.parts.some((p) => p.source === 'business' || p.source === 'keyword') && / Smiles$/.test(n.name),
    );
    expect(pictured.map((n) => n.name)).toEqual([]);
    const places = names.filter((n) => n.strategy === 'descriptive').map((n) => n.name);
    expect(places.length).toBeGreaterThan(0);
    expect(places.filter((n) => / Clinic$/.test(n))).toEqual([]);
  });

  it('names a practice with a place name in every style when the name is long', () => {
    for (const style of nameStyles) {
      const names = nameBatch(namingBrief({ ...FOUNDERS[2]!, style, maxLength: 'long' }), {
        count: 8,
        shown: new Set(),
        extension: '.com',
        rng: createRng(4),
      });
      expect(names.some((n) => n.strategy === 'descriptive')).toBe(true);
    }
  });
});
