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
  GenerationProvenance,
  QuickProjectRequest,
  QuickProjectResponse,
} from '../../contracts/generation';
import type { StepKey } from '../../contracts/step-data';

export const generationKinds = [
  'ideas',
  'businessDefinition',
  'names',
  'styleGuide',
  'logos',
  'userStories',
  'techDocumentation',
  'vibeCoding',
  'quickProject',
] as const;
export type GenerationKind = (typeof generationKinds)[number];

export interface GenerateOptions {
  /** Same request and seed => same answer (offline); another seed => another answer. */
  seed: number;
  /** How many items (ideas, names, logos); the server decides it from the plan. */
  count?: number;
}

export interface QuickProjectProgress {
  /** 1..7 */
  step: number;
  key: StepKey;
  title: string;
}

export interface QuickProjectOptions extends GenerateOptions {
  /** Called after each step is generated, so the caller can report progress. */
  onProgress?: (progress: QuickProjectProgress) => void;
}

/**
 * Generates the wizard's content. Requests are the parsed request contracts; answers satisfy the
 * response contracts. A generator returns a whole answer or throws `GenerationFailed`.
 */
export interface Generator {
  /** e.g. 'offline' or 'openai-compatible'. */
  readonly name: string;
  readonly version: string;
  /** The model behind it ('offline-templates' for the offline generator). */
  readonly model: string;

  ideas(request: GenerateIdeasRequest, options: GenerateOptions): Promise<GenerateIdeasResponse>;
  businessDefinition(
    request: GenerateBusinessDefinitionRequest,
    options: GenerateOptions,
  ): Promise<GenerateBusinessDefinitionResponse>;
  names(request: GenerateNamesRequest, options: GenerateOptions): Promise<GenerateNamesResponse>;
  styleGuide(
    request: GenerateStyleGuideRequest,
    options: GenerateOptions,
  ): Promise<GenerateStyleGuideResponse>;
  logos(request: GenerateLogosRequest, options: GenerateOptions): Promise<GenerateLogosResponse>;
  userStories(
    request: GenerateUserStoriesRequest,
    options: GenerateOptions,
  ): Promise<GenerateUserStoriesResponse>;
  techDocumentation(
    request: GenerateTechDocumentationRequest,
    options: GenerateOptions,
  ): Promise<GenerateTechDocumentationResponse>;
  vibeCoding(
    request: GenerateVibeCodingRequest,
    options: GenerateOptions,
  ): Promise<GenerateVibeCodingResponse>;
  quickProject(request: QuickProjectRequest, options: QuickProjectOptions): Promise<QuickProjectResponse>;
}

/** Default item counts when the caller gives none (the free plan's numbers). */
export const defaultCounts = { ideas: 3, names: 5, logos: 4 } as const;

/** What to record as the source of a generated field (docs/architecture.md "Provenance"). */
export function provenanceOf(generator: Generator, seed: number): GenerationProvenance {
  return {
    source: 'generator',
    generator: generator.name,
    version: generator.version,
    model: generator.model,
    seed,
  };
}
