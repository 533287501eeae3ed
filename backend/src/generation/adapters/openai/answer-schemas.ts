import { z } from 'zod';
import { generatedIdeaSchema, generateUserStoriesResponseSchema } from '../../../contracts/generation';
import { storyRoleProblem } from '../../domain/offline/story-grammar';

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
