import {
  comparePositions,
  START_POSITION,
  type EventStore,
  type StoredEvent,
} from '../../eventstore/event-store.port';
import { typeMatches, type HistoryFilter } from '../domain/history-filter';
import {
  belongsTo,
  subjectStreamId,
  type HistoryPageRequest,
  type HistoryRead,
  type HistorySource,
  type HistorySubject,
} from './history-source';

const SCAN_BATCH = 5000;

/**
 * The history through the EventStore port alone, for stores without secondary indexes (KurrentDB):
 * the subject's stream, plus a scan of the whole global stream for the events the subject caused
 * or that name it. Correct on any store, but O(log size) per request: on a large KurrentDB log,
 * give KurrentDB a server-side projection ($by_metadata-style) or index the log in PostgreSQL.
 */
export class PortHistorySource implements HistorySource {
  constructor(private readonly store: EventStore) {}

  async read(subject: HistorySubject, filter: HistoryFilter, page: HistoryPageRequest): Promise<HistoryRead> {
    const found = new Map<string, StoredEvent>();
    for (const event of await this.store.readStream(subjectStreamId(subject))) found.set(event.id, event);
    let after = START_POSITION;
    for (;;) {
      const batch = await this.store.readAll({ after, limit: SCAN_BATCH });
      if (batch.length === 0) break;
      for (const event of batch) if (belongsTo(subject, event)) found.set(event.id, event);
      after = batch[batch.length - 1]!.position;
    }
    const matching = [...found.values()]
      .filter((e) => typeMatches(e.type, filter.types))
      .filter((e) => {
        const at = Date.parse(e.recordedAt);
        return (
          (!filter.from || at >= filter.from.getTime()) &&
          (!filter.toExclusive || at < filter.toExclusive.getTime())
        );
      })
      .sort((a, b) => comparePositions(b.position, a.position));
    const before = page.before;
    const window = before ? matching.filter((e) => comparePositions(e.position, before) < 0) : matching;
    const events = window.slice(page.offset, page.offset + page.limit);
    return { events, total: matching.length, hasMore: window.length > page.offset + page.limit };
  }
}
