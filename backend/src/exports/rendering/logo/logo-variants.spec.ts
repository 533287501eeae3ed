import { Resvg } from '@resvg/resvg-js';
import { oneColour, onCanvas } from './logo-variants';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const parses = (svg: string) => () => new Resvg(svg).render();

describe('logo variants', () => {
  it('paints every fill, stroke and the root in one colour, keeping "none"', () => {
    const svg = `<svg ${NS} width="10" height="10"><rect fill="#123456" stroke="none"/><circle stroke="#abcdef"/></svg>`;
    expect(oneColour(svg, '#000000')).toBe(
      `<svg ${NS} width="10" height="10" fill="#000000"><rect fill="#000000" stroke="none"/><circle stroke="#000000"/></svg>`,
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
