import { ANY, NO_STREAM } from '@eventstore/db-client';
import { comparePositions } from '../event-store.port';
import { toClientConnectionString } from './create-event-store';
import {
  claimStreamId,
  expectedRevision,
  fromGlobal,
  storedMetadata,
  toGlobal,
  toStoredEvent,
} from './kurrentdb-mapping';

describe('KurrentDB adapter mappings (no server needed)', () => {
  it('maps expected versions (1-based here) to revisions (0-based there)', () => {
    expect(expectedRevision('any')).toBe(ANY);
    expect(expectedRevision('no_stream')).toBe(NO_STREAM);
    expect(expectedRevision(0)).toBe(NO_STREAM);
    expect(expectedRevision(1)).toBe(0n);
    expect(expectedRevision(42)).toBe(41n);
  });

  it('carries $all positions (commit, prepare) in GlobalPosition and orders them like the log', () => {
    const a = toGlobal({ commit: 1000n, prepare: 990n });
    const b = toGlobal({ commit: 1000n, prepare: 1000n });
    const c = toGlobal({ commit: 18446744073709551000n, prepare: 18446744073709550000n });
    expect(a).toEqual({ transactionId: '1000', globalPosition: '990' });
    expect(comparePositions(a, b)).toBe(-1);
    expect(comparePositions(b, c)).toBe(-1);
    expect(fromGlobal(c)).toEqual({ commit: 18446744073709551000n, prepare: 18446744073709550000n });
  });

  it('keeps metadata and schema version through the round trip, without the server conventions', () => {
    const metadata = {
      userId: 'u1',
      correlationId: 'c1',
      causationId: 'k1',
      requestId: null,
      occurredAt: '2025-01-01T00:00:00.000Z',
      extra: 1,
    };
    const stored = storedMetadata(metadata, 3);
    expect(stored).toMatchObject({ $correlationId: 'c1', $causationId: 'k1', $schemaVersion: 3 });
    const event = toStoredEvent({
      streamId: 'user-1',
      id: 'e1',
      isJson: true,
      revision: 4n,
      type: 'identity.user-logged-in',
      created: new Date('2025-01-01T00:00:01.000Z'),
      data: { userId: 'u1' },
      metadata: stored,
      position: { commit: 10n, prepare: 10n },
    } as never);
    expect(event).toEqual({
      id: 'e1',
      streamId: 'user-1',
      streamPosition: 5,
      position: { transactionId: '10', globalPosition: '10' },
      type: 'identity.user-logged-in',
      schemaVersion: 3,
      data: { userId: 'u1' },
      metadata,
      recordedAt: '2025-01-01T00:00:01.000Z',
    });
  });

  it('names claim streams by scope and the hash of the normalised value (no personal data in the name)', () => {
    const a = claimStreamId('email', ' Ada@Example.com ');
    expect(a).toBe(claimStreamId('email', 'ada@example.com'));
    expect(a).toMatch(/^claim-email-[0-9a-f]{64}$/);
    expect(a).not.toContain('ada');
    expect(claimStreamId('username', 'ada@example.com')).not.toBe(a);
  });

  it('accepts kurrentdb:// connection strings for the esdb:// client', () => {
    expect(toClientConnectionString('kurrentdb://localhost:2113?tls=false')).toBe(
      'esdb://localhost:2113?tls=false',
    );
    expect(toClientConnectionString('kurrentdb+discover://a,b:2113')).toBe('esdb+discover://a,b:2113');
    expect(toClientConnectionString('esdb://h:2113')).toBe('esdb://h:2113');
  });
});
