import type { PdfLayout } from './layout';
import { pdfSafe } from './pdf-text';
import { FONT, INK, SIZE } from './theme';

export interface TableColumn {
  header: string;
  /** Share of the table width; the shares are normalised. */
  share: number;
  mono?: boolean;
  bold?: boolean;
  /** Numbers read best right-aligned. */
  align?: 'left' | 'right';
}

const PAD_X = 5;
const PAD_Y = 4;
const GAP = 1.5;

/**
 * A ruled table that breaks across pages between rows and repeats its header row on each page.
 * A cell too tall for a page is cut with an ellipsis rather than overflowing.
 */
export function drawTable(
  layout: PdfLayout,
  columns: readonly TableColumn[],
  rows: readonly (readonly string[])[],
): void {
  const { doc } = layout;
  const total = columns.reduce((sum, c) => sum + c.share, 0);
  const widths = columns.map((c) => (layout.width * c.share) / total);
  const fontOf = (column: TableColumn | undefined, header: boolean): string =>
    header || column?.bold ? FONT.bold : column?.mono ? FONT.mono : FONT.regular;

  const cellHeight = (text: string, index: number, header: boolean): number => {
    doc.font(fontOf(columns[index], header)).fontSize(SIZE.small);
    return doc.heightOfString(pdfSafe(text), { width: (widths[index] ?? 0) - 2 * PAD_X, lineGap: GAP });
  };

  const drawRow = (cells: readonly string[], header: boolean, zebra: boolean): void => {
    const maxHeight = layout.bottom - layout.top - 40;
    const height = Math.min(
      maxHeight,
      Math.max(...cells.map((c, i) => cellHeight(c, i, header))) + 2 * PAD_Y,
    );
    const y = doc.y;
    if (header || zebra) {
      doc
        .save()
        .rect(layout.left, y, layout.width, height)
        .fill(header ? INK.tint : INK.zebra)
        .restore();
    }
    let x = layout.left;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      doc
        .font(fontOf(columns[i], header))
        .fontSize(SIZE.small)
        .fillColor(header ? INK.muted : INK.text);
      // The mono face sits about a point higher than the sans on the same line; align the baselines.
      const nudge = !header && columns[i]?.mono ? 1 : 0;
      doc.text(pdfSafe(cell), x + PAD_X, y + PAD_Y + nudge, {
        width: width - 2 * PAD_X,
        height: height - 2 * PAD_Y,
        lineGap: GAP,
        ellipsis: true,
        align: columns[i]?.align ?? 'left',
      });
      x += width;
    });
    doc
      .save()
      .moveTo(layout.left, y + height)
      .lineTo(layout.left + layout.width, y + height)
      .lineWidth(header ? 0.9 : 0.5)
      .strokeColor(header ? INK.faint : INK.rule)
      .stroke()
      .restore();
    doc.x = layout.left;
    doc.y = y + height;
  };

  const headers = columns.map((c) => c.header.toUpperCase());
  const headerHeight = Math.max(...headers.map((h, i) => cellHeight(h, i, true))) + 2 * PAD_Y;
  const firstRowHeight = rows[0]
    ? Math.max(...rows[0].map((c, i) => cellHeight(c, i, false))) + 2 * PAD_Y
    : 0;
  layout.ensureSpace(headerHeight + Math.min(firstRowHeight, 80));
  drawRow(headers, true, false);
  rows.forEach((row, index) => {
    const height = Math.max(...row.map((c, i) => cellHeight(c, i, false))) + 2 * PAD_Y;
    if (doc.y + Math.min(height, layout.bottom - layout.top - 40) > layout.bottom) {
      layout.newPage();
      drawRow(headers, true, false);
    }
    drawRow(row, false, index % 2 === 1);
  });
  layout.gap(12);
}
