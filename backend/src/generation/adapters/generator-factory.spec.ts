import { OfflineGenerator } from '../domain/offline/offline-generator';
import { createGenerator, generatorFromEnv, providerOfModel } from './generator-factory';
import { OpenAiGenerator } from './openai/openai-generator';

describe('createGenerator', () => {
  it('is offline without a key', () => {
    expect(createGenerator()).toBeInstanceOf(OfflineGenerator);
    expect(createGenerator({ apiKey: '  ' })).toBeInstanceOf(OfflineGenerator);
    expect(generatorFromEnv({})).toBeInstanceOf(OfflineGenerator);
  });

  it('uses the OpenAI-compatible adapter with a key, with the provider defaults', () => {
    const openai = createGenerator({ apiKey: 'sk-x' });
    expect(openai).toBeInstanceOf(OpenAiGenerator);
    expect(openai.model).toBe('gpt-4o');
    expect(createGenerator({ apiKey: 'k', model: 'claude-3-opus-20240229' }).model).toBe(
      'claude-3-opus-20240229',
    );
    expect(createGenerator({ apiKey: 'k', provider: 'google' }).model).toBe('gemini-2.0-flash');
    expect(createGenerator({ provider: 'ollama' })).toBeInstanceOf(OpenAiGenerator);
    expect(generatorFromEnv({ OPENAI_API_KEY: 'sk-y', OPENAI_MODEL: 'gpt-4o-mini' }).model).toBe(
      'gpt-4o-mini',
    );
  });

  it('knows which provider a model belongs to', () => {
    expect(providerOfModel('claude-3-haiku-20240307')).toBe('anthropic');
    expect(providerOfModel('gemini-pro')).toBe('google');
    expect(providerOfModel('gpt-4')).toBe('openai');
  });
});
