import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiSettingsEvent, UserPreferences } from '../../../contracts/api-keys';
import type { EventStore } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { EVENT_STORE } from '../../../shared/tokens';
import { decideUpdatePreferences, foldPreferences, preferencesStreamId } from '../../domain/preferences';

export class UpdatePreferencesCommand {
  constructor(
    readonly userId: string,
    readonly preferences: UserPreferences,
  ) {}
}

/** Records the new model preferences when they differ from the current ones. */
@CommandHandler(UpdatePreferencesCommand)
export class UpdatePreferencesHandler implements ICommandHandler<
  UpdatePreferencesCommand,
  CommandResult<void>
> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, preferences }: UpdatePreferencesCommand): Promise<CommandResult<void>> {
    const streamId = preferencesStreamId(userId);
    const stored = await this.store.readStream(streamId);
    const current = foldPreferences(stored as unknown as ApiSettingsEvent[]);
    const events = decideUpdatePreferences(userId, current, preferences);
    if (events.length === 0) return result(undefined, null);
    const appended = await this.store.append([{ streamId, expectedVersion: stored.length, events }], {
      metadata: eventMetadata({ userId }),
    });
    return result(undefined, appended.position);
  }
}
