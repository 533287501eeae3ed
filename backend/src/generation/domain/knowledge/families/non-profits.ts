import type { Archetype } from '../archetype';
import { animalRescue } from './non-profits/animal-rescue';
import { communityFoodBank } from './non-profits/food-bank';
import { youthMentoringCharity } from './non-profits/youth-mentoring';

/** Charities funded by donors and grants rather than customers. */
export const nonProfitArchetypes: readonly Archetype[] = [
  communityFoodBank,
  youthMentoringCharity,
  animalRescue,
];
