/**
 * SVG logos for the property tests of the save rules (logo-svg-policy.ts): every logo the offline
 * generator draws for a spread of businesses, the attack cases, and variations of both.
 */
import { join } from 'node:path';
import { logoStyles, logoSymbols } from '../../contracts/options';
import { cupChartMarkSvg, wordmarkSvg } from '../../exports/fixtures/fixture-logos';
import { generateLogos } from '../../generation/domain/offline/logos/logos';
import { createRng, type Rng } from '../../generation/domain/offline/prng';
import { morphologySvg, useBombSvg } from './hostile-svgs.test-helper';
import { logoImageOf } from './logo-image-url';

export const NS = 'xmlns="http://www.w3.org/2000/svg"';

/** Names a founder may type (the contract allows any text up to 100 characters). */
const BUSINESSES: Array<{ businessName: string; industry?: string; description?: string }> = [
  {
    businessName: "Tom & Jerry's Café",
    industry: 'other',
    description: 'a bakery with coffee and fresh bread',
  },
  { businessName: 'Vero Smile', industry: 'healthcare', description: 'a dental clinic' },
  { businessName: 'Schoolista', industry: 'education', description: 'a coding school for teenagers' },
  { businessName: 'Zażółć Café Ωmega', industry: 'ecommerce' },
  { businessName: 'Kids <3 Toys > Games', industry: 'ecommerce', description: 'toys <b>and</b> games' },
  { businessName: '</title><script>alert(1)</script>', industry: 'technology' },
  { businessName: 'A', industry: 'finance' },
  { businessName: 'Ledger]]> & --> Co <!-- x', industry: 'finance', description: 'bookkeeping' },
  { businessName: 'Tab\tBell\u0007Nul\u0000 Lone\uD800', industry: 'consulting' },
  { businessName: 'مخبز الأمل', industry: 'creative', description: 'a bakery' },
  { businessName: '🚀 Rocket Labs', industry: 'technology', description: 'satellites' },
  { businessName: 'M'.repeat(100), industry: 'marketing' },
];

let drawn: string[] | undefined;
/** Every logo the generator draws for those businesses in every style, with two seeds each. */
export function drawnLogos(): string[] {
  if (drawn) return drawn;
  drawn = [];
  for (const [b, business] of BUSINESSES.entries()) {
    for (const style of logoStyles) {
      for (const seed of [1, 2]) {
        const rng = createRng(seed, b, style);
        const symbols = rng.sample(logoSymbols, rng.int(1, 4));
        const colors = { primary: randomColour(rng), secondary: randomColour(rng) };
        const { logos } = generateLogos({ ...business, style, symbols, colors }, 6, rng.fork('draw'));
        for (const logo of logos) {
          const image = logoImageOf(logo.imageUrl);
          if (image.kind !== 'svg') throw new Error(`the generator drew ${image.kind} for ${logo.prompt}`);
          drawn.push(image.svg);
        }
      }
    }
  }
  return drawn;
}

/** The free plan's wordmark the browser draws (frontend step 5) for each of those businesses. */
export function wordmarkLogos(): string[] {
  // The frontend is an ES module to the type checker; jest compiles it like any test file.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { wordmarkLogo } = require(
    join(__dirname, '../../../../frontend/src/features/wizard/steps/step-5-logo-creation/logo-utils.ts'),
  ) as {
    wordmarkLogo: (name: string, colors: { primary: string; secondary: string }) => { imageUrl: string };
  };
  return BUSINESSES.map(({ businessName }) => {
    const image = logoImageOf(
      wordmarkLogo(businessName, { primary: '#1E40AF', secondary: '#0E7490' }).imageUrl,
    );
    if (image.kind !== 'svg') throw new Error(`the wordmark of ${businessName} is ${image.kind}`);
    return image.svg;
  });
}

function randomColour(rng: Rng): string {
  return `#${rng.int(0, 0xffffff).toString(16).padStart(6, '0').toUpperCase()}`;
}

