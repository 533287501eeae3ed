import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { cupChartMarkSvg, wordmarkSvg } from '../../exports/fixtures/fixture-logos';
import { morphologySvg, useBombSvg } from './hostile-svgs.test-helper';
import { allowedFeaturesSvg, drawnLogos, NS, wordmarkLogos } from './logo-svg-corpus.test-helper';
import { logoSvgProblem } from './logo-svg-policy';

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

  // What an HTML page that inlines the logo would read otherwise than the XML parser that checked it.
  it.each([
    ['a comment hiding an image', `<svg ${NS}><!--> <img src=x onerror=alert(1)> --></svg>`, /a comment/],
    [
      'an element in a title (HTML reads it as HTML)',
      `<svg ${NS}><title><text>x</text></title></svg>`,
      /its <title> holds an element; a title or description holds only text/,
    ],
    ['a plain comment', `<svg ${NS}><!-- drawn by hand --><rect width="1" height="1"/></svg>`, /a comment/],
    ['a comment after the root', `<svg ${NS}/><!-- x -->`, /a comment/],
    [
      'a CDATA section',
      `<svg ${NS}><title><![CDATA[</title><img src=x onerror=alert(1)>]]></title></svg>`,
      /a CDATA section/,
    ],
    [
      'a stylesheet instruction',
      `<?xml-stylesheet href="https://evil.example/x.css"?><svg ${NS}/>`,
      /processing instruction \(<\?xml-stylesheet\)/,
    ],
    ['a processing instruction', `<svg ${NS}><?php echo 1 ?></svg>`, /processing instruction/],
    ['a second XML declaration', `<?xml version="1.0"?><?xml version="1.0"?><svg ${NS}/>`, /not well-formed/],
    ['a lower-case doctype', `<!doctype svg><svg ${NS}/>`, /DOCTYPE/],
    [
      'markup escaped in a title',
      `<svg ${NS}><title>&lt;/title&gt;&lt;img src=x onerror=alert(1)&gt;</title></svg>`,
      /its text contains "<"/,
    ],
    [
      'markup as character references',
      `<svg ${NS}><desc>&#60;img src=x&#x3e;</desc></svg>`,
      /text contains "<"/,
    ],
    [
      'markup escaped in an attribute',
      `<svg ${NS} aria-label="&lt;/title&gt;&lt;img src=x onerror=alert(1)&gt;"/>`,
      /aria-label attribute contains "<" or ">"/,
    ],
    ['a comment end in an attribute', `<svg ${NS} aria-label="x --&gt; y"/>`, /contains "<" or ">"/],
    [
      'an HTML element under a prefix',
      `<svg ${NS} xmlns:h="http://www.w3.org/1999/xhtml"><h:img src="x" onerror="alert(1)"/></svg>`,
      /<h:img>, the attribute xmlns:h/,
    ],
    [
      'another default namespace',
      `<svg ${NS}><g xmlns="http://www.w3.org/1999/xhtml"><title>x</title></g></svg>`,
      /declares the namespace "http:\/\/www.w3.org\/1999\/xhtml"/,
    ],
    [
      'xlink under another prefix',
      `<svg ${NS} xmlns:x="http://www.w3.org/1999/xlink"><use x:href="#a"/></svg>`,
      /the attribute xmlns:x, the attribute x:href/,
    ],
    [
      'xlink bound elsewhere',
      `<svg ${NS} xmlns:xlink="https://evil.example/"><use xlink:href="#a"/></svg>`,
      /binds xlink/,
    ],
    ['an undeclared prefix', `<svg ${NS}><use xlink:href="#a"/></svg>`, /unbound namespace prefix/],
    ['no SVG namespace', '<svg><rect width="1" height="1"/></svg>', /<svg> is not in the SVG namespace/],
    ['a javascript: use', `<svg ${NS}><use href="javascript:alert(1)"/></svg>`, /outside itself/],
    ['a reference with spaces', `<svg ${NS}><g id="a"/><use href=" #a"/></svg>`, /outside itself/],
    [
      'a javascript: paint',
      `<svg ${NS}><rect fill="javascript:alert(1)"/></svg>`,
      /fill attribute reads as a link/,
    ],
    ['url() in a style', `<svg ${NS}><rect style="fill:url(#g)"/></svg>`, /style attribute is not plain/],
    ['an escape in a style', `<svg ${NS}><rect style="background:\\75 rl(x.png)"/></svg>`, /not plain/],
    ['expression() in a style', `<svg ${NS}><rect style="width:expression(alert(1))"/></svg>`, /not plain/],
    ['@import in a style', `<svg ${NS}><rect style="@import 'x.css'"/></svg>`, /not plain/],
    ['a handler in capitals', `<svg ${NS}><rect onLoad="alert(1)"/></svg>`, /the attribute onload/],
    [
      'an attribute twice in two cases',
      `<svg ${NS}><g id="a"/><use href="#a" HREF="#a"/></svg>`,
      /<use> has the attribute href twice/,
    ],
    [
      'an id that shadows document.title',
      `<svg ${NS}><g id="title"/></svg>`,
      /id "title" is the name of a property/,
    ],
    ['an id that shadows document.cookie', `<svg ${NS}><g id=" cookie "/></svg>`, /id " cookie "/],
    [
      'an unquoted attribute',
      `<svg ${NS}><rect width=1/></svg>`,
      /not well-formed XML \(.* at line 1, column \d+\)/,
    ],
    ['an unclosed element', `<svg ${NS}><g></svg>`, /not well-formed XML/],
    ['an HTML entity', `<svg ${NS}><title>&nbsp;</title></svg>`, /not well-formed XML \(undefined entity/],
    ['two roots', `<svg ${NS}/><svg ${NS}/>`, /not well-formed XML/],
    ['a control character', `<svg ${NS}><title>\u0007</title></svg>`, /not well-formed XML/],
    [
      'deep nesting',
      `<svg ${NS}>${'<g>'.repeat(70)}${'</g>'.repeat(70)}</svg>`,
      /nests more than 64 levels deep/,
    ],
    ['a root that is not <svg>', `<g ${NS}/>`, /not one <svg> element/],
  ])('refuses %s', (_name, svg, reason) => {
    expect(logoSvgProblem(svg)).toMatch(reason);
  });

  it('accepts shapes, outlined paths, text, gradients, groups, clip paths and fragment uses', () => {
    expect(logoSvgProblem(allowedFeaturesSvg)).toBeUndefined();
    expect(logoSvgProblem(`\uFEFF\n  ${allowedFeaturesSvg}\n`)).toBeUndefined();
    expect(
      logoSvgProblem(`<svg ${NS}><text xml:space="preserve">1 &gt; 0 &amp; "a"</text></svg>`),
    ).toBeUndefined();
    expect(logoSvgProblem(cupChartMarkSvg)).toBeUndefined();
    expect(logoSvgProblem(wordmarkSvg)).toBeUndefined();
  });

  it("accepts every logo the offline generator and the browser's wordmark draw, for many businesses, styles and seeds", () => {
    const logos = [...drawnLogos(), ...wordmarkLogos()];
    expect(logos.length).toBeGreaterThan(800);
    const refused = logos
      .map((svg) => [logoSvgProblem(svg), svg.slice(0, 300)])
      .filter(([problem]) => problem);
    expect(refused).toEqual([]);
  });

  // jsdom and DOMPurify stay resident once loaded (~30 MB): the save path must not load them. Node
  // itself, in a process of its own, says what the rules loaded.
  it('checks logos without loading jsdom or DOMPurify; the export sanitiser loads them', () => {
    const script = `
      const { readFileSync } = require('node:fs');
      const swc = require('@swc/core');
      require.extensions['.ts'] = (module, filename) => module._compile(swc.transformSync(
        readFileSync(filename, 'utf8'),
        { filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
      ).code, filename);
      const loaded = () => Object.keys(require.cache).filter((k) => /node_modules[\\\\/](jsdom|dompurify)[\\\\/]/.test(k)).length;
      const svgs = JSON.parse(readFileSync(0, 'utf8'));
      const { logoSvgProblem } = require(${JSON.stringify(join(__dirname, 'logo-svg-policy.ts'))});
      const problems = svgs.map((svg) => logoSvgProblem(svg) ?? null);
      const afterCheck = loaded();
      const { sanitiseLogoSvg } = require(${JSON.stringify(join(__dirname, 'sanitise-logo-svg.ts'))});
      sanitiseLogoSvg(svgs[1]);
      console.log(JSON.stringify({ problems, afterCheck, afterSanitise: loaded() }));
    `;
    const svgs = [allowedFeaturesSvg, `<svg ${NS} onload="alert(1)"><script>alert(2)</script></svg>`];
    const out = execFileSync(process.execPath, ['-e', script], {
      input: JSON.stringify(svgs),
      encoding: 'utf8',
    });
    const { problems, afterCheck, afterSanitise } = JSON.parse(out) as Record<string, unknown>;
    expect(problems).toEqual([null, expect.stringMatching(/<script>, the attribute onload/)]);
    expect(afterCheck).toBe(0);
    expect(afterSanitise).toBeGreaterThan(0);
  });
});
