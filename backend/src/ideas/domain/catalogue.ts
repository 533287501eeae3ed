import type { Industry } from '../../contracts/options';
import type { CatalogueIdea } from './catalogue/catalogue-idea';
import { consultingIdeas } from './catalogue/consulting';
import { creativeIdeas } from './catalogue/creative';
import { ecommerceIdeas } from './catalogue/ecommerce';
import { educationIdeas } from './catalogue/education';
import { financeIdeas } from './catalogue/finance';
import { healthcareIdeas } from './catalogue/healthcare';
import { marketingIdeas } from './catalogue/marketing';
import { otherIdeas } from './catalogue/other';
import { technologyIdeas } from './catalogue/technology';

export type { CatalogueIdea } from './catalogue/catalogue-idea';

/** The shipped ideas, grouped by industry (the order of the spec's industry list). */
export const catalogueByIndustry: Readonly<Record<Industry, readonly CatalogueIdea[]>> = {
  technology: technologyIdeas,
  healthcare: healthcareIdeas,
  education: educationIdeas,
  finance: financeIdeas,
  ecommerce: ecommerceIdeas,
  marketing: marketingIdeas,
  consulting: consultingIdeas,
  creative: creativeIdeas,
  other: otherIdeas,
};

/**
 * Round-robin across industries (1st technology, 1st healthcare, ... 2nd technology, ...), so the
 * rotation never features two ideas of the same industry on consecutive days while every
 * industry still has an idea left. Pure function of the lists above.
 */
function interleave(groups: readonly (readonly CatalogueIdea[])[]): CatalogueIdea[] {
  const longest = Math.max(...groups.map((group) => group.length));
  const order: CatalogueIdea[] = [];
  for (let round = 0; round < longest; round += 1) {
    for (const group of groups) {
      const idea = group[round];
      if (idea) order.push(idea);
    }
  }
  return order;
}

/**
 * The catalogue in rotation order. Adding ideas is safe but reshuffles which catalogue idea past
 * days show (the rotation is computed, not stored); renaming a slug changes an idea's id.
 */
export const ideaCatalogue: readonly CatalogueIdea[] = interleave(Object.values(catalogueByIndustry));

const CATALOGUE_ID_PREFIX = 'catalogue-';

/** The DailyIdea id of a catalogue idea. Admin ideas use UUIDs, so the two never collide. */
export function catalogueIdeaId(slug: string): string {
  return `${CATALOGUE_ID_PREFIX}${slug}`;
}

const bySlug = new Map(ideaCatalogue.map((idea) => [idea.slug, idea]));

/** The catalogue idea with this DailyIdea id, if it is one. */
export function findCatalogueIdea(id: string): CatalogueIdea | undefined {
  return id.startsWith(CATALOGUE_ID_PREFIX) ? bySlug.get(id.slice(CATALOGUE_ID_PREFIX.length)) : undefined;
}
