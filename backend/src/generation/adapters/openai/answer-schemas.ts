import { z } from 'zod';
import { generatedIdeaSchema, generateUserStoriesResponseSchema } from '../../../contracts/generation';
import { indefiniteArticle, isFunctionWord } from '../../domain/grammar';

/**
 * Shapes asked of the model where they differ from the response contracts: the adapter computes
 * what the model should not be trusted with (domains, lengths, ids, data URLs).
 */

export const namesAnswerSchema = z.object({
  names: z
    .array(
      z.object({ name: z.string().trim().min(1).max(100), description: z.string().trim().min(1).max(1000) }),
    )
    .min(1)
    .max(200),
});

export const logosAnswerSchema = z.object({
  logos: z
    .array(
      z.object({ svg: z.string().min(20).max(150_000), description: z.string().trim().min(1).max(2000) }),
    )
    .min(1)
    .max(60),
});

export const ideaAnswerSchema = z.object({ idea: generatedIdeaSchema });

/**
 * Whether a story's "As a/an/the {role}, I want" has a proper role: not starting or ending with a
 * function word ('As a without a marketing team'), and with the article its first word takes.
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

const storySchema = generateUserStoriesResponseSchema.shape.generatedStories.element;

/** The stories contract, plus a grammatical role in every story. */
export const storiesAnswerSchema = generateUserStoriesResponseSchema.extend({
  generatedStories: z
    .array(
      storySchema.superRefine((story, ctx) => {
        const problem = storyRoleProblem(story.description);
        if (problem)
          ctx.addIssue({ code: 'custom', message: `Story role ${problem}`, path: ['description'] });
      }),
    )
    .min(1)
    .max(200),
});
