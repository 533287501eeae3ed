import { dataUrlToSvg, svgToDataUrl } from './svg-document';

const NS = 'xmlns="http://www.w3.org/2000/svg"';

describe('SVG data URLs', () => {
  it('round-trips data URLs', () => {
    const svg = `<svg ${NS}><text>Café &amp; Co</text></svg>`;
    const url = svgToDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(dataUrlToSvg(url)).toBe(svg);
  });
});
