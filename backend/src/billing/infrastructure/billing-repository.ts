import { Inject, Injectable } from '@nestjs/common';
import type { BillingEvent } from '../../contracts/billing';
import type { EventStore, GlobalPosition, NewEvent, UniqueClaim } from '../../eventstore/event-store.port';
import { eventMetadata } from '../../shared/request-context';
import { EVENT_STORE } from '../../shared/tokens';
import { billingStreamId, type BillingState, evolve, foldBillingEvents } from '../domain/subscription';

/** A user's billing stream as the commands decide on it. */
export interface LoadedBilling {
  userId: string;
  streamId: string;
  state: BillingState;
  version: number;
}

/** Billing events as the store takes them (explicit type and schema version). */
export function toNewEvents(events: readonly BillingEvent[]): NewEvent[] {
  return events.map((e) => ({ type: e.type, schemaVersion: e.schemaVersion, data: e.data }));
}

/** The state after `events`, for deciding the next step of the same command. */
export function applied(state: BillingState, events: readonly BillingEvent[]): BillingState {
  return events.reduce(evolve, state);
}

/** Loads billing streams from the log (the only source of truth) and appends to them. */
@Injectable()
export class BillingRepository {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async load(userId: string): Promise<LoadedBilling> {
    const streamId = billingStreamId(userId);
    const events = await this.store.readStream(streamId);
    return {
      userId,
      streamId,
      state: foldBillingEvents(events as unknown as BillingEvent[]),
      version: events.length,
    };
  }

  /**
   * Appends with the loaded version ('no_stream' when the stream did not exist; a racing write fails
   * with ConcurrencyError); null when nothing to append.
   */
  async append(
    loaded: LoadedBilling,
    events: readonly BillingEvent[],
    now: Date,
    claims: UniqueClaim[] = [],
  ): Promise<GlobalPosition | null> {
    if (events.length === 0) return null;
    const appended = await this.store.append(
      [
        {
          streamId: loaded.streamId,
          // A new account has no billing stream until its first billing event (the trial is opt-in).
          expectedVersion: loaded.version === 0 ? 'no_stream' : loaded.version,
          events: toNewEvents(events),
        },
      ],
      { metadata: eventMetadata({}, now), claims },
    );
    return appended.position;
  }
}
