import { deepEqual } from './deep-equal';

describe('deepEqual', () => {
  it('compares values, not key order, and ignores undefined keys', () => {
    expect(deepEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqual({ a: null }, { a: undefined })).toBe(false);
    expect(deepEqual([], {})).toBe(false);
    expect(deepEqual('1', 1)).toBe(false);
  });

  it("reads only a value's own keys: an inherited key is not the same as an own one", () => {
    // The wizard's former copy looked keys up without Object.hasOwn and called these equal.
    const inherits = Object.assign(Object.create({ a: 1 }) as object, { b: 1 });
    expect(deepEqual({ a: 1 }, inherits)).toBe(false);
  });
});
