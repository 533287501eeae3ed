import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreateIdeaRequest } from '../../../contracts/ideas';
import type { EventStore } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, EVENT_STORE, type Clock } from '../../../shared/tokens';
import { decide, initialIdeaState } from '../../domain/idea';
import { ideaStreamId } from '../idea-repository';

/** An admin creates a daily idea (businessIdea defaults to the title, blank key features dropped). */
export class CreateIdeaCommand {
  constructor(
    readonly adminId: string,
    readonly input: CreateIdeaRequest,
  ) {}
}

@CommandHandler(CreateIdeaCommand)
export class CreateIdeaHandler implements ICommandHandler<
  CreateIdeaCommand,
  CommandResult<{ ideaId: string }>
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ adminId, input }: CreateIdeaCommand): Promise<CommandResult<{ ideaId: string }>> {
    const ideaId = randomUUID();
    const now = this.clock.now();
    const events = decide({ type: 'create-idea', ideaId, input, now: now.toISOString() }, initialIdeaState);
    const appended = await this.store.append(
      [{ streamId: ideaStreamId(ideaId), expectedVersion: 'no_stream', events }],
      {
        metadata: eventMetadata({ userId: adminId }, now),
      },
    );
    return result({ ideaId }, appended.position);
  }
}
