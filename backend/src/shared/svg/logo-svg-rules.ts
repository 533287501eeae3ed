/**
 * What a stored logo may contain (issue 17): shapes, paths, text, gradients, groups, clip paths
 * and fragment `<use>`, nothing that runs, fetches or costs without bound. Checked at save by
 * `logoSvgProblem` (logo-svg-policy.ts); the export sanitiser (sanitise-logo-svg.ts) takes the tag
 * list as the drawing elements it may leave as they are.
 */
export const LOGO_SVG_LIMITS = {
  /** Bytes of SVG markup. Outlined lettering of a long name stays far below. */
  maxBytes: 150_000,
  /** Elements as written. Also counted from the tag openings before the markup is parsed. */
  maxElements: 2_000,
  /** Elements once every `<use>` is expanded (a few nested uses can multiply into millions). */
  maxExpandedElements: 10_000,
  maxDepth: 64,
} as const;

/** Element names, lower-cased (names are compared without case, as an HTML page would). */
export const ALLOWED_TAGS = [
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan',
  'lineargradient', 'radialgradient', 'stop', 'clippath',
]; // prettier-ignore

/** Attribute names, lower-cased. */
export const ALLOWED_ATTR = [
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

export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
export const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

/**
 * The markup without a leading byte order mark and `<?xml ...?>` declaration (not another
 * instruction whose name starts with xml, such as `<?xml-stylesheet ...?>`).
 */
export function withoutProlog(svg: string): string {
  return svg.replace(/^\uFEFF?\s*<\?xml\s[^>]*\?>/i, '').trim();
}
