import type { Readable } from 'node:stream';
import {
  accentColour,
  brandColours,
  brandFonts,
  brandName,
  brandPersonality,
  designPrinciples,
} from '../content/brand';
import type { ExportableProject } from '../exportable-project';
import { textOrUndefined } from '../not-defined';
import { formatLongDate, type RenderContext } from '../render-context';
import { PdfLayout } from './layout';
import { drawCover, drawPageFurniture } from './page-furniture';
import { buildPdf } from './pdf-document';
import { drawImage } from './pdf-image';
import { oneColour } from '../logo/logo-variants';
import { pngSize } from '../logo/png-size';
import { drawSwatchDetails } from './swatches';
import { drawTable } from './table';
import { FONT, INK, SIZE } from './theme';

const LIGHT = '#FFFFFF';
const DARK = '#0F172A';

/** One logo's renders: full colour, one-colour white (reversed) and one-colour black. */
export interface LogoRenders {
  colour: Buffer;
  white: Buffer;
  black: Buffer;
}

function panel(
  layout: PdfLayout,
  x: number,
  y: number,
  width: number,
  height: number,
  background: string,
  label: string,
): void {
  const { doc } = layout;
  doc.save().roundedRect(x, y, width, height, 6).fillAndStroke(background, INK.rule).restore();
  doc
    .font(FONT.regular)
    .fontSize(SIZE.small)
    .fillColor(INK.muted)
    .text(label, x, y + height + 6, { width, lineBreak: false });
}

/** The box a PNG takes when fitted into (x, y, w, h) and centred. */
function fitted(
  png: Buffer,
  x: number,
  y: number,
  w: number,
  h: number,
): { x: number; y: number; w: number; h: number } {
  const size = pngSize(png) ?? { width: 1, height: 1 };
  const scale = Math.min(w / size.width, h / size.height);
  const fw = size.width * scale;
  const fh = size.height * scale;
  return { x: x + (w - fw) / 2, y: y + (h - fh) / 2, w: fw, h: fh };
}

function logoPanels(layout: PdfLayout, renders: LogoRenders, caption: string): void {
  const { doc } = layout;
  const gap = 16;
  const width = (layout.width - gap) / 2;
  const height = 150;
  const rowGap = 26;
  layout.ensureSpace(2 * height + rowGap + 40);
  const y = doc.y;
  const x2 = layout.left + width + gap;
  const inPanel = (png: Buffer, x: number, top: number) =>
    drawImage(doc, png, x + 28, top + 22, {
      fit: [width - 56, height - 44],
      align: 'center',
      valign: 'center',
    });

  panel(layout, layout.left, y, width, height, LIGHT, 'Full colour, on light backgrounds');
  inPanel(renders.colour, layout.left, y);
  panel(layout, x2, y, width, height, DARK, 'Reversed (one colour white), on dark backgrounds');
  inPanel(renders.white, x2, y);

  const y2 = y + height + rowGap;
  panel(layout, layout.left, y2, width, height, LIGHT, 'One colour black: print, stamps, engraving');
  inPanel(renders.black, layout.left, y2);

  // Clear space: the logo's own canvas already holds it; the dashed line marks its edge. Minimum size beside it.
  panel(layout, x2, y2, width, height, LIGHT, 'Clear space (dashed) and minimum size (10 mm / 24 px wide)');
  const box = fitted(renders.colour, x2 + 20, y2 + 20, width * 0.62, height - 40);
  drawImage(doc, renders.colour, box.x, box.y, { width: box.w, height: box.h });
  doc
    .save()
    .rect(box.x, box.y, box.w, box.h)
    .dash(3, { space: 3 })
    .lineWidth(0.6)
    .stroke(INK.faint)
    .undash()
    .restore();
  const min = 28.35; // 10 mm in points
  const small = fitted(renders.colour, x2 + width - min - 22, y2 + (height - min) / 2, min, min);
  drawImage(doc, renders.colour, small.x, small.y, { width: small.w, height: small.h });

  doc.x = layout.left;
  doc.y = y2 + height + 22;
  if (caption) layout.write(caption, { font: FONT.italic, size: SIZE.small, color: INK.muted, gapAfter: 10 });
}

function logoSection(layout: PdfLayout, renders: readonly LogoRenders[], ctx: RenderContext): void {
  layout.section('2. Logo', { keepWith: renders.length === 0 ? 20 : 360 });
  if (renders.length === 0) {
    layout.notDefined();
  } else {
    layout.paragraph(
      ctx.logos.fromSelection
        ? 'The selected logo in the versions the logo files package holds (SVG and transparent PNG): full colour, reversed for dark backgrounds and one colour black.'
        : 'No logo has been selected yet, so every generated logo is shown. Choose one before handing this guide to a designer.',
    );
    renders.forEach((r, i) => logoPanels(layout, r, renders.length > 1 ? `Logo option ${i + 1}` : ''));
    layout.heading('Using the logo', 50);
    layout.bullets([
      'Keep clear space around the logo: the margin inside the dashed line, on every side.',
      'On dark backgrounds and photos use the reversed (white) version; where only one ink is available, the black one.',
      'Do not stretch, rotate, recolour, outline or add shadows to it.',
      'Do not show it smaller than 24 px (on screen) or 10 mm (in print) wide.',
    ]);
  }
  for (const note of ctx.logos.notes)
    layout.write(note, { font: FONT.italic, size: SIZE.small, color: INK.muted, gapAfter: 4 });
}

