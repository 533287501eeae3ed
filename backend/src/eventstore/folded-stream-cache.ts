import type { EventStore, StoredEvent } from './event-store.port';

export interface FoldedStream<S> {
  state: S;
  /** How many events the state folds: the expected version of the next append. */
  version: number;
}

/**
 * The folded state of recently used streams, so a command reads only the events appended since
 * it last loaded the stream (usually none or one) instead of the whole stream every time: a
 * project saved every 30 s for an hour has 120 events, and folding them all on every save made
 * each save slower than the one before.
 *
 * The log stays the truth: every load reads what was appended after the cached version (by any
 * process), and the append's expected version still guards each decision. States must be
 * immutable (folds return new objects); the least recently used stream is dropped beyond
 * `capacity`.
 */
export class FoldedStreamCache<S> {
  private readonly entries = new Map<string, FoldedStream<S>>();

  constructor(
    private readonly fold: (events: readonly StoredEvent[], from?: S) => S,
    private readonly capacity = 256,
  ) {}

  async load(store: EventStore, streamId: string): Promise<FoldedStream<S>> {
    const cached = this.entries.get(streamId);
    const events = await store.readStream(streamId, { after: cached?.version ?? 0 });
    if (cached && events.length > 0 && events[0]!.streamPosition !== cached.version + 1) {
      // Not the continuation of what was cached (cannot happen with an append-only log): start over.
      this.entries.delete(streamId);
      return this.load(store, streamId);
    }
    const loaded: FoldedStream<S> =
      cached && events.length === 0
        ? cached
        : { state: this.fold(events, cached?.state), version: (cached?.version ?? 0) + events.length };
    this.remember(streamId, loaded);
    return loaded;
  }

  /**
   * The state last folded here, without asking the log whether it moved since: for a decision
   * whose append expects exactly this version, so a stale state fails the append (and the caller
   * loads again) instead of deciding wrongly.
   */
  cached(streamId: string): FoldedStream<S> | undefined {
    return this.entries.get(streamId);
  }

  /** The events this process has just appended after `from`, folded on, so the next load reads nothing. */
  appended(streamId: string, from: FoldedStream<S>, events: readonly StoredEvent[]): void {
    if (events.length === 0 || events[0]!.streamPosition !== from.version + 1) return;
    this.remember(streamId, { state: this.fold(events, from.state), version: from.version + events.length });
  }

  private remember(streamId: string, loaded: FoldedStream<S>): void {
    const current = this.entries.get(streamId);
    // Two loads of one stream may finish out of order: keep the newer.
    if (current && current.version > loaded.version) return;
    this.entries.delete(streamId); // re-inserted last: the Map's order is the recency order
    this.entries.set(streamId, loaded);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }
}
