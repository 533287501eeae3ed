import { checkSvgDocument, dataUrlToSvg, svgToDataUrl } from './svg-document';

const NS = 'xmlns="http://www.w3.org/2000/svg"';

describe('checkSvgDocument', () => {
  it('accepts a self-contained SVG', () => {
    const svg = `<?xml version="1.0"?>\n<svg ${NS} viewBox="0 0 10 10"><title>A &amp; B</title><!-- c --><g><rect width="5" height="5" fill="#FF0000"/></g><text>x &lt; y &#169;</text></svg>`;
    expect(checkSvgDocument(svg)).toEqual({ ok: true });
  });

  it.each([
    ['not svg', '<html></html>', 'does not start with <svg'],
    ['no namespace', '<svg viewBox="0 0 1 1"></svg>', 'xmlns'],
    ['unbalanced tags', `<svg ${NS}><g><rect></g></svg>`, 'closes'],
    ['unclosed tag', `<svg ${NS}><g></svg>`, 'closes'],
    ['bare ampersand', `<svg ${NS}><text>a & b</text></svg>`, 'entity'],
    ['script', `<svg ${NS}><script>alert(1)</script></svg>`, 'scripts'],
    ['event handler', `<svg ${NS} onload="alert(1)"></svg>`, 'event handler'],
    ['external image', `<svg ${NS}><image href="https://evil.example/x.png"/></svg>`, 'external reference'],
    ['doctype', `<svg ${NS}><!DOCTYPE x></svg>`, 'DOCTYPE'],
    ['unquoted attribute', `<svg ${NS}><rect width=5/></svg>`, 'malformed attributes'],
    ['duplicate attribute', `<svg ${NS}><rect x="1" x="2"/></svg>`, 'duplicate attribute'],
    ['two roots', `<svg ${NS}></svg><svg ${NS}></svg>`, 'exactly one'],
  ])('rejects %s', (_label, svg, problem) => {
    const result = checkSvgDocument(svg);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toContain(problem);
  });

  it('round-trips data URLs', () => {
    const svg = `<svg ${NS}><text>Café &amp; Co</text></svg>`;
    const url = svgToDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(dataUrlToSvg(url)).toBe(svg);
  });
});
