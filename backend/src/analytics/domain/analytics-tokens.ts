import { analyticsTokenEventTypes, type AnalyticsToken } from '../../contracts/analytics';
import { DomainError } from '../../shared/domain-error';

/**
 * Analytics tokens: one stream, `analytics-tokens`, for all of them (an admin creates a handful).
 * The events hold the SHA-256 of the token, never the token, which exists only in the answer to
 * its creation. A revoked token stays revoked.
 */
export const ANALYTICS_TOKENS_STREAM = 'analytics-tokens';

export interface AnalyticsTokenCreated {
  type: typeof analyticsTokenEventTypes.created;
  data: {
    tokenId: string;
    name: string;
    tokenHash: string;
    hint: string;
    createdBy: string;
    createdAt: string;
  };
}
export interface AnalyticsTokenRevoked {
  type: typeof analyticsTokenEventTypes.revoked;
  data: { tokenId: string; revokedBy: string; revokedAt: string };
}
export type AnalyticsTokenEvent = AnalyticsTokenCreated | AnalyticsTokenRevoked;

export interface TokenRecord extends AnalyticsToken {
  tokenHash: string;
}

export type TokensState = ReadonlyMap<string, TokenRecord>;

export function foldTokens(
  events: readonly { type: string; data: unknown }[],
  from: TokensState = new Map(),
): Map<string, TokenRecord> {
  const tokens = new Map<string, TokenRecord>(from);
  for (const event of events as readonly AnalyticsTokenEvent[]) {
    if (event.type === analyticsTokenEventTypes.created) {
      const d = event.data;
      tokens.set(d.tokenId, {
        id: d.tokenId,
        name: d.name,
        hint: d.hint,
        tokenHash: d.tokenHash,
        createdAt: d.createdAt,
        createdBy: d.createdBy,
        revokedAt: null,
      });
    } else if (event.type === analyticsTokenEventTypes.revoked) {
      const token = tokens.get(event.data.tokenId);
      if (token && !token.revokedAt) tokens.set(token.id, { ...token, revokedAt: event.data.revokedAt });
    }
  }
  return tokens;
}

export function decideCreateToken(
  state: TokensState,
  command: { tokenId: string; name: string; tokenHash: string; hint: string; createdBy: string; now: string },
): AnalyticsTokenCreated[] {
  if (state.has(command.tokenId)) throw new DomainError('conflict', 'This token already exists');
  const name = command.name.trim();
  if (!name) throw new DomainError('validation', 'Validation failed', { name: 'Name is required' });
  const { tokenId, tokenHash, hint, createdBy, now } = command;
  return [
    {
      type: analyticsTokenEventTypes.created,
      data: { tokenId, name, tokenHash, hint, createdBy, createdAt: now },
    },
  ];
}

/** Revoking a revoked token changes nothing; an unknown one is not found. */
export function decideRevokeToken(
  state: TokensState,
  command: { tokenId: string; revokedBy: string; now: string },
): AnalyticsTokenRevoked[] {
  const token = state.get(command.tokenId);
  if (!token) throw new DomainError('not_found', 'Analytics token not found');
  if (token.revokedAt) return [];
  return [
    {
      type: analyticsTokenEventTypes.revoked,
      data: { tokenId: token.id, revokedBy: command.revokedBy, revokedAt: command.now },
    },
  ];
}

/** The active token with this hash, if any. */
export function activeTokenByHash(state: TokensState, tokenHash: string): TokenRecord | undefined {
  for (const token of state.values()) if (token.tokenHash === tokenHash && !token.revokedAt) return token;
  return undefined;
}

/** The list an admin sees: newest first, without the hash. */
export function listTokens(state: TokensState): AnalyticsToken[] {
  return [...state.values()]
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : -1))
    .map(({ tokenHash: _hash, ...token }) => token);
}
