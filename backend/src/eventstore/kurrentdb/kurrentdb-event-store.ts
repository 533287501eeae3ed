import { randomUUID } from 'node:crypto';
import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  type AllStreamRecordedEvent,
  type AllStreamResolvedEvent,
  type Position,
  type ReadPosition,
} from '@eventstore/db-client';
import { ConcurrencyError, UniqueClaimTaken } from '../errors';
import {
  comparePositions,
  type AppendOptions,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type GlobalPosition,
  type ReadAllOptions,
  type ReadStreamOptions,
  type StoredEvent,
  type StreamWrite,
  type UniqueClaim,
} from '../event-store.port';
import {
  CLAIM_RELEASED,
  CLAIM_TAKEN,
  claimStreamId,
  expectedRevision,
  fromGlobal,
  isInternal,
  storedMetadata,
  toGlobal,
  toStoredEvent,
} from './kurrentdb-mapping';

/**
 * The KurrentDB (EventStoreDB) adapter of the EventStore port, with `@eventstore/db-client`.
 *
 * Mapping:
 * - Stream positions are 1-based here and 0-based revisions there: expected version n is revision
 *   n - 1, 0 and 'no_stream' are NO_STREAM, 'any' is ANY. A WrongExpectedVersion is a
 *   ConcurrencyError.
 * - `$all` positions are (commit, prepare) pairs: GlobalPosition.transactionId carries `commit` and
 *   globalPosition carries `prepare`, both decimal strings, so comparePositions orders them like
 *   KurrentDB's log (one total order: no commit-order gaps to guard against).
 * - readAll skips system events (`$`) and the claim streams, and reads `after` exclusively.
 * - onAppended wakes this process's listeners after each append, and every process's through a
 *   catch-up subscription to `$all` from its end (system events filtered out on the server).
 * - Metadata is stored as the event's metadata with `$correlationId`/`$causationId` added (the
 *   server's conventions) and the schema version under `$schemaVersion`; readers get it back
 *   without the `$` keys.
 *
 * Unique claims are reservation streams `claim-{scope}-{sha256 of the normalised value}`: taking a
 * claim appends 'claim.taken' with NO_STREAM (or after a 'claim.released'), releasing appends
 * 'claim.released'. KurrentDB before 25.1 cannot append to several streams atomically, and this
 * client (6.x) has no multiStreamAppend, so an append with claims or several streams is a
 * sequence: check every expected version first, take the claims, write the streams whose version
 * is checked (exact / no_stream) before the 'any' ones, then release claims. A conflict before the
 * first stream is written undoes the claims and writes nothing. A conflict between two guarded
 * streams, which needs another writer to change the second one in the milliseconds between the
 * check and the write, leaves the first one written: that is the limit of this adapter, lifted by
 * KurrentDB 25.1's multiStreamAppend (@kurrent/kurrentdb-client) when we move to it. Duplicate
 * event ids are refused by the server only within a stream (idempotent appends), not across
 * streams as the PostgreSQL store does.
 */
export class KurrentDbEventStore implements EventStore {
  private readonly localListeners = new Set<() => void>();
  /** The log is not in the read models' database: no read model is written in an append. */
  readonly inlineProjections: readonly string[] = [];

  constructor(private readonly client: EventStoreDBClient) {}

