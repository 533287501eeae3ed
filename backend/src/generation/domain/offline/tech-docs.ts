import type {
  GenerateTechDocumentationRequest,
  GenerateTechDocumentationResponse,
} from '../../../contracts/generation';
import { pluralize } from '../grammar';
import type { Archetype, ArchetypeEntity, ArchetypeFeature } from '../knowledge/archetype';
import { buildApiSpecification } from './api-design';
import { archetypeFor } from './archetype-lookup';
import { buildArchitecture } from './architecture';
import { buildDatabaseSchema } from './database-design';
import { entitiesOf, entityNamed, integrationsOf, planFeatures } from './feature-match';
import { analyzeFeature, conceptsOf } from './features';
import { defaultBudgetFor, sizeStack } from './tech-stacks';
import { snakeCase } from './text';

type Stories = GenerateTechDocumentationRequest['userStories'];

/**
 * Without an archetype (a business the knowledge base does not know), the records are read from
 * the stories' titles as before: one entity per concept named.
 */
function entitiesFromStories(stories: Stories): ArchetypeEntity[] {
  const seen = new Set<string>();
  const out: ArchetypeEntity[] = [];
  for (const story of stories) {
    const named = conceptsOf(story.title).filter((c) => c.entity);
    const analyses =
      named.length > 0 ? named.map((c) => analyzeFeature(story.title, c)) : [analyzeFeature(story.title)];
    for (const analysis of analyses) {
      if (['user', 'profile', 'item'].includes(analysis.entity) || seen.has(analysis.entity)) continue;
      seen.add(analysis.entity);
      const singular = analysis.entity.replace(/_/g, ' ');
      out.push({
        name: { singular, plural: pluralize(singular) },
        fields: analysis.fields.map((f) => `${f.name}:${f.type.toLowerCase()}`),
      });
    }
  }
  return out;
}

/** The account roles of the business: its segments, then owner and staff when features name them. */
export function rolesOf(archetype: Archetype | undefined): string[] {
  if (!archetype) return ['customer', 'admin'];
  const used = new Set(archetype.features.flatMap((f) => f.usedBy));
  const roles = archetype.segments.map((s) => snakeCase(s.role.singular));
  if (used.has('staff')) roles.push('staff');
  roles.push(used.has('owner') ? 'owner' : 'admin');
  return [...new Set(roles)];
}

export function generateTechDocumentation(
  request: GenerateTechDocumentationRequest,
): GenerateTechDocumentationResponse {
  const budget = request.budget ?? defaultBudgetFor(request.complexity);
  const titles = request.userStories.map((s) => s.title);
  const archetype = archetypeFor({
    idea: request.businessIdea,
    audience: request.targetAudience,
    industry: request.industry,
    features: titles,
  });
  const planned = planFeatures(archetype, titles);
  const matched = planned.map((p) => p.feature).filter((f): f is ArchetypeFeature => Boolean(f));
  const integrations = integrationsOf(matched.length > 0 ? matched : (archetype?.features ?? []));
  const entities = archetype ? entitiesOf(archetype, matched) : entitiesFromStories(request.userStories);
  const stack = sizeStack(archetype, integrations, request.complexity, budget);
  const featureOf = (entity: ArchetypeEntity) =>
    matched.find((f) => f.entities.some((name) => archetype && entityNamed(archetype, name) === entity));
  return {
    techStack: stack.techStack,
    architecture: buildArchitecture({
      archetype,
      features: planned.map((p) => p.text),
      entities,
      integrations,
      stack,
    }),
    apiSpecification: buildApiSpecification(entities, featureOf, integrations, stack.level),
    databaseSchema: buildDatabaseSchema(entities, stack.level, rolesOf(archetype)),
  };
}
