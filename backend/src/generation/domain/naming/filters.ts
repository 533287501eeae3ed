import type { NameCandidate } from './candidate';
import { FAMOUS_BRANDS } from './data/famous-brands';
import { UNFORTUNATE_ANYWHERE, UNFORTUNATE_AS_PART } from './data/unfortunate-words';
import { isPronounceable } from './phonotactics';
import { isEnglishWord, wordsStartingWith } from './word-data';

/** Why a candidate was turned down; undefined when it passes every filter. */
export type Rejection =
  'plain-word' | 'famous-brand' | 'unfortunate' | 'clipped-stem' | 'unpronounceable' | 'malformed';

const brands = new Set(FAMOUS_BRANDS);
const brandsByLength = new Map<number, string[]>();
for (const brand of FAMOUS_BRANDS)
  brandsByLength.set(brand.length, [...(brandsByLength.get(brand.length) ?? []), brand]);

const letters = (text: string): string =>
  (/^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The words of a name, lower case, letters only ('Fuel & Co.' -> ['fuel', 'co']). */
export function wordsOf(name: string): string[] {
  return name
    .split(/[\s&-]+/)
    .map(letters)
    .filter(Boolean);
}

/** Whether two strings are at most one insertion, deletion or substitution apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** A famous brand, or (for brands of four letters or more) one letter away from one. */
export function nearFamousBrand(text: string): string | undefined {
  const key = letters(text);
  if (brands.has(key)) return key;
  if (key.length < 4) return undefined;
  for (const length of [key.length - 1, key.length, key.length + 1]) {
    if (length < 4) continue;
    const hit = brandsByLength.get(length)?.find((brand) => withinOneEdit(brand, key));
    if (hit) return hit;
  }
  return undefined;
}

/** The unfortunate word a name contains, if any (see `data/unfortunate-words.ts` for the rules). */
export function unfortunateWord(candidate: Pick<NameCandidate, 'name' | 'parts'>): string | undefined {
  const key = letters(candidate.name);
  const anywhere = UNFORTUNATE_ANYWHERE.find((w) => key.includes(w));
  if (anywhere) return anywhere;
  const words = [...wordsOf(candidate.name), ...candidate.parts.map((p) => letters(p.text))];
  const whole = UNFORTUNATE_AS_PART.find((w) => words.includes(w));
  if (whole) return whole;
  const invented = wordsOf(candidate.name).filter((w) => !isEnglishWord(w));
  return UNFORTUNATE_AS_PART.find((w) => invented.some((i) => i.startsWith(w) || i.endsWith(w)));
}

/**
 * A word cut short: not a word itself, but one or two letters short of one ("Brigh" -> bright,
 * "Codin" -> coding). An invented word that happens to be such a start is turned down too: it
 * reads as a typo of the longer word.
 */
export function isClippedStem(word: string): boolean {
  const w = letters(word);
  if (w.length < 3 || isEnglishWord(w)) return false;
  return wordsStartingWith(w, 50).some((word) => word.length <= w.length + 2);
}

/** Runs every filter; the first failure, or undefined when the name may be shown. */
export function rejectionOf(candidate: NameCandidate): Rejection | undefined {
  const { name } = candidate;
  if (!/^[A-Z][A-Za-z]*(?:(?: | & |-)[A-Z][A-Za-z]*)*$/.test(name)) return 'malformed';
  const words = wordsOf(name);
  if (words.length === 1 && isEnglishWord(name)) return 'plain-word';
  if (nearFamousBrand(name) || words.some((w) => brands.has(w) || (!isEnglishWord(w) && nearFamousBrand(w))))
    return 'famous-brand';
  if (unfortunateWord(candidate)) return 'unfortunate';
  for (const w of words) {
    if (isEnglishWord(w)) continue;
    // A word of another language with its meaning ("Grano", Italian for grain) is whole, not a cut.
    if (isClippedStem(w) && !isForeignWord(w, candidate)) return 'clipped-stem';
    if (!isPronounceable(w) && !isCompoundOfWords(w, candidate)) return 'unpronounceable';
  }
  return undefined;
}

/** A word of another language the name is made of, with its meaning ("grano": grain). */
function isForeignWord(word: string, candidate: NameCandidate): boolean {
  return candidate.parts.some(
    (p) => p.language !== undefined && p.meaning !== undefined && letters(p.text) === word,
  );
}

/** A closed compound of real words ("Crumbwell"): sayable because its parts are. */
function isCompoundOfWords(word: string, candidate: NameCandidate): boolean {
  const parts = candidate.parts.map((p) => p.text);
  return parts.length >= 2 && parts.join('') === word && parts.every((p) => isEnglishWord(p));
}
