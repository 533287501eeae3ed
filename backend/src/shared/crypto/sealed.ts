/** A personal value encrypted with its subject's key (AES-256-GCM), as stored in events. */
export interface Sealed {
  enc: 'v1';
  iv: string;
  ct: string;
  tag: string;
}

export function isSealed(value: unknown): value is Sealed {
  return typeof value === 'object' && value !== null && (value as { enc?: unknown }).enc === 'v1';
}

/** What a reader sees where a subject's key was destroyed (account deleted). */
export const SHREDDED = '[deleted]';

/**
 * The reading side of the personal-data vault (PersonalDataVault implements it): what a
 * projection needs to turn sealed fields back into text, without the keys, the database or crypto.
 */
export interface SealedFieldReader {
  /** The plaintext, or SHREDDED when the subject's key is gone; a plain string is returned as is. */
  open(subjectId: string, value: Sealed | string): Promise<string>;
  /** Loads many subjects' keys at once, so that opening a batch's fields costs one round trip. */
  preload(subjectIds: readonly string[]): Promise<void>;
}
