import { NOT_DEFINED } from '../not-defined';

/** Small Markdown builders; user text is kept as written except where it would break the syntax. */
export const notDefinedMd = `_${NOT_DEFINED}_`;

/** One line: newlines and runs of spaces collapse (headings, list items). */
export function inline(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function orNotDefined(text: string | undefined): string {
  return text ? text : notDefinedMd;
}

function cell(text: string): string {
  return text.trim().replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>') || ' ';
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
