import { deferModule } from './defer-fontkit';

// deferFontkit works on Node's own module cache, which jest's registry replaces (it ignores
// writes to require.cache), so the stand-in is tested here on a cache object of its own; the
// benchmark (docs/benchmarks.md "Exports") measures the real server with it.
describe('deferModule', () => {
  const filename = '/virtual/node_modules/fontkit/dist/main.cjs';

  it('loads the real module only at the first property read, then forwards to it', () => {
    const cache: NodeJS.Dict<NodeModule> = {};
    const real = { create: (name: string) => `font ${name}`, version: 2 };
    const load = jest.fn(() => real);
    deferModule(cache, filename, load);

    const requiredByPdfkit = cache[filename]!.exports as typeof real;
    expect(load).not.toHaveBeenCalled();
    expect(requiredByPdfkit.create('Inter')).toBe('font Inter');
    expect(requiredByPdfkit.version).toBe(2);
    expect('create' in requiredByPdfkit).toBe(true);
    expect(Object.keys(requiredByPdfkit)).toEqual(['create', 'version']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a module that is already cached alone', () => {
    const loaded = { exports: { create: () => 'real' } } as unknown as NodeModule;
    const cache: NodeJS.Dict<NodeModule> = { [filename]: loaded };
    const load = jest.fn(() => ({}));
    deferModule(cache, filename, load);
    expect(cache[filename]).toBe(loaded);
    expect(load).not.toHaveBeenCalled();
  });

  it('tries again at the next use when loading failed', () => {
    const cache: NodeJS.Dict<NodeModule> = {};
    const load = jest
      .fn<object, []>()
      .mockImplementationOnce(() => {
        throw new Error('not installed');
      })
      .mockImplementationOnce(() => ({ create: () => 'loaded' }));
    deferModule(cache, filename, load);
    const stub = cache[filename]!.exports as { create: () => string };
    expect(() => stub.create()).toThrow('not installed');
    expect(stub.create()).toBe('loaded');
  });
});
