import { readFileSync } from 'node:fs';

import { isKnownWord } from '../../../shared/grammar/pronunciation';

// `syllable` is ESM-only: the CommonJS server loads it with require(), which Node 20.19+ supports
// for ES modules without top-level await; jest transforms it (jest.config.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { syllable } = require('syllable') as { syllable: (text: string) => number };

/**
 * The English word data names are checked against, loaded once per process, on first use: the
 * `an-array-of-english-words` list (275,000 words, for "is this a plain dictionary word"), the CMU
 * pronouncing dictionary (134,000 words, for "is this a word people know how to say", shared with
 * the grammar layer) and the `syllable` counter. Reading bundled package files once is the only I/O; every function below is
 * pure afterwards.
 */
let words: { list: readonly string[]; set: ReadonlySet<string> } | undefined;

/** The sorted list and its set, read on first use (an idle server does not carry them). */
function englishWordData(): { list: readonly string[]; set: ReadonlySet<string> } {
  if (!words) {
    const list = (
      JSON.parse(readFileSync(require.resolve('an-array-of-english-words'), 'utf8')) as string[]
    ).sort();
    words = { list, set: new Set(list) };
  }
  return words;
}

/** The English words that start with `prefix`, up to `limit` of them (binary search, no scan). */
export function wordsStartingWith(prefix: string, limit = 20): string[] {
  const wordList = englishWordData().list;
  const p = prefix.toLowerCase();
  let lo = 0;
  let hi = wordList.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((wordList[mid] ?? '') < p) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < wordList.length && out.length < limit && (wordList[i] ?? '').startsWith(p); i += 1)
    out.push(wordList[i] ?? '');
  return out;
}

/** True when the word (any case) is in the English word list. */
export function isEnglishWord(word: string): boolean {
  return englishWordData().set.has(word.toLowerCase());
}

const familiar = new Map<string, boolean>();

/** A word familiar enough to build a name from: the CMU dictionary knows how to say it (cached). */
export function isFamiliarWord(word: string): boolean {
  let known = familiar.get(word);
  if (known === undefined) {
    known = isKnownWord(word);
    if (familiar.size < 200_000) familiar.set(word, known);
  }
  return known;
}

const syllableCache = new Map<string, number>();

/**
 * Syllables of a word: the `syllable` package for words people know (cached), the number of vowel
 * groups for invented words (which is how they are read).
 */
export function syllableCount(word: string): number {
  const w = word.toLowerCase();
  if (!isFamiliarWord(w))
    return Math.max(1, (w.match(/[aeiouy]+/g) ?? []).length - (/[^aeiouy]e$/.test(w) ? 1 : 0));
  let count = syllableCache.get(w);
  if (count === undefined) {
    count = syllable(w);
    syllableCache.set(w, count);
  }
  return count;
}
