import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { retryOnConflict } from '../../../shared/cqrs/retry-on-conflict';
import { eventMetadata } from '../../../shared/request-context';
import { EVENT_STORE } from '../../../shared/tokens';
import { userEventTypes, userStreamId } from '../../domain/user-events';
import { UserRepository } from '../../infrastructure/user-repository';

export class LogOutCommand {
  constructor(readonly userId: string) {}
}

@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand, CommandResult<void>> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly users: UserRepository,
  ) {}

  /** Ends every session of the account: a cookie copied before logout is refused from now on. */
  async execute({ userId }: LogOutCommand): Promise<CommandResult<void>> {
    const appended = await retryOnConflict(async () => {
      const { state, version } = await this.users.load(userId);
      const data = { userId, sessionVersion: state.sessionVersion + 1 };
      return this.store.append(
        [
          {
            streamId: userStreamId(userId),
            expectedVersion: version,
            events: [{ type: userEventTypes.loggedOut, data }],
          },
        ],
        { metadata: eventMetadata({ userId }) },
      );
    });
    return result(undefined, appended.position);
  }
}
