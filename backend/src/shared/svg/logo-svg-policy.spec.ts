import { logoStyles, logoSymbols } from '../../contracts/options';
import { cupChartMarkSvg, wordmarkSvg } from '../../exports/fixtures/fixture-logos';
import { createRng } from '../../generation/domain/offline/prng';
import { generateLogos } from '../../generation/domain/offline/logos/logos';
import { logoImageOf } from './logo-image-url';
import { morphologySvg, useBombSvg } from './hostile-svgs.test-helper';
import { logoSvgProblem } from './logo-svg-policy';

const NS = 'xmlns="http://www.w3.org/2000/svg"';

describe('stored logo SVG rules', () => {
  it("refuses the attack run's 201-byte feMorphology logo and the 1.2 KB <use> bomb", () => {
    expect(Buffer.byteLength(morphologySvg)).toBeLessThanOrEqual(201);
    expect(logoSvgProblem(morphologySvg)).toMatch(/<filter>, <femorphology>/);
    const bomb = useBombSvg();
    expect(bomb.length).toBeGreaterThan(1_100);
    expect(bomb.length).toBeLessThan(1_300);
    expect(logoSvgProblem(bomb)).toMatch(/expand to more than 10000 elements/);
  });

  it.each([
    ['a script', `<svg ${NS}><script>alert(1)</script></svg>`, /<script>/],
    ['an event handler', `<svg ${NS} onload="alert(1)"><rect width="1" height="1"/></svg>`, /onload/],
    ['a foreign object', `<svg ${NS}><foreignObject><div>x</div></foreignObject></svg>`, /<foreignobject>/],
    ['an external image', `<svg ${NS}><image href="/etc/passwd"/></svg>`, /<image>/],
    ['an external use', `<svg ${NS}><use href="https://evil.example/x.svg#a"/></svg>`, /outside itself/],
    [
      'a url() to a file',
      `<svg ${NS}><rect fill="url(/tmp/x.svg#p)" width="1" height="1"/></svg>`,
      /outside itself/,
    ],
    ['a style element', `<svg ${NS}><style>@import url(x.css);</style></svg>`, /<style>/],
    ['entities', `<!DOCTYPE svg [<!ENTITY x "y">]><svg ${NS}/>`, /DOCTYPE/],
    ['a self-referencing use', `<svg ${NS}><g id="a"><use href="#a"/></g></svg>`, /refer to themselves/],
    ['too many elements', `<svg ${NS}>${'<rect width="1" height="1"/>'.repeat(2001)}</svg>`, /2002 elements/],
    ['too many bytes', `<svg ${NS}><path d="${'M0 0'.repeat(40_000)}"/></svg>`, /at most 150 KB/],
    [
      'an animation',
      `<svg ${NS}><rect width="1" height="1"><animate attributeName="x"/></rect></svg>`,
      /<animate>/,
    ],
  ])('refuses %s', (_name, svg, reason) => {
    expect(logoSvgProblem(svg)).toMatch(reason);
  });

  it('accepts shapes, outlined paths, text, gradients, groups, clip paths and fragment uses', () => {
    const ok =
      `<?xml version="1.0" encoding="UTF-8"?><svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 40">` +
      '<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient>' +
      '<clipPath id="c"><circle cx="20" cy="20" r="18"/></clipPath><path id="p" d="M0 0h4v4z"/></defs>' +
      '<!-- a comment --><g clip-path="url(#c)" transform="translate(2 2)"><rect width="40" height="40" fill="url(#g)"/></g>' +
      '<use xlink:href="#p" x="50"/><text x="50" y="30" font-family="Lora" font-size="12" style="fill:#333">Brew &amp; Co</text></svg>';
    expect(logoSvgProblem(ok)).toBeUndefined();
    expect(logoSvgProblem(cupChartMarkSvg)).toBeUndefined();
    expect(logoSvgProblem(wordmarkSvg)).toBeUndefined();
  });

  it('accepts every logo the offline generator draws', () => {
    for (const style of logoStyles) {
      const { logos } = generateLogos(
        {
          businessName: "Tom & Jerry's Café",
          style,
          symbols: [...logoSymbols],
          colors: { primary: '#1E40AF', secondary: '#0E7490' },
        },
        logoSymbols.length,
        createRng(7, style),
      );
      for (const logo of logos) {
        const image = logoImageOf(logo.imageUrl);
        expect(image.kind).toBe('svg');
        expect([logo.prompt, image.kind === 'svg' && logoSvgProblem(image.svg)]).toEqual([
          logo.prompt,
          undefined,
        ]);
      }
    }
  });
});
