import type { Archetype } from '../archetype';
import { cleaningService } from './local-services/cleaning-service';
import { handymanService } from './local-services/handyman-service';
import { mobileDogGrooming } from './local-services/mobile-dog-grooming';

/** Services done at the customer's home or premises, within a local area. */
export const localServicesArchetypes: readonly Archetype[] = [
  mobileDogGrooming,
  cleaningService,
  handymanService,
];
