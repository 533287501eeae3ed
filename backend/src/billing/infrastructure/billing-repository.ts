import { Inject, Injectable } from '@nestjs/common';
import type { BillingEvent } from '../../contracts/billing';
import type { EventStore, NewEvent, UniqueClaim } from '../../eventstore/event-store.port';
import { CommandRunner } from '../../shared/cqrs/command-runner';
import type { CommandResult } from '../../shared/cqrs/command-result';
import { streamReader } from '../../shared/cqrs/stream-reader';
import { eventMetadata } from '../../shared/request-context';
import { EVENT_STORE } from '../../shared/tokens';
import { billingStreamId, type BillingState, evolveBilling } from '../domain/subscription';
import { billingStream } from './billing-streams';

/** A user's billing stream as the commands decide on it. */
export interface LoadedBilling {
  userId: string;
  streamId: string;
  state: BillingState;
  version: number;
}

/** What a billing command decided: its events (none: nothing appended), when, and the answer. */
export interface BillingDecision<R> {
  events: readonly BillingEvent[];
  now: Date;
  claims?: UniqueClaim[];
  value: R;
}

/** Billing events as the store takes them (explicit type and schema version). */
export function toNewEvents(events: readonly BillingEvent[]): NewEvent[] {
  return events.map((e) => ({ type: e.type, schemaVersion: e.schemaVersion, data: e.data }));
}

/** The state after `events`, for deciding the next step of the same command. */
export function applied(state: BillingState, events: readonly BillingEvent[]): BillingState {
  return events.reduce(evolveBilling, state);
}

/** Reads billing streams from the log (the only source of truth) and runs the billing commands on them. */
@Injectable()
export class BillingRepository {
  private readonly reader = streamReader(billingStream);

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: CommandRunner,
  ) {}

  async load(userId: string): Promise<LoadedBilling> {
    const streamId = billingStreamId(userId);
    return { userId, streamId, ...(await this.reader.load(this.store, streamId)) };
  }

  /**
   * Runs a command on the user's billing stream through the CommandRunner: appended with the
   * loaded version (0: a new account has no billing stream until its first billing event), decided
   * again after a racing write; `onConflict: 'fail'` for a command that has already told the
   * payment provider.
   */
  run<R>(
    userId: string,
    decide: (loaded: LoadedBilling) => BillingDecision<R> | Promise<BillingDecision<R>>,
    onConflict: 'retry' | 'fail' = 'retry',
  ): Promise<CommandResult<R>> {
    const streamId = billingStreamId(userId);
    return this.runner.run({
      streamId,
      reader: this.reader,
      onConflict,
      decide: async (state, { version }) => {
        const { events, now, claims, value } = await decide({ userId, streamId, state, version });
        return { events: toNewEvents(events), metadata: eventMetadata({}, now), claims, value };
      },
    });
  }
}
