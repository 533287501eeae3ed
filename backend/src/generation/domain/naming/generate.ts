import type { NameStyle } from '../../../contracts/options';
import type { Rng } from '../offline/prng';
import { LENGTH_RANGES, type NameCandidate, type NamingBrief, type StrategyId } from './candidate';
import { StemIndex, tooAlike, withoutDescriptor } from './diversity';
import { domainsFor, domainLabel } from './domains';
import { explain } from './explain';
import { rejectionOf, withinOneEdit } from './filters';
import { nounPool, wordPool, type PoolWord } from './pool';
import { scoreName } from './scoring';
import { blends } from './strategies/blend';
import { classicalNames } from './strategies/classical';
import { coinages } from './strategies/coined';
import { compounds } from './strategies/compound';
import { descriptiveNames } from './strategies/descriptive';
import { QUALITIES } from './data/qualities';
import { STYLE_QUALITIES, qualitiesForKinds } from './data/style-words';
import { foreignWords } from './strategies/foreign';
import { metaphors } from './strategies/metaphor';
import { suffixed } from './strategies/suffixed';

/**
 * Which strategies each style draws from, and in what proportion. Invented words ("coined") are
 * in no mix: they only fill a batch once every name made of the trade's own words is used up.
 * Classical coinages ("Numilux", "Neadomi") are in no mix either: read by a founder, nine in ten
 * meant nothing to a customer (docs/names-sample.md, seed 4101), so they come just before the
 * invented words, and so do blends ("Tailtopia", "Mugtopia": a worn pattern). Place names
 * ("Oakridge Dental") are for practices only (`mixFor`).
 */
export const STYLE_MIX: Record<NameStyle, readonly (readonly [StrategyId, number])[]> = {
  'Modern & Tech': [
    ['compound', 5],
    ['suffixed', 2],
    ['foreign', 2],
  ],
  'Professional & Corporate': [
    ['descriptive', 2],
    ['compound', 3],
    ['metaphor', 3],
    ['foreign', 2],
  ],
  'Creative & Unique': [
    ['metaphor', 4],
    ['compound', 3],
    ['suffixed', 1],
    ['foreign', 2],
  ],
  'Short & Memorable': [
    ['compound', 4],
    ['suffixed', 2],
    ['metaphor', 2],
    ['foreign', 1],
  ],
};

/** Every strategy but the invented words, in the order a batch falls back on them. */
const ALL_STRATEGIES: readonly StrategyId[] = [
  'compound',
  'metaphor',
  'suffixed',
  'foreign',
  'descriptive',
  'classical',
  'blend',
];

export interface NamedCandidate {
  name: string;
  strategy: StrategyId;
  parts: NameCandidate['parts'];
  domain: string;
  domainAlternatives: string[];
  description: string;
  score: number;
}

export interface BatchOptions {
  count: number;
  /** Domain labels of names already shown for this project: never proposed again. */
  shown: ReadonlySet<string>;
  extension: string;
  rng: Rng;
}

function candidatesOf(strategy: StrategyId, brief: NamingBrief, pool: PoolWord[], rng: Rng): NameCandidate[] {
  switch (strategy) {
    case 'compound':
      return compounds(brief);
    case 'metaphor':
      return metaphors(brief);
    case 'suffixed':
      return suffixed(brief);
    case 'foreign':
      return foreignWords(brief);
    case 'blend':
      return blends(nounPool(brief));
    case 'coined':
      return coinages(brief.style, brief.length, pool, rng.fork('coined'), { free: false });
    case 'classical':
      return classicalNames(pool);
    case 'descriptive':
      return descriptiveNames(brief);
  }
}

/** Nouns that close a long name in each style (besides the business's own descriptors). */
const LONG_NOUNS: Record<NameStyle, readonly string[]> = {
  'Modern & Tech': ['Labs', 'App', 'Hub', 'Tech', 'Cloud', 'Digital'],
  'Professional & Corporate': ['Group', 'Partners', 'Associates', 'Advisory', '& Co'],
  'Creative & Unique': ['Studio', 'Collective', 'House', 'Atelier', '& Co'],
  'Short & Memorable': ['& Co', 'Hub', 'Lab', 'App'],
};

