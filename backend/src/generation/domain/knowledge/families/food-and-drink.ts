import type { Archetype } from '../archetype';
import { artisanBakery } from './food-and-drink/artisan-bakery';
import { coffeeShop } from './food-and-drink/coffee-shop';

/** Bakeries, cafes, food trucks and caterers: businesses that make and sell food and drink. */
export const foodAndDrinkArchetypes: readonly Archetype[] = [artisanBakery, coffeeShop];
