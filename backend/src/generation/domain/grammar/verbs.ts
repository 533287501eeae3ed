/** Present-tense verbs: 'rent' said of one person is 'rents'. */

const IRREGULAR: Record<string, string> = { are: 'is', were: 'was', have: 'has' };

/**
 * The -s form of a verb given in its base (plural present) form: 'rent' -> 'rents', 'watch' ->
 * 'watches', 'carry' -> 'carries', 'go' -> 'goes'. Written as the spelling rule, not asked of an
 * inflection library: given a lone word, en-inflectors and compromise guess its tense, and read
 * 'rent' as the past of 'rend' ('rends'), 'found' as the past of 'find' ('finds'). Qualifiers in
 * the knowledge base are written for the plural, so the word is always the base form.
 */
export function presentThirdPerson(base: string): string {
  const lower = base.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (/(s|x|z|ch|sh|o)$/.test(lower)) return `${base}es`;
  if (/[^aeiou]y$/.test(lower)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

const ADVERBS = new Set([
  'also',
  'often',
  'usually',
  'still',
  'already',
  'mostly',
  'regularly',
  'now',
  'rarely',
  'sometimes',
]);

/**
 * A qualifier written for the plural ('who shop on the high street') made to agree with one person
 * ('who shops on the high street'): the verb after 'who'/'that' (past adverbs) takes the -s form.
 */
export function singularQualifier(qualifier: string): string {
  const words = qualifier.trim().split(/\s+/);
  if (!/^(who|that)$/i.test(words[0] ?? '')) return qualifier.trim();
  let i = 1;
  for (;;) {
    const word = (words[i] ?? '').toLowerCase();
    if (word === 'no' && (words[i + 1] ?? '').toLowerCase() === 'longer') i += 2;
    else if (ADVERBS.has(word)) i += 1;
    else break;
  }
  const verb = words[i];
  if (!verb || !/^[a-z]+$/.test(verb)) return qualifier.trim();
  // Already agreeing ('who rents'), or a past form that agrees with both ('who ran').
  if (!(verb.endsWith('s') && !verb.endsWith('ss')) && !['was', 'did', 'had'].includes(verb))
    words[i] = presentThirdPerson(verb);
  return words.join(' ');
}
