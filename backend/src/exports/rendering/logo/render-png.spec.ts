import { Resvg } from '@resvg/resvg-js';
import { cupChartMarkSvg, wordmarkSvg } from '../../fixtures/fixture-logos';
import { pngSize } from './png-size';
import { renderOnBackground, renderSvgToPng } from './render-png';

/** RGBA of one pixel of a PNG, decoded by drawing it into an SVG at its natural size. */
function pixel(png: Buffer, x: number, y: number): number[] {
  const size = pngSize(png);
  if (!size) throw new Error('not a PNG');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}"><image width="${size.width}" height="${size.height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  const pixels = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  const offset = (y * size.width + x) * 4;
  return [...pixels.subarray(offset, offset + 4)];
}

describe('logo PNG rendering', () => {
  it('renders the longer side at the requested size and keeps the aspect ratio', async () => {
    expect(pngSize(await renderSvgToPng(cupChartMarkSvg, 256))).toEqual({ width: 256, height: 256 });
    expect(pngSize(await renderSvgToPng(wordmarkSvg, 512))).toEqual({ width: 512, height: 200 });
    const tall =
      '<svg xmlns="http://www.w3.org/2000/svg" width="50" height="100"><rect width="50" height="100"/></svg>';
    expect(pngSize(await renderSvgToPng(tall, 256))).toEqual({ width: 128, height: 256 });
  });

  it('keeps transparency unless a background is asked for', async () => {
    const png = await renderSvgToPng(cupChartMarkSvg, 64);
    expect(pixel(png, 0, 0)[3]).toBe(0);
    expect(pixel(await renderSvgToPng(cupChartMarkSvg, 64, '#FF0000'), 0, 0)).toEqual([255, 0, 0, 255]);
  });

  it('centres the logo on a square background with clear space, text included', async () => {
    const dark = await renderOnBackground(wordmarkSvg, 256, '#0F172A');
    expect(pngSize(dark)).toEqual({ width: 256, height: 256 });
    expect(pixel(dark, 2, 2)).toEqual([15, 23, 42, 255]);
    expect(pixel(dark, 128, 20)).toEqual([15, 23, 42, 255]); // clear space above a wide logo
    const light = await renderOnBackground(cupChartMarkSvg, 256, '#FFFFFF');
    expect(pixel(light, 2, 2)).toEqual([255, 255, 255, 255]);
    expect(pixel(light, 60, 128)).toEqual([15, 118, 110, 255]); // the teal tile of the mark
  });

  it('scales logos whose root size is a percentage or missing', async () => {
    const percent =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%" viewBox="0 0 10 10"><rect width="10" height="10" fill="#00FF00"/></svg>';
    const png = await renderOnBackground(percent, 128, '#000000');
    expect(pixel(png, 64, 64)).toEqual([0, 255, 0, 255]);
    expect(pixel(png, 4, 64)).toEqual([0, 0, 0, 255]);
  });
});
