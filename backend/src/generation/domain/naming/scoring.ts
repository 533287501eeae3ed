import type { NameLength } from '../../../contracts/options';
import type { NameCandidate, PartSource, StrategyId } from './candidate';
import { MODIFIERS } from './data/images';
import { wordsOf } from './filters';
import { isPronounceable, longestConsonantRun } from './phonotactics';
import { isFamiliarWord, syllableCount } from './word-data';

/** How relevant each kind of part is to the business (0..1). */
const MODIFIER_WORDS: ReadonlySet<string> = new Set(MODIFIERS.map((m) => m.word));

const SOURCE_RELEVANCE: Record<PartSource, number> = {
  keyword: 1,
  business: 0.85,
  noun: 0.7,
  related: 0.6,
  root: 0.75,
  sound: 0.35,
  image: 0.2,
};

/**
 * How likely each way of making a name is to give one a founder would shortlist, from the labelled
 * sample (docs/names-sample.md): names made of the trade's own words first, invented ones last.
 */
const STRATEGY_FIT: Record<StrategyId, number> = {
  foreign: 0.95,
  compound: 0.85,
  metaphor: 0.85,
  suffixed: 0.8,
  descriptive: 0.75,
  classical: 0.6,
  blend: 0.45,
  coined: 0.2,
};

/**
 * A quality of the trade ("Golden Crumb") fits better than a colour or material ("Cobalt Crumb").
 * A shop-sign pair ("Crumb & Hearth") spends two of the trade's words on one name, so it comes
 * after the names that spend one: a batch of ten would otherwise run out of words.
 */
function fit(candidate: NameCandidate): number {
  const base = STRATEGY_FIT[candidate.strategy];
  const mood = candidate.parts.some((p) => p.source === 'image' && MODIFIER_WORDS.has(p.word));
  const pair = candidate.name.includes(' & ') && candidate.parts.every((p) => p.source !== 'noun');
  return base - (mood ? 0.15 : 0) - (pair ? 0.25 : 0);
}

const SWEET_SPOT: Record<NameLength, number> = { short: 5, medium: 8, long: 14 };

export interface NameScore {
  pronounceability: number;
  memorability: number;
  length: number;
  relevance: number;
  fit: number;
  total: number;
}

/** Familiar words are sayable; invented ones when they follow the spelling rules, fewer syllables better. */
function pronounceability(name: string): number {
  const words = wordsOf(name);
  const perWord = words.map((w) => {
    if (isFamiliarWord(w)) return 1;
    let s = isPronounceable(w) ? 0.85 : 0.55;
    const syllables = syllableCount(w);
    if (syllables > 3) s -= 0.15 * (syllables - 3);
    const vowels = (w.match(/[aeiouy]/g) ?? []).length / w.length;
    if (vowels < 0.3 || vowels > 0.65) s -= 0.1;
    return Math.max(0, s);
  });
  return Math.min(...perWord);
}

/** Short rhythm, no consonant pile-ups, a repeated first sound (alliteration) helps. */
function memorability(name: string): number {
  const words = wordsOf(name);
  const syllables = words.reduce((n, w) => n + syllableCount(w), 0);
  let s = 1 - Math.max(0, syllables - 3) * 0.15;
  const run = Math.max(...words.map(longestConsonantRun));
  if (run >= 3) s -= 0.2 * (run - 2);
  if (words.length > 1 && words.every((w) => w.charAt(0) === words[0]?.charAt(0))) s += 0.1;
  if (/(.)\1/.test(words.join(''))) s -= 0.05;
  return Math.max(0, Math.min(1, s));
}

function relevance(candidate: NameCandidate): number {
  const best = Math.max(...candidate.parts.map((p) => SOURCE_RELEVANCE[p.source]));
  const second = candidate.parts.filter((p) => SOURCE_RELEVANCE[p.source] >= 0.6).length > 1 ? 0.1 : 0;
  return Math.min(1, best + second);
}

/** The scores of one name; `total` ranks the batch. */
export function scoreName(candidate: NameCandidate, length: NameLength): NameScore {
  const p = pronounceability(candidate.name);
  const m = memorability(candidate.name);
  const l = Math.max(0, 1 - Math.abs(candidate.name.length - SWEET_SPOT[length]) / 8);
  const r = relevance(candidate);
  const f = fit(candidate);
  return {
    pronounceability: p,
    memorability: m,
    length: l,
    relevance: r,
    fit: f,
    total: 0.2 * p + 0.15 * m + 0.1 * l + 0.2 * r + 0.35 * f,
  };
}
