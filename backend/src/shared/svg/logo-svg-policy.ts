import type { DOMPurify } from 'dompurify';

/**
 * What a stored logo may contain (issue 17): shapes, paths, text, gradients, groups, clip paths
 * and fragment `<use>`, nothing that runs, fetches or costs without bound. The allowlist is
 * applied by DOMPurify (a maintained sanitiser, on jsdom), not by patterns over the markup; a logo
 * from which it would remove anything is refused, so what is stored is exactly what was checked.
 */
export const LOGO_SVG_LIMITS = {
  /** Bytes of SVG markup. Outlined lettering of a long name stays far below. */
  maxBytes: 150_000,
  /**
   * Elements as written. Also checked by counting tag openings before parsing: jsdom and DOMPurify
   * cost ~0.1-1 ms per element on the event loop (docs/security.md), so a huge tree is refused
   * before it is parsed.
   */
  maxElements: 2_000,
  /** Elements once every `<use>` is expanded (a few nested uses can multiply into millions). */
  maxExpandedElements: 10_000,
  maxDepth: 64,
} as const;

const ALLOWED_TAGS = [
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan',
  'lineargradient', 'radialgradient', 'stop', 'clippath',
]; // prettier-ignore

const ALLOWED_ATTR = [
  'id', 'class', 'style', 'xmlns', 'version', 'role', 'aria-label', 'aria-hidden', 'xml:space',
  'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'width', 'height',
  'd', 'points', 'viewbox', 'preserveaspectratio', 'transform', 'href', 'xlink:href',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap',
  'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'opacity', 'color',
  'clip-path', 'clip-rule', 'clippathunits', 'display', 'visibility', 'shape-rendering',
  'offset', 'stop-color', 'stop-opacity', 'gradientunits', 'gradienttransform', 'spreadmethod',
  'font-family', 'font-size', 'font-weight', 'font-style', 'letter-spacing', 'word-spacing',
  'text-anchor', 'dominant-baseline', 'dx', 'dy', 'rotate', 'textlength', 'lengthadjust', 'text-rendering',
]; // prettier-ignore

/** Removals that change nothing drawn: the parser's wrapper, comments, namespace declarations. */
const HARMLESS_REMOVALS = new Set(['body', '#comment', 'xmlns:xlink', 'xmlns:svg']);

let purifier: DOMPurify | undefined;
let serializer: XMLSerializer | undefined;
/** jsdom and DOMPurify load at the first logo saved, not at start (~20 MB). */
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

/** The save rules: the allowlist above. */
const STORED_LOGO = { ALLOWED_TAGS, ALLOWED_ATTR };
/**
 * Exports: DOMPurify's SVG profile (no script, foreignObject or event handler, no javascript:
 * link) with filters kept, so a heavy legacy logo still meets the render budget, not a rewrite.
 */
const EXPORTED_LOGO = { USE_PROFILES: { svg: true, svgFilters: true } };

function sanitised(
  svg: string,
  rules: typeof STORED_LOGO | typeof EXPORTED_LOGO,
): { root: Element; removed: string[] } {
  const p = purify();
  const root = p.sanitize(withoutProlog(svg), {
    ...rules,
    RETURN_DOM: true,
    ALLOW_DATA_ATTR: false,
  }) as unknown as Element;
  const removed = p.removed
    .map((r) => ('element' in r ? r.element.nodeName.toLowerCase() : r.attribute?.name.toLowerCase()))
    .filter((name): name is string => Boolean(name) && !HARMLESS_REMOVALS.has(name!));
  return { root, removed };
}

/**
 * The logo without scripts, event handlers, foreign objects or script links, for exports: a logo
 * stored before the rules at save may hold any of it, and exports write it out as .svg files
 * (issue 17 item 13). A logo that needs no removal comes back exactly as it was (the same bytes
 * in every export); undefined when nothing of an `<svg>` is left.
 */
export function sanitiseLogoSvg(svg: string): string | undefined {
  // Most logos (every one the app draws) are plainly inert: then jsdom (~20 MB) is not loaded
  // into the export's process at all.
  if (plainlyInert(svg)) return svg;
  const { root, removed } = sanitised(svg, EXPORTED_LOGO);
  if (removed.length === 0) return svg;
  const element = root.firstElementChild;
  if (!element || element.nodeName.toLowerCase() !== 'svg' || root.children.length !== 1) return undefined;
  return serializer!.serializeToString(element);
}

