import type { Archetype } from '../archetype';
import { freelanceServicesMarketplace } from './marketplaces/freelance-services';
import { localTutorsMarketplace } from './marketplaces/local-tutors';
import { petCareMarketplace } from './marketplaces/pet-care';
import { secondhandFurnitureMarketplace } from './marketplaces/secondhand-furniture';
import { tradesMarketplace } from './marketplaces/trades-marketplace';
import { jobBoard } from './marketplaces/job-board';
import { eventTicketing } from './marketplaces/event-ticketing';
import { indieMusicPlatform } from './marketplaces/indie-music-platform';
import { foodDeliveryApp } from './marketplaces/food-delivery-app';
import { gearRentalMarketplace } from './marketplaces/gear-rental-marketplace';

/** Two-sided platforms that take a commission on what passes between buyers and sellers. */
export const marketplaceArchetypes: readonly Archetype[] = [
  localTutorsMarketplace,
  secondhandFurnitureMarketplace,
  freelanceServicesMarketplace,
  petCareMarketplace,
  tradesMarketplace,
  jobBoard,
  eventTicketing,
  indieMusicPlatform,
  foodDeliveryApp,
  gearRentalMarketplace,
];
