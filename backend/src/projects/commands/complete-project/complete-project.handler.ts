import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, type Clock } from '../../../shared/tokens';
import { decideCompletion } from '../../domain/completion';
import { assertOwnedProject } from '../../domain/project';
import { projectStreamId } from '../../domain/project-events';
import { ProjectRepository, toNewEvents } from '../../infrastructure/project-repository';
import { completionSideWrites } from './completion-writes';

export class CompleteProjectCommand extends Command<CommandResult<CompletedProject>> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
  ) {
    super();
  }
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
export class CompleteProjectHandler implements ICommandHandler<CompleteProjectCommand> {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projects: ProjectRepository,
  ) {}

  execute({ userId, projectId }: CompleteProjectCommand) {
    return this.runner.run({
      streamId: projectStreamId(projectId),
      reader: this.projects.projects,
      decide: async (state) => {
        const now = this.clock.now();
        const limits = await this.projects.limitsOf(userId, now);
        const usage = await this.projects.loadUsage(userId, now);
        if (state.completed) {
          assertOwnedProject(state, userId);
          const completedThisMonth = usage.state.used.completions;
          const monthlyLimit = limits.completionsPerMonth;
          return {
            events: [],
            value: { projectId, period: usage.period, completedThisMonth, monthlyLimit },
          };
        }
        const decision = decideCompletion(state, {
          userId,
          via: 'complete',
          period: usage.period,
          completedBefore: usage.state.used.completions,
          limits,
        });
        const { period, completedThisMonth, monthlyLimit } = decision;
        return {
          events: toNewEvents([decision.project]),
          extraWrites: completionSideWrites(decision, usage, { now, limits }),
          metadata: eventMetadata({}, now),
          value: { projectId, period, completedThisMonth, monthlyLimit },
        };
      },
    });
  }
}
