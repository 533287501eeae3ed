import { indefiniteArticle, isFunctionWord } from '../grammar';

/**
 * What is wrong with a story's "As a/an/the {role}, I want": a role starting or ending with a
 * function word ('As a without a marketing team', 'As an of small private clinic'), or the wrong
 * article ('a office manager'). Undefined when the role is proper. Used by the quality suite and
 * to check the stories an AI model writes.
 */
export function storyRoleProblem(description: string): string | undefined {
  const match = /^As (a|an|the) (.+?), I want\b/.exec(description.trim());
  if (!match) return 'must start with "As a/an/the <role>, I want"';
  const [, article = '', role = ''] = match;
  const words = role.split(/\s+/);
  const first = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  if (isFunctionWord(first) || isFunctionWord(last)) return `the role "${role}" is not a noun phrase`;
  if (article !== 'the' && indefiniteArticle(role) !== article)
    return `"${article} ${role}" has the wrong article`;
  return undefined;
}
