import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';
import { DOM_PROPERTY_NAMES } from './dom-property-names';
import {
  ALLOWED_ATTR,
  ALLOWED_TAGS,
  LOGO_SVG_LIMITS,
  SVG_NAMESPACE,
  XLINK_NAMESPACE,
} from './logo-svg-rules';

/**
 * The save check of a logo (issues 17 and 15): the markup is read by a strict XML parser (saxes)
 * and refused, never rewritten, unless it is exactly what logo-svg-rules.ts allows. What is stored
 * is what was checked, and it reads the same to an XML viewer and to an HTML page that inlines it:
 * no comment, CDATA section, processing instruction or DOCTYPE, no namespace but SVG's (and
 * `xlink:href`, `xml:space`), no element inside `<title>` or `<desc>`, no "<" in text and no "<"
 * or ">" in an attribute once entities are decoded (docs/security.md "Logos"). Loads no DOM:
 * jsdom (~30 MB that stays resident) is only for the export of legacy logos.
 */

const TAGS = new Set(ALLOWED_TAGS);
const ATTRIBUTES = new Set(ALLOWED_ATTR);
/** The only prefixed names, spelled exactly so. */
const PREFIXED = new Set(['xlink:href', 'xml:space', 'xmlns:xlink']);
/** Attributes whose value is never read as an address (DOMPurify's URI-safe list, ours). */
const NOT_ADDRESSES = new Set(['id', 'class', 'role', 'style', 'xmlns', 'aria-label', 'aria-hidden']);
/** Elements that hold text only. */
const TEXT_ONLY = new Set(['title', 'desc']);
/** A `#id` reference to an element of the logo. */
const FRAGMENT = /^#[\w.-]+$/;
/** A value that starts like a URL with a scheme (`javascript:`, `https:`, `foo:`), once unspaced. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** The characters DOMPurify removes before it looks for a scheme. */
// eslint-disable-next-line no-control-regex -- its set, control characters included
const SPACES = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

interface LogoElement {
  /** Lower-cased. */
  name: string;
  /** Lower-cased names. */
  attributes: Map<string, string>;
  children: LogoElement[];
}

/** The first reason found while reading, thrown out of the parser's handlers. */
class Refused extends Error {}

/** Why this SVG cannot be stored as a logo, or undefined when it can. */
export function logoSvgProblem(svg: string): string | undefined {
  const bytes = Buffer.byteLength(svg, 'utf8');
  if (bytes > LOGO_SVG_LIMITS.maxBytes)
    return `it is ${Math.ceil(bytes / 1000)} KB of SVG; a logo may have at most ${LOGO_SVG_LIMITS.maxBytes / 1000} KB`;
  if (/<!DOCTYPE|<!ENTITY/i.test(svg)) return DOCTYPE;
  const tags = svg.match(/<[a-zA-Z]/g)?.length ?? 0;
  if (tags > LOGO_SVG_LIMITS.maxElements) return tooMany(tags);
  let read: ReturnType<typeof readLogo>;
  try {
    read = readLogo(svg.trim());
  } catch (error) {
    if (error instanceof Refused) return error.message;
    const xmlError = parserMessage(error);
    if (xmlError === undefined) throw error;
    return `it is not well-formed XML (${xmlError})`;
  }
  const { root, count, elements, attributes } = read;
  if (elements.size + attributes.size > 0)
    return `it uses ${describe([...elements], [...attributes])}, which logos may not contain`;
  if (!root || root.name !== 'svg') return 'it is not one <svg> element';
  if (count > LOGO_SVG_LIMITS.maxElements) return tooMany(count);
  return useProblem(root);
}

const DOCTYPE = 'it declares a DOCTYPE or entities, which logos may not use';
const tooMany = (count: number) =>
  `it has ${count} elements; a logo may have at most ${LOGO_SVG_LIMITS.maxElements}`;

/**
 * The element tree, with the names of the elements and attributes outside the allowlist (the
 * attributes of such an element are not looked at; its children are). Throws `Refused` at the
 * first construct that is refused outright, and saxes' error at the first XML error.
 */
function readLogo(markup: string) {
  const parser = new SaxesParser({ xmlns: true });
  const stack: LogoElement[] = [];
  const elements = new Set<string>();
  const attributes = new Set<string>();
  let root: LogoElement | undefined;
  let count = 0;
  parser.on('opentag', (tag) => {
    count += 1;
    if (stack.length > LOGO_SVG_LIMITS.maxDepth)
      throw new Refused(`it nests more than ${LOGO_SVG_LIMITS.maxDepth} levels deep`);
    const element: LogoElement = { name: tag.name.toLowerCase(), attributes: new Map(), children: [] };
    const parent = stack[stack.length - 1];
    // An HTML page reads the inside of an SVG <title> or <desc> as HTML, not SVG.
    if (parent && TEXT_ONLY.has(parent.name))
      throw new Refused(`its <${parent.name}> holds an element; a title or description holds only text`);
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
    if (!TAGS.has(element.name)) {
      elements.add(element.name);
      return;
    }
    readAttributes(tag, element, attributes);
    if (tag.uri !== SVG_NAMESPACE)
      throw new Refused(`its <${tag.name}> is not in the SVG namespace (xmlns="${SVG_NAMESPACE}")`);
  });
  parser.on('closetag', () => stack.pop());
  parser.on('text', (text) => {
    if (text.includes('<')) throw new Refused('its text contains "<", which logos may not contain');
  });
  parser.on('comment', () => {
    throw new Refused('it contains a comment, which logos may not contain');
  });
  parser.on('cdata', () => {
    throw new Refused('it contains a CDATA section, which logos may not contain');
  });
  parser.on('processinginstruction', (pi) => {
    throw new Refused(`it contains a processing instruction (<?${pi.target}), which logos may not contain`);
  });
  parser.on('doctype', () => {
    throw new Refused(DOCTYPE);
  });
  parser.write(markup).close();
  return { root, count, elements, attributes };
}

