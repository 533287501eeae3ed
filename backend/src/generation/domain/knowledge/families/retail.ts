import type { Archetype } from '../archetype';
import { florist } from './retail/florist';
import { independentBookshop } from './retail/independent-bookshop';
import { independentBoutique } from './retail/independent-boutique';
import { bikeShop } from './retail/bike-shop';
import { gardenCentre } from './retail/garden-centre';
import { zeroWasteGrocery } from './retail/zero-waste-grocery';
import { ceramicsStudio } from './retail/ceramics-studio';
import { farmShop } from './retail/farm-shop';

/** Shops with a counter and a shop floor, selling in person and online. */
export const retailArchetypes: readonly Archetype[] = [
  independentBoutique,
  independentBookshop,
  florist,
  bikeShop,
  gardenCentre,
  zeroWasteGrocery,
  ceramicsStudio,
  farmShop,
];
