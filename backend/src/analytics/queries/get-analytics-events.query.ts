import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { encodeStreamCursor, type AnalyticsEventsPage } from '../../contracts/analytics';
import type { EventStore, GlobalPosition } from '../../eventstore/event-store.port';
import { EVENT_STORE } from '../../shared/tokens';
import { toAnalyticsEvent } from '../domain/analytics-event';

export class GetAnalyticsEventsQuery {
  constructor(
    readonly after: GlobalPosition,
    readonly limit: number,
  ) {}
}

/**
 * A page of the global stream after a position, in the store's commit-safe order (an event that
 * commits late is never behind a cursor already handed out), personal data removed.
 */
@QueryHandler(GetAnalyticsEventsQuery)
export class GetAnalyticsEventsHandler implements IQueryHandler<
  GetAnalyticsEventsQuery,
  AnalyticsEventsPage
> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ after, limit }: GetAnalyticsEventsQuery): Promise<AnalyticsEventsPage> {
    const read = await this.store.readAll({ after, limit: limit + 1 });
    const page = read.slice(0, limit);
    const last = page[page.length - 1];
    return {
      events: page.map(toAnalyticsEvent),
      next: encodeStreamCursor(last ? last.position : after),
      hasMore: read.length > limit,
    };
  }
}
