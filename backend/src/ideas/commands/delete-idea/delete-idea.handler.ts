import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, EVENT_STORE, type Clock } from '../../../shared/tokens';
import { decide } from '../../domain/idea';
import { ideaStreamId, loadIdea } from '../idea-repository';

export class DeleteIdeaCommand {
  constructor(
    readonly adminId: string,
    readonly ideaId: string,
  ) {}
}

/** An admin deletes an idea; the day falls back to the catalogue idea. */
@CommandHandler(DeleteIdeaCommand)
export class DeleteIdeaHandler implements ICommandHandler<DeleteIdeaCommand, CommandResult<void>> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ adminId, ideaId }: DeleteIdeaCommand): Promise<CommandResult<void>> {
    const { state, version } = await loadIdea(this.store, ideaId);
    const now = this.clock.now();
    const events = decide({ type: 'delete-idea', ideaId, now: now.toISOString() }, state);
    const appended = await this.store.append(
      [{ streamId: ideaStreamId(ideaId), expectedVersion: version, events }],
      {
        metadata: eventMetadata({ userId: adminId }, now),
      },
    );
    return result(undefined, appended.position);
  }
}
