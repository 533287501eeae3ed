import type { Archetype } from '../archetype';
import { dentalClinic } from './health-and-wellness/dental-clinic';
import { physiotherapyClinic } from './health-and-wellness/physiotherapy-clinic';
import { therapyPractice } from './health-and-wellness/therapy-practice';
import { yogaStudio } from './health-and-wellness/yoga-studio';
import { optician } from './health-and-wellness/optician';
import { communityPharmacy } from './health-and-wellness/community-pharmacy';
import { homeCareAgency } from './health-and-wellness/home-care-agency';

/** Clinics, studios and practices for health and wellbeing, and care at home. */
export const healthAndWellnessArchetypes: readonly Archetype[] = [
  dentalClinic,
  physiotherapyClinic,
  yogaStudio,
  therapyPractice,
  optician,
  communityPharmacy,
  homeCareAgency,
];
