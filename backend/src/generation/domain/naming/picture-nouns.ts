import { NOT_PICTURES } from './data/not-pictures';
import {
  NOUN_KINDS,
  isAdjective,
  nounSense,
  nounSenseOffsets,
  synsetAt,
  type NounKind,
  type Synset,
} from './wordnet';
import { isFamiliarWord } from './word-data';

/**
 * Picture words for a business the knowledge base has no trade words for, found in WordNet 3.1:
 * the concrete things a founder's keyword is made of, has as parts, or comes in ("bicycle" ->
 * spoke, chain, pedal, saddle; "pottery" -> clay, kiln, glaze; "boat" -> hull, keel, rudder).
 */

/** The kinds of thing a name can picture: things you can see and touch. */
const CONCRETE: ReadonlySet<NounKind> = new Set([
  'artifact',
  'food',
  'object',
  'plant',
  'animal',
  'substance',
  'shape',
]);

const kindOf = (synset: Synset): NounKind | undefined => NOUN_KINDS[synset.lexFile - 3];

/** A picture word and how close it is to the keyword (0..1). */
export interface PictureNoun {
  word: string;
  weight: number;
}

/**
 * Whether `word` names this synset in its most common sense, or in its second when it is no adjective:
 * "ordinary" is a bicycle only in its fifth sense and "tender" a boat in its sixth, "flat" and
 * "plastic" read as qualities; a founder reads them otherwise. A part of the keyword's own thing
 * is read in its sense beside it ("chain" and "pedal" beside a bicycle): up to its third sense.
 */
function commonSense(word: string, synset: Synset, loose: boolean): boolean {
  const rank = nounSenseOffsets(word).indexOf(synset.offset);
  if (loose) return rank >= 0 && rank < 3;
  return rank === 0 || (rank === 1 && !isAdjective(word));
}

/** The plain, short, familiar single words of a concrete synset ("spoke", never "felloe"). */
function wordsOf(synset: Synset, loose = false): string[] {
  if (!CONCRETE.has(kindOf(synset) as NounKind)) return [];
  return plainWords(synset, loose);
}

/**
 * The picture words beside the keyword in a concrete synset's compound names: "ice-cream cone" ->
 * cone, "vanilla ice cream" -> vanilla, "bicycle seat" -> seat ("card table" says nothing of a desk).
 */
function wordsWithin(synset: Synset, names: readonly string[]): string[] {
  if (!CONCRETE.has(kindOf(synset) as NounKind)) return [];
  return synset.words
    .filter((w, i) => !synset.proper[i] && /[_-]/.test(w))
    .map((w) => ` ${w.replace(/[_-]/g, ' ')} `)
    .flatMap((w) => {
      const name = names.find((n) => w.includes(` ${n} `));
      return name ? w.replace(` ${name} `, ' ').trim().split(' ') : [];
    })
    .filter(isPictureNoun);
}

function plainWords(synset: Synset, loose: boolean): string[] {
  return synset.words.filter(
    (w, i) =>
      !synset.proper[i] &&
      /^[a-z]{3,7}$/.test(w) &&
      !NOT_PICTURES.has(w) &&
      isFamiliarWord(w) &&
      commonSense(w, synset, loose),
  );
}

/** The noun a gloss word stands for, singular when WordNet knows it ("spokes" -> spoke). */
function glossNoun(token: string): string | undefined {
  const singular = token.endsWith('ss') ? [] : [token.replace(/s$/, ''), token.replace(/es$/, '')];
  for (const w of [...singular, token]) if (w.length >= 3 && nounSenseOffsets(w).length > 0) return w;
  return undefined;
}

/** The concrete nouns a gloss names in its definition ("a frame with spokes" -> frame, spoke). */
function glossNouns(synset: Synset): string[] {
  const definition = synset.gloss.split(/[;"]/)[0] ?? '';
  return definition
    .toLowerCase()
    .split(/[^a-z]+/)
    .map(glossNoun)
    .filter((w): w is string => w !== undefined)
    .filter(isPictureNoun);
}

/** A word whose most common sense is a concrete thing a name can picture ("wheel"; not "service", nor "flat"). */
export function isPictureNoun(word: string): boolean {
  const first = nounSenseOffsets(word)[0];
  return first !== undefined && !isAdjective(word) && wordsOf(synsetAt('noun', first)).includes(word);
}

const PARTS = new Set(['%p', '%s', '%m']);

const linked = (synset: Synset, symbols: ReadonlySet<string>): Synset[] =>
  synset.pointers
    .filter((p) => p.pos === 'noun' && symbols.has(p.symbol))
    .map((p) => synsetAt('noun', p.offset));

/**
 * Concrete nouns related to a keyword (a word or a phrase such as "ice cream"), closest first: its
 * parts and what it is made of, the things its definition names, the parts of its parts and of
 * what it is a kind of ("boat" is a vessel, which has a hull and a rudder), its kinds, and, when it
 * has few kinds, the other kinds of what it is ("ice cream" -> sundae, sherbet, parfait).
 */
export function pictureNouns(keyword: string, context: readonly string[] = []): PictureNoun[] {
  const key = keyword.toLowerCase().trim().replace(/\s+/g, '_');
  const sense = nounSense(key, context);
  if (!sense) return [];
  const best = new Map<string, number>();
  const add = (words: readonly string[], weight: number) => {
    for (const w of words)
      if (w !== key && !key.split('_').includes(w) && weight > (best.get(w) ?? 0)) best.set(w, weight);
  };
  const parts = linked(sense, PARTS);
  for (const part of parts) add(wordsOf(part, true), 0.9);
  const names = sense.words.map((w) => w.replace(/[_-]/g, ' '));
  for (const part of parts) add(wordsWithin(part, names), 0.75);
  add(glossNouns(sense), 0.8);
  const kinds = linked(sense, new Set(['@']));
  for (const kind of kinds) for (const part of linked(kind, PARTS)) add(wordsOf(part), 0.8);
  for (const part of parts) {
    add(glossNouns(part), 0.7);
    for (const sub of linked(part, new Set(['%p']))) add(wordsOf(sub), 0.7);
  }
  // Its kinds, the shortest four (the plainer words: "ferry" and "barge" before "towboat").
  const hyponyms = linked(sense, new Set(['~']));
  const kindsOf = hyponyms.flatMap((h) => wordsOf(h));
  add([...kindsOf].sort((a, b) => a.length - b.length || a.localeCompare(b)).slice(0, 4), 0.6);
  add(hyponyms.flatMap((h) => wordsWithin(h, names)).slice(0, 6), 0.5);
  if (kindsOf.length < 3)
    for (const kind of kinds)
      for (const sibling of linked(kind, new Set(['~']))) {
        add(wordsOf(sibling), 0.45);
        add(wordsWithin(sibling, names), 0.4);
      }
  for (const topic of linked(sense, new Set(['-c', '#p']))) add(wordsOf(topic), 0.55);
  return [...best.entries()]
    .map(([word, weight]) => ({ word, weight }))
    .sort((a, b) => b.weight - a.weight || a.word.localeCompare(b.word));
}
