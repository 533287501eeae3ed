import { Writable } from 'node:stream';
import { packageFont, type FontRun, type LoadedFont } from '../../../generation/assets/fonts';
import { fullProject } from '../../fixtures/full-project';
import type { ExportableProject } from '../exportable-project';
import { renderExport } from '../render-export';
import { TEST_NOW } from '../testing/export-files.test-helper';
import { withLayoutCache } from './pdf-fonts';

jest.setTimeout(60_000);

function dejaVu(): LoadedFont {
  const font = packageFont('dejavu-fonts-ttf', 'ttf', 'DejaVuSans.ttf');
  if (!font) throw new Error('dejavu-fonts-ttf is not installed');
  return font;
}

const summary = (run: FontRun) => ({
  glyphs: run.glyphs.map((glyph) => glyph.id),
  positions: run.positions.map((p) => ({ ...p })),
});

describe('withLayoutCache', () => {
  it('answers as the font does, and a caller that scales its run does not change the next answer', () => {
    const font = dejaVu();
    const view = withLayoutCache(font);
    const expected = summary(font.layout('Zażółć Ωmega, Café'));

    const first = view.layout('Zażółć Ωmega, Café');
    expect(summary(first)).toEqual(expected);
    for (const position of first.positions) position.xAdvance *= 2; // what pdfkit does per document
    expect(summary(view.layout('Zażółć Ωmega, Café'))).toEqual(expected);
    const width = expected.positions.reduce((sum, p) => sum + p.xAdvance, 0);
    expect((view.layout('Zażółć Ωmega, Café') as FontRun & { advanceWidth: number }).advanceWidth).toBe(
      width,
    );
  });

  it('shapes a word once, asks the font again for extra features, and starts over when full', () => {
    const font = dejaVu();
    const layout = jest.spyOn(font, 'layout');
    const view = withLayoutCache(font, 2);
    view.layout('Brewline');
    view.layout('Brewline');
    expect(layout).toHaveBeenCalledTimes(1);
    (view.layout as (text: string, features: string[]) => FontRun)('Brewline', ['liga']);
    expect(layout).toHaveBeenCalledTimes(2);
    view.layout('coffee');
    view.layout('roastery'); // a third word: the cache is cleared first
    view.layout('Brewline');
    expect(layout).toHaveBeenCalledTimes(5);
    layout.mockRestore();
  });
});

async function pdfBytes(
  project: ExportableProject,
  type: 'business-plan' | 'brand-guidelines',
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  await renderExport(project, type, 'pdf', out, { now: TEST_NOW });
  return Buffer.concat(chunks);
}

describe('PDFs sharing one parsed font', () => {
  it('are the same bytes whatever was rendered before them (each embeds only its own glyphs)', async () => {
    const polish: ExportableProject = {
      ...fullProject,
      stepData: {
        ...fullProject.stepData,
        nameGeneration: {
          ...fullProject.stepData.nameGeneration,
          selectedName: { name: 'Zażółć Café Ωmega' },
        },
      },
    };
    const alone = await pdfBytes(fullProject, 'business-plan');
    await pdfBytes(polish, 'brand-guidelines');
    const afterAnother = await pdfBytes(fullProject, 'business-plan');
    expect(afterAnother.equals(alone)).toBe(true);
    expect(afterAnother.toString('latin1')).toContain('/FontFile2');
  });
});
