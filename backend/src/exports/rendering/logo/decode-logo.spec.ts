import { decodeLogo } from './decode-logo';
import { unsafeSvgReason } from './svg-safety';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
const base64 = (text: string): string => Buffer.from(text).toString('base64');

describe('decodeLogo', () => {
  it('reads base64 and URL-encoded SVG data URLs and bare SVG markup', () => {
    expect(decodeLogo(`data:image/svg+xml;base64,${base64(svg)}`)).toEqual({ kind: 'svg', svg });
    expect(decodeLogo(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)).toEqual({
      kind: 'svg',
      svg,
    });
    expect(decodeLogo(svg)).toEqual({ kind: 'svg', svg });
  });

  it.each([
    ['', 'it has no image'],
    ['https://cdn.example.com/logo.png', 'remote image'],
    [`data:image/png;base64,${base64('not really a png')}`, 'not an SVG (image/png)'],
    ['data:image/svg+xml;base64,@@@###', 'base64 data is corrupt'],
    ['data:image/svg+xml,%E0%A4%A', 'URL-encoded data is corrupt'],
    [`data:image/svg+xml;base64,${base64('<html></html>')}`, 'not an SVG document'],
    ['just some text', 'not a data URL'],
  ])('skips %j with a reason', (url, reason) => {
    const decoded = decodeLogo(url);
    expect(decoded.kind).toBe('skipped');
    expect(decoded.kind === 'skipped' && decoded.reason).toContain(reason);
  });
});

/** Issue 17 item 13: a logo stored before the save rules never brings its scripts into an export. */
describe('decodeLogo on a logo with active content', () => {
  const scripted =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">' +
    '<script>alert(2)</script>' +
    '<g onmouseover="alert(3)"><rect width="10" height="10" onclick="alert(4)" fill="#0F766E"/></g>' +
    '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>' +
    '<animate attributeName="href" to="javascript:alert(5)"/>' +
    '</svg>';

  // (A link to anything outside the logo, javascript: included, leaves the whole logo out: svg-safety.)
  it('keeps the drawing and drops scripts, event handlers, animations and foreign objects', () => {
    const decoded = decodeLogo(`data:image/svg+xml;base64,${base64(scripted)}`);
    expect(decoded.kind).toBe('svg');
    const out = decoded.kind === 'svg' ? decoded.svg : '';
    expect(out).not.toMatch(/<script|\son\w+=|javascript:|foreignObject|<animate/i);
    expect(out).toMatch(/<rect [^>]*fill="#0F766E"/);
    expect(out).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('skips a logo of which nothing is left', () => {
    const decoded = decodeLogo('<script>alert(1)</script><svg');
    expect(decoded.kind).toBe('skipped');
  });
});

describe('unsafeSvgReason', () => {
  it('accepts self-contained SVG: fragments and inline raster data', () => {
    expect(
      unsafeSvgReason(
        '<svg><use href="#a"/><rect fill="url(#g)"/><image href="data:image/png;base64,iVBORw0KGgo="/></svg>',
      ),
    ).toBeUndefined();
  });

  it.each([
    '<svg><image href="/etc/passwd.png"/></svg>',
    '<svg><image xlink:href="file:///tmp/x.png"/></svg>',
    "<svg><image href='logo.png'/></svg>",
    '<svg><image href="https://evil.example/x.png"/></svg>',
    '<svg><image href="data:image/svg+xml;base64,PHN2Zy8+"/></svg>',
    '<svg><rect style="fill:url(/tmp/pattern.svg#p)"/></svg>',
    '<!DOCTYPE svg [<!ENTITY x "/etc/passwd">]><svg><image href="&x;"/></svg>',
    '<svg><style>@import url(x.css);</style></svg>',
  ])('refuses %s', (markup) => {
    expect(unsafeSvgReason(markup)).toBeDefined();
  });
});

describe('decodeLogo on logos that hide a handler from a quick look', () => {
  it.each([
    [
      'after a slash',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect/onload="alert(1)" width="9" height="9"/></svg>',
    ],
    [
      'after a quote',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9"onclick="alert(1)" height="9"/></svg>',
    ],
    [
      'in an entity',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/>&#60;script&#62;</svg>',
    ],
  ])('never exports one %s', (_label, svg) => {
    const decoded = decodeLogo(svg);
    const out = decoded.kind === 'svg' ? decoded.svg : '';
    expect(out).not.toMatch(/<script|[\s/"']on\w+\s*=/i);
  });
});
