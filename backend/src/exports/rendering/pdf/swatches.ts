import { BLACK, WHITE, contrastReport, formatRgb, type ContrastReport } from '../colour/contrast';
import type { BrandColour } from '../content/brand';
import type { PdfLayout } from './layout';
import { pdfSafe } from './pdf-text';
import { FONT, INK, SIZE } from './theme';

/** A row of compact swatches (colour chip, role, hex, RGB), up to four across. */
export function drawSwatchStrip(layout: PdfLayout, colours: readonly BrandColour[]): void {
  if (colours.length === 0) return layout.notDefined();
  const { doc } = layout;
  const gap = 12;
  const width = (layout.width - gap * 3) / 4;
  const chip = 46;
  layout.ensureSpace(chip + 46);
  const y = doc.y;
  colours.forEach((colour, i) => {
    const x = layout.left + i * (width + gap);
    doc.save().roundedRect(x, y, width, chip, 4).fillAndStroke(colour.hex, INK.rule).restore();
    doc
      .font(FONT.bold)
      .fontSize(SIZE.small)
      .fillColor(INK.text)
      .text(colour.role, x, y + chip + 6, { width, lineBreak: false });
    doc
      .font(FONT.regular)
      .fontSize(SIZE.small)
      .fillColor(INK.text)
      .text(colour.hex, x, y + chip + 18, { width, lineBreak: false });
    doc.fillColor(INK.muted).text(formatRgb(colour.rgb), x, y + chip + 29, { width, lineBreak: false });
  });
  doc.x = layout.left;
  doc.y = y + chip + 46;
}

function contrastLine(
  layout: PdfLayout,
  x: number,
  y: number,
  against: string,
  report: ContrastReport,
): void {
  const { doc } = layout;
  const verdict = report.passesBodyText
    ? `Pass (${report.grade})`
    : report.grade === 'AA large text only'
      ? 'Large text only (AA at 3:1)'
      : 'Fail';
  const colour = report.passesBodyText
    ? INK.pass
    : report.grade === 'AA large text only'
      ? INK.warn
      : INK.fail;
  doc
    .font(FONT.regular)
    .fontSize(SIZE.small)
    .fillColor(INK.text)
    .text(pdfSafe(`On ${against}: ${report.label}`), x, y, { width: 120, lineBreak: false });
  doc
    .font(FONT.bold)
    .fillColor(colour)
    .text(verdict, x + 120, y, { width: 170, lineBreak: false });
}

/** One block per colour: a large chip with sample text, hex, RGB and WCAG contrast on white and black. */
export function drawSwatchDetails(layout: PdfLayout, colours: readonly BrandColour[]): void {
  if (colours.length === 0) return layout.notDefined();
  const { doc } = layout;
  const chip = 84;
  for (const colour of colours) {
    layout.ensureSpace(chip + 16);
    const y = doc.y;
    const x = layout.left;
    doc.save().roundedRect(x, y, chip, chip, 6).fillAndStroke(colour.hex, INK.rule).restore();
    doc
      .font(FONT.bold)
      .fontSize(20)
      .fillColor('#FFFFFF')
      .text('Aa', x + 10, y + 12, { lineBreak: false });
    doc.fillColor('#000000').text('Aa', x + 10, y + 46, { lineBreak: false });
    const tx = x + chip + 18;
    doc
      .font(FONT.bold)
      .fontSize(SIZE.heading)
      .fillColor(INK.text)
      .text(colour.role, tx, y + 2, { lineBreak: false });
    doc
      .font(FONT.regular)
      .fontSize(SIZE.body)
      .fillColor(INK.text)
      .text(`${colour.hex}    ${formatRgb(colour.rgb)}`, tx, y + 22, { lineBreak: false });
    contrastLine(layout, tx, y + 42, 'white', contrastReport(colour.rgb, WHITE));
    contrastLine(layout, tx, y + 58, 'black', contrastReport(colour.rgb, BLACK));
    doc.x = layout.left;
    doc.y = y + chip + 16;
  }
  doc.font(FONT.italic).fontSize(SIZE.small).fillColor(INK.muted);
  layout.write(
    'Pass means the colour reaches 4.5:1, the WCAG 2.x AA level for body text; 3:1 is enough for large text (18 pt, or 14 pt bold) and for icons.',
    {
      font: FONT.italic,
      size: SIZE.small,
      color: INK.muted,
      gapAfter: 8,
    },
  );
}
