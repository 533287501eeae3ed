import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '../../eventstore/event-store.port';
import { EVENT_STORE } from '../../shared/tokens';
import { foldUser, type UserState } from '../domain/user';
import { userStreamId, type UserEvent } from '../domain/user-events';

/** Loads a user's state and stream version from the log (the only source of truth). */
@Injectable()
export class UserRepository {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async load(userId: string): Promise<{ state: UserState; version: number }> {
    const events = await this.store.readStream(userStreamId(userId));
    return {
      state: foldUser(events as unknown as UserEvent[]),
      version: events.length,
    };
  }
}
