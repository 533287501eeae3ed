import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PatchIdeaRequest } from '../../../contracts/ideas';
import type { EventStore } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, EVENT_STORE, type Clock } from '../../../shared/tokens';
import { decide } from '../../domain/idea';
import { ideaStreamId, loadIdea } from '../idea-repository';

/** An admin edits an idea or toggles it (PATCH: any subset of the fields). */
export class UpdateIdeaCommand {
  constructor(
    readonly adminId: string,
    readonly ideaId: string,
    readonly patch: PatchIdeaRequest,
  ) {}
}

@CommandHandler(UpdateIdeaCommand)
export class UpdateIdeaHandler implements ICommandHandler<UpdateIdeaCommand, CommandResult<void>> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ adminId, ideaId, patch }: UpdateIdeaCommand): Promise<CommandResult<void>> {
    const { state, version } = await loadIdea(this.store, ideaId);
    const now = this.clock.now();
    const events = decide({ type: 'update-idea', ideaId, patch, now: now.toISOString() }, state);
    if (events.length === 0) return result(undefined, null);
    const appended = await this.store.append(
      [{ streamId: ideaStreamId(ideaId), expectedVersion: version, events }],
      {
        metadata: eventMetadata({ userId: adminId }, now),
      },
    );
    return result(undefined, appended.position);
  }
}
