import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '../../eventstore/event-store.port';
import type { FoldedStream } from '../../eventstore/folded-stream-cache';
import { streamReader, type StreamDefinition, type StreamReader } from '../../shared/cqrs/stream-reader';
import { EVENT_STORE } from '../../shared/tokens';
import { evolveUser, initialUserState, type UserState } from '../domain/user';
import { userEventSchemas } from '../domain/user-event-schemas';
import { userStreamId, type UserEvent } from '../domain/user-events';

/** A `user-{id}` stream folded to what the account rules need, every event parsed. */
export const userStream: StreamDefinition<UserState, UserEvent> = {
  schemas: userEventSchemas,
  fold: (events, from = initialUserState) => events.reduce(evolveUser, from),
};

/** Loads a user's state and stream version from the log (the only source of truth). */
@Injectable()
export class UserRepository {
  /** For CommandRunner: a user stream stays short (a few events per sign-in), read whole. */
  readonly users: StreamReader<UserState> = streamReader(userStream);

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  load(userId: string): Promise<FoldedStream<UserState>> {
    return this.users.load(this.store, userStreamId(userId));
  }
}
