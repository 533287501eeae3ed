import { LogoRenderer } from './logo-library';
import { pngSize } from './png-size';
import { renderSvgToPng } from './render-png';

const SQUARE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50"><rect width="100" height="50" fill="#0F766E"/></svg>';

describe('LogoRenderer.svg', () => {
  it('rasterises an SVG at one size once per export and hands the same PNG to every file that asks', async () => {
    const renderer = new LogoRenderer();
    const first = await renderer.svg(SQUARE, 64);
    expect(pngSize(first)).toEqual({ width: 64, height: 32 });
    expect(first.equals(await renderSvgToPng(SQUARE, 64))).toBe(true);
    expect(await renderer.svg(SQUARE, 64)).toBe(first);
    expect(pngSize(await renderer.svg(SQUARE, 32))).toEqual({ width: 32, height: 16 });
    expect(await new LogoRenderer().svg(SQUARE, 64)).not.toBe(first);
  });
});
