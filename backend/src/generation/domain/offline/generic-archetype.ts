import type { GenerateUserStoriesRequest } from '../../../contracts/generation';
import type { Industry } from '../../../contracts/options';
import { lowerFirst } from '../grammar';
import type { Archetype, ArchetypeFamily } from '../knowledge/archetype';
import { snakeCase } from './text';

/**
 * A stand-in for a business the knowledge base does not know: one customer segment (the plain role
 * noun 'customer', never a phrase cut out of the founder's text) and the founder's own features.
 */

const FAMILY_OF_INDUSTRY: Record<Industry, ArchetypeFamily> = {
  technology: 'b2b-saas',
  healthcare: 'health-and-wellness',
  education: 'education',
  finance: 'professional-services',
  ecommerce: 'ecommerce',
  marketing: 'agencies',
  consulting: 'professional-services',
  creative: 'media-and-creators',
  other: 'local-services',
};

function industryOf(text: string | undefined): Industry {
  const lower = (text ?? '').trim().toLowerCase();
  return (Object.keys(FAMILY_OF_INDUSTRY) as Industry[]).find((i) => i === lower) ?? 'other';
}

export function genericArchetype(
  request: Pick<GenerateUserStoriesRequest, 'coreFeatures' | 'industry'>,
): Archetype {
  const industry = industryOf(request.industry);
  return {
    id: 'generic',
    family: FAMILY_OF_INDUSTRY[industry],
    industry,
    kind: { singular: 'business', plural: 'businesses' },
    description: '',
    keywords: [],
    segments: [
      {
        id: 'customers',
        role: { singular: 'customer', plural: 'customers' },
        jobs: ['get it done without a phone call', 'pick up where I left off next time'],
        pains: ['Today it takes calls and emails to get a simple thing done.'],
        persona: {
          firstName: 'Alex',
          profile: 'a first-time customer who mostly uses a phone between other tasks',
          goals: ['Get it done in one visit', 'Know what happens next'],
          frustrations: ['Waiting for a reply', 'Filling in the same details twice'],
        },
      },
    ],
    valuePropositions: [],
    revenue: [],
    costs: [],
    kpis: [],
    risks: [],
    competitors: [],
    features: request.coreFeatures
      .map((f) => f.trim())
      .filter(Boolean)
      .map((title) => ({
        id: snakeCase(title),
        title,
        usedBy: ['customers'],
        action: `use ${lowerFirst(title)}`,
        benefit: 'get it done without a phone call',
        acceptance: [],
        entities: [],
        integrations: [],
        size: 3 as const,
      })),
    entities: [],
    compliance: [],
    complexity: 2,
    vocabulary: [],
    brandMotifs: [],
  };
}
