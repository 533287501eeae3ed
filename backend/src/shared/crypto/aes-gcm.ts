import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Sealed } from './sealed';

/** AES-256-GCM with a random 96-bit IV; the tag authenticates the value. */
export function encrypt(key: Buffer, plaintext: string): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    enc: 'v1',
    iv: iv.toString('base64'),
    ct: ct.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
  };
}

export function decrypt(key: Buffer, sealed: Sealed): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.ct, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

/** Keys at rest are wrapped with the master ENCRYPTION_KEY: iv(12) | tag(16) | ciphertext. */
export function wrapKey(masterKey: Buffer, key: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
  const ct = Buffer.concat([cipher.update(key), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ct]);
}

export function unwrapKey(masterKey: Buffer, wrapped: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', masterKey, wrapped.subarray(0, 12));
  decipher.setAuthTag(wrapped.subarray(12, 28));
  return Buffer.concat([decipher.update(wrapped.subarray(28)), decipher.final()]);
}
