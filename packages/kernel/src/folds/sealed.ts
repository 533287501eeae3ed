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
