import type { Archetype } from './archetype';
import { genericBusinessSoftware } from './generic/business-software';
import { genericConsumerApp } from './generic/consumer-app';
import { genericLocalBusiness } from './generic/local-business';

export { genericBusinessSoftware, genericConsumerApp, genericLocalBusiness };

/**
 * Stand-ins for a business the knowledge base has no archetype for, one per broad kind: an app
 * people use themselves, software sold to businesses, and a local business serving customers in
 * person. Written so every sentence holds for any business of that kind (accounts, reminders,
 * bookings, payments), never another trade's specifics: 'Password manager for families' is better
 * written up as an app in general than as a funeral home. Not in `allArchetypes`, so no founder's
 * words are ever matched to them; understanding picks one only when the founder's words name a
 * business no archetype accounts for (`understanding/weak-match.ts`).
 */

export const genericArchetypes: readonly Archetype[] = [
  genericConsumerApp,
  genericBusinessSoftware,
  genericLocalBusiness,
];
