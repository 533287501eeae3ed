import { defaultUserPreferences, imageModels, textModels } from '../../contracts/api-keys';
import { decideUpdatePreferences, foldPreferences, providerOfModel } from './preferences';

describe('model preferences', () => {
  it('maps every model of the spec to the provider whose key it needs', () => {
    expect(textModels.map(providerOfModel)).toEqual([
      'openai',
      'openai',
      'openai',
      'anthropic',
      'anthropic',
      'google',
    ]);
    expect(imageModels.map(providerOfModel)).toEqual(['openai', 'openai']);
  });

  it('starts from the defaults (own keys off, gpt-4o, dall-e-3)', () => {
    expect(foldPreferences([])).toEqual({
      useOwnApiKeys: false,
      preferredTextModel: 'gpt-4o',
      preferredImageModel: 'dall-e-3',
    });
  });

  it('records a change once and folds it back', () => {
    const next = {
      useOwnApiKeys: true,
      preferredTextModel: 'claude-3-opus-20240229',
      preferredImageModel: 'dall-e-2',
    } as const;
    const events = decideUpdatePreferences('u1', defaultUserPreferences, next);
    expect(events).toEqual([{ type: 'api-keys.preferences-updated', data: { userId: 'u1', ...next } }]);
    expect(foldPreferences(events)).toEqual(next);
    expect(decideUpdatePreferences('u1', foldPreferences(events), next)).toEqual([]);
  });
});
