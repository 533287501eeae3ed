import { z } from 'zod';
import type {
  GenerateBusinessDefinitionRequest,
  GenerateTechDocumentationRequest,
  GenerateUserStoriesRequest,
  GenerateVibeCodingRequest,
} from '../../../contracts/generation';
import type { Archetype } from '../../domain/knowledge/archetype';
import { archetypeFor } from '../../domain/offline/archetype-lookup';
import { integrationsOf, planFeatures } from '../../domain/offline/feature-match';
import { defaultBudgetFor, sizeStack } from '../../domain/offline/tech-stacks';

/**
 * The knowledge base's facts about the business behind a request, sent to the model with the
 * request so its answer is about *this* business (a bakery's customers, features, records and
 * rules), not a generic startup. The same facts drive the offline generator.
 */
export interface Grounding {
  business: string;
  description: string;
  customers: Array<{ role: string; roles: string; qualifier?: string; jobs: string[]; pains: string[] }>;
  features: Array<{
    title: string;
    usedBy: string[];
    action: string;
    benefit: string;
    acceptance: string[];
    records: string[];
    integrations: string[];
    size: number;
  }>;
  records: Array<{ singular: string; plural: string; fields: string[] }>;
  compliance: string[];
  revenue: string[];
  complexity: string;
}

const COMPLEXITY = {
  1: 'a hosted shop or site with a small app',
  2: 'a small web app',
  3: 'a real platform',
} as const;

export function groundingOf(archetype: Archetype): Grounding {
  return {
    business: archetype.kind.singular,
    description: archetype.description,
    customers: archetype.segments.map((s) => ({
      role: s.role.singular,
      roles: s.role.plural,
      ...(s.qualifier ? { qualifier: s.qualifier } : {}),
      jobs: s.jobs,
      pains: s.pains,
    })),
    features: archetype.features.map((f) => ({
      title: f.title,
      usedBy: f.usedBy.map((u) => archetype.segments.find((s) => s.id === u)?.role.singular ?? u),
      action: f.action,
      benefit: f.benefit,
      acceptance: f.acceptance,
      records: f.entities,
      integrations: f.integrations,
      size: f.size,
    })),
    records: archetype.entities.map((e) => ({ ...e.name, fields: e.fields })),
    compliance: archetype.compliance,
    revenue: archetype.revenue.map((r) => r.description),
    complexity: COMPLEXITY[archetype.complexity],
  };
}

/** Rules that tell the model how to use the grounding, per kind. */
export const GROUNDING_RULES =
  'The "grounding" object holds facts about this kind of business from a curated knowledge base. Use them: its customers (write every "As a ..." role with one of their role nouns and a correct a/an), its features (action, benefit, acceptance criteria), its records (table names are the given plurals in snake_case), its integrations and its compliance rules. Prefer the founder\'s own words where they differ.';

function archetypeOfStories(request: GenerateUserStoriesRequest): Archetype | undefined {
  return archetypeFor({
    idea: request.businessIdea,
    audience: request.targetAudience,
    industry: request.industry,
    features: request.coreFeatures,
  });
}

export function storiesGrounding(request: GenerateUserStoriesRequest): Grounding | undefined {
  const archetype = archetypeOfStories(request);
  return archetype && groundingOf(archetype);
}

export function definitionGrounding(request: GenerateBusinessDefinitionRequest): Grounding | undefined {
  const archetype = archetypeFor({
    idea: `${request.businessIdea} ${request.description ?? ''}`,
    audience: request.targetAudience,
    industry: request.industry,
    features: request.keyFeatures,
  });
  return archetype && groundingOf(archetype);
}

/** Tech docs also get the stack the offline generator sized, with its monthly cost. */
export function techDocsGrounding(
  request: GenerateTechDocumentationRequest,
): (Grounding & { recommendedStack: object }) | undefined {
  const titles = request.userStories.map((s) => s.title);
  const archetype = archetypeFor({
    idea: request.businessIdea,
    audience: request.targetAudience,
    industry: request.industry,
    features: titles,
  });
  if (!archetype) return undefined;
  const matched = planFeatures(archetype, titles).map((p) => p.feature);
  const budget = request.budget ?? defaultBudgetFor(request.complexity);
  const stack = sizeStack(archetype, integrationsOf(matched), request.complexity, budget);
  return {
    ...groundingOf(archetype),
    recommendedStack: {
      ...stack.techStack,
      monthlyCostUsd: stack.cost,
      budgetBand: stack.band,
      rule: 'Keep to this stack or one of the same size: the monthly cost must stay inside the budget band.',
    },
  };
}

export function vibeGrounding(request: GenerateVibeCodingRequest): Grounding | undefined {
  const idea = request.projectData.ideaGeneration?.selectedIdea;
  if (!idea) return undefined;
  const archetype = archetypeFor({
    idea: `${idea.businessIdea} ${idea.description}`,
    audience: idea.targetAudience,
    industry: idea.industry,
    features: request.projectData.userStories?.coreFeatures ?? idea.keyFeatures,
  });
  return archetype && groundingOf(archetype);
}

/** The JSON Schema of a response contract, for the system prompt. */
export function jsonSchemaOf(schema: z.ZodType): string {
  return JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
}
