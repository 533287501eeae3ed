import type { z } from 'zod';
import type { StoredEvent } from '../../eventstore/event-store.port';

/**
 * The zod schema of each event type a stream's state reads, by type string, for the event's
 * `data`. Events of other types on the same stream (another context's, e.g. an export on a
 * project's stream) are left out of what the state folds.
 */
export type EventSchemas = Readonly<Record<string, z.ZodType>>;

/** A stored event whose data does not match its type's schema: the log and the code disagree. */
export class StoredEventInvalid extends Error {
  override readonly name = 'StoredEventInvalid';
  constructor(
    readonly streamId: string,
    readonly streamPosition: number,
    readonly type: string,
    readonly issues: string,
  ) {
    super(`Stored event ${streamId}@${streamPosition} (${type}) does not match its schema: ${issues}`);
  }
}

/** A stored event as the domain reads it: its type, parsed data and (for those that keep it) schema version. */
export interface ParsedEvent {
  type: string;
  schemaVersion?: number;
  data: unknown;
}

/**
 * The events of `stored` whose type `schemas` lists, each with its data parsed by that schema
 * (which also applies the schema's defaults and transforms, e.g. an upcast of an older version).
 * Throws StoredEventInvalid on the first one that does not match. The cast to `E` is the one
 * place a stored event becomes a domain type, and it is checked.
 *
 * `others: 'keep'` keeps the events of unlisted types in the list, as stored (the fold ignores
 * their types), so that index i is still stream position i + 1, for what reads a version.
 */
export function parseStoredEvents<E extends ParsedEvent = ParsedEvent>(
  schemas: EventSchemas,
  stored: readonly StoredEvent[],
  others: 'skip' | 'keep' = 'skip',
): E[] {
  const parsed: E[] = [];
  for (const event of stored) {
    const schema = schemas[event.type];
    if (!schema) {
      if (others === 'keep')
        parsed.push({ type: event.type, schemaVersion: event.schemaVersion, data: event.data } as E);
      continue;
    }
    const data = schema.safeParse(event.data);
    if (!data.success) {
      const issues = data.error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`).join('; ');
      throw new StoredEventInvalid(event.streamId, event.streamPosition, event.type, issues);
    }
    parsed.push({ type: event.type, schemaVersion: event.schemaVersion, data: data.data } as E);
  }
  return parsed;
}
