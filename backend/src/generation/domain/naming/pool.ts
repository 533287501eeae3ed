import type { NamePart, NamingBrief, PartSource } from './candidate';
import { suitsNoun } from './data/pairings';
import { UNFORTUNATE_ANYWHERE, UNFORTUNATE_AS_PART } from './data/unfortunate-words';
import { isFamiliarWord } from './word-data';

/** A word of the business a name may be built from, with how relevant it is (0..1). */
export interface PoolWord {
  word: string;
  weight: number;
  source: PartSource;
}

const blocked = new Set(UNFORTUNATE_AS_PART);

/** Words that appear in descriptions but say nothing about the trade: "Harbor Family", "Velvet Second". */
const GENERIC = new Set(
  'family second found health picture check account owner busy small local style class beginner people customer client neighbour'.split(
    ' ',
  ),
);
const usable = (w: string): boolean =>
  /^[a-z]{3,8}$/.test(w) &&
  isFamiliarWord(w) &&
  !blocked.has(w) &&
  !GENERIC.has(w) &&
  !UNFORTUNATE_ANYWHERE.some((u) => w.includes(u));

/** The founder's keywords first, then the business's own words, then WordNet's neighbours. */
export function wordPool(brief: NamingBrief): PoolWord[] {
  const out = new Map<string, PoolWord>();
  const add = (word: string, weight: number, source: PartSource) => {
    if (usable(word) && !out.has(word)) out.set(word, { word, weight, source });
  };
  for (const w of brief.keywords) add(w, 1, 'keyword');
  for (const w of brief.businessWords) add(w, 0.85, 'business');
  for (const r of brief.related) add(r.word, 0.4 + 0.4 * r.weight, 'related');
  return [...out.values()];
}

/** The picture words of the trade a name may show, the founder's own first. */
export function nounPool(brief: NamingBrief): PoolWord[] {
  const keywords = new Set(brief.keywords);
  return brief.nouns.filter(usable).map((word): PoolWord => ({
    word,
    weight: keywords.has(word) ? 1 : 0.85,
    source: keywords.has(word) ? 'keyword' : 'business',
  }));
}

/**
 * The qualities of the trade as name parts, with what each evokes; given a picture word, only the
 * qualities that can describe it (`data/pairings.ts`: "Gentle Pup", never "Kind Tooth").
 */
export const qualityParts = (brief: NamingBrief, noun?: string): NamePart[] =>
  brief.qualities
    .filter((q) => noun === undefined || suitsNoun(q.word, noun))
    .map((q) => ({ text: q.word, word: q.word, source: 'image', meaning: q.evokes }));

export const partOf = (p: PoolWord): NamePart => ({ text: p.word, word: p.word, source: p.source });

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
