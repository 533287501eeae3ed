import type { FounderCase } from './founder-case';

/**
 * Founders of the kb6 archetypes (smoothie and juice bars, farm shops, phone and laptop repair),
 * written as founders type: short, long, and messy.
 */
export const foundersG: readonly FounderCase[] = [
  // smoothie and juice bars
  {
    id: 'smoothie-bar-gym',
    input: { text: 'A smoothie bar near the gym' },
    accepted: ['smoothie-juice-bar'],
  },
  {
    id: 'cold-pressed-juice-bar',
    input: {
      text: 'I want to open a juice bar selling cold-pressed juices, acai bowls and protein shakes to commuters, with juice cleanses delivered',
    },
    accepted: ['smoothie-juice-bar'],
  },
  {
    id: 'smoothie-shop-messy',
    input: { text: 'smoothies + fresh juice shop, healthy breakfast bowls' },
    accepted: ['smoothie-juice-bar'],
  },
  {
    id: 'juicery',
    input: { text: 'Opening a juicery' },
    accepted: ['smoothie-juice-bar'],
  },
  {
    id: 'smoothie-trade',
    input: {
      interests: 'fitness, healthy eating, fruit',
      skills: 'making smoothies and protein shakes',
      industry: 'other',
      customIndustry: 'Juice bar',
    },
    accepted: ['smoothie-juice-bar'],
  },
  // farm shops
  {
    id: 'farm-shop-short',
    input: { text: 'A farm shop' },
    accepted: ['farm-shop'],
  },
  {
    id: 'farm-shop-veg-boxes',
    input: {
      text: 'We farm 200 acres and want to open a shop in the old barn selling our own veg, eggs and lamb plus cheese and bread from local producers, and do weekly veg boxes',
    },
    accepted: ['farm-shop'],
  },
  {
    id: 'farm-shop-messy',
    input: { text: 'farm shop w/ butchery counter + pick your own strawberries' },
    accepted: ['farm-shop'],
  },
  {
    id: 'farm-stand-seasonal',
    input: { text: 'Farm stand selling seasonal produce and local honey' },
    accepted: ['farm-shop'],
  },
  {
    id: 'farm-shop-trade',
    input: {
      interests: 'farming, local food, seasonal cooking',
      skills: 'growing vegetables, running a shop',
      industry: 'other',
      customIndustry: 'Farm shop',
    },
    accepted: ['farm-shop'],
  },
];
