/**
 * Brand personality traits and design principles: an entry is added only
 * when it is not empty (after trimming) and not already in the list (ignoring case).
 */
export function addTag(list: readonly string[], input: string): string[] | null {
  const value = input.trim().replace(/\s+/g, ' ');
  if (!value) return null;
  if (list.some((item) => item.trim().toLowerCase() === value.toLowerCase())) return null;
  return [...list, value];
}

export function removeTag(list: readonly string[], index: number): string[] {
  return list.filter((_, i) => i !== index);
}

/** `base` followed by the entries of `extra` it does not hold yet. */
export function mergeTags(base: readonly string[], extra: readonly string[]): string[] {
  return extra.reduce<string[]>((list, item) => addTag(list, item) ?? list, [...base]);
}
