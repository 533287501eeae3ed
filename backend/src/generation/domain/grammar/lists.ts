/** 'a', 'a and b', 'a, b and c' (no serial comma, the house style); 'or' on request. */
export function joinList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  const clean = items.map((i) => i.trim()).filter(Boolean);
  if (clean.length <= 1) return clean[0] ?? '';
  return `${clean.slice(0, -1).join(', ')} ${conjunction} ${clean[clean.length - 1]}`;
}
