import type { EventStore, StoredEvent } from '../../eventstore/event-store.port';
import { FoldedStreamCache, type FoldedStream } from '../../eventstore/folded-stream-cache';
import { parseStoredEvents, type EventSchemas, type ParsedEvent } from './stored-events';

/** Loads a stream's folded state and the version it folds (the expected version of the next append). */
export interface StreamReader<S> {
  load(store: EventStore, streamId: string): Promise<FoldedStream<S>>;
  /** A reader that keeps states: the last one, unchecked against the log (FoldedStreamCache.cached). */
  cached?(streamId: string): FoldedStream<S> | undefined;
  /** A reader that keeps states: what this process appended after `from` (FoldedStreamCache.appended). */
  appended?(streamId: string, from: FoldedStream<S>, events: readonly StoredEvent[]): void;
}

/** How a stream is read: its events' schemas and the fold of the parsed events. */
export interface StreamDefinition<S, E extends ParsedEvent> {
  schemas: EventSchemas;
  /** What becomes of events of other types (parseStoredEvents); default 'skip'. */
  others?: 'skip' | 'keep';
  fold(events: readonly E[], from?: S): S;
}

/** `fold` of the parsed events of `stored` (the stream's schemas decide which events it reads). */
export function foldStored<S, E extends ParsedEvent>(
  definition: StreamDefinition<S, E>,
  stored: readonly StoredEvent[],
  from?: S,
): S {
  return definition.fold(parseStoredEvents<E>(definition.schemas, stored, definition.others), from);
}

/** Reads the whole stream on every load: for streams that stay short (a user, a subscription). */
export function streamReader<S, E extends ParsedEvent>(definition: StreamDefinition<S, E>): StreamReader<S> {
  return {
    async load(store, streamId) {
      const stored = await store.readStream(streamId);
      return { state: foldStored(definition, stored), version: stored.length };
    },
  };
}

/**
 * Reads only what was appended since this process last loaded the stream (FoldedStreamCache): for
 * streams that grow with use (a project saved every 30 s).
 */
export function cachedStreamReader<S, E extends ParsedEvent>(
  definition: StreamDefinition<S, E>,
  capacity?: number,
): StreamReader<S> {
  return new FoldedStreamCache<S>((stored, from) => foldStored(definition, stored, from), capacity);
}

/**
 * A stream the command appends to without reading it (nothing is read): a new stream under a
 * fresh id, decided on `initial` at version 0 (the append's default expectation: it must not
 * exist), or an append-only log whose decision says `expectedVersion: 'any'`.
 */
export function unreadStream<S>(initial: S): StreamReader<S> {
  return { load: () => Promise.resolve({ state: initial, version: 0 }) };
}