  static fromConnectionString(url: string): KurrentDbEventStore {
    return new KurrentDbEventStore(EventStoreDBClient.connectionString(url));
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  async append(writes: StreamWrite[], options: AppendOptions): Promise<AppendResult> {
    const nonEmpty = writes.filter((w) => w.events.length > 0);
    if (nonEmpty.length === 0) throw new Error('append called without events');
    const claims = options.claims ?? [];
    const releases = options.releaseClaims ?? [];
    const sequence = nonEmpty.length > 1 || claims.length > 0 || releases.length > 0;
    if (sequence) for (const write of nonEmpty) await this.assertExpectedVersion(write);

    const taken: TakenClaim[] = [];
    try {
      for (const claim of claims) taken.push(await this.takeClaim(claim, options.metadata));
    } catch (error) {
      await this.undoClaims(taken, options.metadata);
      throw error;
    }

    const ordered = [
      ...nonEmpty.filter((w) => w.expectedVersion !== 'any'),
      ...nonEmpty.filter((w) => w.expectedVersion === 'any'),
    ];
    const versions: Record<string, number> = {};
    let last: Position | undefined;
    for (const [index, write] of ordered.entries()) {
      try {
        const res = await this.client.appendToStream(
          write.streamId,
          write.events.map(
            (e) =>
              ({
                id: e.id ?? randomUUID(),
                contentType: 'application/json',
                type: e.type,
                data: (e.data ?? {}) as Record<string, unknown>,
                metadata: storedMetadata(options.metadata, e.schemaVersion ?? 1),
              }) as const,
          ),
          { expectedRevision: expectedRevision(write.expectedVersion) },
        );
        versions[write.streamId] = Number(res.nextExpectedRevision) + 1;
        const position = res.position ?? (await this.lastPositionOf(write.streamId));
        if (position && (!last || comparePositions(toGlobal(position), toGlobal(last)) > 0)) last = position;
      } catch (error) {
        if (index === 0) await this.undoClaims(taken, options.metadata);
        throw mapError(error, write);
      }
    }
    for (const release of releases) await this.releaseClaim(release, options.metadata);
    this.localListeners.forEach((wake) => wake());
    return { position: last ? toGlobal(last) : { transactionId: '0', globalPosition: '0' }, versions };
  }

  async readStream(streamId: string, { after = 0 }: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const out: StoredEvent[] = [];
    try {
      // Revisions count from 0: the event after version `after` is revision `after`.
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: after > 0 ? BigInt(after) : START,
        direction: FORWARDS,
      })) {
        if (resolved.event) out.push(toStoredEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return out;
  }

  async readAll({ after, limit, types }: ReadAllOptions): Promise<StoredEvent[]> {
    const out: StoredEvent[] = [];
    const fromStart = after.transactionId === '0' && after.globalPosition === '0';
    let cursor: GlobalPosition | null = fromStart ? null : after;
    let from: ReadPosition = fromStart ? START : fromGlobal(after);
    const chunk = Math.max(limit, 100);
    for (;;) {
      let seen = 0;
      const read: AsyncIterable<AllStreamResolvedEvent> = this.client.readAll({
        fromPosition: from,
        maxCount: chunk,
        direction: FORWARDS,
      });
      for await (const resolved of read) {
        seen += 1;
        const event: AllStreamRecordedEvent | undefined = resolved.event;
        if (!event?.position) continue;
        const position = toGlobal(event.position);
        if (cursor && comparePositions(position, cursor) <= 0) continue; // `fromPosition` is inclusive
        cursor = position;
        from = event.position;
        if (isInternal(event) || (types && !types.includes(event.type))) continue;
        out.push(toStoredEvent(event));
        if (out.length >= limit) return out;
      }
      if (seen < chunk) return out;
    }
  }

  async headPosition(): Promise<GlobalPosition> {
    for await (const resolved of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: 10_000,
    })) {
      const event = resolved.event;
      if (event?.position && !isInternal(event)) return toGlobal(event.position);
    }
    return { transactionId: '0', globalPosition: '0' };
  }

  async onAppended(onWake: () => void): Promise<() => Promise<void>> {
    let stopped = false;
    let subscription: ReturnType<EventStoreDBClient['subscribeToAll']> | null = null;
    let retry: NodeJS.Timeout | undefined;
    const subscribe = () => {
      if (stopped) return;
      const current = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
      subscription = current;
      current.on('data', (resolved) => {
        if (resolved.event && !isInternal(resolved.event)) onWake();
      });
      current.on('error', () => {
        if (subscription !== current || stopped) return;
        subscription = null;
        clearTimeout(retry);
        retry = setTimeout(() => {
          subscribe();
          onWake(); // appends during the gap sent nothing we could hear
        }, 1000);
      });
    };
    subscribe();
    this.localListeners.add(onWake);
    return async () => {
      stopped = true;
      clearTimeout(retry);
      this.localListeners.delete(onWake);
      const current = subscription;
      subscription = null;
      await current?.unsubscribe().catch(() => undefined);
    };
  }

  // ------------------------------------------------------------------ expected versions and claims

  private async currentVersion(streamId: string): Promise<number> {
    try {
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: END,
        direction: BACKWARDS,
        maxCount: 1,
      })) {
        if (resolved.event) return Number(resolved.event.revision) + 1;
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return 0;
      throw error;
    }
    return 0;
  }

  private async lastPositionOf(streamId: string): Promise<Position | undefined> {
    for await (const resolved of this.client.readStream(streamId, {
      fromRevision: END,
      direction: BACKWARDS,
      maxCount: 1,
    })) {
      return resolved.event?.position;
    }
    return undefined;
  }

  private async assertExpectedVersion(write: StreamWrite): Promise<void> {
    if (write.expectedVersion === 'any') return;
    const expected = write.expectedVersion === 'no_stream' ? 0 : write.expectedVersion;
    if ((await this.currentVersion(write.streamId)) !== expected) {
      throw new ConcurrencyError(write.streamId, String(write.expectedVersion));
    }
  }

  private async lastClaimEvent(stream: string): Promise<{ revision: bigint; type: string } | null> {
    try {
      for await (const resolved of this.client.readStream(stream, {
        fromRevision: END,
        direction: BACKWARDS,
        maxCount: 1,
      })) {
        if (resolved.event) return { revision: resolved.event.revision, type: resolved.event.type };
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
    return null;
  }

  private async takeClaim(claim: UniqueClaim, metadata: EventMetadata): Promise<TakenClaim> {
    const stream = claimStreamId(claim.scope, claim.value);
    const last = await this.lastClaimEvent(stream);
    if (last?.type === CLAIM_TAKEN) throw new UniqueClaimTaken(claim.scope);
    try {
      const res = await this.client.appendToStream(
        stream,
        [
          {
            id: randomUUID(),
            contentType: 'application/json',
            type: CLAIM_TAKEN,
            data: { scope: claim.scope, ownerStreamId: claim.ownerStreamId },
            metadata: storedMetadata(metadata, 1),
          },
        ],
        { expectedRevision: last ? last.revision : NO_STREAM },
      );
      return { stream, revision: res.nextExpectedRevision };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) throw new UniqueClaimTaken(claim.scope);
      throw error;
    }
  }

  private async releaseClaim(
    claim: Pick<UniqueClaim, 'scope' | 'value'>,
    metadata: EventMetadata,
  ): Promise<void> {
    const stream = claimStreamId(claim.scope, claim.value);
    const last = await this.lastClaimEvent(stream);
    if (last?.type !== CLAIM_TAKEN) return;
    await this.appendRelease(stream, last.revision, metadata);
  }

  /** Best effort: gives back claims taken for an append that then wrote nothing. */
  private async undoClaims(taken: TakenClaim[], metadata: EventMetadata): Promise<void> {
    for (const claim of taken)
      await this.appendRelease(claim.stream, claim.revision, metadata).catch(() => undefined);
  }

  private async appendRelease(stream: string, revision: bigint, metadata: EventMetadata): Promise<void> {
    await this.client.appendToStream(
      stream,
      [
        {
          id: randomUUID(),
          contentType: 'application/json',
          type: CLAIM_RELEASED,
          data: {},
          metadata: storedMetadata(metadata, 1),
        },
      ],
      { expectedRevision: revision },
    );
  }
}

interface TakenClaim {
  stream: string;
  revision: bigint;
}

function mapError(error: unknown, write: StreamWrite): unknown {
  if (error instanceof WrongExpectedVersionError)
    return new ConcurrencyError(write.streamId, String(write.expectedVersion));
  return error;
}
