import type { Archetype } from '../archetype';
import { fitnessHabitApp } from './consumer-apps/fitness-habit-app';
import { languageLearningApp } from './consumer-apps/language-learning-app';
import { personalFinanceApp } from './consumer-apps/personal-finance-app';
import { courtBookingApp } from './consumer-apps/court-booking-app';
import { datingApp } from './consumer-apps/dating-app';
import { mobileGameStudio } from './consumer-apps/mobile-game-studio';
import { nicheSocialNetwork } from './consumer-apps/niche-social-network';
import { meditationSleepApp } from './consumer-apps/meditation-sleep-app';

/** Apps people download and pay for themselves. */
export const consumerAppArchetypes: readonly Archetype[] = [
  fitnessHabitApp,
  personalFinanceApp,
  languageLearningApp,
  courtBookingApp,
  datingApp,
  mobileGameStudio,
  nicheSocialNetwork,
  meditationSleepApp,
];