/** A logo the rules accept: every element and attribute they allow, references and xlink. */
export const allowedFeaturesSvg =
  `<?xml version="1.0" encoding="UTF-8"?><svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 40">` +
  '<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient>' +
  '<clipPath id="c"><circle cx="20" cy="20" r="18"/></clipPath><path id="p" d="M0 0h4v4z"/></defs>' +
  '<g clip-path="url(#c)" transform="translate(2 2)"><rect width="40" height="40" fill="url(#g)"/></g>' +
  '<use xlink:href="#p" x="50"/><text x="50" y="30" font-family="Lora" font-size="12" style="fill:#333">Brew &amp; Co</text></svg>';

/** Markup an HTML page and an XML parser read differently, and the attack run's logos. */
export const hostileLogos: string[] = [
  morphologySvg,
  useBombSvg(),
  `<svg ${NS}><!--> <img src=x onerror=alert(1)> --></svg>`,
  `<svg ${NS}><title><![CDATA[</title><img src=x onerror=alert(1)>]]></title></svg>`,
  `<svg ${NS}><title>&lt;/title&gt;&lt;img src=x onerror=alert(1)&gt;</title></svg>`,
  `<svg ${NS}><desc>&#60;img src=x onerror=alert(1)&#x3e;</desc></svg>`,
  `<svg ${NS} aria-label="&lt;/title&gt;&lt;img src=x onerror=alert(1)&gt;"/>`,
  `<?xml-stylesheet href="https://evil.example/x.css"?><svg ${NS}/>`,
  `<svg ${NS}><?php echo 1 ?></svg>`,
  `<svg ${NS} xmlns:h="http://www.w3.org/1999/xhtml"><h:img src="x" onerror="alert(1)"/></svg>`,
  `<svg ${NS}><g xmlns="http://www.w3.org/1999/xhtml"><title>x</title></g></svg>`,
  `<svg ${NS} xmlns:x="http://www.w3.org/1999/xlink"><use x:href="#a"/></svg>`,
  `<svg ${NS} xmlns:xlink="https://evil.example/"><use xlink:href="#a"/></svg>`,
  `<svg><rect width="1" height="1"/></svg>`,
  `<svg ${NS}><use href="javascript:alert(1)"/></svg>`,
  `<svg ${NS}><use href=" #a"/><g id="a"/></svg>`,
  `<svg ${NS}><rect width="1" height="1" fill="javascript:alert(1)"/></svg>`,
  `<svg ${NS}><rect width="1" height="1" style="fill:url(#g)"/></svg>`,
  `<svg ${NS}><rect width="1" height="1" style="background:\\75 rl(x.png)"/></svg>`,
  `<svg ${NS}><rect width="1" height="1" style="width:expression(alert(1))"/></svg>`,
  `<svg ${NS}><rect width="1" height="1" style="@import 'x.css'"/></svg>`,
  `<svg ${NS}><rect width="1" height="1" onLoad="alert(1)"/></svg>`,
  `<svg ${NS}><use href="#a" HREF="https://evil.example/x.svg#a"/><g id="a"/></svg>`,
  `<svg ${NS}><g id="title"/></svg>`,
  `<svg ${NS}><g id=" cookie "/></svg>`,
  `<svg ${NS}><rect width=1 height=1></svg>`,
  `<svg ${NS}><rect></svg>`,
  `<svg ${NS}/><svg ${NS}/>`,
  `<svg ${NS}>${'<g>'.repeat(70)}${'</g>'.repeat(70)}</svg>`,
  `<svg ${NS}><a href="javascript:alert(1)"><rect width="1" height="1"/></a></svg>`,
  `<svg ${NS}><rect width="1" height="1" aria-label="x --> y"/></svg>`,
  `<svg ${NS}><rect width="1" height="1" class="a/>b"/></svg>`,
  `<svg ${NS}><text>1 &lt; 2</text></svg>`,
];

