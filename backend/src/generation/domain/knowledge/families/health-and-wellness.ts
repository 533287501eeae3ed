import type { Archetype } from '../archetype';
import { dentalClinic } from './health-and-wellness/dental-clinic';
import { physiotherapyClinic } from './health-and-wellness/physiotherapy-clinic';
import { therapyPractice } from './health-and-wellness/therapy-practice';
import { yogaStudio } from './health-and-wellness/yoga-studio';
import { optician } from './health-and-wellness/optician';
import { communityPharmacy } from './health-and-wellness/community-pharmacy';

/** Clinics, studios and practices for health and wellbeing. */
export const healthAndWellnessArchetypes: readonly Archetype[] = [
  dentalClinic,
  physiotherapyClinic,
  yogaStudio,
  therapyPractice,
  optician,
  communityPharmacy,
];
