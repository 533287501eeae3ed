import {
  ANY,
  NO_STREAM,
  type AllStreamRecordedEvent,
  type AppendExpectedRevision,
  type Position,
  type RecordedEvent,
} from '@eventstore/db-client';
import type { EventMetadata, ExpectedVersion, GlobalPosition, StoredEvent } from '../event-store.port';
import { hashClaimValue } from '../postgres/postgres-event-store';

/**
 * How the KurrentDB adapter (kurrentdb-event-store.ts) maps the port's terms to KurrentDB's:
 * expected versions to revisions, `$all` positions to GlobalPositions, metadata and schema
 * versions to event metadata, recorded events to StoredEvents, unique claims to claim streams.
 */
export const CLAIM_STREAM_PREFIX = 'claim-';
export const CLAIM_TAKEN = 'claim.taken';
export const CLAIM_RELEASED = 'claim.released';

export function claimStreamId(scope: string, value: string): string {
  return `${CLAIM_STREAM_PREFIX}${scope}-${hashClaimValue(value).toString('hex')}`;
}

/** System events and the claim streams: not the application's events. */
export function isInternal(event: { streamId: string; type: string }): boolean {
  return (
    event.streamId.startsWith('$') ||
    event.type.startsWith('$') ||
    event.streamId.startsWith(CLAIM_STREAM_PREFIX)
  );
}

export function expectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream' || expected === 0) return NO_STREAM;
  return BigInt(expected - 1);
}

export function toGlobal(position: Position): GlobalPosition {
  return { transactionId: position.commit.toString(), globalPosition: position.prepare.toString() };
}

export function fromGlobal(position: GlobalPosition): Position {
  return { commit: BigInt(position.transactionId), prepare: BigInt(position.globalPosition) };
}

const SCHEMA_VERSION_KEY = '$schemaVersion';

export function storedMetadata(metadata: EventMetadata, schemaVersion: number): Record<string, unknown> {
  return {
    ...metadata,
    $correlationId: metadata.correlationId,
    ...(metadata.causationId ? { $causationId: metadata.causationId } : {}),
    [SCHEMA_VERSION_KEY]: schemaVersion,
  };
}

export function toStoredEvent(event: RecordedEvent | AllStreamRecordedEvent): StoredEvent {
  const raw = (
    event.metadata && typeof event.metadata === 'object' && !(event.metadata instanceof Uint8Array)
      ? event.metadata
      : {}
  ) as Record<string, unknown>;
  const metadata = Object.fromEntries(
    Object.entries(raw).filter(([key]) => !key.startsWith('$')),
  ) as EventMetadata;
  const schemaVersion = typeof raw[SCHEMA_VERSION_KEY] === 'number' ? raw[SCHEMA_VERSION_KEY] : 1;
  const data: unknown =
    event.data instanceof Uint8Array
      ? JSON.parse(Buffer.from(event.data).toString('utf8') || '{}')
      : event.data;
  return {
    id: event.id,
    streamId: event.streamId,
    streamPosition: Number(event.revision) + 1,
    position: event.position ? toGlobal(event.position) : { transactionId: '0', globalPosition: '0' },
    type: event.type,
    schemaVersion,
    data,
    metadata,
    recordedAt: new Date(event.created).toISOString(),
  };
}
