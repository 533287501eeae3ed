import type { Pdf } from './pdf-document';
import { decodablePng, pngPixels } from './png-pixels';

/** What pdfkit's `openImage` returns: an image it decodes once and embeds at its first use. */
interface OpenedImage {
  width: number;
  height: number;
  /** A PNG's decoder (png-js), until the image is embedded. */
  image?: { decodePixels?: (done: (pixels: Uint8Array) => void) => void } | null;
}
type ImageOpener = { openImage(src: Buffer): OpenedImage };

/**
 * pdfkit splits a PNG's alpha channel off when it embeds it, after png-js has inflated the pixels
 * with zlib's asynchronous `inflate` on the thread pool; the image object is written to the file
 * when that ends. With several transparent images in a document (the brand guidelines draw the
 * full-colour, white and black logos), the order they came back in decided where each object
 * went in the file: same bytes in a different order, and a different file from one export to the
 * next. Decoding here, synchronously, embeds each image at its first use, in drawing order.
 */
function decodeWhenEmbedded(image: OpenedImage, png: Buffer): void {
  const decoder = image.image;
  if (!decoder || typeof decoder.decodePixels !== 'function') return;
  decoder.decodePixels = (done) => {
    const decoded = pngPixels(png);
    if (!decoded) throw new Error('The logo image could not be decoded for the PDF');
    done(decoded.pixels);
  };
}

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
    if (decodablePng(png)) decodeWhenEmbedded(image, png);
    images.set(png, image);
  }
  doc.image(image as unknown as Buffer, x, y, options);
}
