/**
 * True when an item has a comma or a conjunction of its own outside brackets ('reminders and easy
 * rescheduling', 'block, report and date check-in'): joined with plain commas, its end is lost.
 */
export function isCompoundItem(item: string, conjunction: 'and' | 'or' = 'and'): boolean {
  const bare = item.replace(/\([^)]*\)/g, '');
  return bare.includes(',') || new RegExp(`\\s${conjunction}\\s`).test(bare);
}

/**
 * The one way lists are joined: 'a', 'a and b', 'a, b and c' (no serial comma, the house style);
 * 'or' on request. When an item has its own conjunction or comma the items are marked off so each
 * still reads whole: two with a comma before the conjunction ('visual pipeline, and forecasts and
 * reports'), three or more with semicolons ('block, report and check-in; verified profiles; and
 * daily matches').
 */
export function joinList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  const clean = items.map((i) => i.trim()).filter(Boolean);
  if (clean.length <= 1) return clean[0] ?? '';
  const head = clean.slice(0, -1);
  const last = clean[clean.length - 1];
  if (!clean.some((i) => isCompoundItem(i, conjunction))) return `${head.join(', ')} ${conjunction} ${last}`;
  const separator = clean.length > 2 ? ';' : ',';
  return `${head.join(`${separator} `)}${separator} ${conjunction} ${last}`;
}