/** For long names, a short candidate gains a plain noun saying what the business is. */
function lengthened(
  candidate: NameCandidate,
  brief: NamingBrief,
  rng: Rng,
  lastResort: boolean,
): NameCandidate {
  if (brief.length !== 'long' || candidate.name.length >= 11 || candidate.name.includes(' '))
    return candidate;
  // Invented words and blends are never padded with "Hub" or "& Co", and "Labs"/"Cloud" only suit
  // a business whose own nouns run out: a noun of the trade comes first ("Clarident Care").
  const invented = candidate.strategy === 'coined' || candidate.strategy === 'blend';
  // "Sonrisa Smiles", "Fiore Flowers" and "Dente Dental" say one thing twice: a noun that repeats
  // what a part of the name means, or starts like one of its words, is left out.
  const said = new Set(candidate.parts.flatMap((p) => [p.word, ...(p.meaning ? [p.meaning] : [])]));
  const heads = new Set(candidate.parts.map((p) => p.text.slice(0, 4)));
  // A descriptor that is itself a picture word of the trade ("Smiles") closes only a name without
  // one: "SunnyGrin Smiles", "HappyPearl Smiles" and "CalmTooth Smiles" say the trade twice.
  const pictured = candidate.parts.some((p) => p.source === 'business' || p.source === 'keyword');
  const picture = (d: string): boolean => brief.nouns.includes(d.toLowerCase().replace(/s$/, ''));
  const trade = brief.descriptors.filter(
    (d) =>
      !tooAlike(d, candidate.name) &&
      !(pictured && picture(d)) &&
      !said.has(d.toLowerCase().replace(/s$/, '')) &&
      !heads.has(d.toLowerCase().slice(0, 4)),
  );
  const padded = lastResort || (!invented && trade.length === 0);
  const options = [...trade, ...(padded ? LONG_NOUNS[brief.style] : [])].filter(
    (d) => !tooAlike(d, candidate.name),
  );
  if (options.length === 0) return candidate;
  const noun = rng.pick(options);
  return {
    ...candidate,
    name: `${candidate.name} ${noun}`,
    parts: [...candidate.parts, { text: noun.toLowerCase(), word: noun.toLowerCase(), source: 'noun' }],
  };
}

/**
 * The words a name is made of, in any order, without the plain noun a long name closes with:
 * "Luce Pictures" and "Luce Photography" are one name.
 */
const partWords = (candidate: NameCandidate): string =>
  candidate.parts
    .filter((p) => p.source !== 'noun')
    .map((p) => p.word)
    .sort()
    .join(' ');

interface Ranked {
  candidate: NameCandidate;
  score: number;
}

/** A strategy's candidates of the right length, best first (a little seeded jitter for variety). */
function ranked(strategy: StrategyId, brief: NamingBrief, pool: PoolWord[], rng: Rng): Ranked[] {
  return rankedList(candidatesOf(strategy, brief, pool, rng), brief, rng);
}

/**
 * A name with a quality its style leans on ranks a little higher (`data/style-words.ts`): the
 * same picture words give "SwiftSpoke" in Modern & Tech and "Steady Spoke" in Professional.
 */
function styleLean(candidate: NameCandidate, style: NameStyle): number {
  const leaning = STYLE_QUALITIES[style];
  return candidate.parts.some((p) => p.source === 'image' && leaning.includes(p.word)) ? 0.1 : 0;
}

/**
 * The brief with more qualities, for a batch the trade's own could not fill: those the style leans
 * on and those that suit what the picture words are. A real-word pair ("Sleek Spoke") reads better
 * than any invented word.
 */
function widened(brief: NamingBrief): NamingBrief {
  const have = new Set(brief.qualities.map((q) => q.word));
  const extra = [...new Set([...STYLE_QUALITIES[brief.style], ...qualitiesForKinds(brief.nouns)])].filter(
    (q) => !have.has(q) && QUALITIES[q] !== undefined,
  );
  return {
    ...brief,
    qualities: [...brief.qualities, ...extra.map((word) => ({ word, evokes: QUALITIES[word] ?? word }))],
  };
}

