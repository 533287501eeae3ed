import { cupChartMarkSvg, svgDataUrl, wordmarkSvg } from '../../fixtures/fixture-logos';
import { fullProject } from '../../fixtures/full-project';
import { generateLogos } from '../../../generation/domain/offline/logos/logos';
import { createRng } from '../../../generation/domain/offline/prng';
import type { ExportableProject } from '../exportable-project';
import { isPng, pngSize } from '../logo/png-size';
import {
  makeTempDir,
  renderToFile,
  zipEntries,
  zipEntry,
  type TempDir,
} from '../testing/export-files.test-helper';

// Rendering several exports and reading them back with poppler/unzip is slow on a busy machine.
jest.setTimeout(60_000);

const logoFiles = [
  'README.txt',
  'brewline-logo.svg',
  'png/brewline-logo-256.png',
  'png/brewline-logo-512.png',
  'png/brewline-logo-1024.png',
  'brewline-logo-black.svg',
  'png/brewline-logo-black-512.png',
  'brewline-logo-white.svg',
  'png/brewline-logo-white-512.png',
  'brewline-logo-icon.svg',
  'png/brewline-logo-icon-512.png',
  'variants/brewline-logo-on-light-512.png',
  'variants/brewline-logo-on-dark-512.png',
  'favicon/favicon.svg',
  'favicon/favicon.ico',
  'favicon/apple-touch-icon.png',
  'favicon/icon-192.png',
  'favicon/icon-512.png',
  'favicon/icon-maskable-512.png',
  'social/open-graph-1200x630.png',
  'social/avatar-400.png',
  'social/linkedin-banner-1584x396.png',
  'tokens/tokens.css',
  'tokens/tailwind.theme.js',
  'tokens/tokens.json',
];

/** The alpha of the top-left pixel of a PNG (0 = transparent). */
function cornerAlpha(png: Buffer): number {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Resvg } = require('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
  const { width, height } = pngSize(png)!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return new Resvg(svg).render().pixels[3] ?? -1;
}

function withLogos(logos: { imageUrl: string; selected: boolean }[]): ExportableProject {
  return {
    ...fullProject,
    stepData: {
      ...fullProject.stepData,
      logoCreation: { generatedLogos: logos.map((l, i) => ({ id: `logo-${i + 1}`, prompt: 'test', ...l })) },
    },
  };
}

