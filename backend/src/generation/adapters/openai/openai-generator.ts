import OpenAI from 'openai';
import {
  generateBusinessDefinitionResponseSchema,
  generateIdeasResponseSchema,
  generateStyleGuideResponseSchema,
  generateTechDocumentationResponseSchema,
  generateVibeCodingResponseSchema,
  type GenerateBusinessDefinitionRequest,
  type GenerateBusinessDefinitionResponse,
  type GenerateIdeasRequest,
  type GenerateIdeasResponse,
  type GenerateLogosRequest,
  type GenerateLogosResponse,
  type GenerateNamesRequest,
  type GenerateNamesResponse,
  type GenerateStyleGuideRequest,
  type GenerateStyleGuideResponse,
  type GenerateTechDocumentationRequest,
  type GenerateTechDocumentationResponse,
  type GenerateUserStoriesRequest,
  type GenerateUserStoriesResponse,
  type GenerateVibeCodingRequest,
  type GenerateVibeCodingResponse,
  type QuickProjectRequest,
  type QuickProjectResponse,
} from '../../../contracts/generation';
import type { z } from 'zod';
import { GenerationFailed } from '../../domain/errors';
import {
  defaultCounts,
  type GenerateOptions,
  type Generator,
  type QuickProjectOptions,
} from '../../domain/generator.port';
import { composeQuickProject } from '../../domain/quick-project';
import { OfflineGenerator } from '../../domain/offline/offline-generator';
import {
  ideaAnswerSchema,
  logosAnswerSchema,
  namesAnswerSchema,
  storiesAnswerSchema,
} from './answer-schemas';
import { logosFromAnswer, namesFromAnswer, readableStyleGuide } from './answer-mapping';
import {
  definitionGrounding,
  GROUNDING_RULES,
  jsonSchemaOf,
  storiesGrounding,
  techDocsGrounding,
  vibeGrounding,
} from './grounding';
import { completeJson, completeJsonFieldwise, type CompletionSettings } from './json-completion';
import { systemPrompt, userMessage, type PromptKind } from './prompts';

export interface OpenAiGeneratorConfig {
  apiKey: string;
  /** Unset: api.openai.com. Set for Anthropic, Google, Ollama, vLLM... (their OpenAI-compatible endpoints). */
  baseURL?: string;
  model: string;
  /** Per request; default 120 s (logos and READMEs are long answers). */
  timeoutMs?: number;
  /** Retries of connection errors, 408, 409, 429 and 5xx; default 2. */
  maxRetries?: number;
  /** Send the seed to the provider; default true. */
  sendSeed?: boolean;
}

/** Creative kinds get a higher temperature than documentation. */
const TEMPERATURE: Record<Exclude<PromptKind, 'quickProject'>, number> = {
  ideas: 0.9,
  ideaFromText: 0.7,
  businessDefinition: 0.6,
  names: 1,
  styleGuide: 0.8,
  logos: 0.8,
  userStories: 0.5,
  techDocumentation: 0.3,
  vibeCoding: 0.4,
};

/**
 * The Generator port over any OpenAI-compatible chat completions API, in JSON mode. Answers are
 * validated with the response contracts. Ideas, names, style guides and logos are all-or-nothing:
 * an unusable answer throws `GenerationFailed`. The documents (definition, stories, tech docs,
 * vibe-coding prompts) are grounded in the knowledge base and checked field by field: a field the
 * model gets wrong is the offline generator's value for it. A provider failure always throws.
 */
export class OpenAiGenerator implements Generator {
  readonly name = 'openai-compatible';
  readonly version = '1.0.0';
  readonly model: string;
  private readonly client: OpenAI;
  private readonly settings: CompletionSettings;
  /** Supplies any field the model gets wrong, so a step never fails on what the model wrote. */
  private readonly offline = new OfflineGenerator();

  constructor(config: OpenAiGeneratorConfig) {
    if (!config.apiKey.trim()) throw new Error('OpenAiGenerator needs an API key');
    if (!config.model.trim()) throw new Error('OpenAiGenerator needs a model name');
    this.model = config.model;
    this.client = new OpenAI({
      apiKey: config.apiKey,
      baseURL: config.baseURL,
      timeout: config.timeoutMs ?? 120_000,
      maxRetries: config.maxRetries ?? 2,
    });
    this.settings = { model: config.model, sendSeed: config.sendSeed ?? true };
  }

  private ask<S extends z.ZodType>(
    kind: Exclude<PromptKind, 'quickProject' | 'ideaFromText'>,
    input: object,
    schema: S,
    seed: number,
    promptKind: Exclude<PromptKind, 'quickProject'> = kind,
  ) {
    return completeJson(this.client, this.settings, {
      kind,
      system: systemPrompt(promptKind),
      user: userMessage({ ...input }),
      schema,
      seed,
      temperature: TEMPERATURE[promptKind],
    });
  }