function rankedList(all: NameCandidate[], brief: NamingBrief, rng: Rng, lastResort = false): Ranked[] {
  const { min, max } = LENGTH_RANGES[brief.length];
  const seen = new Set<string>();
  const out: Ranked[] = [];
  for (const raw of all.length > 250 ? rng.sample(all, 250) : all) {
    const candidate = lengthened(raw, brief, rng, lastResort);
    const key = domainLabel(candidate.name);
    if (candidate.name.length < min || candidate.name.length > max || seen.has(key)) continue;
    seen.add(key);
    const score = scoreName(candidate, brief.length).total + styleLean(candidate, brief.style);
    out.push({ candidate, score: score + rng.next() * 0.12 });
  }
  return out.sort((a, b) => b.score - a.score);
}

/**
 * Long names also draw on two-word metaphors, whatever the style. A place name ("Westridge
 * Finds", "Oakwell Pictures") is how a practice is named, and says nothing of a shop or a studio.
 */
function mixFor(brief: NamingBrief): readonly (readonly [StrategyId, number])[] {
  const mix = STYLE_MIX[brief.style].filter(([id]) => id !== 'descriptive' || brief.practice);
  if (brief.length !== 'long') return mix;
  // A long name for a practice is named like one in every style: the place names were judged
  // brandable ("Oakfield Smiles", "Stoneridge Smiles") where a dentist's qualities were not.
  const practice = brief.practice && !mix.some(([id]) => id === 'descriptive');
  return [
    ...mix,
    ...(mix.some(([id]) => id === 'metaphor') ? [] : [['metaphor', 4] as const]),
    ...(practice ? [['descriptive', 3] as const] : []),
  ];
}

/** The order strategies take turns in: proportional to the style's weights, shuffled once. */
function turns(mix: readonly (readonly [StrategyId, number])[], count: number, rng: Rng): StrategyId[] {
  const total = mix.reduce((n, [, w]) => n + w, 0);
  const out: StrategyId[] = [];
  for (const [id, weight] of mix)
    for (let i = 0; i < Math.ceil((weight / total) * count); i += 1) out.push(id);
  return rng.shuffle(out);
}

/**
 * One batch of names: each style's strategies take turns, each turn taking its best candidate
 * that passes every filter, was never shown for this project, shares no stem of more than four
 * letters with a name already in the batch (a closing descriptor such as "Dental" is not a stem)
 * and reuses no business word twice. The batch comes back ranked by score, invented words last.
 * Same brief, options and seed: same batch.
 */
