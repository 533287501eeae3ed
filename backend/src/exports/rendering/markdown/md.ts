import { NOT_DEFINED } from '../not-defined';

/**
 * Small Markdown builders; user text is kept as written except where it would break the syntax
 * or could run in a Markdown viewer (safeText).
 */
export const notDefinedMd = `_${NOT_DEFINED}_`;

/**
 * Text a founder typed or a generator wrote, as Markdown shows it and never as HTML or a script
 * link (issue 17 item 13): `<` becomes `&lt;` (no raw HTML tag, comment or `<javascript:...>`
 * autolink), a character reference is shown as written (`&#58;` could spell `javascript:` past
 * any check), a link or image to anything but http(s), mailto, a path or an anchor loses its link
 * syntax (`]\(`), and so does a link reference definition. Code spans stay as written: nothing
 * in them is interpreted.
 */
export function safeText(text: string): string {
  let out = '';
  let prose = 0;
  for (const span of codeSpans(text)) {
    out += escapeProse(text.slice(prose, span.start)) + text.slice(span.start, span.end);
    prose = span.end;
  }
  return out + escapeProse(text.slice(prose));
}

const ALLOWED_LINK = /^(https?:|mailto:|[^:]*$)/i;

function escapeProse(text: string): string {
  return text
    .replace(/&(?=#?[0-9A-Za-z]+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/\]\(([^)]*)/g, (whole, destination: string) => {
      // Browsers drop spaces and control characters from a URL before reading its scheme.
      // eslint-disable-next-line no-control-regex -- those control characters are the point
      const target = destination.replace(/^(\s|&lt;)+/, '').replace(/[\s\u0000-\u001f]/g, '');
      return ALLOWED_LINK.test(target) ? whole : `]\\(${destination}`;
    })
    .replace(/^(\s{0,3})\[([^\]\n]*)\]:/gm, '$1\\[$2]:');
}

/** Where the code spans of `text` are (a backtick run closed by a run of the same length). */
function codeSpans(text: string): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  const runs = [...text.matchAll(/`+/g)];
  for (let i = 0; i < runs.length; i++) {
    const open = runs[i]!;
    const close = runs.slice(i + 1).findIndex((run) => run[0].length === open[0].length);
    if (close === -1) continue;
    const end = runs[i + 1 + close]!;
    spans.push({ start: open.index, end: end.index + end[0].length });
    i += 1 + close;
  }
  return spans;
}

/** One line: newlines and runs of spaces collapse. No escaping: for text inside code spans. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** One line of user text (headings, list items): collapsed and made safe. */
export function inline(text: string): string {
  return safeText(oneLine(text));
}

export function orNotDefined(text: string | undefined): string {
  return text ? safeText(text) : notDefinedMd;
}

function cell(text: string): string {
  const escaped = text.trim().replace(/\\/g, '\\\\').replace(/\|/g, '\\|');
  return safeText(escaped).replace(/\r?\n/g, '<br>') || ' ';
}

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const head = `| ${headers.map(cell).join(' | ')} |`;
  const rule = `| ${headers.map(() => '---').join(' | ')} |`;
  return [head, rule, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
}

export function bullets(items: readonly string[]): string {
  return items.length === 0 ? notDefinedMd : items.map((i) => `- ${inline(i)}`).join('\n');
}

export function numbered(items: readonly string[]): string {
  return items.length === 0
    ? notDefinedMd
    : items.map((item, index) => `${index + 1}. ${inline(item)}`).join('\n');
}

export function checklist(items: readonly string[]): string {
  return items.length === 0 ? notDefinedMd : items.map((i) => `- [ ] ${inline(i)}`).join('\n');
}

/** A fenced block whose fence is longer than any backtick run inside the text. */
export function codeBlock(text: string, language = ''): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}

/** Joins blocks with blank lines, dropping empty ones, and ends with a newline. */
export function document(blocks: readonly (string | undefined | false)[]): string {
  return `${blocks.filter((b): b is string => typeof b === 'string' && b.length > 0).join('\n\n')}\n`;
}

/** "### Label" followed by the value or "Not defined yet". */
export function field(label: string, value: string | undefined): string {
  return `### ${label}\n\n${orNotDefined(value)}`;
}
