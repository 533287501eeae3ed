import type { Archetype } from '../archetype';
import { artisanBakery } from './food-and-drink/artisan-bakery';
import { cateringCompany } from './food-and-drink/catering-company';
import { coffeeShop } from './food-and-drink/coffee-shop';
import { foodTruck } from './food-and-drink/food-truck';

/** Bakeries, cafes, food trucks and caterers: businesses that make and sell food and drink. */
export const foodAndDrinkArchetypes: readonly Archetype[] = [
  artisanBakery,
  coffeeShop,
  foodTruck,
  cateringCompany,
];