export function nameBatch(brief: NamingBrief, options: BatchOptions): NamedCandidate[] {
  const { rng } = options;
  const pool = wordPool(brief);
  const queues = new Map<StrategyId, Ranked[]>();
  const mix = mixFor(brief);
  for (const [id] of mix) queues.set(id, ranked(id, brief, pool, rng.fork(id)));
  const chosen: Ranked[] = [];
  const usedWords = new Map<string, number>();
  const stems = new StemIndex(brief.descriptors);
  const taken = new Set(options.shown);
  let maxUse = 1;
  // A descriptor is outside the stem rule, but a batch where every other name ends in "Dental"
  // reads as a list, not a choice: each closes at most a fifth of the batch (two of ten), and a
  // third when the only other way to fill the batch is an invented word.
  const closings = new Map<string, number>();
  let maxClosing = Math.max(2, Math.ceil(options.count / 5));
  const closingOf = (name: string): string | undefined => {
    const rest = withoutDescriptor(name, brief.descriptors);
    return rest === name ? undefined : name.slice(rest.length + 1).toLowerCase();
  };

  const acceptable = ({ candidate }: Ranked): boolean => {
    const key = domainLabel(candidate.name);
    if (taken.has(key)) return false;
    if (
      candidate.parts.some(
        (p) => p.source !== 'sound' && p.source !== 'noun' && (usedWords.get(p.word) ?? 0) >= maxUse,
      )
    )
      return false;
    if (stems.clashes(candidate.name)) return false;
    const closing = closingOf(candidate.name);
    if (closing && (closings.get(closing) ?? 0) >= maxClosing) return false;
    // "Loaf & Rye" and "Rye & Loaf", "Neapan" and "Neopan": one of them is enough.
    const words = partWords(candidate);
    if (
      chosen.some(
        (c) => partWords(c.candidate) === words || withinOneEdit(domainLabel(c.candidate.name), key),
      )
    )
      return false;
    return rejectionOf(candidate) === undefined;
  };
  const take = (id: StrategyId): boolean => {
    const queue = queues.get(id) ?? [];
    while (queue.length > 0) {
      const next = queue.shift() as Ranked;
      if (!acceptable(next)) continue;
      chosen.push(next);
      stems.add(next.candidate.name);
      const closing = closingOf(next.candidate.name);
      if (closing) closings.set(closing, (closings.get(closing) ?? 0) + 1);
      taken.add(domainLabel(next.candidate.name));
      for (const p of next.candidate.parts) usedWords.set(p.word, (usedWords.get(p.word) ?? 0) + 1);
      return true;
    }
    return false;
  };

  for (const id of turns(mix, options.count, rng.fork('turns'))) {
    if (chosen.length >= options.count) break;
    if (!take(id)) for (const [other] of mix) if (take(other)) break;
  }
  // A small business vocabulary runs out before an invention is worth it: a business word may
  // then serve in a second name ("Billhive" and "Truebill").
  if (chosen.length < options.count) {
    maxUse = 2;
    for (const [id] of mix) queues.set(id, ranked(id, brief, pool, rng.fork(`${id}-again`)));
    for (let progress = true; progress && chosen.length < options.count;) {
      progress = false;
      for (const [id] of mix) if (chosen.length < options.count && take(id)) progress = true;
    }
  }
  // Then every other way of making a name from the trade's words, before any invented word.
  // Classical coinages come after the founder's keyword made a given name ("Invoicia"): outside
  // practices, every one in four samples was rejected ("Numalux", "Neanuma", "Vitaqui").
  const others = ALL_STRATEGIES.filter(
    (id) =>
      !mix.some(([m]) => m === id) &&
      (id !== 'descriptive' || brief.practice) &&
      (id !== 'classical' || brief.practice),
  );
  for (const id of others) queues.set(id, ranked(id, brief, pool, rng.fork(`${id}-other`)));
  for (let progress = true; progress && chosen.length < options.count;) {
    progress = false;
    for (const id of others) if (chosen.length < options.count && take(id)) progress = true;
  }
  // A descriptor said a few more times beats an invented word.
  if (chosen.length < options.count) {
    maxClosing = Math.max(3, Math.ceil(options.count / 3));
    const all = [...mix.map(([id]) => id), ...others];
    for (const id of all) queues.set(id, ranked(id, brief, pool, rng.fork(`${id}-closing`)));
    for (let progress = true; progress && chosen.length < options.count;) {
      progress = false;
      for (const id of all) if (chosen.length < options.count && take(id)) progress = true;
    }
  }
  // Then the trade's picture words with more qualities, before any invented word.
  if (chosen.length < options.count) {
    const wide = widened(brief);
    const pairs = ['compound', 'metaphor'] as const;
    for (const id of pairs) {
      const forked = rng.fork(`${id}-wide`);
      queues.set(id, rankedList(candidatesOf(id, wide, pool, forked), wide, forked));
    }
    for (let progress = true; progress && chosen.length < options.count;) {
      progress = false;
      for (const id of pairs) if (chosen.length < options.count && take(id)) progress = true;
    }
  }
  if (!brief.practice)
    for (const [id, lastResort] of [
      ['coined', false],
      ['classical', false],
      ['classical', true],
    ] as const) {
      const forked = rng.fork(`${id}-late-${lastResort}`);
      queues.set(id, rankedList(candidatesOf(id, brief, pool, forked), brief, forked, lastResort));
      while (chosen.length < options.count && take(id));
    }
  for (let round = 0; chosen.length < options.count && round < 60; round += 1) {
    const forked = rng.fork(`more-coined-${round}`);
    const extra = rankedList(coinages(brief.style, brief.length, pool, forked), brief, forked, true);
    queues.set('coined', extra);
    while (chosen.length < options.count && take('coined'));
  }

  // Invented words only fill a batch the trade's words could not: they come last, whatever their
  // score, so the names a founder reads first are the ones made of words of the trade.
  const invented = (r: Ranked): number => (r.candidate.strategy === 'coined' ? 1 : 0);
  return chosen
    .sort((a, b) => invented(a) - invented(b) || b.score - a.score)
    .map(({ candidate, score }, index) => {
      const { domain, alternatives } = domainsFor(candidate.name, brief.style, options.extension);
      return {
        name: candidate.name,
        strategy: candidate.strategy,
        parts: candidate.parts,
        domain,
        domainAlternatives: alternatives,
        description: explain(candidate, brief, index),
        score,
      };
    });
}
