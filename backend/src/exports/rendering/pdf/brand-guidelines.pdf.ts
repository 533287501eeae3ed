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
import { drawSwatchDetails } from './swatches';
import { drawTable } from './table';
import { FONT, INK, SIZE } from './theme';

const LIGHT = '#FFFFFF';
const DARK = '#0F172A';

function logoPanels(layout: PdfLayout, png: Buffer, caption: string): void {
  const { doc } = layout;
  const gap = 16;
  const width = (layout.width - gap) / 2;
  const height = 170;
  layout.ensureSpace(height + 40);
  const y = doc.y;
  const panels: [string, string][] = [
    [LIGHT, 'On light backgrounds'],
    [DARK, 'On dark backgrounds'],
  ];
  panels.forEach(([background, label], i) => {
    const x = layout.left + i * (width + gap);
    doc.save().roundedRect(x, y, width, height, 6).fillAndStroke(background, INK.rule).restore();
    drawImage(doc, png, x + 28, y + 24, {
      fit: [width - 56, height - 48],
      align: 'center',
      valign: 'center',
    });
    doc
      .font(FONT.regular)
      .fontSize(SIZE.small)
      .fillColor(INK.muted)
      .text(label, x, y + height + 6, { width, lineBreak: false });
  });
  doc.x = layout.left;
  doc.y = y + height + 22;
  if (caption) layout.write(caption, { font: FONT.italic, size: SIZE.small, color: INK.muted, gapAfter: 10 });
}

function logoSection(layout: PdfLayout, pngs: readonly Buffer[], ctx: RenderContext): void {
  layout.section('2. Logo', { keepWith: pngs.length === 0 ? 20 : 220 });
  if (pngs.length === 0) {
    layout.notDefined();
  } else {
    layout.paragraph(
      ctx.logos.fromSelection
        ? 'The selected logo, shown on the two backgrounds it will meet most often. The logo files package holds it as SVG and PNG.'
        : 'No logo has been selected yet, so every generated logo is shown. Choose one before handing this guide to a designer.',
    );
    pngs.forEach((png, i) => logoPanels(layout, png, pngs.length > 1 ? `Logo option ${i + 1}` : ''));
    layout.heading('Using the logo', 50);
    layout.bullets([
      'Keep clear space around the logo of at least a quarter of its height on every side.',
      'Do not stretch, rotate, recolour, outline or add shadows to it.',
      'Do not show it smaller than 24 px (on screen) or 10 mm (in print) wide.',
      'Check that it stands out on photos; place it on a plain area or a solid panel.',
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
  const pngs: Buffer[] = [];
  for (const logo of ctx.logos.logos) {
    const png = await ctx.renderer.png(logo, 512).catch(() => undefined);
    if (png) pngs.push(png);
  }
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
      logoSection(layout, pngs, ctx);
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
