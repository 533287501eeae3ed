import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { EVENT_STORE } from '../../../shared/tokens';
import { userEventTypes, userStreamId } from '../../domain/user-events';

export class LogOutCommand {
  constructor(readonly userId: string) {}
}

@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand, CommandResult<void>> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId }: LogOutCommand): Promise<CommandResult<void>> {
    const appended = await this.store.append(
      [{ streamId: userStreamId(userId), expectedVersion: 'any', events: [{ type: userEventTypes.loggedOut, data: { userId } }] }],
      { metadata: eventMetadata({ userId }) },
    );
    return result(undefined, appended.position);
  }
}
