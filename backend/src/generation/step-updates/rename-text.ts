import { camelCase, kebabCase, pascalCase, snakeCase } from '../domain/offline/text';

/**
 * The forms a business name takes in generated text ('Lucky Loop', 'LUCKY LOOP', the repository
 * 'lucky-loop', the table prefix 'lucky_loop', the type 'LuckyLoop', the variable 'luckyLoop', the
 * domain 'luckyloop'), each paired with the same form of the new name. Longest first, so a longer
 * form is replaced before a shorter one inside it.
 */
export function nameForms(from: string, to: string): Array<[string, string]> {
  const a = from.trim().replace(/\s+/g, ' ');
  const b = to.trim().replace(/\s+/g, ' ');
  const compact = (s: string) => snakeCase(s).replace(/_/g, '');
  const pairs: Array<[string, string]> = [
    [a, b],
    [a.toLocaleUpperCase('en-US'), b.toLocaleUpperCase('en-US')],
    [a.toLocaleLowerCase('en-US'), b.toLocaleLowerCase('en-US')],
    [kebabCase(a), kebabCase(b)],
    [snakeCase(a), snakeCase(b)],
    [pascalCase(a), pascalCase(b)],
    [camelCase(a), camelCase(b)],
    [compact(a), compact(b)],
  ];
  const seen = new Set<string>();
  return pairs
    .filter(([x, y]) => x.length > 1 && y.length > 0 && !seen.has(x) && Boolean(seen.add(x)))
    .sort((p, q) => q[0].length - p[0].length);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with every form of the old name replaced by the same form of the new one: whole words, or the head of an identifier ('LuckyLoopClient'). */
export function renameInText(text: string, forms: ReadonlyArray<[string, string]>): string {
  if (forms.length === 0) return text;
  const map = new Map(forms);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${forms.map(([x]) => escape(x)).join('|')})(?![\\p{Ll}\\p{N}])`,
    'gu',
  );
  return text.replace(pattern, (match) => map.get(match) ?? match);
}

/** Every string inside `value` (objects, arrays) renamed; other values as they are. */
export function renameInValue<T>(value: T, forms: ReadonlyArray<[string, string]>): T {
  if (typeof value === 'string') return renameInText(value, forms) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => renameInValue(v, forms)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, renameInValue(v, forms)]),
    ) as T;
  return value;
}
