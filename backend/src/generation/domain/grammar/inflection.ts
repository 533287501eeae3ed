import nlp from 'compromise';
import { Inflectors } from 'en-inflectors';
import { singularQualifier } from './verbs';

/**
 * Nouns with no plural in the sense a business uses them ('data', 'software', 'staff'). The
 * inflection libraries treat some as countable ('datas', 'stafves'); these stay as they are.
 */
const UNCOUNTABLE = new Set([
  'data',
  'software',
  'hardware',
  'equipment',
  'feedback',
  'staff',
  'info',
  'information',
  'advice',
  'furniture',
  'news',
  'access',
  'fitness',
  'research',
  'content',
  'merchandise',
  'produce',
  'wellness',
  'childcare',
  'healthcare',
  'homework',
  'luggage',
  'inventory',
]);

/** Words after which a noun phrase's head has ended: 'parent of a teen' inflects 'parent'. */
const POST_HEAD = new Set([
  'of',
  'for',
  'with',
  'in',
  'on',
  'at',
  'who',
  'that',
  'from',
  'to',
  'without',
  'by',
]);

function splitHead(phrase: string): { before: string; head: string; after: string } {
  const words = phrase.trim().split(/\s+/);
  const cut = words.findIndex((w, i) => i > 0 && POST_HEAD.has(w.toLowerCase()));
  const headIndex = cut > 0 ? cut - 1 : words.length - 1;
  return {
    before: words.slice(0, headIndex).join(' '),
    head: words[headIndex] ?? '',
    after: words.slice(headIndex + 1).join(' '),
  };
}

function join(before: string, head: string, after: string): string {
  return [before, head, after].filter(Boolean).join(' ');
}

function keepCase(original: string, inflected: string): string {
  if (original === original.toUpperCase() && /[A-Z]/.test(original)) return inflected.toUpperCase();
  if (/^[A-Z]/.test(original)) return inflected.charAt(0).toUpperCase() + inflected.slice(1);
  return inflected;
}

/** compromise reads a lone word as a noun when asked to inflect it as one. */
function compromisePlural(word: string): string {
  const doc = nlp(word);
  doc.nouns().toPlural();
  return doc.text();
}

function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  if (UNCOUNTABLE.has(lower) || /^[A-Z0-9]{2,}$/.test(word)) return word;
  const viaInflectors = new Inflectors(lower).toPlural();
  // en-inflectors leaves some regular nouns alone ('business', 'glass'); compromise knows them.
  const inflected = viaInflectors !== lower ? viaInflectors : compromisePlural(lower);
  return keepCase(word, inflected);
}

function compromiseSingular(word: string): string {
  const doc = nlp(word);
  doc.nouns().toSingular();
  return doc.text();
}

/**
 * The singular is the candidate whose plural gives the word back: en-inflectors' and compromise's
 * answers first (they know 'people', 'analyses', 'loaves'), then the word without its plural ending.
 * en-inflectors alone turns unknown '-ians' words into Latin ('abelians' -> 'abelusans').
 */
function singularWord(word: string): string {
  const lower = word.toLowerCase();
  if (UNCOUNTABLE.has(lower) || /^[A-Z0-9]{2,}$/.test(word) || /ss$/.test(lower)) return word;
  const candidates = [
    new Inflectors(lower).toSingular(),
    compromiseSingular(lower),
    lower.replace(/ies$/, 'y'),
    lower.replace(/es$/, ''),
    lower.replace(/s$/, ''),
  ];
  const found = candidates.find((c) => c !== lower && pluralWord(c) === lower);
  return keepCase(word, found ?? lower);
}

/** 'dog groomer' -> 'dog groomers', 'parent of a teen' -> 'parents of a teen', 'business' -> 'businesses'. */
export function pluralize(phrase: string): string {
  const { before, head, after } = splitHead(phrase);
  return join(before, pluralWord(head), after);
}

/** 'coffee shops' -> 'coffee shop', 'people' -> 'person', 'landlords who rent' -> 'landlord who rents'. */
export function singularize(phrase: string): string {
  const { before, head, after } = splitHead(phrase);
  return join(before, singularWord(head), singularQualifier(after));
}

/** The count with the right number: 'one loaf', '3 loaves', '1 class'. */
export function counted(count: number, singular: string, plural = pluralize(singular)): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** "the bakery's", "customers'", "James's": possessive of a noun phrase. */
export function possessive(phrase: string): string {
  const trimmed = phrase.trim();
  if (/['’]s?$/.test(trimmed)) return trimmed;
  const isName = /^[A-Z][a-z]+$/.test(trimmed);
  if (
    !isName &&
    /s$/.test(trimmed) &&
    pluralize(singularize(trimmed)) === trimmed &&
    singularize(trimmed) !== trimmed
  ) {
    return `${trimmed}'`;
  }
  return `${trimmed}'s`;
}
