import type { Archetype } from '../archetype';
import { agenciesArchetypes } from './agencies';
import { educationArchetypes } from './education';
import { healthAndWellnessArchetypes } from './health-and-wellness';
import { localServicesArchetypes } from './local-services';
import { personalServicesArchetypes } from './personal-services';
import { professionalServicesArchetypes } from './professional-services';
import { retailArchetypes } from './retail';
import { b2bSaasArchetypes } from './b2b-saas';
import { consumerAppArchetypes } from './consumer-apps';
import { ecommerceArchetypes } from './ecommerce';
import { foodAndDrinkArchetypes } from './food-and-drink';
import { hardwareArchetypes } from './hardware';
import { marketplaceArchetypes } from './marketplaces';
import { mediaAndCreatorArchetypes } from './media-and-creators';
import { nonProfitArchetypes } from './non-profits';
import { subscriptionArchetypes } from './subscriptions';

/**
 * Every archetype of the knowledge base, one import per family file. Add a family by adding its
 * file here; `knowledge/index.ts` builds the lookups from this list once, at module load.
 */
export const allArchetypes: readonly Archetype[] = [
  ...retailArchetypes,
  ...foodAndDrinkArchetypes,
  ...localServicesArchetypes,
  ...personalServicesArchetypes,
  ...professionalServicesArchetypes,
  ...agenciesArchetypes,
  ...educationArchetypes,
  ...healthAndWellnessArchetypes,
  ...b2bSaasArchetypes,
  ...consumerAppArchetypes,
  ...marketplaceArchetypes,
  ...ecommerceArchetypes,
  ...subscriptionArchetypes,
  ...mediaAndCreatorArchetypes,
  ...hardwareArchetypes,
  ...nonProfitArchetypes,
];
