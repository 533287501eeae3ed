import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { userEventTypes, userStreamId } from '../../domain/user-events';
import { UserRepository } from '../../infrastructure/user-repository';

export class LogOutCommand extends Command<CommandResult<void>> {
  constructor(readonly userId: string) {
    super();
  }
}

@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly users: UserRepository,
  ) {}

  /** Ends every session of the account: a cookie copied before logout is refused from now on. */
  execute({ userId }: LogOutCommand) {
    return this.runner.run({
      streamId: userStreamId(userId),
      reader: this.users.users,
      decide: (state) => ({
        events: [
          { type: userEventTypes.loggedOut, data: { userId, sessionVersion: state.sessionVersion + 1 } },
        ],
        metadata: eventMetadata({ userId }),
        value: undefined,
      }),
    });
  }
}
