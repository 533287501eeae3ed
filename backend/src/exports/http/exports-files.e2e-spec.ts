import { writeFileSync } from 'node:fs';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { fullStepData } from '../fixtures/full-project';
import { isPng, pngSize } from '../rendering/logo/png-size';
import {
  makeTempDir,
  pdfText,
  zipEntries,
  zipEntry,
  type TempDir,
} from '../rendering/testing/export-files.test-helper';
import { accountOn, createProject, download, saveDownload, type Agent } from './exports.test-helper';

/**
 * Every export type through the whole app, as a browser downloads it: the real file is saved,
 * every zip is listed and read with unzip, every PDF's text is extracted with pdftotext.
 */
jest.setTimeout(180_000);

const NOW = new Date('2026-11-22T15:00:00Z');
const DAY = '2026-11-22';
const mission = fullStepData.businessDefinition!.missionStatement!;
const colours = ['#0F766E', '#F59E0B'];
const stories = fullStepData.userStories!.generatedStories!.map((s) => s.title);
const documents = ['business-plan', 'brand-guidelines', 'technical-docs', 'requirements'] as const;
const logoEntries = [
  'README.txt',
  'brewline-logo.svg',
  'png/brewline-logo-256.png',
  'png/brewline-logo-512.png',
  'png/brewline-logo-1024.png',
  'variants/brewline-logo-on-light-512.png',
  'variants/brewline-logo-on-dark-512.png',
  ...['black', 'white', 'icon'].flatMap((v) => [`brewline-logo-${v}.svg`, `png/brewline-logo-${v}-512.png`]),
  ...[
    'favicon.svg',
    'favicon.ico',
    'apple-touch-icon.png',
    'icon-192.png',
    'icon-512.png',
    'icon-maskable-512.png',
  ].map((f) => `favicon/${f}`),
  ...['open-graph-1200x630.png', 'avatar-400.png', 'linkedin-banner-1584x396.png'].map((f) => `social/${f}`),
  ...['tokens.css', 'tailwind.theme.js', 'tokens.json'].map((f) => `tokens/${f}`),
];

/** What each document must say besides the name and the mission. */
const expectedIn: Record<(typeof documents)[number], string[]> = {
  'business-plan': [...colours, ...stories, 'Sales and stock analytics for independent coffee shops'],
  'brand-guidelines': [...colours, 'RGB 15, 118, 110', 'Poppins', 'Inter'],
  'technical-docs': [...colours],
  requirements: [...stories, 'Maya, café owner'],
};

