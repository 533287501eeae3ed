import { readFileSync } from 'node:fs';
import { PassThrough, Writable } from 'node:stream';
import { exportTypes } from '../../contracts/options';
import { emptyProject, fullProject } from '../fixtures/full-project';
import { largeProject } from '../fixtures/large-project';
import { renderExport } from './render-export';
import {
  makeTempDir,
  pdfPageCount,
  pdfText,
  renderToFile,
  TEST_NOW,
  zipEntries,
  zipEntry,
  type TempDir,
} from './testing/export-files.test-helper';

// Rendering several exports and reading them back with poppler/unzip is slow on a busy machine.
jest.setTimeout(60_000);

describe('renderExport', () => {
  let dir: TempDir;
  beforeAll(() => {
    dir = makeTempDir();
  });
  afterAll(() => dir.remove());

  describe('a project with empty stepData', () => {
    it.each(['business-plan', 'brand-guidelines', 'technical-docs', 'requirements'] as const)(
      '%s: valid PDF and Markdown saying "Not defined yet"',
      async (type) => {
        const pdf = await renderToFile(dir.path, emptyProject, type, 'pdf');
        expect(pdfText(pdf)).toContain('Not defined yet');
        const md = await renderToFile(dir.path, emptyProject, type, 'md');
        expect(readFileSync(md, 'utf8')).toContain('_Not defined yet_');
      },
    );

    it('zips are valid and say what is missing', async () => {
      const logos = await renderToFile(dir.path, emptyProject, 'logo-files');
      expect(zipEntries(logos)).toEqual(['README.txt', 'manifest.json']);
      expect(zipEntry(logos, 'README.txt').toString('utf8')).toContain('Logo: Not defined yet');
      const all = await renderToFile(dir.path, emptyProject, 'complete-package');
      expect(zipEntries(all)).toEqual(
        expect.arrayContaining([
          'README.md',
          'project.json',
          'business-plan.pdf',
          'requirements.md',
          'logos/README.txt',
        ]),
      );
      expect(zipEntries(all).some((e) => e.startsWith('vibe-coding/'))).toBe(false);
      expect(JSON.parse(zipEntry(all, 'project.json').toString('utf8'))).toEqual({});
    });
  });

  it('copes with a project at the limits: long texts, 120 stories, broken and unselected logos', async () => {
    const zip = await renderToFile(dir.path, largeProject, 'complete-package');
    const entries = zipEntries(zip);
    // Each logo as full colour, black, white and icon SVG, plus the SVG favicon.
    expect(entries.filter((e) => e.endsWith('.svg'))).toHaveLength(8 * 4 + 1);
    const index = zipEntry(zip, 'README.md').toString('utf8');
    expect(index).toContain('Logo 1 of 10 was left out because it is not an SVG (image/png)');
    expect(index).toContain('Logo 2 of 10 was left out because its SVG could not be read');
    const plan = await renderToFile(dir.path, largeProject, 'business-plan', 'pdf');
    expect(pdfPageCount(plan)).toBeGreaterThan(10);
    expect(pdfText(plan)).toContain('Story 120: café report ☕ for ?? branch');
  });

  it('streams every export type into a slow consumer and ends it', async () => {
    for (const type of exportTypes) {
      let bytes = 0;
      const slow = new Writable({
        highWaterMark: 1024,
        write(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length;
          setImmediate(callback);
        },
      });
      await renderExport(fullProject, type, undefined, slow, { now: TEST_NOW });
      expect(slow.writableFinished).toBe(true);
      expect(bytes).toBeGreaterThan(1000);
    }
  });

  it('rejects, without hanging, when the consumer fails half-way', async () => {
    let seen = 0;
    const failing = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        callback(seen > 50_000 ? new Error('client went away') : null);
      },
    });
    await expect(
      renderExport(fullProject, 'complete-package', undefined, failing, { now: TEST_NOW }),
    ).rejects.toThrow('client went away');
  });

  it('defaults documents to PDF and honours md', async () => {
    const sink = (): { out: PassThrough; data: () => string } => {
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on('data', (c: Buffer) => chunks.push(c));
      return { out, data: () => Buffer.concat(chunks).toString('latin1') };
    };
    const pdf = sink();
    await renderExport(fullProject, 'requirements', undefined, pdf.out, { now: TEST_NOW });
    expect(pdf.data().startsWith('%PDF-')).toBe(true);
    const md = sink();
    await renderExport(fullProject, 'requirements', 'md', md.out, { now: TEST_NOW });
    expect(md.data().startsWith('# Brewline: Product Requirements')).toBe(true);
  });
});
