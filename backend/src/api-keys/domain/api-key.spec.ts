import { ApiKeyNotFound, decideAddApiKey, decideRemoveApiKey, maskApiKey } from './api-key';

describe('API keys', () => {
  it('masks long keys as prefix...last4 and short ones to the last 2 characters', () => {
    expect(maskApiKey('sk-proj-abcdefghijklmnopqrstuvwxyz')).toBe('sk-...wxyz');
    expect(maskApiKey('  sk-ant-0123456789abcdefghij  ')).toBe('sk-...ghij');
    expect(maskApiKey('0123456789')).toBe('...89');
  });

  it('applies the defaults and never puts the key in the event', () => {
    const key = decideAddApiKey('k1', 'u1', { apiKey: '  sk-secret-value-0123456789  ' });
    expect(key).toMatchObject({
      provider: 'openai',
      keyName: 'OpenAI key',
      apiKey: 'sk-secret-value-0123456789',
      maskedKey: 'sk-...6789',
    });
    expect(key.event).toEqual({
      type: 'api-keys.api-key-added',
      data: { keyId: 'k1', userId: 'u1', provider: 'openai', keyName: 'OpenAI key' },
    });
    expect(JSON.stringify(key.event)).not.toContain('secret');
    expect(
      decideAddApiKey('k2', 'u1', { apiKey: 'x'.repeat(12), provider: 'google', keyName: '  ' }).keyName,
    ).toBe('Google key');
    expect(
      decideAddApiKey('k3', 'u1', { apiKey: 'x'.repeat(12), provider: 'anthropic', keyName: ' Team ' })
        .keyName,
    ).toBe('Team');
  });

  it('lets only the owner remove a key, and hides other users’ keys', () => {
    const facts = { keyId: 'k1', userId: 'u1', provider: 'anthropic' as const, keyName: 'Team' };
    expect(decideRemoveApiKey('u1', facts)).toEqual({ type: 'api-keys.api-key-removed', data: facts });
    expect(() => decideRemoveApiKey('u2', facts)).toThrow(ApiKeyNotFound);
    expect(() => decideRemoveApiKey('u1', undefined)).toThrow(ApiKeyNotFound);
  });
});
