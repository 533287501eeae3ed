/**
 * The heavy libraries (KurrentDB client, Stripe, OpenAI, and the export renderer's pdfkit,
 * archiver and resvg) are loaded only when configured or first used, so an idle server does not
 * carry them (docs/benchmarks.md "Exports"). Each mock factory below runs only if something
 * requires the library; loading the whole application module graph must not.
 */
const mockLoaded: string[] = [];
jest.mock('@eventstore/db-client', () => (mockLoaded.push('@eventstore/db-client'), jest.requireActual<object>('@eventstore/db-client')));
jest.mock('stripe', () => (mockLoaded.push('stripe'), jest.requireActual<object>('stripe')));
jest.mock('openai', () => (mockLoaded.push('openai'), jest.requireActual<object>('openai')));
jest.mock('pdfkit', () => (mockLoaded.push('pdfkit'), jest.requireActual<object>('pdfkit')));
jest.mock('archiver', () => (mockLoaded.push('archiver'), jest.requireActual<object>('archiver')));
jest.mock('@resvg/resvg-js', () => (mockLoaded.push('@resvg/resvg-js'), jest.requireActual<object>('@resvg/resvg-js')));

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
    const { createBilling } = require('./billing/adapters/billing-factory') as typeof import('./billing/adapters/billing-factory');
    const { createGenerator } = require('./generation/adapters/generator-factory') as typeof import('./generation/adapters/generator-factory');
    /* eslint-enable @typescript-eslint/no-require-imports */
    createBilling({});
    createGenerator({});
    expect(mockLoaded).toEqual([]);
    createBilling({ STRIPE_SECRET_KEY: 'sk_test_123' });
    createGenerator({ apiKey: 'sk-test' });
    expect(mockLoaded).toEqual(expect.arrayContaining(['stripe', 'openai']));
  });
});
