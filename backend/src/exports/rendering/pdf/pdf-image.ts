import type { Pdf } from './pdf-document';

/** What pdfkit's `openImage` returns: an image it decodes once and embeds at its first use. */
interface OpenedImage {
  width: number;
  height: number;
}
type ImageOpener = { openImage(src: Buffer): OpenedImage };

const openedImages = new WeakMap<Pdf, Map<Buffer, OpenedImage>>();

/**
 * `doc.image(png, ...)` for a PNG drawn more than once in a document (the logo on the cover and on
 * the light and dark panels). Given a Buffer, pdfkit decodes the PNG, splits off its alpha channel,
 * compresses both and writes a new image object at every call; given the image that
 * `doc.openImage` returned, it does that once and refers to it again. Same pages, a smaller file,
 * and ~3 MB less garbage and ~40 ms less CPU per repeated logo (docs/benchmarks.md "Exports").
 * pdfkit accepts the opened image in `doc.image` (it checks for width and height); its type
 * definitions do not say so, hence the casts.
 */
export function drawImage(
  doc: Pdf,
  png: Buffer,
  x: number,
  y: number,
  options: PDFKit.Mixins.ImageOption,
): void {
  let images = openedImages.get(doc);
  if (!images) {
    images = new Map();
    openedImages.set(doc, images);
  }
  let image = images.get(png);
  if (!image) {
    image = (doc as unknown as ImageOpener).openImage(png);
    images.set(png, image);
  }
  doc.image(image as unknown as Buffer, x, y, options);
}
