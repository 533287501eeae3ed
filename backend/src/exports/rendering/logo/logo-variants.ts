/**
 * Variants of a delivered logo SVG, by rewriting its paint: one colour (black for print, white
 * for dark backgrounds) and the symbol alone. Our logos keep the symbol in <g id="bb-symbol">
 * drawn in a 100 x 100 box; logos without one get a monogram from the caller.
 */

import { contrastRatio, type Rgb } from '@bb/kernel';
import { converter } from 'culori/require';

const PAINT = /\b(fill|stroke|stop-color)="(?!none")([^"]*)"/g;
const toRgb = converter('rgb');
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** WCAG's minimum for graphics: a paint under it does not read as ink on white paper. */
const INK_ON_PAPER = 3;

/** The paint as 0-255 sRGB, or undefined when it is no plain colour (a gradient's url, currentColor). */
function rgbOf(paint: string): Rgb | undefined {
  const rgb = toRgb(paint.trim().toLowerCase());
  return rgb && { r: rgb.r * 255, g: rgb.g * 255, b: rgb.b * 255 };
}

/** A plain colour too light to read on white paper: white, cream, amber, a pale tint. */
const isLight = (paint: string): boolean => {
  const rgb = rgbOf(paint);
  return rgb !== undefined && contrastRatio(rgb, WHITE) < INK_ON_PAPER;
};

/**
 * Every fill, stroke and gradient stop in one colour; opacity (tints) and knock-outs are kept. In
 * a logo drawn with both, paint too light to read on paper is the knock-out, not ink (a hand-drawn
 * or uploaded logo that paints its symbol white on a dark tile, a dark letter on an amber disc):
 * it stays the paper on the black print version (white) and becomes black on the white version
 * (where the dark background would show), instead of the one colour, which made a solid blob. A
 * logo whose paints all read on white (ours) or all do not is all ink.
 */
export function oneColour(svg: string, colour: string): string {
  const paints = [...svg.matchAll(PAINT)].map((m) => m[2]!);
  const knockouts =
    paints.some((p) => isLight(p)) && paints.some((p) => !isLight(p) && rgbOf(p) !== undefined);
  const knockout = isLight(colour) ? '#000000' : '#FFFFFF';
  const painted = svg.replace(
    PAINT,
    (_whole, attribute: string, paint: string) =>
      `${attribute}="${knockouts && isLight(paint) ? knockout : colour}"`,
  );
  // Shapes without a fill attribute inherit it: give the root the colour too.
  // A root that closes itself ('<svg .../>') keeps its slash at the end.
  return painted.replace(
    /<svg\b([^>]*?)(\sfill="[^"]*")?(\/?)>/,
    (_whole, attrs: string, _fill: string | undefined, slash: string) =>
      `<svg${attrs} fill="${colour}"${slash}>`,
  );
}

/** The markup of the element opening at `start` up to its matching close tag. */
function elementAt(svg: string, start: number, tag: string): string | undefined {
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*?(/?)>`, 'g');
  pattern.lastIndex = start;
  let depth = 0;
  for (let m = pattern.exec(svg); m; m = pattern.exec(svg)) {
    if (m[1] === '/') depth -= 1;
    else if (m[2] !== '/') depth += 1;
    if (depth === 0) return svg.slice(start, m.index + m[0].length);
  }
  return undefined;
}

/** The logo's symbol on its own square canvas, or undefined when the logo has none. */
export function symbolOnly(svg: string, size = 512): string | undefined {
  const start = svg.indexOf('<g id="bb-symbol"');
  if (start < 0) return undefined;
  const group = elementAt(svg, start, 'g');
  if (!group) return undefined;
  const inner = group.replace(/^<g[^>]*>/, '').replace(/<\/g>$/, '');
  const defs = /<defs>[\s\S]*?<\/defs>/.exec(svg)?.[0] ?? '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="-4 -4 108 108">` +
    `${defs}${inner}</svg>`
  );
}

/** The size of an SVG from its root attributes (width/height, else the viewBox). */
function sizeOf(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(root)?.[1]);
  const view = /viewBox="[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
  const width = attr('width') || Number(view?.[1]) || 100;
  const height = attr('height') || Number(view?.[2]) || 100;
  return { width, height };
}

/**
 * The logo centred on a `width` x `height` canvas, filling at most `fill` of either side, over
 * `background` (a colour) or transparent. Nested as an <svg> element, so nothing is rasterised twice.
 */
export function onCanvas(
  svg: string,
  width: number,
  height: number,
  fill: number,
  background?: string,
): string {
  const own = sizeOf(svg);
  const scale = Math.min((width * fill) / own.width, (height * fill) / own.height);
  const w = own.width * scale;
  const h = own.height * scale;
  const root = svg.slice(svg.search(/<svg[\s>]/));
  const nested = root.replace(/^<svg\b([^>]*?)(\/?)>/, (_whole, attrs: string, slash: string) => {
    const kept = attrs.replace(/\s(x|y|width|height)="[^"]*"/g, '');
    return `<svg x="${(width - w) / 2}" y="${(height - h) / 2}" width="${w}" height="${h}"${kept}${slash}>`;
  });
  const fillRect = background ? `<rect width="${width}" height="${height}" fill="${background}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${fillRect}${nested}</svg>`;
}

/** A .ico file holding PNG images (Windows Vista and later, every current browser). */
export function icoFromPngs(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}
