import type { DailyIdea } from '@bb/backend/contracts';

/** The idea as the wizard reads it from ?prefill (a business idea plus the title for the project). */
export function ideaPrefill(idea: DailyIdea) {
  return {
    title: idea.title,
    businessIdea: idea.businessIdea || idea.title,
    description: idea.description,
    targetAudience: idea.targetAudience,
    potentialRevenue: idea.potentialRevenue,
    keyFeatures: idea.keyFeatures.filter((feature) => feature.trim()),
    industry: idea.industry,
  };
}

/** '/wizard?prefill=<encoded idea JSON>': 'Start New Project' from an idea. */
export function prefillHref(idea: DailyIdea): string {
  return `/wizard?prefill=${encodeURIComponent(JSON.stringify(ideaPrefill(idea)))}`;
}
