import type { NameCandidate, NamePart } from '../candidate';
import { isPronounceable, syllables } from '../phonotactics';
import { capitalize, partOf, type PoolWord } from '../pool';

/** Words with a quality in them that blend well: "fitness" + "vitality" -> "Fitality". */
const PARTNERS: readonly { word: string; meaning: string }[] = [
  { word: 'academy', meaning: 'a place of learning' },
  { word: 'harmony', meaning: 'things working together' },
  { word: 'vitality', meaning: 'energy and health' },
  { word: 'energy', meaning: 'drive' },
  { word: 'delight', meaning: 'pleasure' },
  { word: 'radiant', meaning: 'a glow' },
  { word: 'odyssey', meaning: 'a great journey' },
  { word: 'galaxy', meaning: 'a world of possibilities' },
  { word: 'genius', meaning: 'cleverness' },
  { word: 'velocity', meaning: 'speed' },
  { word: 'brilliant', meaning: 'brilliance' },
  { word: 'utopia', meaning: 'an ideal place' },
  { word: 'horizon', meaning: 'what comes next' },
  { word: 'origin', meaning: 'a fresh start' },
  { word: 'venture', meaning: 'enterprise' },
  { word: 'element', meaning: 'the essentials' },
  { word: 'nature', meaning: 'naturalness' },
  { word: 'fusion', meaning: 'bringing things together' },
  { word: 'wonder', meaning: 'curiosity' },
  { word: 'clarity', meaning: 'clearness' },
  { word: 'serenity', meaning: 'calm' },
  { word: 'bravado', meaning: 'boldness' },
  { word: 'panorama', meaning: 'the whole view' },
  { word: 'avenue', meaning: 'a way forward' },
  { word: 'meadow', meaning: 'open calm' },
  { word: 'lumina', meaning: 'light' },
];

/** Heads keep at least three letters of the first word, cut after one of its syllables. */
function heads(word: string): string[] {
  const s = syllables(word);
  const out = new Set<string>([word]);
  for (let n = 1; n < s.length; n += 1) out.add(s.slice(0, n).join(''));
  return [...out].filter((h) => h.length >= 3);
}

/** Tails keep at least four letters of the second word, starting at one of its syllables. */
function tails(word: string): string[] {
  const s = syllables(word);
  const out: string[] = [];
  for (let n = 1; n < s.length; n += 1) out.push(s.slice(n).join(''));
  return out.filter((t) => t.length >= 4);
}

/**
 * Portmanteaus cut at syllable boundaries: the start of a business word and the end of a word
 * with a quality in it, joined where the sounds run on ("Codemy", "Fitality"). When the first
 * word's end already overlaps the second's start, they share the letters ("Breadventure").
 */
export function blends(pool: readonly PoolWord[]): NameCandidate[] {
  const out: NameCandidate[] = [];
  for (const p of pool) {
    for (const partner of PARTNERS) {
      const second: NamePart = {
        text: partner.word,
        word: partner.word,
        source: 'image',
        meaning: partner.meaning,
      };
      for (const head of heads(p.word)) {
        for (const tail of tails(partner.word)) {
          if (head === p.word && tail === partner.word) continue;
          const joined = head.endsWith(tail.charAt(0)) ? head + tail.slice(1) : head + tail;
          if (!isPronounceable(joined)) continue;
          out.push({
            name: capitalize(joined),
            strategy: 'blend',
            parts: [
              { ...partOf(p), text: head },
              { ...second, text: tail },
            ],
          });
        }
      }
      for (let k = Math.min(3, p.word.length - 1); k >= 1; k -= 1) {
        if (partner.word.startsWith(p.word.slice(-k)) && p.word.length - k >= 2) {
          out.push({
            name: capitalize(p.word + partner.word.slice(k)),
            strategy: 'blend',
            parts: [partOf(p), { ...second, text: partner.word.slice(k) }],
          });
          break;
        }
      }
    }
  }
  return out;
}
