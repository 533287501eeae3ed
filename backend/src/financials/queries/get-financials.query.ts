import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FinancialsResponse } from '../../contracts/financials';
import { assertOwnedProject } from '../../projects/domain/project';
import { ProjectRepository } from '../../projects/infrastructure/project-repository';
import { resolveArchetypeFor } from '../archetype-for-project';
import { projectFinancials } from '../domain/project-financials';

export class GetFinancialsQuery {
  constructor(
    readonly userId: string,
    readonly projectId: string,
  ) {}
}

/**
 * The project's assumptions (with where each comes from) and the three scenarios. It reads the
 * project's folded stream, not a read model: the model needs who wrote each assumption (the
 * field sources live in the stream), and computing 3 x 36 months takes well under a millisecond
 * (docs/benchmarks.md), so a stored copy would only be one more thing to keep in step.
 */
@QueryHandler(GetFinancialsQuery)
export class GetFinancialsHandler implements IQueryHandler<GetFinancialsQuery, FinancialsResponse> {
  constructor(private readonly projects: ProjectRepository) {}

  async execute({ userId, projectId }: GetFinancialsQuery): Promise<FinancialsResponse> {
    const { state } = await this.projects.load(projectId);
    assertOwnedProject(state, userId);
    const financials = projectFinancials({
      stepData: state.stepData,
      sources: state.sources,
      archetype: resolveArchetypeFor({ stepData: state.stepData }),
    });
    const step1 = state.stepData.ideaGeneration;
    const hasIdea = Boolean(step1?.selectedIdea?.businessIdea || step1?.industry);
    return { projectId, readOnly: state.completed, hasIdea, ...financials };
  }
}
