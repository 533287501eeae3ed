import { IDEA_TITLE_MAX, type BusinessIdea, type CreateProjectRequest } from '@bb/backend/contracts';

const text = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/**
 * The idea in '/wizard?prefill=<encoded JSON>' (the idea of the day or any idea with the same
 * fields), as step 1's selected idea; null when it is not an idea.
 */
export function parsePrefill(raw: string | null): { idea: BusinessIdea; title: string } | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    try {
      value = JSON.parse(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const businessIdea = text(v.businessIdea, 300) || text(v.title, 300);
  if (!businessIdea) return null;
  const keyFeatures = Array.isArray(v.keyFeatures)
    ? v.keyFeatures
        .map((f) => text(f, 300))
        .filter(Boolean)
        .slice(0, 20)
    : [];
  const idea: BusinessIdea = {
    businessIdea,
    description: text(v.description, 5000),
    targetAudience: text(v.targetAudience, 5000),
    potentialRevenue: text(v.potentialRevenue, 500),
    keyFeatures,
    industry: text(v.industry, 100),
  };
  const title = (text(v.title, 300) || businessIdea).slice(0, IDEA_TITLE_MAX).trim();
  return { idea, title };
}

/** The project a prefilled idea starts: titled after the idea, at step 1 with the idea selected. */
export function prefillProject({ idea, title }: { idea: BusinessIdea; title: string }): CreateProjectRequest {
  return { title, currentStep: 1, stepData: { ideaGeneration: { selectedIdea: idea } } };
}

/** The link that opens the wizard with an idea prefilled. */
export function prefillHref(idea: Record<string, unknown>): string {
  return `/wizard?prefill=${encodeURIComponent(JSON.stringify(idea))}`;
}