describe('zip exports', () => {
  let dir: TempDir;
  beforeAll(() => {
    dir = makeTempDir();
  });
  afterAll(() => dir.remove());

  it('logo files: the selected logo as SVG, PNGs at 256/512/1024 and light/dark variants, with a README', async () => {
    const file = await renderToFile(dir.path, fullProject, 'logo-files');
    expect(zipEntries(file).sort()).toEqual([...logoFiles, 'manifest.json'].sort());
    expect(zipEntry(file, 'brewline-logo.svg').toString('utf8')).toBe(cupChartMarkSvg);
    for (const size of [256, 512, 1024]) {
      const png = zipEntry(file, `png/brewline-logo-${size}.png`);
      expect(isPng(png)).toBe(true);
      expect(pngSize(png)).toEqual({ width: size, height: size });
    }
    for (const tone of ['light', 'dark']) {
      expect(pngSize(zipEntry(file, `variants/brewline-logo-on-${tone}-512.png`))).toEqual({
        width: 512,
        height: 512,
      });
    }
    const readme = zipEntry(file, 'README.txt').toString('utf8');
    for (const name of logoFiles.slice(1)) expect(readme).toContain(name);
    expect(readme).toContain('#0F766E');
    // Transparent where the README says so, opaque where it says so.
    expect(cornerAlpha(zipEntry(file, 'png/brewline-logo-white-512.png'))).toBe(0);
    expect(cornerAlpha(zipEntry(file, 'favicon/icon-512.png'))).toBe(0);
    expect(cornerAlpha(zipEntry(file, 'favicon/apple-touch-icon.png'))).toBe(255);
    // The white version: ink white, the mark's white cup (a knock-out) black where the dark background shows.
    const white = zipEntry(file, 'brewline-logo-white.svg').toString('utf8');
    expect(white).not.toMatch(/(fill|stroke)="#(?!FFFFFF|000000)/);
    expect(white).toContain('fill="#000000"');
    const sizes: Array<[string, number, number]> = [
      ['favicon/apple-touch-icon.png', 180, 180],
      ['favicon/icon-192.png', 192, 192],
      ['favicon/icon-maskable-512.png', 512, 512],
      ['social/open-graph-1200x630.png', 1200, 630],
      ['social/avatar-400.png', 400, 400],
      ['social/linkedin-banner-1584x396.png', 1584, 396],
    ];
    for (const [name, width, height] of sizes)
      expect(pngSize(zipEntry(file, name))).toEqual({ width, height });
    const ico = zipEntry(file, 'favicon/favicon.ico');
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 3]);
    expect([ico[6], ico[22], ico[38]]).toEqual([16, 32, 48]);
    expect(zipEntry(file, 'tokens/tokens.css').toString('utf8')).toContain('--color-primary: #0F766E;');
    const dtcg = JSON.parse(zipEntry(file, 'tokens/tokens.json').toString('utf8')) as {
      color: Record<string, { $type: string; $value: string }>;
    };
    expect(dtcg.color.primary).toEqual(expect.objectContaining({ $type: 'color', $value: '#0F766E' }));
    expect(zipEntry(file, 'tokens/tailwind.theme.js').toString('utf8')).toContain('"primary": "#0F766E"');
  });

  it('logo files: every logo when none is selected, keeping each aspect ratio', async () => {
    const project = withLogos([
      { imageUrl: svgDataUrl(cupChartMarkSvg), selected: false },
      { imageUrl: svgDataUrl(wordmarkSvg), selected: false },
    ]);
    const file = await renderToFile(dir.path, project, 'logo-files');
    const entries = zipEntries(file);
    expect(entries).toEqual(
      expect.arrayContaining(['brewline-logo-1.svg', 'brewline-logo-2.svg', 'png/brewline-logo-2-256.png']),
    );
    expect(entries).toHaveLength(1 + 2 * 12 + 12 + 1); // README, 12 files per logo, 12 for the brand, manifest
    expect(pngSize(zipEntry(file, 'png/brewline-logo-2-256.png'))).toEqual({ width: 256, height: 100 });
    expect(pngSize(zipEntry(file, 'variants/brewline-logo-2-on-dark-512.png'))).toEqual({
      width: 512,
      height: 512,
    });
    expect(zipEntry(file, 'README.txt').toString('utf8')).toContain('No logo is selected yet');
  });

  it('logo files: broken and non-SVG logos are skipped with a note, never a crash', async () => {
    const project = withLogos([
      { imageUrl: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==', selected: true },
      { imageUrl: 'data:image/svg+xml;base64,PHN2ZyB3aWR0aD0iMTAi', selected: true },
      {
        imageUrl: svgDataUrl(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="/etc/hostname"/></svg>',
        ),
        selected: true,
      },
      { imageUrl: svgDataUrl(cupChartMarkSvg), selected: false },
    ]);
    const file = await renderToFile(dir.path, project, 'logo-files');
    expect(zipEntries(file)).toEqual(['README.txt', 'manifest.json']);
    const readme = zipEntry(file, 'README.txt').toString('utf8');
    expect(readme).toContain('Logo 1 of 4 (selected) was left out because it is not an SVG (image/png)');
    expect(readme).toContain('Logo 2 of 4 (selected) was left out because its SVG could not be read');
    expect(readme).toContain('Logo 3 of 4 (selected) was left out because it refers to an external file');
    const guide = await renderToFile(dir.path, project, 'brand-guidelines', 'pdf');
    expect(guide).toMatch(/\.pdf$/);
  });

  it('complete package: every document as PDF and Markdown, logos, vibe coding, project.json and an index', async () => {
    const file = await renderToFile(dir.path, fullProject, 'complete-package');
    const entries = zipEntries(file);
    const expected = [
      'README.md',
      'manifest.json',
      'project.json',
      'financials.csv',
      ...['business-plan', 'brand-guidelines', 'technical-docs', 'requirements'].flatMap((d) => [
        `${d}.pdf`,
        `${d}.md`,
      ]),
      ...logoFiles.map((f) => `logos/${f}`),
      'vibe-coding/lovable-prompt.md',
      'vibe-coding/universal-prompt.md',
      'vibe-coding/README.md',
    ];
    expect([...entries].sort()).toEqual([...expected].sort());
    expect(entries[0]).toBe('README.md');
    const index = zipEntry(file, 'README.md').toString('utf8');
    for (const name of entries) expect(index).toContain(`\`${name}\``);
    expect(index.split('\n').filter((l) => l.startsWith('- `'))).toHaveLength(entries.length);
    expect(JSON.parse(zipEntry(file, 'project.json').toString('utf8'))).toEqual(fullProject.stepData);
    expect(zipEntry(file, 'vibe-coding/lovable-prompt.md').toString('utf8')).toContain('Build "Brewline"');
    expect(zipEntry(file, 'vibe-coding/README.md').toString('utf8')).toContain('## Getting started');
    expect(zipEntry(file, 'business-plan.pdf').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pngSize(zipEntry(file, 'logos/png/brewline-logo-512.png'))).toEqual({ width: 512, height: 512 });
  });

  it('logo files of a generated logo: outlined SVG, and PNGs that are the same drawing without any font', async () => {
    const { logos } = generateLogos(
      {
        businessName: 'Zażółć Café Ωmega',
        style: 'classic',
        symbols: ['icon'],
        colors: { primary: '#7C2D12', secondary: '#D97706' },
        industry: 'Bakery',
      },
      1,
      createRng(4),
    );
    const project = withLogos([{ imageUrl: logos[0]!.imageUrl, selected: true }]);
    const file = await renderToFile(dir.path, project, 'logo-files');
    for (const variant of ['', '-black', '-white', '-icon']) {
      const svg = zipEntry(file, `brewline-logo${variant}.svg`).toString('utf8');
      expect(svg).not.toMatch(/<text[\s>]/);
      const size = variant ? 512 : 1024;
      const png = zipEntry(file, `png/brewline-logo${variant}-${size}.png`);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { Resvg } = require('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
      const fresh = new Resvg(svg, {
        fitTo: { mode: 'width', value: pngSize(png)!.width },
        font: { loadSystemFonts: false },
      }).render();
      const delivered = new Resvg(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${fresh.width}" height="${fresh.height}"><image width="${fresh.width}" height="${fresh.height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`,
      ).render();
      expect(delivered.pixels.equals(fresh.pixels)).toBe(true);
      expect(cornerAlpha(png)).toBe(0);
    }
  });

  it('complete package: financials.csv has 36 monthly rows per scenario whose cash adds up', async () => {
    const file = await renderToFile(dir.path, fullProject, 'complete-package');
    const [header, ...rows] = zipEntry(file, 'financials.csv').toString('utf8').trim().split('\r\n');
    const columns = header?.split(',') ?? [];
    expect(columns.slice(0, 2)).toEqual(['scenario', 'month']);
    expect(rows).toHaveLength(3 * 36);
    const at = (row: string, name: string) => Number(row.split(',')[columns.indexOf(name)]);
    for (const scenario of ['conservative', 'base', 'optimistic']) {
      const own = rows.filter((r) => r.startsWith(`${scenario},`));
      expect(own.map((r) => at(r, 'month'))).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
      own.slice(1).forEach((row, i) => {
        expect(at(row, 'cash')).toBeCloseTo(at(own[i] ?? '', 'cash') + at(row, 'profit'), 1);
      });
    }
  });

  it('complete package: platform names from stored data never escape the vibe-coding folder', async () => {
    const project: ExportableProject = {
      ...fullProject,
      stepData: {
        ...fullProject.stepData,
        techDocumentation: {
          vibeCodingPrompts: {
            '../../etc/evil': { prompt: 'p', readme: 'r1' },
            bolt: { prompt: 'q', readme: 'r2' },
          },
        },
      },
    };
    const file = await renderToFile(dir.path, project, 'complete-package');
    const vibe = zipEntries(file)
      .filter((e) => e.startsWith('vibe-coding/'))
      .sort();
    expect(vibe).toEqual([
      'vibe-coding/README.md',
      'vibe-coding/bolt-prompt.md',
      'vibe-coding/etc-evil-prompt.md',
    ]);
    const readme = zipEntry(file, 'vibe-coding/README.md').toString('utf8');
    expect(readme).toContain('r1');
    expect(readme).toContain('r2');
  });
});
