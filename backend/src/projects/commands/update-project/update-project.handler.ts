import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CompletionOutcome, SavedProject, UpdateProjectRequest } from '../../../contracts/projects';
import type { StreamWrite } from '../../../eventstore/event-store.port';
import { CommandRunner, type Decision } from '../../../shared/cqrs/command-runner';
import type { CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, type Clock } from '../../../shared/tokens';
import { decideCompletion } from '../../domain/completion';
import { decideUpdate } from '../../domain/decide';
import { assertVersion, FieldsWithStepData, savedProject, stepDataFromFields } from '../../domain/lean-save';
import { MonthlyCompletionLimitReached } from '../../domain/project-errors';
import { assertOwnedProject, foldProject, type ProjectState } from '../../domain/project';
import { projectStreamId, type ProjectEvent } from '../../domain/project-events';
import { ProjectRepository, toNewEvents } from '../../infrastructure/project-repository';
import { completionSideWrites } from '../complete-project/completion-writes';

export class UpdateProjectCommand extends Command<CommandResult<ProjectSaved>> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
    readonly request: UpdateProjectRequest,
  ) {
    super();
  }
}

/** What a save answers: the project after it, without its data (the lean answer). */
export interface ProjectSaved {
  saved: SavedProject;
}

/** A save that reaches step 8: the completion that goes into its append, or why there is none. */
interface FinalStep {
  events: ProjectEvent[];
  extraWrites: StreamWrite[];
  completion: CompletionOutcome;
}

/**
 * PATCH: saves steps and the title. A save that reaches step 8 also completes the project in the
 * same append when the month's completions allow; when they do not, the save is kept (the user
 * lands on step 8 and sees the limit banner) and the answer says why it stayed open.
 *
 * A lean save sends only its changed fields (`fields`, `cleared`) and the version it saw
 * (`expectedVersion`): a project at another version is refused with 409 and its current version,
 * here and when another save appends first (the runner's retry reloads and finds the new version).
 */
@CommandHandler(UpdateProjectCommand)
export class UpdateProjectHandler implements ICommandHandler<UpdateProjectCommand> {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projects: ProjectRepository,
  ) {}

  execute({ userId, projectId, request }: UpdateProjectCommand) {
    const { fields, cleared, expectedVersion, ...save } = request;
    const lean = fields !== undefined || cleared !== undefined;
    if (lean && save.stepData !== undefined) throw new FieldsWithStepData();
    return this.runner.run({
      streamId: projectStreamId(projectId),
      reader: this.projects.projects,
      decide: async (state, { version }): Promise<Decision<ProjectSaved>> => {
        const now = this.clock.now();
        assertOwnedProject(state, userId);
        assertVersion(expectedVersion, version);
        const stepData = lean ? stepDataFromFields(state.stepData, fields, cleared) : save.stepData;
        const { events, reachesFinalStep } = decideUpdate(state, { userId, ...save, stepData });
        if (events.length === 0) return { events: [], value: { saved: savedProject(state, version, null) } };
        const final = reachesFinalStep ? await this.finalStep(userId, foldProject(events, state), now) : null;
        const projectEvents = [...events, ...(final?.events ?? [])];
        const metadata = eventMetadata({}, now);
        // The append expects `version`, so the stream is at version + its events when it succeeds.
        const saved = savedProject(
          foldProject(projectEvents, state),
          version + projectEvents.length,
          metadata.occurredAt,
        );
        return {
          events: toNewEvents(projectEvents),
          extraWrites: final?.extraWrites ?? [],
          metadata,
          // A completion also moved the month's usage: every read model is awaited then.
          ...(final?.extraWrites.length ? { readModels: 'all' as const } : {}),
          value: { saved: final ? { ...saved, completion: final.completion } : saved },
        };
      },
    });
  }

  private async finalStep(userId: string, saved: ProjectState, now: Date): Promise<FinalStep> {
    const limits = await this.projects.limitsOf(userId, now);
    const usage = await this.projects.loadUsage(userId, now);
    try {
      const decision = decideCompletion(saved, {
        userId,
        via: 'save',
        period: usage.period,
        completedBefore: usage.state.used.completions,
        limits,
      });
      const { completedThisMonth, monthlyLimit } = decision;
      return {
        events: [decision.project],
        extraWrites: completionSideWrites(decision, usage, { now, limits }),
        completion: { completed: true, completedThisMonth, monthlyLimit },
      };
    } catch (error) {
      if (!(error instanceof MonthlyCompletionLimitReached)) throw error;
      const { completedThisMonth, monthlyLimit } = error;
      return {
        events: [],
        extraWrites: [],
        completion: { completed: false, reason: 'MonthlyLimitReached', completedThisMonth, monthlyLimit },
      };
    }
  }
}
