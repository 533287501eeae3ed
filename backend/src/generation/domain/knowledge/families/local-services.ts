import type { Archetype } from '../archetype';
import { cleaningService } from './local-services/cleaning-service';
import { handymanService } from './local-services/handyman-service';
import { mobileDogGrooming } from './local-services/mobile-dog-grooming';
import { carRepairGarage } from './local-services/car-repair-garage';
import { veterinaryClinic } from './local-services/veterinary-clinic';
import { plumbingElectrical } from './local-services/plumbing-electrical';
import { locksmith } from './local-services/locksmith';
import { funeralHome } from './local-services/funeral-home';
import { solarInstaller } from './local-services/solar-installer';
import { landscapingGardening } from './local-services/landscaping-gardening';
import { removalsCompany } from './local-services/removals-company';
import { dogDaycareBoarding } from './local-services/dog-daycare-boarding';
import { pestControlService } from './local-services/pest-control-service';

import { phoneLaptopRepair } from './local-services/phone-laptop-repair';
import { tailorAlterations } from './local-services/tailor-alterations';
import { carWashValeting } from './local-services/car-wash-valeting';
import { laundromatDryCleaner } from './local-services/laundromat-dry-cleaner';
import { pianoTechnician } from './local-services/piano-technician';
import { dogWalkingService } from './local-services/dog-walking-service';
import { roofingContractor } from './local-services/roofing-contractor';
/** Services done at the customer's home or premises, or in the business's own workshop or clinic, within a local area. */
export const localServicesArchetypes: readonly Archetype[] = [
  mobileDogGrooming,
  cleaningService,
  handymanService,
  carRepairGarage,
  veterinaryClinic,
  plumbingElectrical,
  locksmith,
  funeralHome,
  solarInstaller,
  landscapingGardening,
  removalsCompany,
  dogDaycareBoarding,
  phoneLaptopRepair,
  pestControlService,
  tailorAlterations,
  carWashValeting,
  laundromatDryCleaner,
  pianoTechnician,
  dogWalkingService,
  roofingContractor,
];
