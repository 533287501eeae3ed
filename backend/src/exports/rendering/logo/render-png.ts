import { pngSize } from './png-size';
import { SvgRenderCancelled, SvgRenderOverBudget, svgRenderPool } from './svg-render-pool';

export interface SvgSize {
  width: number;
  height: number;
}

/**
 * Parses the SVG without rendering it; rejects when it cannot be read. Parsing expands `<use>`
 * references, so it runs in the renderer processes too, under the same budget.
 */
export function measureSvg(svg: string, signal?: AbortSignal): Promise<SvgSize> {
  return svgRenderPool.measure(svg, signal);
}

/** Loading the system fonts costs ~10 MB and several ms per render; only text needs them. */
function needsFonts(svg: string): boolean {
  return /<text[\s>]/i.test(svg);
}

/**
 * Renders an SVG to PNG so that its longer side is `longestSide` pixels, transparent unless a
 * background colour is given. Runs in a renderer process with a time and memory budget
 * (svg-render-pool.ts), so a server keeps answering; `signal` stops it when the client leaves.
 */
export async function renderSvgToPng(
  svg: string,
  longestSide: number,
  background?: string,
  signal?: AbortSignal,
): Promise<Buffer> {
  const { width, height } = await measureSvg(svg, signal);
  return svgRenderPool.png(
    {
      svg,
      fitTo: width >= height ? { mode: 'width', value: longestSide } : { mode: 'height', value: longestSide },
      loadSystemFonts: needsFonts(svg),
      ...(background ? { background } : {}),
    },
    signal,
  );
}

/** Index just past the `>` that closes the tag starting at 0, skipping quoted attribute values. */
function endOfTag(markup: string): number {
  let quote: string | undefined;
  for (let i = 0; i < markup.length; i += 1) {
    const c = markup[i];
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i + 1;
  }
  return -1;
}

/**
 * The logo nested, as markup, in a square canvas: its root element gets its measured size (so
 * a percentage or missing size cannot stretch it) and a transform places and scales it.
 */
async function composeOnCanvas(
  svg: string,
  size: number,
  background: string,
  padding: number,
  signal?: AbortSignal,
): Promise<string> {
  const { width, height } = await measureSvg(svg, signal);
  const box = size * (1 - 2 * padding);
  const scale = Math.min(box / width, box / height);
  const x = (size - width * scale) / 2;
  const y = (size - height * scale) / 2;
  const root = svg.slice(svg.search(/<svg[\s>]/i));
  const end = endOfTag(root);
  if (end < 0) throw new Error('No root element');
  const openTag = root
    .slice(0, end)
    .replace(/\s(x|y|width|height)\s*=\s*("[^"]*"|'[^']*')/g, '')
    .replace(/^<svg/i, `<svg width="${width}" height="${height}"`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${background}"/>` +
    `<g transform="translate(${x} ${y}) scale(${scale})">${openTag}${root.slice(end)}</g></svg>`
  );
}

/** Fallback for logos whose markup cannot be nested: render them, then place the PNG. */
async function placeRenderedPng(
  svg: string,
  size: number,
  background: string,
  padding: number,
  signal?: AbortSignal,
): Promise<Buffer> {
  const inner = await renderSvgToPng(svg, Math.round(size * (1 - 2 * padding)), undefined, signal);
  const dims = pngSize(inner);
  if (!dims) throw new Error('The SVG renderer did not return a PNG');
  const wrapper =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${background}"/>` +
    `<image x="${Math.round((size - dims.width) / 2)}" y="${Math.round((size - dims.height) / 2)}" width="${dims.width}" height="${dims.height}" ` +
    `href="data:image/png;base64,${inner.toString('base64')}"/></svg>`;
  return svgRenderPool.png({ svg: wrapper, loadSystemFonts: false }, signal);
}

/**
 * A square `size` x `size` PNG: the logo centred on a solid background with clear space around
 * it (`padding` of the side on each edge), the way a designer presents a logo variant.
 */
export async function renderOnBackground(
  svg: string,
  size: number,
  background: string,
  padding = 0.125,
  signal?: AbortSignal,
): Promise<Buffer> {
  let composed: string | undefined;
  try {
    composed = await composeOnCanvas(svg, size, background, padding, signal);
    await measureSvg(composed, signal);
  } catch (error) {
    if (error instanceof SvgRenderOverBudget || error instanceof SvgRenderCancelled) throw error;
    composed = undefined;
  }
  if (!composed) return placeRenderedPng(svg, size, background, padding, signal);
  return svgRenderPool.png({ svg: composed, loadSystemFonts: needsFonts(svg) }, signal);
}
