import type { InlineProjection } from '@bb/backend/eventstore/event-store.port';
import type { SealedFieldReader } from '@bb/backend/shared/crypto/sealed';
import type { Projection } from './runner/projection';
import { createUsersProjection } from './users.projection';
import { createProjectsInlineProjection } from './projects-inline';
import { createProjectsProjection } from './projects.projection';
import { createMonthlyUsageProjection } from './project-usage.projection';
import { createBillingProjection } from './billing.projection';
import { createFeedbackProjection } from './feedback.projection';
import { createApiKeysProjection } from './api-keys.projection';
import { createIdeasProjection } from './ideas.projection';
import { createGamificationProjection } from './gamification.projection';

export { ProjectionRunner } from './runner/projection-runner';
export type { Projection, ProjectionContext } from './runner/projection';
export { runMigrations } from './migrations';

export interface ProjectionDependencies {
  vault: SealedFieldReader;
}

/** Every read model of the product. The order is the order they are applied in. */
export function createProjections(deps: ProjectionDependencies): Projection[] {
  return [
    createUsersProjection(deps.vault),
    createProjectsProjection(),
    createMonthlyUsageProjection(),
    createBillingProjection(),
    createFeedbackProjection(),
    createApiKeysProjection(),
    createIdeasProjection(),
    createGamificationProjection(),
  ];
}

/**
 * The read models written in the append's own transaction (PostgresEventStore): a project's row,
 * so a save and the GET after it need no wait. Each is also in createProjections (the runner
 * applies its events again, changing nothing, and rebuilds it).
 */
export function createInlineProjections(): InlineProjection[] {
  return [createProjectsInlineProjection()];
}
