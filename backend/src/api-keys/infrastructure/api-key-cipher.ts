import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER = 1 + IV_BYTES + TAG_BYTES;

/**
 * AES-256-GCM for stored provider keys. The key is derived from the master ENCRYPTION_KEY with
 * HKDF-SHA256 for this one purpose (so it is never the same key as the one that wraps the
 * personal-data keys); every value gets a random 96-bit IV; the associated data binds a
 * ciphertext to its row (key id, owner, provider), so a ciphertext copied to another row or
 * user fails to decrypt. Layout: version(1) | iv(12) | tag(16) | ciphertext.
 */
export class ApiKeyCipher {
  private readonly key: Buffer;

  constructor(masterKey: Buffer) {
    if (masterKey.length !== 32) throw new Error('The encryption key must be 32 bytes');
    this.key = Buffer.from(
      hkdfSync('sha256', masterKey, Buffer.alloc(0), 'business-builder/user-api-keys/v1', 32),
    );
  }

  encrypt(plaintext: string, associatedData: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ct]);
  }

  decrypt(blob: Buffer, associatedData: string): string {
    if (blob.length < HEADER || blob[0] !== VERSION) throw new Error('Unknown API key ciphertext format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, blob.subarray(1, 1 + IV_BYTES));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(blob.subarray(1 + IV_BYTES, HEADER));
    return Buffer.concat([decipher.update(blob.subarray(HEADER)), decipher.final()]).toString('utf8');
  }
}

/** What a ciphertext is bound to. */
export const apiKeyAssociatedData = (keyId: string, userId: string, provider: string) =>
  `user_api_keys:${keyId}:${userId}:${provider}`;
