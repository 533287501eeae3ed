import type PDFKitDocument from 'pdfkit';
import type { Readable } from 'node:stream';
import { deferFontkit } from './defer-fontkit';
import { registerPdfFonts } from './pdf-fonts';
import { FONT, MARGINS, PAGE_SIZE } from './theme';
import { pdfSafe } from './pdf-text';

// fontkit is needed only once a document draws with an embedded font; see defer-fontkit.ts.
deferFontkit();
// eslint-disable-next-line @typescript-eslint/no-require-imports
const PDFDocument = require('pdfkit') as typeof PDFKitDocument;

export type Pdf = PDFKit.PDFDocument;

export interface PdfMeta {
  title: string;
  subject: string;
  now: Date;
}

/**
 * Builds a PDF synchronously and hands it back as a stream. Pages are buffered so that headers
 * and footers ("Page 2 of 7") can be drawn last; nothing is read from disk.
 */
export function buildPdf(meta: PdfMeta, draw: (doc: Pdf) => void): Readable {
  const doc = new PDFDocument({
    size: PAGE_SIZE,
    margins: { ...MARGINS },
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: pdfSafe(meta.title),
      Subject: pdfSafe(meta.subject),
      Creator: 'Business Builder',
      Producer: 'Business Builder',
      CreationDate: meta.now,
    },
  });
  registerPdfFonts(doc);
  try {
    doc.font(FONT.regular);
    draw(doc);
    doc.end();
  } catch (error) {
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  return doc;
}

/** buildPdf for callers that return a promise: a drawing error becomes a rejection. */
export function buildPdfAsync(meta: PdfMeta, draw: (doc: Pdf) => void): Promise<Readable> {
  return new Promise((resolve) => resolve(buildPdf(meta, draw)));
}
