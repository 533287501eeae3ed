/** What every document says where the founder has not filled a section in yet. */
export const NOT_DEFINED = 'Not defined yet';

/** The trimmed text, or undefined when it is missing or blank. */
export function textOrUndefined(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The non-blank, trimmed entries of a list (a missing list is empty). */
export function nonBlank(values: readonly (string | null | undefined)[] | null | undefined): string[] {
  return (values ?? []).map((v) => v?.trim() ?? '').filter((v) => v.length > 0);
}