describe('export files over HTTP', () => {
  let t: TestApp;
  let agent: Agent;
  let projectId: string;
  let dir: TempDir;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: { now: () => NOW } });
    ({ agent } = await accountOn(t, 'enterprise'));
    projectId = await createProject(agent, fullStepData);
    dir = makeTempDir();
  });
  afterAll(async () => {
    dir?.remove();
    await t?.close();
  });

  it.each(documents)(
    '%s as PDF: a real PDF named by the package and date, with the project in it',
    async (type) => {
      const file = await download(agent, `/api/export/${projectId}/${type}`);
      expect(file.status).toBe(200);
      expect(file.contentType).toBe('application/pdf');
      expect(file.disposition).toMatch(/^attachment; /);
      expect(file.fileName).toBe(`brewline-${type}-${DAY}.pdf`);
      expect(file.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(saveDownload(dir.path, file));
      for (const expected of ['Brewline', mission, ...expectedIn[type]]) expect(text).toContain(expected);
    },
  );

  it.each(documents)('%s as Markdown', async (type) => {
    const file = await download(agent, `/api/export/${projectId}/${type}`, { format: 'md' });
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('text/markdown; charset=utf-8');
    expect(file.fileName).toBe(`brewline-${type}-${DAY}.md`);
    const text = file.body.toString('utf8');
    expect(text).toMatch(/^# /);
    for (const expected of ['Brewline', mission, ...expectedIn[type]]) expect(text).toContain(expected);
  });

  it('an explicit pdf format is the PDF', async () => {
    const file = await download(agent, `/api/export/${projectId}/business-plan`, { format: 'pdf' });
    expect(file.status).toBe(200);
    expect(file.fileName).toBe(`brewline-business-plan-${DAY}.pdf`);
  });

  it('logo files: a zip of the selected logo as SVG and PNGs in several sizes, light and dark', async () => {
    const file = await download(agent, `/api/export/${projectId}/logo-files`, {});
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('application/zip');
    expect(file.fileName).toBe(`brewline-logo-files-${DAY}.zip`);
    const path = saveDownload(dir.path, file);
    expect(zipEntries(path).sort()).toEqual([...logoEntries, 'manifest.json'].sort());
    expect(zipEntry(path, 'brewline-logo.svg').toString('utf8')).toMatch(/^<svg/);
    for (const size of [256, 512, 1024]) {
      const png = zipEntry(path, `png/brewline-logo-${size}.png`);
      expect(isPng(png)).toBe(true);
      expect(pngSize(png)).toEqual({ width: size, height: size });
    }
  });

  it('complete package: every document as PDF and Markdown, the logos, vibe coding, project.json and an index', async () => {
    const file = await download(agent, `/api/export/${projectId}/complete-package`);
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('application/zip');
    expect(file.fileName).toBe(`brewline-complete-package-${DAY}.zip`);
    const path = saveDownload(dir.path, file);
    const entries = zipEntries(path);
    expect(entries[0]).toBe('README.md');
    expect([...entries].sort()).toEqual(
      [
        'README.md',
        'manifest.json',
        'project.json',
        'financials.csv',
        ...documents.flatMap((d) => [`${d}.pdf`, `${d}.md`]),
        ...logoEntries.map((e) => `logos/${e}`),
        'vibe-coding/README.md',
        ...entries.filter((e) => /^vibe-coding\/.+-prompt\.md$/.test(e)),
      ].sort(),
    );
    expect(entries.filter((e) => /^vibe-coding\/.+-prompt\.md$/.test(e)).length).toBeGreaterThan(0);
    expect(JSON.parse(zipEntry(path, 'project.json').toString('utf8'))).toEqual(fullStepData);
    const index = zipEntry(path, 'README.md').toString('utf8');
    for (const name of entries) expect(index).toContain(`\`${name}\``);
    for (const type of documents) {
      const pdf = `${dir.path}/in-zip-${type}.pdf`;
      writeFileSync(pdf, zipEntry(path, `${type}.pdf`));
      const text = pdfText(pdf);
      for (const expected of ['Brewline', mission, ...expectedIn[type]]) expect(text).toContain(expected);
      expect(zipEntry(path, `${type}.md`).toString('utf8')).toContain(mission);
    }
  });

  it("POST /api/export/{id} with format 'complete': the complete package as project-{id}-export.zip", async () => {
    const file = await download(agent, `/api/export/${projectId}`, { format: 'complete' });
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('application/zip');
    expect(file.fileName).toBe(`project-${projectId}-export.zip`);
    const entries = zipEntries(saveDownload(dir.path, file));
    expect(entries).toEqual(
      expect.arrayContaining(['README.md', 'business-plan.pdf', 'logos/brewline-logo.svg']),
    );
  });

  it('a project with nothing filled in still exports readable files', async () => {
    const id = await createProject(agent, {}, '', 1);
    const pdf = await download(agent, `/api/export/${id}/business-plan`);
    expect(pdf.status).toBe(200);
    expect(pdf.fileName).toBe(`project-${id}-business-plan-${DAY}.pdf`);
    expect(pdfText(saveDownload(dir.path, pdf))).toContain('Not defined yet');
    const zip = await download(agent, `/api/export/${id}/complete-package`);
    expect(zip.status).toBe(200);
    expect(zipEntries(saveDownload(dir.path, zip))).toEqual(
      expect.arrayContaining(['README.md', 'logos/README.txt']),
    );
  });
});
