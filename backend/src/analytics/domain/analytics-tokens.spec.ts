import { DomainError } from '../../shared/domain-error';
import {
  activeTokenByHash,
  decideCreateToken,
  decideRevokeToken,
  foldTokens,
  listTokens,
} from './analytics-tokens';

const now = '2025-05-01T10:00:00.000Z';
const create = (tokenId: string, name = 'BI', at = now) =>
  decideCreateToken(new Map(), {
    tokenId,
    name,
    tokenHash: `hash-${tokenId}`,
    hint: 'abcd',
    createdBy: 'admin',
    now: at,
  });

describe('analytics tokens', () => {
  it('creates a token as an event holding its hash, never the token', () => {
    const [event] = create('t1', '  Warehouse ');
    expect(event).toEqual({
      type: 'analytics.token-created',
      data: {
        tokenId: 't1',
        name: 'Warehouse',
        tokenHash: 'hash-t1',
        hint: 'abcd',
        createdBy: 'admin',
        createdAt: now,
      },
    });
  });

  it('revokes once; an unknown token is not found; a revoked token opens nothing', () => {
    const state = foldTokens([...create('t1'), ...create('t2', 'Other', '2025-05-02T00:00:00.000Z')]);
    expect(activeTokenByHash(state, 'hash-t1')?.id).toBe('t1');
    const revoked = decideRevokeToken(state, { tokenId: 't1', revokedBy: 'admin2', now });
    expect(revoked).toEqual([
      { type: 'analytics.token-revoked', data: { tokenId: 't1', revokedBy: 'admin2', revokedAt: now } },
    ]);
    const after = foldTokens([
      ...create('t1'),
      ...create('t2', 'Other', '2025-05-02T00:00:00.000Z'),
      ...revoked,
    ]);
    expect(activeTokenByHash(after, 'hash-t1')).toBeUndefined();
    expect(activeTokenByHash(after, 'hash-t2')?.id).toBe('t2');
    expect(decideRevokeToken(after, { tokenId: 't1', revokedBy: 'admin', now })).toEqual([]);
    expect(() => decideRevokeToken(after, { tokenId: 'nope', revokedBy: 'admin', now })).toThrow(DomainError);
    expect(listTokens(after).map((t) => [t.id, t.revokedAt])).toEqual([
      ['t2', null],
      ['t1', now],
    ]);
    expect(JSON.stringify(listTokens(after))).not.toContain('hash-');
  });

  it('refuses a blank name and a duplicate id', () => {
    expect(() => create('t1', '   ')).toThrow(DomainError);
    expect(() =>
      decideCreateToken(foldTokens(create('t1')), {
        tokenId: 't1',
        name: 'x',
        tokenHash: 'h',
        hint: 'h',
        createdBy: 'a',
        now,
      }),
    ).toThrow(DomainError);
  });
});
