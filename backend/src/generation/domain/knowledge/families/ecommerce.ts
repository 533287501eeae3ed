import type { Archetype } from '../archetype';
import { specialtyCoffeeRoaster } from './ecommerce/coffee-roaster';
import { handmadeJewelleryShop } from './ecommerce/handmade-jewellery';
import { sustainableApparelBrand } from './ecommerce/sustainable-apparel';
import { onlineStore } from './ecommerce/online-store';
import { handmadeSoapShop } from './ecommerce/handmade-soap';

/** Brands that make or source their own products and sell them online. */
export const ecommerceArchetypes: readonly Archetype[] = [
  sustainableApparelBrand,
  handmadeJewelleryShop,
  specialtyCoffeeRoaster,
  onlineStore,
  handmadeSoapShop,
];
