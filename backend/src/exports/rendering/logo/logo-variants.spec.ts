import { Resvg } from '@resvg/resvg-js';
import { oneColour, onCanvas } from './logo-variants';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const parses = (svg: string) => () => new Resvg(svg).render();

describe('logo variants', () => {
  it('paints every fill, stroke and the root in one colour, keeping "none"', () => {
    const svg = `<svg ${NS} width="10" height="10"><rect fill="#123456" stroke="none"/><circle stroke="#5B21B6"/></svg>`;
    expect(oneColour(svg, '#000000')).toBe(
      `<svg ${NS} width="10" height="10" fill="#000000"><rect fill="#000000" stroke="none"/><circle stroke="#000000"/></svg>`,
    );
  });

  it('keeps a symbol painted white on a tile apart from the ink: white on black, black on white', () => {
    const tile = `<svg ${NS} width="10" height="10"><rect fill="#0E7490"/><path fill="white" stroke="#FFF"/></svg>`;
    expect(oneColour(tile, '#000000')).toBe(
      `<svg ${NS} width="10" height="10" fill="#000000"><rect fill="#000000"/><path fill="#FFFFFF" stroke="#FFFFFF"/></svg>`,
    );
    expect(oneColour(tile, '#FFFFFF')).toBe(
      `<svg ${NS} width="10" height="10" fill="#FFFFFF"><rect fill="#FFFFFF"/><path fill="#000000" stroke="#000000"/></svg>`,
    );
    // Rasterised, the print version's centre is the paper, not the ink.
    const drawn = `<svg ${NS} width="10" height="10"><rect width="10" height="10" fill="#0E7490"/><rect x="3" y="3" width="4" height="4" fill="#fff"/></svg>`;
    const pixels = new Resvg(oneColour(drawn, '#000000')).render().pixels;
    const at = (x: number, y: number) => pixels[(y * 10 + x) * 4];
    expect([at(1, 1), at(5, 5)]).toEqual([0, 255]);
  });

  it('paints a logo drawn in light paint only all in the one colour (it has no tile to knock out of)', () => {
    const light = `<svg ${NS} width="10" height="10"><path fill="#FFFFFF"/><circle stroke="#F8FAFC"/></svg>`;
    expect(oneColour(light, '#000000')).toBe(
      `<svg ${NS} width="10" height="10" fill="#000000"><path fill="#000000"/><circle stroke="#000000"/></svg>`,
    );
  });

  it('keeps a self-closing root self-closing (an empty logo made a 500 of the complete package)', () => {
    const empty = `<svg ${NS} width="10" height="10"/>`;
    expect(oneColour(empty, '#ffffff')).toBe(`<svg ${NS} width="10" height="10" fill="#ffffff"/>`);
    expect(parses(oneColour(empty, '#ffffff'))).not.toThrow();
    const placed = onCanvas(empty, 64, 32, 0.8, '#000000');
    expect(placed).toContain('width="25.6" height="25.6"');
    expect(parses(placed)).not.toThrow();
  });

  it('centres a logo on a canvas at the share of it asked for', () => {
    const placed = onCanvas(
      `<svg ${NS} viewBox="0 0 200 100"><rect width="200" height="100"/></svg>`,
      400,
      400,
      0.5,
    );
    expect(placed).toContain('<svg x="100" y="150" width="200" height="100" xmlns=');
    expect(parses(placed)).not.toThrow();
  });
});
