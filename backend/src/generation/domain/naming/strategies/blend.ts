import type { NameCandidate, NamePart } from '../candidate';
import { isPronounceable } from '../phonotactics';
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

/**
 * The only tails kept: the end of a partner word that is still recognisable at a glance
 * ("-topia" for utopia, "-venue" for avenue, "-rizon" for horizon). Cuts such as "-nity",
 * "-rigin", "-diant", "-liant" read as noise, and "-enius", "-ergy" mostly did ("Pupenius").
 */
const RECOGNISABLE_TAILS: Readonly<Record<string, readonly string[]>> = {
  // "-venue", "-rizon", "-mony" and "-locity" made "Petvenue", "Crewrizon", "Chairmony" and
  // "Framelocity": only "-topia" keeps its meaning after any short word ("Puptopia").
  utopia: ['topia'],
};

/** Heads are the whole business word, or the word without a final silent "e" ("invoic(e)"). */
function heads(word: string): string[] {
  return word.endsWith('e') && word.length > 4 ? [word, word.slice(0, -1)] : [word];
}

/**
 * Portmanteaus whose two halves are both recognisable at a glance: a whole word of the business
 * and a well-known end of a word with a quality in it ("Coftopia", "Petvenue", "Pawrizon"). When the first word's end already overlaps the second's start, they share the
 * letters ("Breadventure").
 */
export function blends(pool: readonly PoolWord[]): NameCandidate[] {
  const out: NameCandidate[] = [];
  for (const p of pool) {
    if (p.word.length > 4 || p.source === 'related') continue;
    for (const partner of PARTNERS) {
      const second: NamePart = {
        text: partner.word,
        word: partner.word,
        source: 'image',
        meaning: partner.meaning,
      };
      for (const head of heads(p.word)) {
        for (const tail of RECOGNISABLE_TAILS[partner.word] ?? []) {
          if (tail === partner.word || head.endsWith(tail.charAt(0))) continue;
          const joined = head + tail;
          if (!isPronounceable(joined) || /[^aeiouy]{3}/.test(joined)) continue;
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
      for (let k = Math.min(3, p.word.length - 1); k >= 2; k -= 1) {
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
