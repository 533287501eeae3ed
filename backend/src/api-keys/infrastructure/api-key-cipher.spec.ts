import { createCipheriv, randomBytes } from 'node:crypto';
import { ApiKeyCipher, apiKeyAssociatedData } from './api-key-cipher';

describe('ApiKeyCipher (AES-256-GCM)', () => {
  const master = randomBytes(32);
  const cipher = new ApiKeyCipher(master);
  const aad = apiKeyAssociatedData('k1', 'u1', 'openai');
  const key = 'sk-proj-0123456789abcdefghijklmnop';

  it('round-trips and never stores the plaintext', () => {
    const blob = cipher.encrypt(key, aad);
    expect(blob.includes(Buffer.from(key))).toBe(false);
    expect(blob.includes(Buffer.from(key.slice(3, 20)))).toBe(false);
    expect(cipher.decrypt(blob, aad)).toBe(key);
  });

  it('uses a fresh IV each time', () => {
    expect(cipher.encrypt(key, aad).equals(cipher.encrypt(key, aad))).toBe(false);
  });

  it('refuses a ciphertext bound to another row, a tampered one, or another master key', () => {
    const blob = cipher.encrypt(key, aad);
    expect(() => cipher.decrypt(blob, apiKeyAssociatedData('k1', 'u2', 'openai'))).toThrow();
    const tampered = Buffer.from(blob);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(() => cipher.decrypt(tampered, aad)).toThrow();
    expect(() => new ApiKeyCipher(randomBytes(32)).decrypt(blob, aad)).toThrow();
  });

  it('encrypts with a sub-key derived for this purpose, not the master key itself', () => {
    const iv = randomBytes(12);
    const raw = createCipheriv('aes-256-gcm', master, iv);
    raw.setAAD(Buffer.from(aad));
    const ct = Buffer.concat([raw.update(key, 'utf8'), raw.final()]);
    const withMaster = Buffer.concat([Buffer.from([1]), iv, raw.getAuthTag(), ct]);
    expect(() => cipher.decrypt(withMaster, aad)).toThrow();
    expect(() => new ApiKeyCipher(Buffer.alloc(31))).toThrow('32 bytes');
  });
});
