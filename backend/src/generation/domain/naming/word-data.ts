import { readFileSync } from 'node:fs';

// Both packages are ESM-only: the CommonJS server loads them with require(), which Node 20.19+
// supports for ES modules without top-level await; jest transforms them (jest.config.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { dictionary } = require('cmu-pronouncing-dictionary') as { dictionary: Record<string, string> };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { syllable } = require('syllable') as { syllable: (text: string) => number };

/**
 * The English word data names are checked against, loaded once per process: the
 * `an-array-of-english-words` list (275,000 words, for "is this a plain dictionary word"), the CMU
 * pronouncing dictionary (134,000 words, for "is this a word people know how to say") and the
 * `syllable` counter. Reading bundled package files once is the only I/O; every function below is
 * pure afterwards.
 */
const englishWords: ReadonlySet<string> = new Set(
  JSON.parse(readFileSync(require.resolve('an-array-of-english-words'), 'utf8')) as string[],
);

const pronunciations: Readonly<Record<string, string>> = dictionary;

/** True when the word (any case) is in the English word list. */
export function isEnglishWord(word: string): boolean {
  return englishWords.has(word.toLowerCase());
}

/** The ARPAbet pronunciation ('AA1 T ER0'), or undefined for a word the dictionary does not know. */
export function pronunciationOf(word: string): string | undefined {
  return pronunciations[word.toLowerCase()];
}

/** A word familiar enough to build a name from: people know how to say it. */
export function isFamiliarWord(word: string): boolean {
  return pronunciationOf(word) !== undefined;
}

/** Syllables of a word: from the dictionary's vowels when known, else the `syllable` estimate. */
export function syllableCount(word: string): number {
  const known = pronunciationOf(word);
  if (known) return known.split(' ').filter((p) => /\d$/.test(p)).length;
  return syllable(word);
}
