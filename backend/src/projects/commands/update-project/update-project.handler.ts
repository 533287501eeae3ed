import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CompletionOutcome, SavedProject, UpdateProjectRequest } from '../../../contracts/projects';
import type { EventStore, StreamWrite } from '../../../eventstore/event-store.port';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { eventMetadata } from '../../../shared/request-context';
import { CLOCK, EVENT_STORE, type Clock } from '../../../shared/tokens';
import { decideCompletion } from '../../domain/completion';
import { decideUpdate } from '../../domain/decide';
import { assertVersion, FieldsWithStepData, savedProject, stepDataFromFields } from '../../domain/lean-save';
import { MonthlyCompletionLimitReached } from '../../domain/project-errors';
import { assertOwnedProject, foldProject } from '../../domain/project';
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

/** What a save answers: the project after it, without its data (the lean answer). */
export interface ProjectSaved {
  saved: SavedProject;
}

/**
 * PATCH: saves steps and the title. A save that reaches step 8 also completes the project in the
 * same append when the month's completions allow; when they do not, the save is kept (the user
 * lands on step 8 and sees the limit banner) and the answer says why it stayed open.
 *
 * A lean save sends only its changed fields (`fields`, `cleared`) and the version it saw
 * (`expectedVersion`): a project at another version is refused with 409 and its current version,
 * here and when another save appends first (the retry reloads and finds the new version).
 */
@CommandHandler(UpdateProjectCommand)
export class UpdateProjectHandler implements ICommandHandler<
  UpdateProjectCommand,
  CommandResult<ProjectSaved>
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projects: ProjectRepository,
  ) {}

  execute({ userId, projectId, request }: UpdateProjectCommand) {
    const { fields, cleared, expectedVersion, ...save } = request;
    const lean = fields !== undefined || cleared !== undefined;
    if (lean && save.stepData !== undefined) throw new FieldsWithStepData();
    return retryOnConflict(async () => {
      const now = this.clock.now();
      const { state, version } = await this.projects.load(projectId);
      assertOwnedProject(state, userId);
      assertVersion(expectedVersion, version);
      const stepData = lean ? stepDataFromFields(state.stepData, fields, cleared) : save.stepData;
      const { events, reachesFinalStep } = decideUpdate(state, { userId, ...save, stepData });
      if (events.length === 0) return result({ saved: savedProject(state, version, null) }, null);
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
      const streamId = projectStreamId(projectId);
      const metadata = eventMetadata({}, now);
      const appended = await this.store.append(
        [{ streamId, expectedVersion: version, events: toNewEvents(projectEvents) }, ...sideWrites],
        { metadata },
      );
      const saved = savedProject(
        foldProject(projectEvents, state),
        appended.versions[streamId] ?? version + projectEvents.length,
        metadata.occurredAt,
      );
      // A completion also moved the month's usage: every read model is awaited then.
      return result(
        { saved: completion ? { ...saved, completion } : saved },
        appended.position,
        sideWrites.length > 0 ? 'all' : undefined,
      );
    });
  }
}
