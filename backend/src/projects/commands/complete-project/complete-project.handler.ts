import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, EVENT_STORE, type Clock } from '../../../shared/tokens';
import { periodKey } from '../../../billing/domain/usage-period';
import { decideCompletion } from '../../domain/completion';
import { assertOwnedProject } from '../../domain/project';
import { projectStreamId } from '../../domain/project-events';
import { ProjectRepository, toNewEvents } from '../../infrastructure/project-repository';
import { retryOnConflict } from '../../infrastructure/retry-on-conflict';
import { completionSideWrites } from './completion-writes';

export class CompleteProjectCommand {
  constructor(
    readonly userId: string,
    readonly projectId: string,
  ) {}
}

export interface CompletedProject {
  projectId: string;
  period: string;
  completedThisMonth: number;
  monthlyLimit: number;
}

/**
 * POST /complete on a project that is already completed (a save onto step 8 completes it, then
 * the wizard's Complete Project button calls this) answers the month's counts and appends nothing.
 *
 * POST /complete: checks the month's completions on the user's usage stream and appends
 * ProjectCompleted, the usage count and the slot release in one append; a racing completion makes
 * the usage stream's version stale, so this one reloads and checks again.
 */
@CommandHandler(CompleteProjectCommand)
export class CompleteProjectHandler implements ICommandHandler<
  CompleteProjectCommand,
  CommandResult<CompletedProject>
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projects: ProjectRepository,
  ) {}

  execute({ userId, projectId }: CompleteProjectCommand) {
    return retryOnConflict(async () => {
      const now = this.clock.now();
      const { state, version } = await this.projects.load(projectId);
      const limits = await this.projects.limitsOf(userId, now);
      const usage = await this.projects.loadUsage(userId, now);
      if (state.completed) {
        assertOwnedProject(state, userId);
        const completedThisMonth = usage.state.used.completions;
        return result(
          { projectId, period: periodKey(now), completedThisMonth, monthlyLimit: limits.completionsPerMonth },
          null,
        );
      }
      const decision = decideCompletion(state, usage.state, { userId, via: 'complete', now, limits });
      const appended = await this.store.append(
        [
          {
            streamId: projectStreamId(projectId),
            expectedVersion: version,
            events: toNewEvents([decision.project]),
          },
          ...completionSideWrites(decision, usage),
        ],
        { metadata: eventMetadata({}, now) },
      );
      const { period, completedThisMonth, monthlyLimit } = decision;
      return result({ projectId, period, completedThisMonth, monthlyLimit }, appended.position);
    });
  }
}
