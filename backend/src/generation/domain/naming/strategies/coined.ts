import type { NameLength, NameStyle } from '../../../../contracts/options';
import type { NameCandidate } from '../candidate';
import { syllables } from '../phonotactics';
import { capitalize, type PoolWord } from '../pool';
import type { Rng } from '../../offline/prng';

interface Inventory {
  onsets: readonly string[];
  vowels: readonly string[];
  endings: readonly string[];
}

/** Sounds per style: crisp stops and x/v endings for tech, soft liquids and open vowels for creative. */
const INVENTORIES: Record<NameStyle, Inventory> = {
  'Modern & Tech': {
    onsets: ['b', 'd', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z', 'br', 'kr', 'pl', 'tr', 'fl', 'qu'],
    vowels: ['a', 'e', 'i', 'o', 'u'],
    endings: ['o', 'a', 'io', 'ix', 'ex', 'on', 'ly', 'ra', 'va', 'ent', 'um', 'iq'],
  },
  'Professional & Corporate': {
    onsets: ['c', 'd', 'h', 'l', 'm', 'n', 'r', 's', 't', 'v', 'br', 'cr', 'pr', 'st', 'tr', 'gr'],
    vowels: ['a', 'e', 'i', 'o'],
    endings: ['ant', 'ent', 'ia', 'is', 'on', 'um', 'era', 'ar', 'ell', 'ard', 'ton', 'ley'],
  },
  'Creative & Unique': {
    onsets: ['b', 'f', 'l', 'm', 'n', 'r', 's', 'v', 'th', 'fl', 'br', 'pl'],
    vowels: ['a', 'e', 'i', 'o', 'u', 'ai', 'ou'],
    endings: ['a', 'ia', 'elle', 'ora', 'ine', 'etta', 'iel', 'eo', 'issa'],
  },
  'Short & Memorable': {
    onsets: ['b', 'd', 'f', 'g', 'k', 'l', 'm', 'n', 'p', 'r', 't', 'v', 'z'],
    vowels: ['a', 'e', 'i', 'o', 'u'],
    endings: ['o', 'a', 'i', 'y', 'ix', 'ex', 'ko', 'va', 'lo'],
  },
};

/** Simple consonants for inner syllables: clusters only ever open the word. */
const SIMPLE = /^[bcdfghklmnprstvz]$/;

function coinWord(inventory: Inventory, syllableCount: number, rng: Rng): string {
  let out = rng.pick(inventory.onsets) + rng.pick(inventory.vowels);
  for (let i = 1; i < syllableCount; i += 1)
    out += rng.pick(inventory.onsets.filter((o) => SIMPLE.test(o))) + rng.pick(inventory.vowels);
  return out.slice(0, -1) + rng.pick(inventory.endings);
}

/**
 * Coined words from syllables that are valid in English (onset + vowel, with a style's endings):
 * some start with the first syllable of a business word so the name still sounds like the trade
 * ("Denvora" for a dental clinic), the rest are free inventions ("Kavix", "Lumelle").
 */
export function coinages(
  style: NameStyle,
  length: NameLength,
  pool: readonly PoolWord[],
  rng: Rng,
  count = 160,
): NameCandidate[] {
  // Short names take two syllables; medium and long ones three (long ones then gain a noun), and
  // only when they start from a business word: free three-syllable inventions read as noise.
  const beats = length === 'short' ? 2 : 3;
  const inventory = INVENTORIES[style];
  const out: NameCandidate[] = [];
  const heads = pool
    .map((p) => ({ p, head: syllables(p.word)[0] ?? '' }))
    .filter(({ head }) => head.length >= 2 && head.length <= 4 && /[aeiouy]/.test(head));
  for (let i = 0; i < count; i += 1) {
    const anchored = heads.length > 0 && (beats === 3 || i % 2 === 0);
    if (anchored) {
      const { p, head } = rng.pick(heads);
      const ending =
        (beats === 3
          ? rng.pick(inventory.onsets.filter((o) => SIMPLE.test(o))) + rng.pick(inventory.vowels)
          : '') + rng.pick(inventory.endings);
      const headOpen = /[aeiouy]$/.test(head);
      const endingOpen = /^[aeiou]/.test(ending);
      const joinedTail =
        headOpen && endingOpen
          ? rng.pick(inventory.onsets.filter((o) => SIMPLE.test(o))) + ending
          : !headOpen && !endingOpen
            ? rng.pick(inventory.vowels) + ending
            : ending;
      out.push({
        name: capitalize(head + joinedTail),
        strategy: 'coined',
        parts: [
          { text: head, word: p.word, source: 'sound' },
          { text: joinedTail, word: joinedTail, source: 'sound' },
        ],
      });
    } else {
      const word = coinWord(inventory, beats, rng);
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
