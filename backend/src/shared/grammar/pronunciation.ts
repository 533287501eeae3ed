import { readFileSync } from 'node:fs';

/**
 * The CMU pronouncing dictionary (134,000 words, ARPAbet), loaded once, on first use (an idle
 * server or one that only exports does not carry it). The package is ESM-only (`export const dictionary = {...}`), which neither this
 * CommonJS build nor jest can import statically; its body is plain JSON, so it is read and parsed
 * as JSON: the same data, about six times faster than evaluating the module.
 */
function loadDictionary(): Readonly<Record<string, string>> {
  const source = readFileSync(require.resolve('cmu-pronouncing-dictionary'), 'utf8');
  const start = source.indexOf('= {') + 2;
  const end = source.lastIndexOf('}');
  return JSON.parse(source.slice(start, end + 1)) as Record<string, string>;
}

let loaded: Readonly<Record<string, string>> | undefined;
const pronunciations = (): Readonly<Record<string, string>> => (loaded ??= loadDictionary());

const VOWEL_PHONEMES = new Set([
  'AA',
  'AE',
  'AH',
  'AO',
  'AW',
  'AY',
  'EH',
  'ER',
  'EY',
  'IH',
  'IY',
  'OW',
  'OY',
  'UH',
  'UW',
]);

/** True / false when the dictionary knows the word, undefined when it does not. */
export function startsWithVowelSound(word: string): boolean | undefined {
  const entry = pronunciations()[word.toLowerCase()];
  if (!entry) return undefined;
  const first = entry.split(' ')[0]?.replace(/\d/g, '') ?? '';
  return VOWEL_PHONEMES.has(first);
}

/** Whether the dictionary has the word at all (used to tell spoken acronyms from spelled ones). */
export function isKnownWord(word: string): boolean {
  return pronunciations()[word.toLowerCase()] !== undefined;
}
