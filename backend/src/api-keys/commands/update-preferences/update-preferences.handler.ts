import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserPreferences } from '../../../contracts/api-keys';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { decideUpdatePreferences, preferencesStreamId } from '../../domain/preferences';
import { preferencesReader } from '../../infrastructure/preferences-stream';

export class UpdatePreferencesCommand extends Command<CommandResult<void>> {
  constructor(
    readonly userId: string,
    readonly preferences: UserPreferences,
  ) {
    super();
  }
}

/** Records the new model preferences when they differ from the current ones. */
@CommandHandler(UpdatePreferencesCommand)
export class UpdatePreferencesHandler implements ICommandHandler<UpdatePreferencesCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ userId, preferences }: UpdatePreferencesCommand) {
    return this.runner.run({
      streamId: preferencesStreamId(userId),
      reader: preferencesReader,
      decide: (current) => ({
        events: decideUpdatePreferences(userId, current, preferences),
        metadata: eventMetadata({ userId }),
        value: undefined,
      }),
    });
  }
}
