import type { DOMPurify } from 'dompurify';
import { ALLOWED_TAGS, withoutProlog } from './logo-svg-rules';

/** Removals that change nothing drawn: the parser's wrapper, comments, namespace declarations. */
const HARMLESS_REMOVALS = new Set(['body', '#comment', 'xmlns:xlink', 'xmlns:svg']);

/**
 * DOMPurify's SVG profile (no script, foreignObject or event handler, no javascript: link) with
 * filters kept, so a heavy legacy logo still meets the render budget, not a rewrite.
 */
const EXPORTED_LOGO = { USE_PROFILES: { svg: true, svgFilters: true } };

let purifier: DOMPurify | undefined;
let serializer: XMLSerializer | undefined;
/** jsdom and DOMPurify load at the first legacy logo that needs them, not at start (~30 MB). */
function purify(): DOMPurify {
  if (!purifier) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { JSDOM } = require('jsdom') as typeof import('jsdom');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const createDOMPurify = require('dompurify') as (window: unknown) => DOMPurify;
    const { window } = new JSDOM('');
    purifier = createDOMPurify(window);
    serializer = new window.XMLSerializer();
  }
  return purifier;
}

/**
 * The logo without scripts, event handlers, foreign objects or script links, for exports: a logo
 * stored before the rules at save may hold any of it, and exports write it out as .svg files
 * (issue 17 item 13). A logo that needs no removal comes back exactly as it was (the same bytes
 * in every export); undefined when nothing of an `<svg>` is left.
 */
export function sanitiseLogoSvg(svg: string): string | undefined {
  // Most logos (every one the app draws) are plainly inert: then jsdom is not loaded into the
  // export's process at all.
  if (plainlyInert(svg)) return svg;
  const p = purify();
  const root = p.sanitize(withoutProlog(svg), {
    ...EXPORTED_LOGO,
    RETURN_DOM: true,
    ALLOW_DATA_ATTR: false,
  }) as unknown as Element;
  const removed = p.removed
    .map((r) => ('element' in r ? r.element.nodeName.toLowerCase() : r.attribute?.name.toLowerCase()))
    .filter((name): name is string => Boolean(name) && !HARMLESS_REMOVALS.has(name!));
  if (removed.length === 0) return svg;
  const element = root.firstElementChild;
  if (!element || element.nodeName.toLowerCase() !== 'svg' || root.children.length !== 1) return undefined;
  return serializer!.serializeToString(element);
}

/** Drawing elements only: nothing in them can run or load anything. */
const INERT_TAGS = new Set([...ALLOWED_TAGS, 'filter', 'mask', 'pattern', 'marker']);

/**
 * True when every tag is a drawing element of the allowlist, no attribute is an event handler,
 * and nothing could be spelled in a way a pattern would miss (no entity or character reference,
 * comment, CDATA, DOCTYPE, and no 'javascript:'). Anything else goes through DOMPurify.
 */
function plainlyInert(svg: string): boolean {
  const body = withoutProlog(svg);
  // An event handler is any attribute starting with 'on', also after '/' or a quote (HTML parsers).
  if (/&|<!|<\?|javascript:|(^|[^a-z0-9_.:-])on[a-z-]*\s*=/i.test(body)) return false;
  for (const tag of body.matchAll(/<\/?\s*([^\s>/]*)/g)) {
    if (!INERT_TAGS.has(tag[1]!.toLowerCase())) return false;
  }
  return true;
}
