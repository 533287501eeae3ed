import { roleProblems } from '../../grammar';
import { stemWord } from '../../understanding/tokens';

/**
 * A first-person verb phrase from the knowledge base ('reserve my loaf', 'our wedding date') said
 * of a group: 'reserve their loaf', 'their wedding date'. Knowledge-base actions are written for
 * stories ('As a dog owner, I want to ...'); ideas and definitions talk about customers.
 */
export function aboutThem(phrase: string): string {
  return phrase
    .replace(/\bI am\b/g, 'they are')
    .replace(/\bI'm\b/g, 'they’re')
    .replace(/\bI\b/g, 'they')
    .replace(/\b(my|our)\b/gi, 'their')
    .replace(/\b(me|us)\b/g, 'them')
    .replace(/\b(mine|ours)\b/g, 'theirs')
    .replace(/\b(myself|ourselves)\b/g, 'themselves');
}

/** The head noun of a kind ('artisan bakery' -> 'bakery'), for short references. */
export function headNoun(kind: string): string {
  const words = kind.split(' ');
  const cut = words.findIndex((w, i) => i > 0 && /^(for|of|with)$/.test(w));
  return (cut > 0 ? words[cut - 1] : words[words.length - 1]) ?? kind;
}

/** Content words of a title, for the repeated-phrase rule. */
const FUNCTION = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'for',
  'of',
  'with',
  'to',
  'in',
  'on',
  'at',
  'by',
  'from',
]);

/**
 * True when a title says a content word twice ('Coffee Shop: Coffee Beans Subscription',
 * 'Dashboard for Small Businesses for Small Businesses'): the sign of slots filled blindly.
 */
export function hasRepeatedPhrase(title: string): boolean {
  const words = title
    .split(/[\s:–—]+/)
    .map((w) => w.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .filter((w) => w && !FUNCTION.has(w));
  const stems = words.map(stemWord);
  return new Set(stems).size !== stems.length;
}

/** A role phrase is safe to print after 'a'/'an' or 'As a': no function word at either end. */
export function isProperRole(role: string): boolean {
  return roleProblems(role).length === 0;
}
