import { createHash, randomBytes } from 'node:crypto';

/** Tokens look like 'bba_' + 43 base64url characters (256 random bits). */
export const ANALYTICS_TOKEN_PREFIX = 'bba_';

export function generateAnalyticsToken(): string {
  return ANALYTICS_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** What is stored instead of the token: its SHA-256 (a 256-bit random token needs no slow hash). */
export function hashAnalyticsToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function tokenHint(token: string): string {
  return token.slice(-4);
}