function readAttributes(tag: SaxesTagNS, element: LogoElement, disallowed: Set<string>): void {
  for (const attribute of Object.values<SaxesAttributeNS>(tag.attributes)) {
    const name = attribute.name.toLowerCase();
    if (attribute.name.includes(':') ? !PREFIXED.has(attribute.name) : !ATTRIBUTES.has(name)) {
      disallowed.add(name);
      continue;
    }
    if (element.attributes.has(name)) throw new Refused(`its <${tag.name}> has the attribute ${name} twice`);
    element.attributes.set(name, attribute.value);
    const problem = valueProblem(name, attribute.value);
    if (problem) throw new Refused(problem);
  }
}

function valueProblem(name: string, value: string): string | undefined {
  if (/[<>]/.test(value)) return `its ${name} attribute contains "<" or ">"`;
  if (name === 'xmlns' && value !== SVG_NAMESPACE)
    return `it declares the namespace "${value.slice(0, 60)}" (a logo is SVG: xmlns="${SVG_NAMESPACE}")`;
  if (name === 'xmlns:xlink') {
    if (value !== XLINK_NAMESPACE)
      return `it binds xlink to "${value.slice(0, 60)}" instead of ${XLINK_NAMESPACE}`;
    return undefined;
  }
  if ((name === 'href' || name === 'xlink:href') && !FRAGMENT.test(value))
    return 'it refers to something outside itself (only #references within the logo are allowed)';
  if (name === 'style') {
    if (/url\s*\(|@|expression|\\/i.test(value))
      return 'its style attribute is not plain (no url(), @, expression or backslash; use attributes such as fill="url(#id)")';
    return undefined;
  }
  if (name === 'id' && DOM_PROPERTY_NAMES.has(value.trim()))
    return `its id "${value}" is the name of a property of a web page, which an id may not shadow`;
  for (const match of value.matchAll(/url\s*\(\s*['"]?([^'")\s]*)/gi)) {
    if (!FRAGMENT.test(match[1]!)) return 'it refers to something outside itself through url()';
  }
  if (!NOT_ADDRESSES.has(name) && SCHEME.test(value.replace(SPACES, '')))
    return `its ${name} attribute reads as a link ("${value.slice(0, 40)}")`;
  return undefined;
}

function describe(elements: string[], attributes: string[]): string {
  const names = [...elements.map((n) => `<${n}>`), ...attributes.map((n) => `the attribute ${n}`)];
  return names.slice(0, 4).join(', ') + (names.length > 4 ? ` and ${names.length - 4} more` : '');
}

/** saxes' "line:column: what." as "what at line L, column C"; undefined for any other error. */
function parserMessage(error: unknown): string | undefined {
  const match = error instanceof Error ? /^(\d+):(\d+): (.*?)\.?$/s.exec(error.message) : null;
  return match ? `${match[3]} at line ${match[1]}, column ${match[2]}` : undefined;
}

/** `<use>` references that end, and do not expand past the limits. */
function useProblem(root: LogoElement): string | undefined {
  const byId = new Map<string, LogoElement>();
  const index = (element: LogoElement) => {
    const id = element.attributes.get('id');
    if (id) byId.set(id, element);
    element.children.forEach(index);
  };
  index(root);
  const expanded = expandedSize(root, byId);
  if (expanded === 'cycle') return 'its <use> elements refer to themselves';
  if (expanded === 'deep') return `it nests more than ${LOGO_SVG_LIMITS.maxDepth} levels deep`;
  if (expanded > LOGO_SVG_LIMITS.maxExpandedElements)
    return `its <use> elements expand to more than ${LOGO_SVG_LIMITS.maxExpandedElements} elements`;
  return undefined;
}

/** How many elements the renderer would build, every `<use>` replaced by what it references. */
function expandedSize(root: LogoElement, byId: Map<string, LogoElement>): number | 'cycle' | 'deep' {
  const memo = new Map<LogoElement, number>();
  const visiting = new Set<LogoElement>();
  const cap = LOGO_SVG_LIMITS.maxExpandedElements + 1;
  const size = (element: LogoElement, depth: number): number | 'cycle' | 'deep' => {
    if (depth > LOGO_SVG_LIMITS.maxDepth) return 'deep';
    const known = memo.get(element);
    if (known !== undefined) return known;
    if (visiting.has(element)) return 'cycle';
    visiting.add(element);
    let total = 1;
    const parts = [...element.children];
    if (element.name === 'use') {
      const ref = (element.attributes.get('href') ?? element.attributes.get('xlink:href') ?? '').slice(1);
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
