/**
 * The SVG renderer (resvg) reads image files named by a local path (`<image href="/etc/...">`),
 * so an SVG that refers to anything outside itself could copy a server file into a founder's
 * export. Logos that do are refused. Allowed references: same-document fragments (`#id`) and
 * inline raster data (`data:image/png|jpeg|gif|webp;base64,...`).
 */
const HREF = /href\s*=\s*(["'])([\s\S]*?)\1/gi;
const CSS_URL = /url\(\s*(["']?)([\s\S]*?)\1\s*\)/gi;
const SAFE_REFERENCE = /^\s*(#[\w.:-]*|data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]*)\s*$/i;

/** Why the SVG is unsafe to render, or undefined when it is self-contained. */
export function unsafeSvgReason(svg: string): string | undefined {
  if (/<!ENTITY/i.test(svg)) return 'it declares XML entities, which are not allowed';
  for (const match of svg.matchAll(HREF)) {
    if (!SAFE_REFERENCE.test(match[2] ?? '')) return 'it refers to an external file or address';
  }
  for (const match of svg.matchAll(CSS_URL)) {
    if (!SAFE_REFERENCE.test(match[2] ?? '')) return 'it refers to an external file or address';
  }
  if (/@import/i.test(svg)) return 'its styles import an external file';
  return undefined;
}
