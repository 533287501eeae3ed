import type { PersonalDataVault } from '@bb/backend/shared/crypto/personal-data-vault';
import type { Projection } from './runner/projection';
import { createUsersProjection } from './users.projection';
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
  vault: PersonalDataVault;
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
