/** Minimal SVG writing helpers: escaping, attribute lists and number formatting. */

/** Escapes text for XML content and attribute values. */
export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Rounds to 2 decimals and drops trailing zeros. */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export type Attrs = Record<string, string | number | undefined>;

function attrs(list: Attrs): string {
  return Object.entries(list)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : xmlEscape(v)}"`)
    .join('');
}

/** An element; children are already-serialised markup. */
export function el(tag: string, attributes: Attrs = {}, ...children: string[]): string {
  const inner = children.join('');
  return inner ? `<${tag}${attrs(attributes)}>${inner}</${tag}>` : `<${tag}${attrs(attributes)}/>`;
}

/** A text element whose content is escaped. */
export function textEl(attributes: Attrs, content: string): string {
  return `<text${attrs(attributes)}>${xmlEscape(content)}</text>`;
}

/** Points "x,y x,y" of a regular polygon (or star when `inner` is given). */
export function polygonPoints(
  cx: number,
  cy: number,
  radius: number,
  corners: number,
  rotationDeg: number,
  inner?: number,
): string {
  const points: string[] = [];
  const total = inner === undefined ? corners : corners * 2;
  for (let i = 0; i < total; i += 1) {
    const r = inner !== undefined && i % 2 === 1 ? inner : radius;
    const angle = ((rotationDeg + (360 / total) * i) * Math.PI) / 180;
    points.push(`${num(cx + r * Math.cos(angle))},${num(cy + r * Math.sin(angle))}`);
  }
  return points.join(' ');
}
