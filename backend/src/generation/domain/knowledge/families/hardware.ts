import type { Archetype } from '../archetype';
import { printedProductsStudio } from './hardware/3d-printed-products';
import { ebikeConversionKits } from './hardware/ebike-conversion';
import { smartHomeDevice } from './hardware/smart-home-device';

/** Physical products with electronics or manufacturing behind them. */
export const hardwareArchetypes: readonly Archetype[] = [
  smartHomeDevice,
  printedProductsStudio,
  ebikeConversionKits,
];
