import type { Generator } from '../domain/generator.port';
import { OfflineGenerator } from '../domain/offline/offline-generator';

/** AI providers reachable through an OpenAI-compatible endpoint. */
export type AiProvider = 'openai' | 'anthropic' | 'google' | 'ollama';

export const providerDefaults: Record<AiProvider, { baseURL: string | undefined; model: string }> = {
  openai: { baseURL: undefined, model: 'gpt-4o' },
  anthropic: { baseURL: 'https://api.anthropic.com/v1/', model: 'claude-3-haiku-20240307' },
  google: { baseURL: 'https://generativelanguage.googleapis.com/v1beta/openai/', model: 'gemini-2.0-flash' },
  ollama: { baseURL: 'http://127.0.0.1:11434/v1', model: 'llama3.1' },
};

/** The provider a model name belongs to ('claude-3-opus-20240229' -> anthropic). */
export function providerOfModel(model: string): AiProvider {
  if (/^claude/i.test(model)) return 'anthropic';
  if (/^gemini/i.test(model)) return 'google';
  return 'openai';
}

export interface GeneratorSettings {
  apiKey?: string;
  provider?: AiProvider;
  /** Overrides the provider's default endpoint. */
  baseURL?: string;
  model?: string;
}

/**
 * The OpenAI-compatible generator when there is a key (or a local Ollama), else the offline one.
 * Used with the server's OPENAI_* settings, or with a user's own key and preferred model.
 */
export function createGenerator(settings: GeneratorSettings = {}): Generator {
  const provider = settings.provider ?? (settings.model ? providerOfModel(settings.model) : 'openai');
  const apiKey = settings.apiKey?.trim() || (provider === 'ollama' ? 'ollama' : '');
  if (!apiKey) return new OfflineGenerator();
  const defaults = providerDefaults[provider];
  // Loaded only when a key is configured or used: the OpenAI SDK is ~11 MB resident.
  const { OpenAiGenerator } =
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('./openai/openai-generator') as typeof import('./openai/openai-generator');
  return new OpenAiGenerator({
    apiKey,
    baseURL: settings.baseURL?.trim() || defaults.baseURL,
    model: settings.model?.trim() || defaults.model,
  });
}

/** The server-wide generator from OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_MODEL. */
export function generatorFromEnv(env: Record<string, string | undefined> = process.env): Generator {
  return createGenerator({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
  });
}
