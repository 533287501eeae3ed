import { inflateSync } from 'node:zlib';

/** What a PNG's header says about its pixels. */
export interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  interlaced: boolean;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel by PNG colour type: grey, -, RGB, palette, grey + alpha, -, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** The header of a PNG whose pixels `pngPixels` decodes; undefined for any other data. */
export function decodablePng(png: Buffer): PngHeader | undefined {
  if (png.length < 33 || !png.subarray(0, 8).equals(SIGNATURE)) return undefined;
  const header: PngHeader = {
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
    bitDepth: png[24]!,
    colourType: png[25]!,
    interlaced: png[28] === 1,
  };
  const supported =
    CHANNELS[header.colourType] !== undefined &&
    !header.interlaced &&
    (header.bitDepth === 8 || header.bitDepth === 16);
  return supported ? header : undefined;
}

/**
 * The unfiltered pixel bytes of a non-interlaced PNG of 8 or 16 bits per sample (resvg's output is
 * 8-bit RGBA), decoded synchronously: row after row, the samples as stored, without filter bytes.
 * undefined for anything else (interlaced or under 8 bits), which callers leave to their own decoder.
 */
export function pngPixels(png: Buffer): { header: PngHeader; pixels: Uint8Array } | undefined {
  const header = decodablePng(png);
  if (!header) return undefined;
  const channels = CHANNELS[header.colourType]!;
  const idat: Buffer[] = [];
  for (let at = 8; at + 8 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  const data = inflateSync(Buffer.concat(idat));
  const bpp = (channels * header.bitDepth) / 8;
  const stride = header.width * bpp;
  if (data.length < header.height * (stride + 1)) return undefined;
  const pixels = new Uint8Array(header.height * stride);
  for (let row = 0; row < header.height; row += 1) {
    const filter = data[row * (stride + 1)]!;
    const from = row * (stride + 1) + 1;
    const to = row * stride;
    for (let i = 0; i < stride; i += 1) {
      const raw = data[from + i]!;
      const left = i >= bpp ? pixels[to + i - bpp]! : 0;
      const up = row > 0 ? pixels[to - stride + i]! : 0;
      const upLeft = row > 0 && i >= bpp ? pixels[to - stride + i - bpp]! : 0;
      const predicted =
        filter === 1
          ? left
          : filter === 2
            ? up
            : filter === 3
              ? (left + up) >> 1
              : filter === 4
                ? paeth(left, up, upLeft)
                : 0;
      pixels[to + i] = (raw + predicted) & 0xff;
    }
  }
  return { header, pixels };
}
