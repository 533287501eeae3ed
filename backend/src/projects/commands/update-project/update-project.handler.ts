import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CompletionOutcome, UpdateProjectRequest } from '../../../contracts/projects';
import type { EventStore, StreamWrite } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, EVENT_STORE, type Clock } from '../../../shared/tokens';
import { decideCompletion } from '../../domain/completion';
import { decideUpdate } from '../../domain/decide';
import { MonthlyCompletionLimitReached } from '../../domain/project-errors';
import { foldProject } from '../../domain/project';
import { projectStreamId, type ProjectEvent } from '../../domain/project-events';
import { ProjectRepository, toNewEvents } from '../../infrastructure/project-repository';
import { retryOnConflict } from '../../infrastructure/retry-on-conflict';
import { completionSideWrites } from '../complete-project/completion-writes';

export class UpdateProjectCommand {
  constructor(
    readonly userId: string,
    readonly projectId: string,
    readonly request: UpdateProjectRequest,
  ) {}
}

/**
 * PATCH: saves steps and the title. A save that reaches step 8 also completes the project in the
 * same append when the month's completions allow; when they do not, the save is kept (the user
 * lands on step 8 and sees the limit banner) and the answer says why it stayed open.
 */
@CommandHandler(UpdateProjectCommand)
export class UpdateProjectHandler implements ICommandHandler<
  UpdateProjectCommand,
  CommandResult<{ completion?: CompletionOutcome }>
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projects: ProjectRepository,
  ) {}

  execute({ userId, projectId, request }: UpdateProjectCommand) {
    return retryOnConflict(async () => {
      const now = this.clock.now();
      const { state, version } = await this.projects.load(projectId);
      const { events, reachesFinalStep } = decideUpdate(state, { userId, ...request });
      if (events.length === 0) return result({}, null);
      const projectEvents: ProjectEvent[] = [...events];
      const sideWrites: StreamWrite[] = [];
      let completion: CompletionOutcome | undefined;
      if (reachesFinalStep) {
        const limits = await this.projects.limitsOf(userId, now);
        const usage = await this.projects.loadUsage(userId, now);
        try {
          const decision = decideCompletion(foldProject(events, state), usage.state, {
            userId,
            via: 'save',
            now,
            limits,
          });
          projectEvents.push(decision.project);
          sideWrites.push(...completionSideWrites(decision, usage));
          completion = {
            completed: true,
            completedThisMonth: decision.completedThisMonth,
            monthlyLimit: decision.monthlyLimit,
          };
        } catch (error) {
          if (!(error instanceof MonthlyCompletionLimitReached)) throw error;
          completion = {
            completed: false,
            reason: 'MonthlyLimitReached',
            completedThisMonth: error.completedThisMonth,
            monthlyLimit: error.monthlyLimit,
          };
        }
      }
      const appended = await this.store.append(
        [
          {
            streamId: projectStreamId(projectId),
            expectedVersion: version,
            events: toNewEvents(projectEvents),
          },
          ...sideWrites,
        ],
        { metadata: eventMetadata({}, now) },
      );
      return result(completion ? { completion } : {}, appended.position);
    });
  }
}
