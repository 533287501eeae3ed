import { PassThrough } from 'node:stream';
import { ExportNotRendered, prepareExportFile } from '../commands/create-export/export-file';
import { fullProject } from '../fixtures/full-project';
import { SvgRenderOverBudget, svgRenderPool, SvgRenderStarved } from './logo/svg-render-pool';
import { renderExport } from './render-export';

jest.setTimeout(120_000);

const now = new Date('2026-11-25T10:00:00Z');

/** The pool draws the first `good` PNGs, then every later one fails with `failure`. */
function failAfter(good: number, failure: Error): jest.SpyInstance {
  const png = svgRenderPool.png.bind(svgRenderPool);
  let calls = 0;
  return jest
    .spyOn(svgRenderPool, 'png')
    .mockImplementation((job, signal) => ((calls += 1) <= good ? png(job, signal) : Promise.reject(failure)));
}

/** Renders into a sink that is drained; answers the error, or undefined when it succeeds. */
async function renderError(...args: Parameters<typeof renderExport>): Promise<unknown> {
  const out = args[3] as PassThrough;
  out.resume();
  return renderExport(...args).then(
    () => undefined,
    (error: unknown) => error,
  );
}

/**
 * Issue 15: under load the render budget could drop a logo from an export without a word. A logo
 * is left out only when the logo itself is at fault (over its CPU or memory budget at the probe,
 * with a note); any later failure, or a machine too busy to draw at all, fails the export.
 */
describe('an export whose logo renders fail', () => {
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => svgRenderPool.close());

  it('fails the logo zip when a render after the probe fails, instead of a zip without that file', async () => {
    // The probe (256 px) draws; the next PNG of the zip fails.
    failAfter(1, new SvgRenderOverBudget('time'));
    const out = new PassThrough();
    expect(await renderError(fullProject, 'logo-files', undefined, out, { now })).toBeInstanceOf(
      SvgRenderOverBudget,
    );
    expect(out.destroyed).toBe(true);
  });

  it('fails the brand guidelines when a logo variant cannot be drawn after the probe, instead of a PDF without the logo', async () => {
    // The probe draws the 512 px logo the PDF shows; the white and black versions fail.
    failAfter(1, new SvgRenderOverBudget('memory'));
    expect(
      await renderError(fullProject, 'brand-guidelines', 'pdf', new PassThrough(), { now }),
    ).toBeInstanceOf(SvgRenderOverBudget);
  });

  it('probes at the size the document draws, so the business plan draws nothing after the probe', async () => {
    const png = jest.spyOn(svgRenderPool, 'png');
    const chunks: Buffer[] = [];
    const out = new PassThrough().on('data', (chunk: Buffer) => chunks.push(chunk));
    await renderExport(fullProject, 'business-plan', 'pdf', out, { now });
    // One probe per logo at 512 px, which is what the cover draws: nothing drawn after it.
    const logos = fullProject.stepData.logoCreation!.generatedLogos!;
    const probed = logos.some((l) => l.selected) ? logos.filter((l) => l.selected) : logos;
    expect(png.mock.calls.map(([job]) => job.fitTo?.value)).toEqual(probed.map(() => 512));
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('fails rather than leaving the logo out when the machine is too busy to draw it at the probe', async () => {
    failAfter(0, new SvgRenderStarved());
    expect(
      await renderError(fullProject, 'logo-files', undefined, new PassThrough(), { now }),
    ).toBeInstanceOf(SvgRenderStarved);
  });

  it('answers 503 with what happened and nothing sent (ExportNotRendered)', async () => {
    failAfter(0, new SvgRenderStarved());
    const busy = await prepareExportFile(fullProject, 'logo-files', 'zip', 'logos.zip', { now }).catch(
      (error: unknown) => error,
    );
    expect(busy).toBeInstanceOf(ExportNotRendered);
    expect((busy as ExportNotRendered).getStatus()).toBe(503);
    expect((busy as ExportNotRendered).message).toMatch(/too busy.*Nothing was counted/);

    jest.restoreAllMocks();
    failAfter(1, new SvgRenderOverBudget('time'));
    const stopped = await prepareExportFile(fullProject, 'brand-guidelines', 'pdf', 'guide.pdf', {
      now,
    }).catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(ExportNotRendered);
    expect((stopped as ExportNotRendered).message).toMatch(/logo of this project could not be drawn/);
  });

  it('still leaves out, with a note, a logo that is itself over budget at the probe', async () => {
    failAfter(0, new SvgRenderOverBudget('time'));
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await renderExport(fullProject, 'logo-files', undefined, out, { now });
    const zip = Buffer.concat(chunks).toString('latin1');
    expect(zip).toContain('README.txt');
    expect(zip).not.toContain('.png');
  });
});
