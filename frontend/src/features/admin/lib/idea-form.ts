import { createIdeaRequestSchema, type CreateIdeaRequest, type DailyIdea } from '@bb/backend/contracts';
import { z } from 'zod';

/**
 * The create/edit idea form. Key features are typed one per line; `toIdeaRequest` trims them
 * and drops the blank ones before the request is sent.
 */
export const ideaFormSchema = createIdeaRequestSchema
  .omit({ keyFeatures: true })
  .required()
  .extend({ keyFeatures: z.string() });

export type IdeaFormOutput = z.output<typeof ideaFormSchema>;

/** Every field is text in the form (the industry one of the list). */
export type IdeaFormValues = z.input<typeof ideaFormSchema>;

/** The lines of the key features box, trimmed, without the blank ones. */
export function keyFeaturesFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-*•]\s+/, '').trim())
    .filter((line) => line.length > 0);
}

export function toIdeaRequest(values: IdeaFormValues): CreateIdeaRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    businessIdea: values.businessIdea.trim(),
    targetAudience: values.targetAudience.trim(),
    industry: values.industry,
    keyFeatures: keyFeaturesFromText(values.keyFeatures),
    potentialRevenue: values.potentialRevenue.trim(),
    featuredDate: values.featuredDate,
  };
}

export function emptyIdeaForm(today: string): IdeaFormValues {
  return {
    title: '',
    description: '',
    businessIdea: '',
    targetAudience: '',
    industry: 'technology',
    keyFeatures: '',
    potentialRevenue: '',
    featuredDate: today,
  };
}

export function ideaFormValues(idea: DailyIdea): IdeaFormValues {
  return {
    title: idea.title,
    description: idea.description,
    businessIdea: idea.businessIdea,
    targetAudience: idea.targetAudience,
    industry: idea.industry,
    keyFeatures: idea.keyFeatures.join('\n'),
    potentialRevenue: idea.potentialRevenue,
    featuredDate: idea.featuredDate,
  };
}
