import type { NameLength, NameStyle } from '../../../../contracts/options';
import type { NameCandidate } from '../candidate';
import { syllables } from '../phonotactics';
import { capitalize, partOf, type PoolWord } from '../pool';
import type { Rng } from '../../offline/prng';

interface Inventory {
  /** Consonants (or common English clusters) a word may open with. */
  onsets: readonly string[];
  vowels: readonly string[];
  /** Endings that start with a vowel, so every coinage reads as CV.CV(C): "Pe-lix", "Lu-ria". */
  endings: readonly string[];
}

/** Single consonants that sit easily between two vowels ("Tu-lex", "Ro-via"). */
const MEDIALS = ['l', 'm', 'n', 'r', 't', 'v', 'd', 's', 'z'] as const;

/**
 * Sounds per style: crisp stops and -ix/-io endings for tech, soft liquids and -ora/-ia for
 * creative. Only endings that read as a name ending are kept: -a, -o, -ia, -io, -ix, -ex, -on,
 * -ora, -ova, -ina, -ica, -ique, -elle.
 */
const INVENTORIES: Record<NameStyle, Inventory> = {
  'Modern & Tech': {
    onsets: ['b', 'd', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z', 'br', 'pl', 'tr', 'fl'],
    vowels: ['a', 'e', 'i', 'o', 'u'],
    endings: ['o', 'a', 'io', 'ix', 'ex', 'on', 'ova'],
  },
  'Professional & Corporate': {
    onsets: ['c', 'd', 'h', 'l', 'm', 'n', 'r', 's', 't', 'v', 'br', 'cr', 'pr', 'st', 'tr'],
    vowels: ['a', 'e', 'o'],
    // "-ence" read as a misspelt English word ("Tadorence").
    endings: ['ia', 'on', 'ora', 'ova', 'ica'],
  },
  'Creative & Unique': {
    onsets: ['b', 'f', 'l', 'm', 'n', 'r', 's', 'v', 'fl', 'br'],
    vowels: ['a', 'e', 'i', 'o', 'u'],
    endings: ['a', 'ia', 'elle', 'ora', 'ina', 'ique'],
  },
  'Short & Memorable': {
    onsets: ['b', 'd', 'f', 'k', 'l', 'm', 'n', 'p', 'r', 't', 'v', 'z'],
    vowels: ['a', 'e', 'i', 'o', 'u'],
    endings: ['o', 'a', 'ix', 'ex', 'io', 'ova'],
  },
};

/** Endings that turn a keyword into a given name ("Invoicia", "Groomio"). */
const WHOLE_WORD_ENDINGS = ['ia', 'io', 'a'] as const;

/**
 * Endings of the last-resort three-beat inventions: only the endings of given names and brands
 * ("Ranavia", "Broluvo"). English word endings made them read as misspelt words ("Sanadard",
 * "Vazamton", "Ranasent", "Brenusum", "Funavus") or worse ("Notitard").
 */
const FILL_ENDINGS = ['a', 'o', 'ia', 'io', 'ex', 'ix', 'ina', 'ora'];

/** A first syllable of a business word that closes on one consonant: "den" (dental), "cof". */
const CLOSED_HEAD = /^(?:[bcdfghjklmnprstvwz]|br|cr|dr|fl|fr|gr|pl|pr|st|tr)[aeiou][bcdfgklmnprstvz]$/;

/** Two invented syllables, onset and middle consonant different ("Lu-ria", never "Bu-bia"). */
function coinWord(inventory: Inventory, rng: Rng, beats = 2): string {
  const onset = rng.pick(inventory.onsets);
  const medials = MEDIALS.filter((m) => !onset.includes(m));
  let out = onset + rng.pick(inventory.vowels) + rng.pick(medials);
  for (let i = 2; i < beats; i += 1) out += rng.pick(inventory.vowels) + rng.pick(medials);
  return out + rng.pick(inventory.endings);
}

/**
 * Coined words held to a strict shape: two syllables, consonant-vowel-consonant-vowel with a
 * known name ending ("Pelix", "Luria", "Rovia"). Some start with the closed first syllable of a
 * business word so the name still sounds like the trade ("Denova" for a dental clinic); the rest
 * are free inventions. Clusters inside the word read as noise and are never made; three-beat
 * inventions only fill up a medium or long batch that ran out of better names.
 */
export function coinages(
  style: NameStyle,
  length: NameLength,
  pool: readonly PoolWord[],
  rng: Rng,
  { free = true, count = 160 }: { free?: boolean; count?: number } = {},
): NameCandidate[] {
  const inventory = INVENTORIES[style];
  const out: NameCandidate[] = [];
  // Heads come from the founder's and the business's own words: WordNet's neighbours gave heads
  // that are other words ("Men-" from "mend", "Bus-" from "bushel").
  const heads = pool
    .filter((p) => p.source !== 'related')
    .map((p) => {
      const first = syllables(p.word)[0] ?? '';
      return { p, head: CLOSED_HEAD.test(first) ? first : p.word.slice(0, 3) };
    })
    .filter(({ head }) => CLOSED_HEAD.test(head));
  // Medium and long batches only fall back on coinages: a whole business word with a name ending
  // ("Groomia", "Dentora") keeps the trade audible; three-beat inventions come last, so a batch
  // can always be filled.
  if (length !== 'short') {
    const stemOf = (w: string): string => (w.endsWith('e') ? w.slice(0, -1) : w);
    // Only the founder's own keywords, and only the endings of a given name: "Invoicia" reads as
    // the business, "Stampova", "Coinelle" and "Quillique" (from trade words) read as noise.
    const whole = pool
      .filter(
        (p) =>
          p.source === 'keyword' &&
          p.word.length >= 4 &&
          p.word.length <= 8 &&
          !/(ing|tion|ment|ness)$/.test(p.word) &&
          /[^aeiouy]$/.test(stemOf(p.word)),
      )
      .flatMap((p) =>
        WHOLE_WORD_ENDINGS.map((ending) => ({
          name: capitalize(stemOf(p.word) + ending),
          strategy: 'coined' as const,
          parts: [
            { ...partOf(p), text: stemOf(p.word) },
            { text: ending, word: ending, source: 'sound' as const },
          ],
        })),
      );
    const invented: NameCandidate[] = [];
    for (let i = 0; free && i < count; i += 1) {
      // Last-resort fill: a wider set of endings keeps a batch from running out of distinct stems.
      const word = coinWord({ ...inventory, endings: [...inventory.endings, ...FILL_ENDINGS] }, rng, 3);
      if (soundsEasy(word))
        invented.push({
          name: capitalize(word),
          strategy: 'coined',
          parts: [{ text: word, word, source: 'sound' }],
        });
    }
    return free ? [...whole, ...invented] : whole;
  }
  for (let i = 0; i < count; i += 1) {
    if (heads.length > 0 && (!free || i % 4 !== 3)) {
      const { p, head } = rng.pick(heads);
      const ending = rng.pick(inventory.endings);
      out.push({
        name: capitalize(head + ending),
        strategy: 'coined',
        parts: [
          { text: head, word: p.word, source: 'sound' },
          { text: ending, word: ending, source: 'sound' },
        ],
      });
    } else if (free) {
      const word = coinWord(inventory, rng);
      if (!soundsEasy(word)) continue;
      out.push({
        name: capitalize(word),
        strategy: 'coined',
        parts: [{ text: word, word, source: 'sound' }],
      });
    }
  }
  return out;
}

/**
 * Invented words that are easy on the ear: at most one hard rare letter (k, z, x, q), no syllable
 * said twice ("Sunsun", "Riroo"), no doubled vowel at the end.
 */
export function soundsEasy(name: string): boolean {
  const w = name.toLowerCase();
  if ((w.match(/[kzxq]/g) ?? []).length > 1) return false;
  if (/(..)\1/.test(w) || /(.)\1$/.test(w)) return false;
  return !/[kzxqv][^aeiouy]|[^aeiouy][kzxq][^aeiouy]/.test(w.slice(0, -1));
}
