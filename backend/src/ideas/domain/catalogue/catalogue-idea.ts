import type { Industry } from '../../../contracts/options';

/** One shipped idea. `slug` is its stable identity: never rename one, the rotation and views use it. */
export interface CatalogueIdea {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly businessIdea: string;
  readonly targetAudience: string;
  readonly industry: Industry;
  readonly keyFeatures: readonly string[];
  readonly potentialRevenue: string;
}