  /**
   * A document answer (definition, stories, tech docs, prompts): the knowledge base's facts go in as
   * grounding, the JSON Schema of the contract goes in the system prompt, and each top-level field
   * the model gets wrong is the offline generator's value for that field.
   */
  private async askGrounded<Shape extends z.ZodRawShape>(
    kind: 'businessDefinition' | 'userStories' | 'techDocumentation' | 'vibeCoding',
    input: object,
    grounding: object | undefined,
    schema: z.ZodObject<Shape>,
    seed: number,
    fallback: () => Promise<z.output<z.ZodObject<Shape>>>,
  ): Promise<z.output<z.ZodObject<Shape>>> {
    const { value } = await completeJsonFieldwise(
      this.client,
      this.settings,
      {
        kind,
        system: systemPrompt(kind, {
          jsonSchema: jsonSchemaOf(schema),
          ...(grounding ? { groundingRules: GROUNDING_RULES } : {}),
        }),
        user: userMessage({ ...input, ...(grounding ? { grounding } : {}) }),
        schema,
        seed,
        temperature: TEMPERATURE[kind],
      },
      fallback,
    );
    return value;
  }

  async ideas(request: GenerateIdeasRequest, options: GenerateOptions): Promise<GenerateIdeasResponse> {
    const count = options.count ?? defaultCounts.ideas;
    const answer = await this.ask('ideas', { ...request, count }, generateIdeasResponseSchema, options.seed);
    return { ideas: answer.ideas.slice(0, count) };
  }

  async businessDefinition(
    request: GenerateBusinessDefinitionRequest,
    options: GenerateOptions,
  ): Promise<GenerateBusinessDefinitionResponse> {
    return this.askGrounded(
      'businessDefinition',
      request,
      definitionGrounding(request),
      generateBusinessDefinitionResponseSchema,
      options.seed,
      () => this.offline.businessDefinition(request, options),
    );
  }

  async names(request: GenerateNamesRequest, options: GenerateOptions): Promise<GenerateNamesResponse> {
    const count = options.count ?? defaultCounts.names;
    // Ask for a few more than needed: names outside the length bucket are dropped.
    const answer = await this.ask(
      'names',
      { ...request, count: count + Math.ceil(count / 2) },
      namesAnswerSchema,
      options.seed,
    );
    return namesFromAnswer(answer, request, count);
  }

  async styleGuide(
    request: GenerateStyleGuideRequest,
    options: GenerateOptions,
  ): Promise<GenerateStyleGuideResponse> {
    return readableStyleGuide(
      await this.ask('styleGuide', request, generateStyleGuideResponseSchema, options.seed),
    );
  }

  async logos(request: GenerateLogosRequest, options: GenerateOptions): Promise<GenerateLogosResponse> {
    const count = options.count ?? defaultCounts.logos;
    const answer = await this.ask('logos', { ...request, count }, logosAnswerSchema, options.seed);
    return logosFromAnswer(answer, count);
  }

  async userStories(
    request: GenerateUserStoriesRequest,
    options: GenerateOptions,
  ): Promise<GenerateUserStoriesResponse> {
    return this.askGrounded(
      'userStories',
      request,
      storiesGrounding(request),
      storiesAnswerSchema,
      options.seed,
      () => this.offline.userStories(request, options),
    );
  }

  async techDocumentation(
    request: GenerateTechDocumentationRequest,
    options: GenerateOptions,
  ): Promise<GenerateTechDocumentationResponse> {
    return this.askGrounded(
      'techDocumentation',
      request,
      techDocsGrounding(request),
      generateTechDocumentationResponseSchema,
      options.seed,
      () => this.offline.techDocumentation(request, options),
    );
  }

  async vibeCoding(
    request: GenerateVibeCodingRequest,
    options: GenerateOptions,
  ): Promise<GenerateVibeCodingResponse> {
    // Earlier prompts and the preset card add tokens, not information.
    const docs = request.projectData.techDocumentation;
    const techDocumentation = docs && {
      ...docs,
      vibeCodingPrompts: undefined,
      selectedStackDetails: undefined,
    };
    const input = { ...request, projectData: { ...request.projectData, techDocumentation } };
    return this.askGrounded(
      'vibeCoding',
      input,
      vibeGrounding(request),
      generateVibeCodingResponseSchema,
      options.seed,
      () => this.offline.vibeCoding(request, options),
    );
  }

  quickProject(request: QuickProjectRequest, options: QuickProjectOptions): Promise<QuickProjectResponse> {
    return composeQuickProject(this, request, options, async (text, budget, seed) => {
      const answer = await this.ask(
        'ideas',
        { businessIdea: text, budget },
        ideaAnswerSchema,
        seed,
        'ideaFromText',
      );
      return answer.idea;
    }).catch((error: unknown) => {
      if (error instanceof GenerationFailed) throw error;
      throw new GenerationFailed(
        'quickProject',
        'invalid-response',
        `The complete project could not be generated: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    });
  }
}
