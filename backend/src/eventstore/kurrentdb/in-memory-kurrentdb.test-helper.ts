import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import {
  StreamNotFoundError,
  WrongExpectedVersionError,
  type EventStoreDBClient,
} from '@eventstore/db-client';

/**
 * Test helper (not a spec): an in-memory stand-in for the parts of `@eventstore/db-client` the
 * adapter uses, with KurrentDB's documented semantics, so the adapter's own logic (revisions,
 * claims, positions, exclusive reads, filtering) runs against the shared contract suite without a
 * server. It is not KurrentDB: the real server is tested by kurrentdb-event-store.int-spec.ts when
 * KURRENTDB_URL is set.
 *
 * - One log with (commit, prepare) positions growing by the event's size; system events ('$'
 *   streams) are mixed in, as a real $all has them.
 * - appendToStream checks ANY / NO_STREAM / STREAM_EXISTS / exact revision and throws the client's
 *   WrongExpectedVersionError; an append is atomic for its one stream; every call yields to the
 *   event loop first, like a network round trip.
 * - readStream reads from a revision inclusively and throws StreamNotFoundError while iterating an
 *   unknown stream; readAll reads from a position inclusively, forwards or backwards;
 *   subscribeToAll from END emits new events.
 * - Event ids are idempotent within a stream only (a repeated id there is a no-op), as the server.
 */
interface Recorded {
  streamId: string;
  id: string;
  isJson: true;
  revision: bigint;
  type: string;
  created: Date;
  data: unknown;
  metadata: unknown;
  position: { commit: bigint; prepare: bigint };
}

export function inMemoryKurrentDb(): EventStoreDBClient & { log: Recorded[] } {
  const log: Recorded[] = [];
  const streams = new Map<string, Recorded[]>();
  const feed = new EventEmitter();
  feed.setMaxListeners(0);
  let offset = 1000n;
  let appends = 0;
  const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

  const write = (
    streamId: string,
    type: string,
    data: unknown,
    metadata: unknown,
    id: string = randomUUID(),
  ): Recorded => {
    const list = streams.get(streamId) ?? [];
    const position = { commit: offset, prepare: offset };
    offset += 100n + BigInt(JSON.stringify(data ?? {}).length);
    const event: Recorded = {
      streamId,
      id,
      isJson: true,
      revision: BigInt(list.length),
      type,
      created: new Date(),
      data,
      metadata,
      position,
    };
    list.push(event);
    streams.set(streamId, list);
    log.push(event);
    return event;
  };

  async function* iterate<T>(items: () => T[], notFound?: string): AsyncGenerator<T> {
    await tick();
    if (notFound) throw new StreamNotFoundError(undefined, notFound);
    for (const item of items()) yield item;
  }

  const client = {
    log,
    async appendToStream(
      streamName: string,
      events: Array<{ id: string; type: string; data: unknown; metadata: unknown }>,
      options: { expectedRevision?: 'any' | 'no_stream' | 'stream_exists' | bigint } = {},
    ) {
      await tick();
      const list = streams.get(streamName) ?? [];
      const current = list.length ? BigInt(list.length - 1) : 'no_stream';
      const expected = options.expectedRevision ?? 'any';
      const matches =
        expected === 'any' ||
        (expected === 'no_stream' && current === 'no_stream') ||
        (expected === 'stream_exists' && current !== 'no_stream') ||
        (typeof expected === 'bigint' && current === expected);
      const known = new Set(list.map((e) => e.id));
      const fresh = events.filter((e) => !known.has(e.id));
      if (!matches && fresh.length > 0) {
        throw new WrongExpectedVersionError(undefined, { streamName, expected, current } as never);
      }
      let last: Recorded | undefined;
      for (const e of fresh) last = write(streamName, e.type, e.data, e.metadata, e.id);
      appends += 1;
      if (appends % 7 === 0) write('$stats-fake', '$statsCollected', { appends }, {});
      if (last) setImmediate(() => feed.emit('event', last));
      const after = streams.get(streamName) ?? [];
      return {
        success: true,
        nextExpectedRevision: BigInt(after.length - 1),
        position: last?.position ?? after[after.length - 1]?.position,
      };
    },
    readStream(
      streamName: string,
      options: {
        fromRevision?: 'start' | 'end' | bigint;
        direction?: 'forwards' | 'backwards';
        maxCount?: number | bigint;
      } = {},
    ) {
      const list = streams.get(streamName);
      const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
      const pick = () => {
        const from = typeof options.fromRevision === 'bigint' ? options.fromRevision : null;
        const forwards = options.direction !== 'backwards';
        const inRange = (list ?? []).filter(
          (e) => from === null || (forwards ? e.revision >= from : e.revision <= from),
        );
        const ordered = forwards ? inRange : [...inRange].reverse();
        return ordered.slice(0, max).map((event) => ({ event }));
      };
      return iterate(pick, list ? undefined : streamName);
    },
    readAll(
      options: {
        fromPosition?: 'start' | 'end' | { commit: bigint; prepare: bigint };
        direction?: 'forwards' | 'backwards';
        maxCount?: number | bigint;
      } = {},
    ) {
      const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
      const pick = () => {
        const from = options.fromPosition ?? (options.direction === 'backwards' ? 'end' : 'start');
        if (options.direction === 'backwards') {
          const upTo =
            typeof from === 'object' ? log.filter((e) => e.position.commit <= from.commit) : [...log];
          return upTo
            .reverse()
            .slice(0, max)
            .map((event) => ({ event, commitPosition: event.position.commit }));
        }
        const start =
          from === 'start' ? log : from === 'end' ? [] : log.filter((e) => e.position.commit >= from.commit);
        return start.slice(0, max).map((event) => ({ event, commitPosition: event.position.commit }));
      };
      return iterate(pick);
    },
    subscribeToAll(options: { filter?: unknown } = {}) {
      const subscription = new EventEmitter() as EventEmitter & { unsubscribe(): Promise<void> };
      const onEvent = (event: Recorded) => {
        if (options.filter && event.streamId.startsWith('$')) return;
        subscription.emit('data', { event });
      };
      feed.on('event', onEvent);
      subscription.unsubscribe = async () => {
        feed.off('event', onEvent);
      };
      return subscription;
    },
    async dispose() {
      feed.removeAllListeners();
    },
  };
  return client as unknown as EventStoreDBClient & { log: Recorded[] };
}
