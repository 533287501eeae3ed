/**
 * The event store port (docs/architecture.md "The event store"). The log is the only source of truth; every
 * state change in the product is appended here through a command handler.
 */

/** Who and why, recorded on every event. `occurredAt` is the command's time (ISO 8601). */
export interface EventMetadata {
  userId: string | null;
  correlationId: string;
  causationId: string | null;
  requestId: string | null;
  occurredAt: string;
  [key: string]: unknown;
}

export interface NewEvent {
  /** Explicit, stable type string, e.g. 'identity.user-registered'. Never a class name. */
  type: string;
  schemaVersion?: number;
  data: unknown;
  /** Optional event id (uuid); appending the same id twice is rejected, which makes retries safe. */
  id?: string;
}

/**
 * A position in the global stream: the writing transaction's id (xid8) and the global sequence,
 * both as decimal strings. Positions are ordered by (transactionId, globalPosition); that order,
 * not the sequence alone, is commit-safe (see postgres-event-store.ts).
 */
export interface GlobalPosition {
  transactionId: string;
  globalPosition: string;
}

export const START_POSITION: GlobalPosition = { transactionId: '0', globalPosition: '0' };

export interface StoredEvent<TData = unknown> {
  id: string;
  streamId: string;
  /** 1-based position of the event in its stream. */
  streamPosition: number;
  position: GlobalPosition;
  type: string;
  schemaVersion: number;
  data: TData;
  metadata: EventMetadata;
  recordedAt: string;
}

/** A number is the exact version the stream must be at (0 = must not exist). */
export type ExpectedVersion = number | 'any' | 'no_stream';

export interface StreamWrite {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: NewEvent[];
}

/**
 * A claim on a unique value (an email, a username, "the first admin"), taken in the same
 * transaction as the append so the invariant holds under concurrency. Values are stored hashed.
 */
export interface UniqueClaim {
  scope: string;
  value: string;
  ownerStreamId: string;
}

export interface AppendOptions {
  metadata: EventMetadata;
  claims?: UniqueClaim[];
  releaseClaims?: Array<Pick<UniqueClaim, 'scope' | 'value'>>;
  /** Answer the events as a reader would get them back (AppendResult.events), without a read. */
  returnEvents?: boolean;
}

export interface AppendResult {
  /** The position of the last event written: wait for projections to pass it to read your write. */
  position: GlobalPosition;
  /** The new version of each stream written, by stream id. */
  versions: Record<string, number>;
  /** With `returnEvents`: every event written, as stored, in stream order per stream. */
  events?: StoredEvent[];
}

export interface ReadAllOptions {
  after: GlobalPosition;
  limit: number;
  /** Only these event types (the position still moves past the others' batch). */
  types?: readonly string[];
}

export interface ReadStreamOptions {
  /** Only the events after this version (the caller has folded the first `after` already). */
  after?: number;
}

/** The part of a SQL connection an inline projection writes with (node-postgres' `query`). */
export interface SqlClient {
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

/**
 * A read model written in the append's own transaction (as Emmett's and Marten's inline
 * projections): a reader that sees the events sees the row, with no wait for the projection
 * runner. `apply` gets the events of the append it handles, stored (positions included), and must
 * be idempotent per event like any projection: the runner still applies the same events later and
 * must change nothing then.
 */
export interface InlineProjection {
  /** The runner's projection of the same read model (its name). */
  readonly name: string;
  readonly handles: readonly string[];
  /** May answer what to do once the append's transaction has committed (not called on a rollback). */
  apply(events: StoredEvent[], tx: InlineTransaction): Promise<void | (() => void)>;
  /**
   * The read model's write for an append to one stream at an exact version, worked out before the
   * append from what this process last wrote (no read), or null when it cannot be. `events` are the
   * ones about to be written, with their stream positions (their global positions are not known
   * yet, and `recordedAt` is the metadata's `occurredAt`). The store sends it in the append's own
   * statement; when the row is no longer at `fromVersion` the statement rolls back as a whole and
   * the store appends again in a transaction with `apply`.
   */
  prepare?(events: StoredEvent[]): PreparedRowWrite | null;
}

/** One read model row moved from `fromVersion` to the row given (see InlineProjection.prepare). */
export interface PreparedRowWrite {
  table: string;
  /** The columns written, the key and `version` among them; `row` has a value for each. */
  columns: readonly string[];
  /** The row's key (column `id`). */
  id: string;
  /** The `version` the stored row must have for the write to apply. */
  fromVersion: number;
  /** The whole new row as a JSON object (jsonb_populate_record of the table's row type). */
  row: string;
  /** The statement committed: the row is what was prepared. */
  committed(): void;
  /** The row was not at `fromVersion`: nothing was written. */
  discarded(): void;
}

/** What an inline projection gets: the append's transaction, and the stream as it reads in it. */
export interface InlineTransaction {
  sql: SqlClient;
  /**
   * A stream's events after `after` and before `before` (exclusive), as this transaction sees
   * them: for a read model row behind the events appended (written before it existed, or after a
   * rebuild swapped its table), so the projection catches up in the same transaction.
   */
  readStream: (streamId: string, after: number, before: number) => Promise<StoredEvent[]>;
}

export interface EventStore {
  /**
   * The projections this store applies in the append's transaction (none for a store whose log is
   * not in the read models' database): their read models need no wait after an append.
   */
  readonly inlineProjections: readonly string[];
  /** Appends to one or more streams atomically, each with its expected version. */
  append(writes: StreamWrite[], options: AppendOptions): Promise<AppendResult>;
  /** A stream's events in order (none when it does not exist). */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<StoredEvent[]>;
  /** Reads committed events after `after`, in commit-safe global order. */
  readAll(options: ReadAllOptions): Promise<StoredEvent[]>;
  /** The position of the newest event any reader can see now. */
  headPosition(): Promise<GlobalPosition>;
  /** Calls `onWake` when new events may be readable (LISTEN/NOTIFY); returns an unsubscribe function. */
  onAppended(onWake: () => void): Promise<() => Promise<void>>;
}

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  const tx = BigInt(a.transactionId) - BigInt(b.transactionId);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  const pos = BigInt(a.globalPosition) - BigInt(b.globalPosition);
  return pos === 0n ? 0 : pos < 0n ? -1 : 1;
}
