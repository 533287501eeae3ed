import Module, { createRequire } from 'node:module';

/**
 * Puts a stand-in for the module at `filename` into a CommonJS module cache, so that whoever
 * requires it next gets an object that loads the real module at its first use (a property read
 * such as `fontkit.create`). Does nothing when the module is already cached (loaded, or already
 * deferred). `load` must bypass the stand-in; `deferFontkit` removes it from the cache first.
 */
export function deferModule(cache: NodeJS.Dict<NodeModule>, filename: string, load: () => object): void {
  if (cache[filename]) return;
  let real: object | undefined;
  const target = (): object => (real ??= load());
  const stub = new Module(filename);
  stub.filename = filename;
  stub.loaded = true;
  stub.exports = new Proxy(
    {},
    {
      get: (_empty, key) => Reflect.get(target(), key) as unknown,
      has: (_empty, key) => Reflect.has(target(), key),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor: (_empty, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
        // A proxy may not report a property as non-configurable that its (empty) target lacks.
        return descriptor && { ...descriptor, configurable: true };
      },
    },
  );
  cache[filename] = stub;
}

/**
 * pdfkit requires fontkit in its first lines, but fontkit (OpenType tables, Unicode data, brotli:
 * ~11 MB of heap) is needed only once a PDF is built: the PDFs embed DejaVu, which pdf-fonts.ts
 * parses with fontkit at the first document and shares from then on. Without this, fontkit would
 * load with pdfkit at server start even on a server that never exports a PDF
 * (docs/benchmarks.md "Exports"). Call this before pdfkit is required: fontkit is then loaded at
 * its first use, and it behaves as usual from then on.
 *
 * Node's module cache only: under jest, whose module registry ignores writes to `require.cache`,
 * this does nothing and fontkit loads with pdfkit, as it would without it.
 */
export function deferFontkit(cache: NodeJS.Dict<NodeModule> = require.cache): void {
  const fromPdfkit = createRequire(require.resolve('pdfkit'));
  const filename = fromPdfkit.resolve('fontkit');
  deferModule(cache, filename, () => {
    delete cache[filename];
    return fromPdfkit('fontkit') as object;
  });
}
