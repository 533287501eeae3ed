import type { GeneratedName } from '@bb/backend/contracts';

const key = (name: string) => name.trim().toLowerCase();

/**
 * A new list of names replaces the old one, except the names the user marked (favourites and the
 * selected name), which stay first: a regeneration never throws away the user's picks.
 */
export function replaceNames(
  current: readonly GeneratedName[],
  incoming: readonly GeneratedName[],
  selected?: string | null,
): GeneratedName[] {
  const kept = current.filter((n) => n.isFavorite || (selected && key(n.name) === key(selected)));
  const seen = new Set(kept.map((n) => key(n.name)));
  return [...kept, ...incoming.filter((n) => !seen.has(key(n.name)) && seen.add(key(n.name)))];
}

/** 'Generate More Names': the new names after the old ones, without repeats. */
export function appendNames(
  current: readonly GeneratedName[],
  incoming: readonly GeneratedName[],
): GeneratedName[] {
  const seen = new Set(current.map((n) => key(n.name)));
  return [...current, ...incoming.filter((n) => !seen.has(key(n.name)) && seen.add(key(n.name)))];
}

export function toggleFavorite(current: readonly GeneratedName[], name: string): GeneratedName[] {
  return current.map((n) => (n.name === name ? { ...n, isFavorite: !n.isFavorite } : n));
}

/** How many shown names a project remembers (the request and the step data accept 2,000). */
export const SHOWN_NAMES_LIMIT = 2000;

/**
 * Every name shown for a project: the names remembered so far plus the ones on screen, without
 * repeats, the most recent kept when the list is full. Sent with each request so that Refresh and
 * Generate More never show a name twice.
 */
export function namesShown(
  remembered: readonly string[] | undefined,
  listed: readonly Pick<GeneratedName, 'name'>[],
): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of [...(remembered ?? []), ...listed.map((n) => n.name)]) {
    if (!seen.has(key(name)) && seen.add(key(name))) out.push(name);
  }
  return out.slice(-SHOWN_NAMES_LIMIT);
}
