/**
 * Deterministic randomness for the offline generator: mulberry32 seeded with a 32-bit hash of the
 * request and the caller's seed. No Math.random, no clock: the same input and seed always give the
 * same output; another seed gives another output.
 */

/** FNV-1a over UTF-16 code units, finished with a murmur3-style avalanche. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** JSON with sorted object keys, so equal inputs hash equally whatever their key order. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** A shuffled copy (Fisher-Yates). */
  shuffle: <T>(items: readonly T[]) => T[];
  /** Up to `n` distinct items in random order. */
  sample: <T>(items: readonly T[], n: number) => T[];
  /** An independent stream for one purpose, so adding draws in one place does not shift another. */
  fork: (label: string) => Rng;
}

function rngFrom(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('Cannot pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    sample: <T>(items: readonly T[], n: number): T[] => rng.shuffle(items).slice(0, Math.max(0, n)),
    fork: (label) => rngFrom(hashString(`${seed}:${label}`)),
  };
  return rng;
}

/** A generator seeded by the caller's seed and whatever identifies the request. */
export function createRng(seed: number, ...parts: unknown[]): Rng {
  return rngFrom(hashString(`${seed >>> 0}|${stableStringify(parts)}`));
}
