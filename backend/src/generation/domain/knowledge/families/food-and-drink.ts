import type { Archetype } from '../archetype';
import { artisanBakery } from './food-and-drink/artisan-bakery';
import { cateringCompany } from './food-and-drink/catering-company';
import { coffeeShop } from './food-and-drink/coffee-shop';
import { foodTruck } from './food-and-drink/food-truck';
import { neighbourhoodRestaurant } from './food-and-drink/neighbourhood-restaurant';
import { wineShopBar } from './food-and-drink/wine-shop-bar';
import { craftBrewery } from './food-and-drink/craft-brewery';
import { iceCreamParlour } from './food-and-drink/ice-cream-parlour';
import { smoothieJuiceBar } from './food-and-drink/smoothie-juice-bar';

/** Bakeries, cafes, food trucks, caterers, restaurants, wine bars and breweries: businesses that make, pour and sell food and drink. */
export const foodAndDrinkArchetypes: readonly Archetype[] = [
  artisanBakery,
  coffeeShop,
  foodTruck,
  cateringCompany,
  neighbourhoodRestaurant,
  wineShopBar,
  craftBrewery,
  iceCreamParlour,
  smoothieJuiceBar,
];
