import type {
  GenerateBusinessDefinitionRequest,
  GenerateBusinessDefinitionResponse,
  GenerateIdeasRequest,
  GenerateIdeasResponse,
  GenerateLogosRequest,
  GenerateLogosResponse,
  GenerateNamesRequest,
  GenerateNamesResponse,
  GenerateStyleGuideRequest,
  GenerateStyleGuideResponse,
  GenerateTechDocumentationRequest,
  GenerateTechDocumentationResponse,
  GenerateUserStoriesRequest,
  GenerateUserStoriesResponse,
  GenerateVibeCodingRequest,
  GenerateVibeCodingResponse,
  QuickProjectRequest,
  QuickProjectResponse,
} from '../../../contracts/generation';
import {
  defaultCounts,
  type GenerateOptions,
  type Generator,
  type GenerationKind,
  type QuickProjectOptions,
} from '../generator.port';
import { composeQuickProject } from '../quick-project';
import { generateBusinessDefinition } from './business-definition';
import { generateIdeas, ideaFromText } from './ideas';
import { generateLogos } from './logos/logos';
import { genericArchetypes } from '../knowledge/generic';
import { industryOf, understandFounder } from '../understanding';
import { generateNames } from './names';
import { createRng, type Rng } from './prng';
import { generateStyleGuide } from './style-guide';
import { generateUserStories } from './stories';
import { generateTechDocumentation } from './tech-docs';
import { generateVibeCoding } from './vibe-coding';

/** A seeded random stream for one request; the request's own `seed` field is not part of its identity. */
function rngFor(kind: GenerationKind, request: { seed?: number | undefined }, seed: number): Rng {
  const identity = Object.fromEntries(Object.entries(request).filter(([key]) => key !== 'seed'));
  return createRng(seed, kind, identity);
}

/**
 * The default generator: templates, vocabularies and drawings, no network. Deterministic for the
 * same request and seed. Tech documentation and the vibe-coding prompt are fully determined by
 * their input (an architecture should not change because of a seed).
 */
export class OfflineGenerator implements Generator {
  readonly name = 'offline';
  readonly version = '1.0.0';
  readonly model = 'offline-templates';

  async ideas(request: GenerateIdeasRequest, options: GenerateOptions): Promise<GenerateIdeasResponse> {
    return generateIdeas(
      request,
      options.count ?? defaultCounts.ideas,
      rngFor('ideas', request, options.seed),
    );
  }

  async businessDefinition(
    request: GenerateBusinessDefinitionRequest,
    options: GenerateOptions,
  ): Promise<GenerateBusinessDefinitionResponse> {
    return generateBusinessDefinition(request, rngFor('businessDefinition', request, options.seed));
  }

  async names(request: GenerateNamesRequest, options: GenerateOptions): Promise<GenerateNamesResponse> {
    return generateNames(
      request,
      options.count ?? defaultCounts.names,
      rngFor('names', request, options.seed),
    );
  }

  async styleGuide(
    request: GenerateStyleGuideRequest,
    options: GenerateOptions,
  ): Promise<GenerateStyleGuideResponse> {
    return generateStyleGuide(request, rngFor('styleGuide', request, options.seed));
  }

  async logos(request: GenerateLogosRequest, options: GenerateOptions): Promise<GenerateLogosResponse> {
    return generateLogos(
      { ...request, motifs: request.motifs ?? archetypeMotifs(request) },
      options.count ?? defaultCounts.logos,
      rngFor('logos', request, options.seed),
    );
  }

  async userStories(
    request: GenerateUserStoriesRequest,
    options: GenerateOptions,
  ): Promise<GenerateUserStoriesResponse> {
    return generateUserStories(request, rngFor('userStories', request, options.seed));
  }

  async techDocumentation(
    request: GenerateTechDocumentationRequest,
    _options: GenerateOptions,
  ): Promise<GenerateTechDocumentationResponse> {
    return generateTechDocumentation(request);
  }

  async vibeCoding(
    request: GenerateVibeCodingRequest,
    _options: GenerateOptions,
  ): Promise<GenerateVibeCodingResponse> {
    return generateVibeCoding(request);
  }

  async quickProject(
    request: QuickProjectRequest,
    options: QuickProjectOptions,
  ): Promise<QuickProjectResponse> {
    return composeQuickProject(this, request, options, async (text, budget, seed) =>
      ideaFromText(text, budget, createRng(seed, 'idea-from-text', text)),
    );
  }
}

/**
 * What the knowledge base would draw for the business the request describes (a bakery: wheat, a
 * loaf), when its words clearly name one; otherwise none, and the logos pick symbols from the
 * industry and the description alone.
 */
function archetypeMotifs(request: GenerateLogosRequest): string[] | undefined {
  if (!request.description?.trim()) return undefined;
  const understood = understandFounder(
    { text: request.description, industry: industryOf(request.industry) },
    { generic: true },
  );
  // A business no archetype accounts for draws what its own words name, not a generic archetype's things.
  if (!understood.confident || genericArchetypes.includes(understood.primary)) return undefined;
  return understood.primary.brandMotifs;
}
