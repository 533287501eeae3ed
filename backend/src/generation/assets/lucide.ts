import { hasPackageFile, packageFile } from './package-files';

/**
 * Icons of the lucide-static package (ISC licence): each a 24 x 24 drawing of stroked paths and
 * shapes. Only the drawing elements are kept (path, circle, rect, line, polyline, polygon,
 * ellipse) with their geometry attributes, so nothing from the file but geometry reaches a logo.
 */
export interface IconElement {
  tag: 'path' | 'circle' | 'rect' | 'line' | 'polyline' | 'polygon' | 'ellipse';
  attributes: Array<[string, string]>;
}

const GEOMETRY = new Set([
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'width',
  'height',
  'points',
]);
const ELEMENT = /<(path|circle|rect|line|polyline|polygon|ellipse)\b([^>]*?)\/?>/g;
const ATTRIBUTE = /([a-zA-Z-]+)="([^"]*)"/g;
const NAME = /^[a-z0-9-]+$/;

const cache = new Map<string, IconElement[] | null>();

export function hasLucideIcon(name: string): boolean {
  return NAME.test(name) && hasPackageFile('lucide-static', 'icons', `${name}.svg`);
}

/** The drawing of a lucide icon, or null when the installed set has no icon of that name. */
export function lucideIcon(name: string): IconElement[] | null {
  const known = cache.get(name);
  if (known !== undefined) return known;
  let elements: IconElement[] | null = null;
  if (hasLucideIcon(name)) {
    const svg = packageFile('lucide-static', 'icons', `${name}.svg`).toString('utf8');
    elements = [...svg.matchAll(ELEMENT)].map((m) => ({
      tag: m[1] as IconElement['tag'],
      attributes: [...(m[2] ?? '').matchAll(ATTRIBUTE)]
        .filter((a) => GEOMETRY.has(a[1] ?? ''))
        .map((a) => [a[1] ?? '', a[2] ?? ''] as [string, string]),
    }));
  }
  cache.set(name, elements);
  return elements;
}
