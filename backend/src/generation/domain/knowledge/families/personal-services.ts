import type { Archetype } from '../archetype';
import { hairSalon } from './personal-services/hair-salon';
import { personalTrainer } from './personal-services/personal-trainer';
import { photographyStudio } from './personal-services/photography-studio';
import { weddingPlanner } from './personal-services/wedding-planner';
import { escapeRoom } from './personal-services/escape-room';
import { bedAndBreakfast } from './personal-services/bed-and-breakfast';
import { climbingGym } from './personal-services/climbing-gym';
import { independentGym } from './personal-services/independent-gym';
import { tattooStudio } from './personal-services/tattoo-studio';
import { coworkingSpace } from './personal-services/coworking-space';
import { boatTourOperator } from './personal-services/boat-tour-operator';
import { beautySalon } from './personal-services/beauty-salon';
import { travelAgency } from './personal-services/travel-agency';
import { martialArtsSchool } from './personal-services/martial-arts-school';
import { boutiqueHotel } from './personal-services/boutique-hotel';
import { bikeHire } from './personal-services/bike-hire';
import { footballClub } from './personal-services/football-club';
import { kidsPartyEntertainer } from './personal-services/kids-party-entertainer';

/** Services for a person: hair, training, climbing, photography, planning their big day, a night out, a short stay, a bike for the day, a football club, a birthday party. */
export const personalServicesArchetypes: readonly Archetype[] = [
  hairSalon,
  personalTrainer,
  photographyStudio,
  weddingPlanner,
  escapeRoom,
  bedAndBreakfast,
  climbingGym,
  independentGym,
  tattooStudio,
  coworkingSpace,
  boatTourOperator,
  beautySalon,
  travelAgency,
  martialArtsSchool,
  boutiqueHotel,
  bikeHire,
  footballClub,
  kidsPartyEntertainer,
];
