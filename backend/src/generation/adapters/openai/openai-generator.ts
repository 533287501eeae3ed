import OpenAI from 'openai';
import {
  generateBusinessDefinitionResponseSchema,
  generateIdeasResponseSchema,
  generateStyleGuideResponseSchema,
  generateTechDocumentationResponseSchema,
  generateUserStoriesResponseSchema,
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
import { ideaAnswerSchema, logosAnswerSchema, namesAnswerSchema } from './answer-schemas';
import { logosFromAnswer, namesFromAnswer, readableStyleGuide } from './answer-mapping';
import { completeJson, type CompletionSettings } from './json-completion';
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
 * validated with the response contracts; any provider failure or unusable answer throws
 * `GenerationFailed` (never a partial result, never a silent offline fallback).
 */
export class OpenAiGenerator implements Generator {
  readonly name = 'openai-compatible';
  readonly version = '1.0.0';
  readonly model: string;
  private readonly client: OpenAI;
  private readonly settings: CompletionSettings;

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

  async ideas(request: GenerateIdeasRequest, options: GenerateOptions): Promise<GenerateIdeasResponse> {
    const count = options.count ?? defaultCounts.ideas;
    const answer = await this.ask('ideas', { ...request, count }, generateIdeasResponseSchema, options.seed);
    return { ideas: answer.ideas.slice(0, count) };
  }

  businessDefinition(
    request: GenerateBusinessDefinitionRequest,
    options: GenerateOptions,
  ): Promise<GenerateBusinessDefinitionResponse> {
    return this.ask('businessDefinition', request, generateBusinessDefinitionResponseSchema, options.seed);
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

  userStories(
    request: GenerateUserStoriesRequest,
    options: GenerateOptions,
  ): Promise<GenerateUserStoriesResponse> {
    return this.ask('userStories', request, generateUserStoriesResponseSchema, options.seed);
  }

  techDocumentation(
    request: GenerateTechDocumentationRequest,
    options: GenerateOptions,
  ): Promise<GenerateTechDocumentationResponse> {
    return this.ask('techDocumentation', request, generateTechDocumentationResponseSchema, options.seed);
  }

  vibeCoding(
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
    return this.ask('vibeCoding', input, generateVibeCodingResponseSchema, options.seed);
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
