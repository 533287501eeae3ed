import type { GenerateNamesRequest } from '../../../contracts/generation';
import { industries, type Industry } from '../../../contracts/options';
import { allArchetypes, type Archetype } from '../knowledge';
import type { NamingBrief } from './candidate';
import { relatedWords } from './wordnet';
import { isEnglishWord } from './word-data';

const STOP = new Set(
  'a an and are as at be but by for from has have in into is it its of on or our so that the their them they this to we with you your app business company platform service services online new best small'.split(
    ' ',
  ),
);

const wordsIn = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3 && !STOP.has(w));

/** 'puppies' -> 'puppy', 'schools' -> 'school', when the singular is a word. */
function singular(word: string): string {
  for (const [end, replacement] of [
    ['ies', 'y'],
    ['es', ''],
    ['s', ''],
  ] as const) {
    if (word.endsWith(end) && !word.endsWith('ss')) {
      const stem = word.slice(0, -end.length) + replacement;
      if (stem.length >= 3 && isEnglishWord(stem)) return stem;
    }
  }
  return word;
}

/** Plain nouns a descriptive name may end with, by industry. */
const DESCRIPTORS: Record<Industry, string[]> = {
  technology: ['Labs', 'Systems', 'Software'],
  healthcare: ['Health', 'Clinic', 'Care'],
  education: ['Academy', 'Learning', 'School'],
  finance: ['Capital', 'Finance', 'Advisors'],
  ecommerce: ['Goods', 'Supply', 'Market'],
  marketing: ['Media', 'Agency', 'Studio'],
  consulting: ['Advisory', 'Partners', 'Consulting'],
  creative: ['Studio', 'Works', 'Collective'],
  other: ['Company', 'Works', 'Studio'],
};

function industryOf(label: string | undefined): Industry | undefined {
  const key = (label ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return industries.find((i) => key === i || key.startsWith(i));
}

/**
 * The archetype of the knowledge base the founder's words point at most, when they clearly point
 * at one: two or more shared words, or the archetype's own kind named.
 */
export function matchArchetype(
  words: readonly string[],
  industry: Industry | undefined,
): Archetype | undefined {
  const set = new Set(words);
  let best: { archetype: Archetype; score: number } | undefined;
  for (const archetype of allArchetypes) {
    const own = new Set(
      [...archetype.keywords, archetype.kind.singular, ...archetype.vocabulary]
        .flatMap((k) => wordsIn(k))
        .map(singular),
    );
    let score = [...own].filter((w) => set.has(w)).length;
    if (industry && archetype.industry === industry) score += 0.5;
    if (!best || score > best.score) best = { archetype, score };
  }
  return best && best.score >= 2 ? best.archetype : undefined;
}

/** What the strategies need, from the request: keywords, the business's words, related words. */
export function namingBrief(request: GenerateNamesRequest): NamingBrief {
  const keywords = [...new Set(wordsIn(request.keywords).map(singular))].slice(0, 8);
  const contextWords = [...new Set(wordsIn(request.businessContext ?? '').map(singular))].slice(0, 30);
  const industry = industryOf(request.industry);
  const archetype = matchArchetype([...keywords, ...contextWords], industry);
  // The description's own words only when no archetype matched, and only its plain nouns.
  const describing = archetype
    ? []
    : contextWords.filter((w) => !/(ing|ed|ly|ous|ive|ful)$/.test(w)).slice(0, 6);
  const businessWords = [...new Set([...(archetype?.vocabulary ?? []), ...describing])];
  const related = keywords.slice(0, 4).flatMap((k) =>
    relatedWords(k, [...keywords, ...contextWords])
      .filter((r) => r.word.length >= 4)
      .slice(0, 5),
  );
  const kindWords = archetype ? wordsIn(archetype.kind.singular) : [];
  const kindNoun = kindWords[kindWords.length - 1];
  const descriptors = [
    ...(kindNoun ? [kindNoun.charAt(0).toUpperCase() + kindNoun.slice(1)] : []),
    ...DESCRIPTORS[archetype?.industry ?? industry ?? 'other'],
  ];
  return {
    style: request.style,
    length: request.maxLength,
    keywords,
    businessWords,
    related,
    ...(archetype ? { kind: archetype.kind } : {}),
    descriptors: [...new Set(descriptors)],
  };
}
