import { z } from 'zod';
import { ideaEventTypes } from './idea';

/**
 * The data of each `idea-{id}` event as it is read back from the log (the writing side's schemas
 * are in contracts/ideas.ts). Loose objects, and text checked for its shape only: an erased
 * author's words are '' in the log (identity/domain/redaction.ts), which the written limits refuse.
 */
const content = {
  title: z.string(),
  description: z.string(),
  businessIdea: z.string(),
  targetAudience: z.string(),
  industry: z.string(),
  keyFeatures: z.array(z.string()),
  potentialRevenue: z.string(),
  featuredDate: z.string(),
};
const [created, updated, activationChanged, deleted] = ideaEventTypes;

export const ideaEventSchemas = {
  [created]: z.looseObject({ ...content, ideaId: z.string(), isActive: z.boolean(), createdAt: z.string() }),
  [updated]: z.looseObject({
    ideaId: z.string(),
    changes: z.looseObject(content).partial(),
    updatedAt: z.string(),
  }),
  [activationChanged]: z.looseObject({ ideaId: z.string(), isActive: z.boolean(), changedAt: z.string() }),
  [deleted]: z.looseObject({ ideaId: z.string(), deletedAt: z.string() }),
};
