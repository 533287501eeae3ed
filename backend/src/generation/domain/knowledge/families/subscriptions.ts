import type { Archetype } from '../archetype';
import { kidsActivityBox } from './subscriptions/kids-activity-box';
import { mealKitBox } from './subscriptions/meal-kit';
import { petSuppliesSubscription } from './subscriptions/pet-supplies';

/** Boxes and deliveries people subscribe to and receive on a schedule. */
export const subscriptionArchetypes: readonly Archetype[] = [
  mealKitBox,
  petSuppliesSubscription,
  kidsActivityBox,
];
