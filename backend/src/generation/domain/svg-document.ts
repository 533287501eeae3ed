/**
 * A small, strict check that a string is a self-contained SVG document: an <svg> root in the SVG
 * namespace, well-formed XML (balanced tags, quoted attributes, valid entity references) and
 * nothing active (no scripts, event handlers or external references). Used on logos from an AI
 * provider before they are shown, and by the tests of the offline logo drawer.
 */

export type SvgCheck = { ok: true } | { ok: false; problem: string };

const NAME = /^[A-Za-z_][-A-Za-z0-9_.:]*/;
/** Sticky: matched at `lastIndex`, so a long attribute (outlined type, 50 KB of path data) reads in place. */
const ATTRIBUTE = /\s+([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*("[^"<]*"|'[^'<]*')/y;
const TAG_END = /\s*(\/?)>/y;
const ENTITY = /&(?:amp|lt|gt|quot|apos|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});/y;
const SVG_NS = 'http://www.w3.org/2000/svg';

function checkText(text: string): string | undefined {
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) {
    ENTITY.lastIndex = i;
    if (!ENTITY.test(text)) return `invalid entity reference near "${text.slice(i, i + 12)}"`;
  }
  return undefined;
}

function checkAttribute(name: string, value: string): string | undefined {
  if (/^on/i.test(name)) return `event handler attribute "${name}" is not allowed`;
  if (/javascript:/i.test(value)) return 'javascript: URLs are not allowed';
  if (/(^|:)href$/i.test(name) && !value.startsWith('#') && !value.startsWith('data:image/')) {
    return `external reference "${value.slice(0, 40)}" is not allowed`;
  }
  return checkText(value);
}

interface Cursor {
  pos: number;
}

/** Reads one start tag at `cursor.pos` (just after '<'); returns its name and whether it self-closes. */
function readStartTag(
  svg: string,
  cursor: Cursor,
  attributes: Map<string, string>,
): { name: string; selfClosing: boolean } | string {
  const nameMatch = NAME.exec(svg.slice(cursor.pos));
  if (!nameMatch) return `invalid tag at ${cursor.pos}`;
  const name = nameMatch[0];
  cursor.pos += name.length;
  for (;;) {
    ATTRIBUTE.lastIndex = cursor.pos;
    const attr = ATTRIBUTE.exec(svg);
    if (attr) {
      const [whole, attrName = '', quoted = ''] = attr;
      if (attributes.has(attrName)) return `duplicate attribute "${attrName}" on <${name}>`;
      const value = quoted.slice(1, -1);
      const problem = checkAttribute(attrName, value);
      if (problem) return problem;
      attributes.set(attrName, value);
      cursor.pos += whole.length;
      continue;
    }
    TAG_END.lastIndex = cursor.pos;
    const end = TAG_END.exec(svg);
    if (!end) return `malformed attributes on <${name}>`;
    cursor.pos += end[0].length;
    return { name, selfClosing: end[1] === '/' };
  }
}

export function checkSvgDocument(input: string): SvgCheck {
  const fail = (problem: string): SvgCheck => ({ ok: false, problem });
  let svg = input.trim();
  if (svg.startsWith('<?xml')) {
    const end = svg.indexOf('?>');
    if (end === -1) return fail('unterminated XML declaration');
    svg = svg.slice(end + 2).trimStart();
  }
  if (!svg.startsWith('<svg')) return fail('the document does not start with <svg');
  if (!svg.endsWith('</svg>')) return fail('the document does not end with </svg>');
  if (/<\s*script/i.test(svg)) return fail('scripts are not allowed');
  if (/<\s*foreignObject/i.test(svg)) return fail('foreignObject is not allowed');

  const stack: string[] = [];
  const cursor: Cursor = { pos: 0 };
  let roots = 0;
  while (cursor.pos < svg.length) {
    const lt = svg.indexOf('<', cursor.pos);
    const text = svg.slice(cursor.pos, lt === -1 ? svg.length : lt);
    if (text.trim() && stack.length === 0) return fail('text outside the <svg> element');
    const textProblem = checkText(text);
    if (textProblem) return fail(textProblem);
    if (lt === -1) break;
    cursor.pos = lt + 1;
    if (svg.startsWith('!--', cursor.pos)) {
      const end = svg.indexOf('-->', cursor.pos);
      if (end === -1) return fail('unterminated comment');
      cursor.pos = end + 3;
    } else if (svg.startsWith('![CDATA[', cursor.pos)) {
      const end = svg.indexOf(']]>', cursor.pos);
      if (end === -1) return fail('unterminated CDATA section');
      cursor.pos = end + 3;
    } else if (svg[cursor.pos] === '!' || svg[cursor.pos] === '?') {
      return fail('DOCTYPE, entities and processing instructions are not allowed');
    } else if (svg[cursor.pos] === '/') {
      const close = /^\/([A-Za-z_][-A-Za-z0-9_.:]*)\s*>/.exec(svg.slice(cursor.pos));
      if (!close?.[1]) return fail(`malformed closing tag at ${cursor.pos}`);
      const open = stack.pop();
      if (open !== close[1]) return fail(`</${close[1]}> closes <${open ?? 'nothing'}>`);
      cursor.pos += close[0].length;
    } else {
      const attributes = new Map<string, string>();
      const tag = readStartTag(svg, cursor, attributes);
      if (typeof tag === 'string') return fail(tag);
      if (stack.length === 0) {
        roots += 1;
        if (roots > 1 || tag.name !== 'svg') return fail('the document must have exactly one <svg> root');
        if (attributes.get('xmlns') !== SVG_NS) return fail(`the <svg> root needs xmlns="${SVG_NS}"`);
      }
      if (!tag.selfClosing) stack.push(tag.name);
    }
  }
  if (stack.length > 0) return fail(`unclosed <${stack[stack.length - 1] ?? ''}>`);
  if (roots !== 1) return fail('the document must have exactly one <svg> root');
  return { ok: true };
}

export function svgToDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

export function dataUrlToSvg(dataUrl: string): string {
  const prefix = 'data:image/svg+xml;base64,';
  if (!dataUrl.startsWith(prefix)) throw new Error('Not a base64 SVG data URL');
  return Buffer.from(dataUrl.slice(prefix.length), 'base64').toString('utf8');
}
