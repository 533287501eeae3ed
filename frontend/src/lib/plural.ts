/**
 * Counts in words ('1 project', '2 projects') chosen by the language's plural rules
 * (Intl.PluralRules), never a hard-coded 's'. The app's copy is English.
 */
const rules = new Intl.PluralRules('en-US');
const numbers = new Intl.NumberFormat('en-US');

/** `one` or `other`, as `count` needs. */
export function pluralWord(count: number, one: string, other: string = `${one}s`): string {
  return rules.select(count) === 'one' ? one : other;
}

/** '1 project', '12 projects', '1,200 projects'. */
export function countOf(count: number, one: string, other: string = `${one}s`): string {
  return `${numbers.format(count)} ${pluralWord(count, one, other)}`;
}
