/**
 * Function words a role or noun phrase may never start or end with: 'As a without a marketing
 * team' and 'As an of small private clinic' are the bugs this guards against.
 */
const FUNCTION_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'to',
  'for',
  'with',
  'without',
  'and',
  'or',
  'but',
  'in',
  'on',
  'at',
  'by',
  'from',
  'who',
  'that',
  'which',
  'their',
  'his',
  'her',
  'its',
  'our',
  'your',
  'my',
  'is',
  'are',
  'be',
  'as',
  'so',
  'if',
]);

export function isFunctionWord(word: string): boolean {
  return FUNCTION_WORDS.has(word.toLowerCase());
}

/** What is wrong with a role noun phrase ('pet owner'), empty when it is a proper role. */
export function roleProblems(role: string): string[] {
  const words = role.trim().split(/\s+/).filter(Boolean);
  const problems: string[] = [];
  if (words.length === 0) return ['empty role'];
  const first = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  if (isFunctionWord(first)) problems.push(`starts with the function word '${first}'`);
  if (isFunctionWord(last)) problems.push(`ends with the function word '${last}'`);
  if (/[.,;:!?]$/.test(role.trim())) problems.push('ends with punctuation');
  if (words.length > 6) problems.push('longer than six words');
  return problems;
}
