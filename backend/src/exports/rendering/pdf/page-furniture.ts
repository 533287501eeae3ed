import type { PdfLayout } from './layout';
import { drawImage } from './pdf-image';
import { pdfSafe } from './pdf-text';
import { FONT, INK, SIZE } from './theme';

export interface CoverContent {
  kind: string;
  name: string;
  tagline?: string;
  details: readonly string[];
  logoPng?: Buffer;
}

/** A full cover page: accent band, logo, document kind, business name, tagline and date. */
export function drawCover(layout: PdfLayout, cover: CoverContent): void {
  const { doc } = layout;
  const { width: pageWidth, height: pageHeight } = doc.page;
  const x = layout.left + 8;
  const width = layout.width - 8;
  doc.save().rect(0, 0, 14, pageHeight).fill(layout.accent).restore();
  if (cover.logoPng) {
    drawImage(doc, cover.logoPng, x, 96, { fit: [150, 150] });
  }
  let y = pageHeight * 0.42;
  doc
    .font(FONT.bold)
    .fontSize(SIZE.small + 1)
    .fillColor(layout.accent)
    .text(pdfSafe(cover.kind.toUpperCase()), x, y, { width, characterSpacing: 2 });
  y = doc.y + 10;
  // Long names shrink, then are cut after three lines; long taglines are cut after four, so the
  // cover always stays one page.
  const name = pdfSafe(cover.name);
  let size: number = SIZE.coverTitle;
  doc.font(FONT.bold);
  while (size > 20 && doc.fontSize(size).heightOfString(name, { width, lineGap: 2 }) > 3 * (size * 1.2 + 2))
    size -= 2;
  doc
    .fontSize(size)
    .fillColor(INK.text)
    .text(name, x, y, { width, lineGap: 2, height: 3 * (size * 1.2 + 2), ellipsis: true });
  y = doc.y + 8;
  if (cover.tagline) {
    doc
      .font(FONT.regular)
      .fontSize(14)
      .fillColor(INK.muted)
      .text(pdfSafe(cover.tagline), x, y, {
        width: width * 0.85,
        lineGap: 3,
        height: 4 * (14 * 1.2 + 3),
        ellipsis: true,
      });
    y = doc.y + 8;
  }
  doc
    .save()
    .moveTo(x, y + 10)
    .lineTo(x + 80, y + 10)
    .lineWidth(3)
    .strokeColor(layout.accent)
    .stroke()
    .restore();
  y += 28;
  for (const line of cover.details) {
    doc.font(FONT.regular).fontSize(SIZE.body).fillColor(INK.text).text(pdfSafe(line), x, y, { width });
    y = doc.y + 3;
  }
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .font(FONT.regular)
    .fontSize(SIZE.furniture)
    .fillColor(INK.faint)
    .text('Prepared with Business Builder', x, pageHeight - 56, {
      width: pageWidth - x - layout.left,
      lineBreak: false,
    });
  doc.page.margins.bottom = bottom;
  doc.addPage();
  doc.x = layout.left;
}

/** A compact title at the top of page one, for working documents that need no cover. */
export function drawTitleBlock(
  layout: PdfLayout,
  kind: string,
  name: string,
  details: readonly string[],
): void {
  layout.write(kind.toUpperCase(), {
    font: FONT.bold,
    size: SIZE.small,
    color: layout.accent,
    characterSpacing: 1.6,
    gapAfter: 4,
  });
  layout.write(name, { font: FONT.bold, size: SIZE.documentTitle, color: INK.text, gapAfter: 4 });
  for (const line of details) layout.write(line, { size: SIZE.body, color: INK.muted });
  layout.gap(10);
  const y = layout.doc.y;
  layout.doc
    .save()
    .moveTo(layout.left, y)
    .lineTo(layout.left + layout.width, y)
    .lineWidth(0.8)
    .strokeColor(INK.rule)
    .stroke()
    .restore();
  layout.gap(18);
}

export interface Furniture {
  brand: string;
  documentTitle: string;
  footerNote: string;
  /** The cover carries no header, footer or page number. */
  hasCover: boolean;
}

/** Headers, footers and "Page n of N" on every buffered page; call once, after all content. */
export function drawPageFurniture(layout: PdfLayout, furniture: Furniture): void {
  const { doc } = layout;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    if (furniture.hasCover && index === range.start) continue;
    doc.switchToPage(index);
    const { width, height, margins } = doc.page;
    const bottom = margins.bottom;
    margins.bottom = 0; // writing inside the bottom margin must not start a new page
    const inner = width - margins.left - margins.right;
    doc.save().rect(0, 0, width, 5).fill(layout.accent).restore();
    doc
      .font(FONT.bold)
      .fontSize(SIZE.furniture)
      .fillColor(INK.muted)
      .text(pdfSafe(furniture.brand), margins.left, 36, {
        width: inner / 2,
        lineBreak: false,
        ellipsis: true,
        height: 12,
      });
    doc.font(FONT.regular).text(pdfSafe(furniture.documentTitle), margins.left + inner / 2, 36, {
      width: inner / 2,
      align: 'right',
      lineBreak: false,
    });
    doc
      .save()
      .moveTo(margins.left, 50)
      .lineTo(width - margins.right, 50)
      .lineWidth(0.5)
      .strokeColor(INK.rule)
      .stroke()
      .restore();
    doc
      .save()
      .moveTo(margins.left, height - 48)
      .lineTo(width - margins.right, height - 48)
      .lineWidth(0.5)
      .strokeColor(INK.rule)
      .stroke()
      .restore();
    doc
      .font(FONT.regular)
      .fontSize(SIZE.furniture)
      .fillColor(INK.faint)
      .text(pdfSafe(furniture.footerNote), margins.left, height - 40, {
        width: inner * 0.7,
        lineBreak: false,
      });
    doc
      .fillColor(INK.muted)
      .text(`Page ${index - range.start + 1} of ${range.count}`, margins.left + inner * 0.7, height - 40, {
        width: inner * 0.3,
        align: 'right',
        lineBreak: false,
      });
    margins.bottom = bottom;
  }
}
