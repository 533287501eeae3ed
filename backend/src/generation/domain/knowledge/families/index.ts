import type { Archetype } from '../archetype';
import { b2bSaasArchetypes } from './b2b-saas';
import { consumerAppArchetypes } from './consumer-apps';
import { foodAndDrinkArchetypes } from './food-and-drink';
import { marketplaceArchetypes } from './marketplaces';

/**
 * Every archetype of the knowledge base, one import per family file. Add a family by adding its
 * file here; `knowledge/index.ts` builds the lookups from this list once, at module load.
 */
export const allArchetypes: readonly Archetype[] = [
  ...foodAndDrinkArchetypes,
  ...b2bSaasArchetypes,
  ...consumerAppArchetypes,
  ...marketplaceArchetypes,
];
