import type { Archetype } from '../archetype';
import { hairSalon } from './personal-services/hair-salon';
import { personalTrainer } from './personal-services/personal-trainer';
import { photographyStudio } from './personal-services/photography-studio';
import { weddingPlanner } from './personal-services/wedding-planner';

/** Services for a person: hair, training, photography, planning their big day. */
export const personalServicesArchetypes: readonly Archetype[] = [
  hairSalon,
  personalTrainer,
  photographyStudio,
  weddingPlanner,
];
