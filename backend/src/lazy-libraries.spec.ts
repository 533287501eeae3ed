/**
 * The heavy libraries (KurrentDB client, Stripe, OpenAI, and the export renderer's pdfkit,
 * fflate zip writer and resvg) are loaded only when configured or first used, so an idle server does not
 * carry them (docs/benchmarks.md "Exports"). Each mock factory below runs only if something
 * requires the library; loading the whole application module graph must not.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const mockLoaded: string[] = [];
jest.mock(
  '@eventstore/db-client',
  () => (mockLoaded.push('@eventstore/db-client'), jest.requireActual<object>('@eventstore/db-client')),
);
jest.mock('stripe', () => (mockLoaded.push('stripe'), jest.requireActual<object>('stripe')));
jest.mock('openai', () => (mockLoaded.push('openai'), jest.requireActual<object>('openai')));
jest.mock('pdfkit', () => (mockLoaded.push('pdfkit'), jest.requireActual<object>('pdfkit')));
jest.mock('fflate', () => (mockLoaded.push('fflate'), jest.requireActual<object>('fflate')));
jest.mock(
  '@resvg/resvg-js',
  () => (mockLoaded.push('@resvg/resvg-js'), jest.requireActual<object>('@resvg/resvg-js')),
);

describe('heavy libraries are loaded lazily', () => {
  it('loads none of them with the application module graph', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('./app.module');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('./create-app');
    expect(mockLoaded).toEqual([]);
  });

  it('loads Stripe and OpenAI when they are configured', () => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { createBilling } =
      require('./billing/adapters/billing-factory') as typeof import('./billing/adapters/billing-factory');
    const { createGenerator } =
      require('./generation/adapters/generator-factory') as typeof import('./generation/adapters/generator-factory');
    /* eslint-enable @typescript-eslint/no-require-imports */
    createBilling({});
    createGenerator({});
    expect(mockLoaded).toEqual([]);
    createBilling({ STRIPE_SECRET_KEY: 'sk_test_123' });
    createGenerator({ apiKey: 'sk-test' });
    expect(mockLoaded).toEqual(expect.arrayContaining(['stripe', 'openai']));
  });
});

/**
 * fontkit, which pdfkit requires at load, is deferred through Node's module cache
 * (exports/rendering/pdf/defer-fontkit.ts) until the first PDF draws with its embedded DejaVu
 * fonts. jest's registry ignores that cache, so this runs in a plain Node process on the
 * TypeScript sources (test/swc-require-hook.js).
 */
describe('fontkit is loaded with the first PDF, not with pdfkit', () => {
  it('is not loaded when pdfkit is, and loads when a PDF embeds its font', () => {
    const root = join(__dirname, '..', '..');
    const script = `
      const { buildPdf } = require('./backend/src/exports/rendering/pdf/pdf-document.ts');
      // fontkit's own dependencies: in the module cache only once the real fontkit is loaded.
      const fontkitDeps = () =>
        Object.keys(require.cache).filter((k) => /node_modules\\/(restructure|unicode-properties|brotli)\\//.test(k)).length;
      const beforePdf = fontkitDeps();
      const pdf = buildPdf({ title: 'T', subject: 'S', now: new Date(0) }, (doc) => doc.text('Zażółć'));
      const chunks = [];
      pdf.on('data', (chunk) => chunks.push(chunk));
      pdf.on('end', () => {
        const text = Buffer.concat(chunks).toString('latin1');
        console.log(JSON.stringify({ beforePdf, afterPdf: fontkitDeps(), embedded: text.includes('/FontFile2') }));
      });
    `;
    const out = execFileSync(process.execPath, ['-r', './test/swc-require-hook.js', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    });
    const result = JSON.parse(out) as { beforePdf: number; afterPdf: number; embedded: boolean };
    expect(result.beforePdf).toBe(0);
    expect(result.afterPdf).toBeGreaterThan(0);
    expect(result.embedded).toBe(true);
  });
});