/** Why this SVG cannot be stored as a logo, or undefined when it can. */
export function logoSvgProblem(svg: string): string | undefined {
  const bytes = Buffer.byteLength(svg, 'utf8');
  if (bytes > LOGO_SVG_LIMITS.maxBytes)
    return `it is ${Math.ceil(bytes / 1000)} KB of SVG; a logo may have at most ${LOGO_SVG_LIMITS.maxBytes / 1000} KB`;
  if (/<!DOCTYPE|<!ENTITY/i.test(svg)) return 'it declares a DOCTYPE or entities, which logos may not use';
  const tags = svg.match(/<[a-zA-Z]/g)?.length ?? 0;
  if (tags > LOGO_SVG_LIMITS.maxElements)
    return `it has ${tags} elements; a logo may have at most ${LOGO_SVG_LIMITS.maxElements}`;
  const { root, removed } = sanitised(svg, STORED_LOGO);
  if (removed.length > 0) return `it uses ${describe([...new Set(removed)])}, which logos may not contain`;
  const svgs = [...root.children];
  if (svgs.length !== 1 || svgs[0]!.nodeName.toLowerCase() !== 'svg') return 'it is not one <svg> element';
  return structureProblem(svgs[0]!);
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

function withoutProlog(svg: string): string {
  return svg.replace(/^\uFEFF?\s*<\?xml[^>]*\?>/i, '').trim();
}

function describe(names: string[]): string {
  const shown = names
    .slice(0, 4)
    .map((n) => (n.startsWith('on') || n.includes(':') || !/^[a-z]/.test(n) ? n : `<${n}>`));
  return shown.join(', ') + (names.length > 4 ? ` and ${names.length - 4} more` : '');
}

/** References only inside the document, and bounded size, depth and `<use>` expansion. */
function structureProblem(svg: Element): string | undefined {
  const all = [svg, ...svg.querySelectorAll('*')];
  if (all.length > LOGO_SVG_LIMITS.maxElements)
    return `it has ${all.length} elements; a logo may have at most ${LOGO_SVG_LIMITS.maxElements}`;
  const byId = new Map<string, Element>();
  for (const element of all) {
    const id = element.getAttribute('id');
    if (id) byId.set(id, element);
    for (const attr of [...element.attributes]) {
      const name = attr.name.toLowerCase();
      if ((name === 'href' || name === 'xlink:href') && !attr.value.trim().startsWith('#'))
        return 'it refers to something outside itself (only #references within the logo are allowed)';
      for (const match of attr.value.matchAll(/url\s*\(\s*['"]?([^'")\s]*)/gi)) {
        if (!match[1]!.startsWith('#')) return 'it refers to something outside itself through url()';
      }
      if (name === 'style' && /@import|expression\s*\(|\\/i.test(attr.value))
        return 'its style attribute is not plain';
    }
  }
  const expanded = expandedSize(svg, byId);
  if (expanded === 'cycle') return 'its <use> elements refer to themselves';
  if (expanded === 'deep') return `it nests more than ${LOGO_SVG_LIMITS.maxDepth} levels deep`;
  if (expanded > LOGO_SVG_LIMITS.maxExpandedElements)
    return `its <use> elements expand to more than ${LOGO_SVG_LIMITS.maxExpandedElements} elements`;
  return undefined;
}

/** How many elements the renderer would build, every `<use>` replaced by what it references. */
function expandedSize(root: Element, byId: Map<string, Element>): number | 'cycle' | 'deep' {
  const memo = new Map<Element, number>();
  const visiting = new Set<Element>();
  const cap = LOGO_SVG_LIMITS.maxExpandedElements + 1;
  const size = (element: Element, depth: number): number | 'cycle' | 'deep' => {
    if (depth > LOGO_SVG_LIMITS.maxDepth) return 'deep';
    const known = memo.get(element);
    if (known !== undefined) return known;
    if (visiting.has(element)) return 'cycle';
    visiting.add(element);
    let total = 1;
    const parts: Element[] = [...element.children];
    if (element.nodeName.toLowerCase() === 'use') {
      const ref = (element.getAttribute('href') ?? element.getAttribute('xlink:href') ?? '').trim().slice(1);
      const target = byId.get(ref);
      if (target) parts.push(target);
    }
    for (const part of parts) {
      const s = size(part, depth + 1);
      if (typeof s !== 'number') return s;
      total = Math.min(cap, total + s);
    }
    visiting.delete(element);
    memo.set(element, total);
    return total;
  };
  return size(root, 0);
}
