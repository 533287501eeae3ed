import { NOT_DEFINED } from '../not-defined';
import type { Pdf } from './pdf-document';
import { pdfSafe } from './pdf-text';
import { FONT, INK, LINE_GAP, SIZE } from './theme';

type FontName = (typeof FONT)[keyof typeof FONT];

export interface TextStyle {
  font?: FontName;
  size?: number;
  color?: string;
  x?: number;
  width?: number;
  align?: 'left' | 'center' | 'right' | 'justify';
  gapAfter?: number;
  characterSpacing?: number;
}

/**
 * The flow of a document: headings that never sit alone at the foot of a page, paragraphs,
 * labelled fields, lists. Everything written goes through pdfSafe. Empty content prints
 * "Not defined yet" rather than leaving a hole.
 */
export class PdfLayout {
  constructor(
    readonly doc: Pdf,
    readonly accent: string,
  ) {}

  get left(): number {
    return this.doc.page.margins.left;
  }

  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  get top(): number {
    return this.doc.page.margins.top;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.newPage();
  }

  /** Keeps a block of about `height` points on one page, unless it is taller than a page. */
  keepTogether(height: number): void {
    this.ensureSpace(Math.min(height, this.bottom - this.top - 20));
  }

  /** Height `bullets(items)` will take. */
  bulletsHeight(items: readonly string[]): number {
    if (items.length === 0) return 20;
    return items.reduce(
      (sum, item) => sum + this.measure(item, { size: SIZE.body, width: this.width - 16 }) + 3,
      6,
    );
  }

  /** Height `checkboxes(items)` will take. */
  checkboxesHeight(items: readonly string[], x = this.left): number {
    if (items.length === 0) return 20;
    const width = this.width - (x - this.left) - 16;
    return items.reduce((sum, item) => sum + this.measure(item, { size: SIZE.small, width }) + 3, 4);
  }

  /** A fresh page, unless the current one is still empty. */
  newPage(): void {
    if (this.doc.y > this.top + 1) this.doc.addPage();
    this.doc.x = this.left;
  }

  gap(points: number): void {
    this.doc.y = Math.min(this.doc.y + points, this.bottom);
  }

  measure(text: string, style: TextStyle = {}): number {
    this.applyFont(style);
    return this.doc.heightOfString(pdfSafe(text), { width: style.width ?? this.width, lineGap: LINE_GAP });
  }

  write(text: string, style: TextStyle = {}): void {
    this.applyFont(style);
    this.doc.text(pdfSafe(text), style.x ?? this.left, this.doc.y, {
      width: style.width ?? this.width,
      lineGap: LINE_GAP,
      align: style.align ?? 'left',
      characterSpacing: style.characterSpacing ?? 0,
    });
    this.doc.x = this.left;
    if (style.gapAfter) this.gap(style.gapAfter);
  }

  /** A numbered chapter: accent colour, a rule beneath; starts on a new page when asked. */
  section(title: string, options: { newPage?: boolean; keepWith?: number } = {}): void {
    if (options.newPage) this.newPage();
    else this.ensureSpace(40 + (options.keepWith ?? 110));
    if (this.doc.y > this.top + 1) this.gap(10);
    this.write(title, { font: FONT.bold, size: SIZE.section, color: this.accent, gapAfter: 4 });
    const y = this.doc.y;
    this.doc
      .save()
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(1.2)
      .strokeColor(this.accent)
      .stroke()
      .restore();
    this.doc.y = y + 12;
  }

  /** A heading kept together with at least `keepWith` points of what follows. */
  heading(text: string, keepWith = 60): void {
    const height = this.measure(text, { font: FONT.bold, size: SIZE.heading });
    this.ensureSpace(height + keepWith + 6);
    if (this.doc.y > this.top + 1) this.gap(6);
    this.write(text, { font: FONT.bold, size: SIZE.heading, color: INK.text, gapAfter: 5 });
  }

  /** A small upper-case caption above a field's value. */
  label(text: string): void {
    this.write(text.toUpperCase(), {
      font: FONT.bold,
      size: SIZE.label,
      color: INK.muted,
      characterSpacing: 0.8,
      gapAfter: 3,
    });
  }

  paragraph(text: string | undefined, style: TextStyle = {}): void {
    if (!text) return this.notDefined();
    this.write(text, { size: SIZE.body, color: INK.text, gapAfter: 8, ...style });
  }

  notDefined(text = NOT_DEFINED): void {
    this.write(text, { font: FONT.italic, size: SIZE.body, color: INK.faint, gapAfter: 8 });
  }

  /** A labelled value; the label never ends a page without its first lines. */
  field(label: string, value: string | undefined): void {
    const firstLines = Math.min(this.measure(value ?? NOT_DEFINED, { size: SIZE.body }), 40);
    this.ensureSpace(firstLines + 22);
    this.label(label);
    this.paragraph(value);
  }

  bullets(
    items: readonly string[],
    options: { marker?: (index: number) => string; emptyText?: string } = {},
  ): void {
    if (items.length === 0) return this.notDefined(options.emptyText);
    const indent = 16;
    items.forEach((item, index) => {
      const marker = options.marker?.(index) ?? '\u2022';
      this.ensureSpace(Math.min(this.measure(item, { size: SIZE.body, width: this.width - indent }), 30) + 4);
      const y = this.doc.y;
      this.applyFont({ size: SIZE.body, color: this.accent, font: FONT.bold });
      this.doc.text(marker, this.left + 2, y, { width: indent, lineBreak: false });
      this.doc.y = y;
      this.write(item, {
        size: SIZE.body,
        color: INK.text,
        x: this.left + indent,
        width: this.width - indent,
        gapAfter: 3,
      });
    });
    this.gap(6);
  }

  /** Acceptance criteria and the like: an empty tick box before each item. */
  checkboxes(items: readonly string[], x = this.left): void {
    if (items.length === 0) return this.notDefined();
    const indent = 16;
    const width = this.width - (x - this.left) - indent;
    for (const item of items) {
      this.ensureSpace(Math.min(this.measure(item, { size: SIZE.small, width }), 26) + 4);
      const y = this.doc.y;
      this.doc
        .save()
        .rect(x + 1, y + 1, 7, 7)
        .lineWidth(0.8)
        .strokeColor(INK.muted)
        .stroke()
        .restore();
      this.write(item, { size: SIZE.small, color: INK.text, x: x + indent, width, gapAfter: 3 });
    }
    this.gap(4);
  }

  applyFont(style: TextStyle): void {
    this.doc
      .font(style.font ?? FONT.regular)
      .fontSize(style.size ?? SIZE.body)
      .fillColor(style.color ?? INK.text);
  }
}
