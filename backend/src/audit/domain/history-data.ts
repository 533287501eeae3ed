import { isSealed, type Sealed } from '../../shared/crypto/sealed';

/**
 * The event data an admin may see: secrets hidden, personal fields opened. A field is a secret by
 * its name (password hashes, token hashes, API keys, secrets, ciphertexts): its value is replaced
 * by HIDDEN, sealed or not, and never decrypted. Every other sealed value is opened with its
 * owner's key, which answers '[deleted]' once the key was destroyed (crypto-shredding).
 */
export const HIDDEN = '[hidden]';

const SECRET_FIELD =
  /^(.*password.*|.*hash|.*secret.*|token|.*token|api[-_]?key|.*ciphertext.*|.*private[-_]?key|wrapped[-_]?key|authorization|cookie)$/i;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

export type OpenSealed = (value: Sealed) => Promise<string>;

/** A deep copy of `value` with secrets hidden and sealed values opened. */
export async function revealForHistory(value: unknown, open: OpenSealed): Promise<unknown> {
  if (isSealed(value)) return open(value);
  if (Array.isArray(value)) return Promise.all(value.map((item) => revealForHistory(item, open)));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      out[key] = isSecretField(key) ? HIDDEN : await revealForHistory(field, open);
    }
    return out;
  }
  return value;
}

/**
 * Whose key sealed the personal fields of an event: the user the event is about (data.userId),
 * else the owner of a `user-{id}` stream, else the actor.
 */
export function sealingSubject(event: {
  streamId: string;
  data: unknown;
  metadata: { userId?: unknown };
}): string | null {
  const dataUser = (event.data as { userId?: unknown } | null)?.userId;
  if (typeof dataUser === 'string' && dataUser) return dataUser;
  if (event.streamId.startsWith('user-')) return event.streamId.slice('user-'.length);
  return typeof event.metadata.userId === 'string' ? event.metadata.userId : null;
}
