import type { Sealed } from '../../shared/crypto/sealed';
import { HIDDEN, isSecretField, revealForHistory, sealingSubject } from './history-data';

const sealed = (ct: string): Sealed => ({ enc: 'v1', iv: 'iv', ct, tag: 'tag' });
const open = async (value: Sealed) => (value.ct === 'gone' ? '[deleted]' : `plain:${value.ct}`);

describe('history data: secrets hidden, personal fields opened', () => {
  it('opens sealed personal fields and hides secrets, sealed or not, at any depth', async () => {
    const data = {
      userId: 'u1',
      username: sealed('ada'),
      email: sealed('gone'),
      passwordHash: sealed('argon'),
      nested: {
        apiKey: 'sk-123',
        clientSecret: 'x',
        keyName: 'Work',
        list: [sealed('a'), { tokenHash: 'abc' }],
      },
      changes: { firstName: sealed('Ada') },
      rating: 4,
      flag: null,
    };
    expect(await revealForHistory(data, open)).toEqual({
      userId: 'u1',
      username: 'plain:ada',
      email: '[deleted]',
      passwordHash: HIDDEN,
      nested: {
        apiKey: HIDDEN,
        clientSecret: HIDDEN,
        keyName: 'Work',
        list: ['plain:a', { tokenHash: HIDDEN }],
      },
      changes: { firstName: 'plain:Ada' },
      rating: 4,
      flag: null,
    });
  });

  it('never decrypts a secret', async () => {
    const opened: string[] = [];
    await revealForHistory({ passwordHash: sealed('argon') }, async (v) => {
      opened.push(v.ct);
      return v.ct;
    });
    expect(opened).toEqual([]);
  });

  it('knows secrets by name', () => {
    for (const name of [
      'password',
      'passwordHash',
      'newPassword',
      'tokenHash',
      'token',
      'accessToken',
      'apiKey',
      'api_key',
      'clientSecret',
      'webhookSecret',
      'ciphertext',
      'privateKey',
    ])
      expect(isSecretField(name)).toBe(true);
    for (const name of ['tokenId', 'keyId', 'keyName', 'userId', 'email', 'provider', 'maskedKeyHint'])
      expect(isSecretField(name)).toBe(false);
  });

  it("finds whose key sealed an event's fields", () => {
    expect(sealingSubject({ streamId: 'x', data: { userId: 'a' }, metadata: { userId: 'b' } })).toBe('a');
    expect(sealingSubject({ streamId: 'user-c', data: {}, metadata: { userId: 'b' } })).toBe('c');
    expect(sealingSubject({ streamId: 'x', data: {}, metadata: { userId: 'b' } })).toBe('b');
    expect(sealingSubject({ streamId: 'x', data: null, metadata: {} })).toBeNull();
  });
});
