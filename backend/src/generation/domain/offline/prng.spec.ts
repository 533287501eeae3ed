import { createRng, hashString, mulberry32, stableStringify } from './prng';

describe('prng', () => {
  it('gives the same sequence for the same seed and input', () => {
    const a = createRng(42, 'names', { keywords: 'fit' });
    const b = createRng(42, 'names', { keywords: 'fit' });
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });

  it('gives another sequence for another seed or input', () => {
    const base = createRng(42, 'x').next();
    expect(createRng(43, 'x').next()).not.toBe(base);
    expect(createRng(42, 'y').next()).not.toBe(base);
  });

  it('hashes objects independently of key order', () => {
    expect(stableStringify({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe(
      stableStringify({ a: [2, { c: 4, d: 3 }], b: 1 }),
    );
    expect(createRng(1, { a: 1, b: 2 }).next()).toBe(createRng(1, { b: 2, a: 1 }).next());
    expect(hashString('a')).not.toBe(hashString('b'));
  });

  it('stays in range and spreads values', () => {
    const next = mulberry32(7);
    const buckets = new Array<number>(10).fill(0);
    let min = 1;
    let max = 0;
    for (let i = 0; i < 10_000; i += 1) {
      const v = next();
      min = Math.min(min, v);
      max = Math.max(max, v);
      buckets[Math.floor(v * 10)] = (buckets[Math.floor(v * 10)] ?? 0) + 1;
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    expect(Math.min(...buckets)).toBeGreaterThan(850);
    const rng = createRng(3);
    for (let i = 0; i < 200; i += 1) {
      const n = rng.int(2, 5);
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(5);
    }
  });

  it('shuffles without losing items and forks independent streams', () => {
    const rng = createRng(9);
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect([...rng.shuffle(items)].sort()).toEqual(items);
    expect(rng.sample(items, 3)).toHaveLength(3);
    expect(new Set(rng.sample(items, 6)).size).toBe(6);
    const forkA = createRng(9).fork('colours').next();
    const parent = createRng(9);
    parent.next();
    parent.next();
    expect(parent.fork('colours').next()).toBe(forkA);
    expect(() => rng.pick([])).toThrow();
  });
});
