import { packageFont, type FontRun, type LoadedFont } from '../../../generation/assets/fonts';
import { FONT } from './theme';

/**
 * The DejaVu faces every PDF embeds, parsed once per process and shared by all documents.
 *
 * Handing pdfkit the font file's bytes made it parse the font again for every document
 * (`fontkit.create` in `PDFFontFactory.open`), decode the OpenType tables again, and shape every
 * word through fontkit's layout engine again: 160–300 ms of CPU per PDF. pdfkit also accepts a
 * fontkit font object (anything with a `layout` function), so each document gets a thin view of
 * one shared font whose `layout` remembers the runs of the words already set (pdfkit lays out
 * word by word and keeps a cache of its own only per document). Subsetting stays per document:
 * pdfkit asks the font for a new subset each time, so each PDF embeds only its own glyphs.
 */
type Face = keyof typeof FONT;

const FILES: Record<Face, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  mono: 'DejaVuSansMono.ttf',
};

/**
 * Words kept per face; the cache starts over when full (a long-running server sets any text). The
 * full fixture project's four PDFs leave ~1 MB of cached runs, so a full cache is a few MB.
 */
export const MAX_CACHED_RUNS = 5_000;

/** What pdfkit reads from a run: it scales the positions in place, so each caller gets a copy. */
function copyRun(run: FontRun): FontRun {
  const positions = run.positions.map((position) => ({ ...position }));
  return {
    glyphs: [...run.glyphs],
    positions,
    // pdfkit reads the width after scaling the positions, as fontkit's GlyphRun computes it.
    get advanceWidth(): number {
      return positions.reduce((width, position) => width + position.xAdvance, 0);
    },
  } as FontRun;
}

/** fontkit's layout also takes OpenType features (pdfkit passes them through when asked). */
interface ShapingFont extends LoadedFont {
  layout(text: string, ...more: unknown[]): FontRun;
}

/**
 * A view of `font` for pdfkit: everything is read from the shared font (its parsed tables and
 * glyphs), and `layout` without extra OpenType features is answered from a cache of runs.
 */
export function withLayoutCache(font: LoadedFont, maxRuns = MAX_CACHED_RUNS): LoadedFont {
  const runs = new Map<string, FontRun>();
  const view = Object.create(font) as LoadedFont;
  const shaping: ShapingFont = font;
  view.layout = (text: string, ...more: unknown[]): FontRun => {
    if (more.some((argument) => argument !== undefined)) return shaping.layout(text, ...more);
    let run = runs.get(text);
    if (!run) {
      run = shaping.layout(text);
      if (runs.size >= maxRuns) runs.clear();
      runs.set(text, run);
    }
    return copyRun(run);
  };
  return view;
}

let shared: Record<Face, LoadedFont> | undefined;

/** The four faces, loaded (with fontkit) at the first PDF. */
export function pdfFonts(): Record<Face, LoadedFont> {
  if (!shared) {
    const load = (face: Face): LoadedFont => {
      const font = packageFont('dejavu-fonts-ttf', 'ttf', FILES[face]);
      if (!font) throw new Error('dejavu-fonts-ttf is not installed');
      return withLayoutCache(font);
    };
    shared = { regular: load('regular'), bold: load('bold'), italic: load('italic'), mono: load('mono') };
  }
  return shared;
}

/** Registers the shared faces under the `FONT` names in one document. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  const fonts = pdfFonts();
  for (const face of Object.keys(FILES) as Face[]) {
    // pdfkit embeds a fontkit font object as it is (PDFFontFactory.open); its types list only
    // file names and bytes.
    doc.registerFont(FONT[face], fonts[face] as unknown as Buffer);
  }
}
