import type { DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';
import { createRng } from '../../generation/domain/offline/prng';
import { DOM_PROPERTY_NAMES } from './dom-property-names';
import {
  allowedFeaturesSvg,
  drawnLogos,
  fixtureLogos,
  hostileLogos,
  variations,
  wordmarkLogos,
} from './logo-svg-corpus.test-helper';
import { logoSvgProblem } from './logo-svg-policy';
import { ALLOWED_ATTR, ALLOWED_TAGS, withoutProlog } from './logo-svg-rules';

/**
 * The save rules read logos with an XML parser instead of DOMPurify on jsdom (~30 MB resident).
 * DOMPurify with the same allowlist, on the HTML parser a page would use, stays the yardstick:
 * whatever the rules accept, it removes nothing from (bar the parser's wrapper and the xlink
 * namespace declaration, which draw nothing).
 */
const { window } = new JSDOM('');
const purifier: DOMPurify = createDOMPurify(window);
const DRAW_NOTHING = new Set(['body', 'xmlns:xlink']);

function removedByDomPurify(svg: string): string[] {
  purifier.sanitize(withoutProlog(svg), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    RETURN_DOM: true,
    ALLOW_DATA_ATTR: false,
  });
  return purifier.removed
    .map((r) =>
      'element' in r ? r.element.nodeName.toLowerCase() : (r.attribute?.name.toLowerCase() ?? '?'),
    )
    .filter((name) => !DRAW_NOTHING.has(name));
}

describe('stored logo SVG rules against DOMPurify', () => {
  it('accept nothing from which DOMPurify with the same allowlist would remove anything', () => {
    const drawn = [...drawnLogos(), ...wordmarkLogos()];
    const rng = createRng(17, 'logo variations');
    const clean = [allowedFeaturesSvg, ...fixtureLogos];
    const corpus = [
      ...drawn,
      ...clean,
      ...hostileLogos,
      ...variations(clean, 3_000, rng.fork('clean')),
      ...variations(hostileLogos, 500, rng.fork('hostile')),
      ...variations(drawn.slice(0, 40), 300, rng.fork('drawn')),
    ];
    const accepted = corpus.filter((svg) => logoSvgProblem(svg) === undefined);
    const disagreements = accepted
      .map((svg) => ({ removed: removedByDomPurify(svg), svg: svg.replace(/ d="[^"]*"/g, ' d="…"') }))
      .filter(({ removed }) => removed.length > 0);
    expect(disagreements).toEqual([]);
    // Both answers are reached: the variations are not all refused, nor all accepted.
    const variationsAccepted = accepted.length - drawn.length - clean.length;
    expect(variationsAccepted).toBeGreaterThan(800);
    expect(corpus.length - accepted.length).toBeGreaterThan(1_500);
  });

  it('know every name of a document and a form that DOMPurify keeps ids from', () => {
    const names = new Set<string>();
    for (const object of [window.document, window.document.createElement('form')]) {
      for (let o: object | null = object; o; o = Object.getPrototypeOf(o) as object | null) {
        for (const name of Object.getOwnPropertyNames(o)) names.add(name);
      }
    }
    expect([...names].filter((name) => !DOM_PROPERTY_NAMES.has(name))).toEqual([]);
    expect(removedByDomPurify('<svg><g id="title"/></svg>')).toEqual(['id']);
  });
});