function typography(layout: PdfLayout, project: ExportableProject): void {
  const fonts = brandFonts(project.stepData.styleGuide);
  layout.section('4. Typography', { keepWith: !fonts.primary && !fonts.secondary ? 20 : 160 });
  if (!fonts.primary && !fonts.secondary) return layout.notDefined();
  drawTable(
    layout,
    [
      { header: 'Role', share: 2, bold: true },
      { header: 'Font', share: 3 },
      { header: 'Use it for', share: 6 },
    ],
    [
      [
        'Primary',
        fonts.primary ?? 'Not defined yet',
        'Headings, the name in running text, buttons and navigation',
      ],
      [
        'Secondary',
        fonts.secondary ?? fonts.primary ?? 'Not defined yet',
        'Body text, tables, captions and forms',
      ],
    ],
  );
  layout.paragraph(
    'Use these fonts in the product, on the website and in marketing material. This PDF is set in DejaVu Sans, ' +
      'embedded so that every name prints as typed; the sample below shows the type hierarchy, not the brand typefaces.',
    { size: 9.5, color: INK.muted },
  );
  layout.ensureSpace(90);
  const heading = fonts.primary ?? 'primary font';
  const body = fonts.secondary ?? fonts.primary ?? 'secondary font';
  layout.write(`Heading: ${heading}, bold, 32 px`, {
    font: FONT.bold,
    size: 22,
    color: INK.text,
    gapAfter: 2,
  });
  layout.write(`Subheading: ${heading}, semibold, 20 px`, {
    font: FONT.bold,
    size: 14,
    color: INK.text,
    gapAfter: 4,
  });
  layout.write(`Body text: ${body}, regular, 16 px with a line height of 1.5 for easy reading on screens.`, {
    size: SIZE.body,
    color: INK.text,
    gapAfter: 12,
  });
}

export async function brandGuidelinesPdf(project: ExportableProject, ctx: RenderContext): Promise<Readable> {
  const name = brandName(project);
  const renders: LogoRenders[] = [];
  // Every logo here rendered at the probe (render-context.ts): a render failing now fails the
  // export rather than leaving the logo out of the guide unsaid.
  for (const logo of ctx.logos.logos) {
    const colour = await ctx.renderer.png(logo, 512);
    // One after the other (the renderer draws one at a time anyway): if one fails, nothing is
    // left drawing for an export that has already failed.
    const white = await ctx.renderer.svg(oneColour(logo.svg, '#FFFFFF'), 512);
    const black = await ctx.renderer.svg(oneColour(logo.svg, '#000000'), 512);
    renders.push({ colour, white, black });
  }
  const pngs = renders.map((r) => r.colour);
  const { styleGuide, nameGeneration } = project.stepData;
  const date = formatLongDate(ctx.now);
  return buildPdf(
    { title: `${name} - Brand Guidelines`, subject: 'Brand guidelines', now: ctx.now },
    (doc) => {
      const layout = new PdfLayout(doc, accentColour(project));
      drawCover(layout, {
        kind: 'Brand guidelines',
        name,
        tagline: textOrUndefined(nameGeneration?.selectedName?.description ?? undefined),
        details: [`Prepared ${date}`],
        logoPng: pngs[0],
      });
      const definition = project.stepData.businessDefinition;
      layout.section('1. Brand Story');
      layout.field('Mission', textOrUndefined(definition?.missionStatement));
      layout.field('Promise to customers', textOrUndefined(definition?.valueProposition));
      logoSection(layout, renders, ctx);
      const colours = brandColours(styleGuide);
      layout.section('3. Colour Palette', { keepWith: colours.length === 0 ? 20 : 110 });
      drawSwatchDetails(layout, colours);
      typography(layout, project);
      layout.section('5. Brand Personality', { keepWith: 40 });
      layout.bullets(brandPersonality(styleGuide));
      layout.section('6. Design Principles', { keepWith: 40 });
      layout.bullets(designPrinciples(styleGuide), { marker: (i) => `${i + 1}.` });
      drawPageFurniture(layout, {
        brand: name,
        documentTitle: 'Brand Guidelines',
        footerNote: `Prepared ${date}`,
        hasCover: true,
      });
    },
  );
}