/** Attributes to add: allowed names with odd values, and names outside the allowlist. */
const ATTRIBUTES = [
  'id="q1"', 'id="title"', 'id="length"', 'id="constructor"', 'id="logo"', 'class="a b"',
  'class="x:y"', 'role="img"', 'aria-label="Brand: Co"', 'aria-label="a --&gt; b"',
  'aria-hidden="true"', 'fill="#fff"', 'fill="url(#bb-grad)"', 'fill="url(x.svg#a)"',
  'fill="javascript:alert(1)"', 'fill="foo:bar"', 'fill=" red "', 'stroke="a/&gt;b"',
  'style="fill:red"', 'style="fill:url(#g)"', 'style="x:expression(1)"', 'style="a\\b"',
  'href="#bb-grad"', 'href="#a b"', 'href="https://evil.example/"', 'xlink:href="#bb-name"',
  'transform="rotate(3)"', 'font-family="Lora, serif"', 'xml:space="preserve"', 'onload="alert(1)"',
  'onclick="x"', 'data-x="1"', 'filter="url(#f)"', 'xmlns:foo="urn:x"', 'foo:bar="1"',
  'xmlns="http://www.w3.org/2000/svg"', 'xmlns="http://www.w3.org/1999/xhtml"', 'FILL="#000"',
  'Href="#bb-grad"', 'attributeName="href"', 'begin="0s"', 'mask="url(#m)"', 'opacity="0.5"',
  'd="M0 0h1"', 'title="x"', 'name="y"', 'version="1.1"', 'width="javascript:1"',
]; // prettier-ignore

/** Markup to add inside an element. */
const CHILDREN = [
  '<rect width="1" height="1"/>', '<title>x</title>', '<desc>a &amp; b</desc>', '<text>1 &lt; 2</text>',
  '<text>a &gt; b</text>', '<tspan>--&gt;</tspan>', '<desc>a]]&gt;b</desc>', '<!-- x -->', '<![CDATA[x]]>',
  '<?pi x?>', '<script>alert(1)</script>', '<style>rect{}</style>', '<image href="x.png"/>',
  '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
  '<a href="javascript:alert(1)"><rect/></a>', '<use href="#bb-grad"/>', '<use xlink:href="#bb-symbol"/>',
  '<g id="length"/>', '<g id="bb-x2"/>', '<animate attributeName="href" to="javascript:alert(1)"/>',
  '<set attributeName="fill" to="red"/>', '<svg:rect xmlns:svg="http://www.w3.org/2000/svg"/>',
  '<g xmlns="http://www.w3.org/1999/xhtml"/>', '<p>x</p>', '<img src="x" onerror="alert(1)"/>',
  '<title>&lt;/title&gt;&lt;img src=x onerror=alert(1)&gt;</title>', '<RECT/>', '<LinearGradient/>',
  '<linearGradient id="g2"><stop offset="0"/></linearGradient>', '<clipPath id="c2"><circle r="1"/></clipPath>',
  '<g><g><g/></g></g>', '<text>x<tspan dy="1">y</tspan></text>', '<symbol id="s"><path d="M0 0"/></symbol>',
  '<filter id="f"><feGaussianBlur stdDeviation="1"/></filter>', '<mask id="m"/>', '<pattern id="pt"/>',
  '<marker/>', '<switch/>', '<textPath href="#p">x</textPath>', '<polygon points="0,0 1,1"/>',
  '<ellipse rx="1" ry="1"/>', '<line x2="1"/>', '<polyline points="0,0 1,1"/>', '<radialGradient id="r"/>',
  '<text>&#x3C;b&#x3E;</text>', '<desc>  </desc>', '<noscript>x</noscript>', '<math><mi>x</mi></math>',
]; // prettier-ignore

/**
 * `count` variations: a base logo with one to three additions, each an attribute added to a
 * start tag or an element added after one (never outside the root), at positions `rng` picks.
 */
export function variations(bases: string[], count: number, rng: Rng): string[] {
  return Array.from({ length: count }, () => {
    let svg = rng.pick(bases);
    for (let edits = rng.int(1, 3); edits > 0; edits--) {
      const starts = [...svg.matchAll(/<[a-zA-Z][^\s/>]*/g)].map((m) => m.index + m[0].length);
      if (starts.length === 0) break;
      const at = rng.pick(starts);
      if (rng.chance(0.5)) {
        svg = `${svg.slice(0, at)} ${rng.pick(ATTRIBUTES)}${svg.slice(at)}`;
      } else {
        const end = svg.indexOf('>', at);
        if (svg[end - 1] === '/') continue; // an empty element: no content to add to
        svg = `${svg.slice(0, end + 1)}${rng.pick(CHILDREN)}${svg.slice(end + 1)}`;
      }
    }
    return svg;
  });
}

/** The hand-written fixture logos the exports use. */
export const fixtureLogos = [cupChartMarkSvg, wordmarkSvg];
