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
  // phone and laptop repair
  {
    id: 'mobile-phone-repair-shop',
    input: { text: 'A mobile phone repair shop' },
    accepted: ['phone-laptop-repair'],
  },
  {
    id: 'screen-battery-repairs',
    input: {
      text: 'I fix cracked screens and replace batteries on iPhones and Samsungs and want my own shop, also laptop repairs and selling refurbished phones',
    },
    accepted: ['phone-laptop-repair'],
  },
  {
    id: 'phone-repair-messy',
    input: { text: 'phone + laptop repairs, same day screen replacement' },
    accepted: ['phone-laptop-repair'],
  },
  {
    id: 'computer-repair-data-recovery',
    input: { text: 'Computer and tablet repair with data recovery for locals and small offices' },
    accepted: ['phone-laptop-repair'],
  },
  {
    id: 'phone-repair-trade',
    input: {
      interests: 'gadgets, electronics',
      skills: 'soldering, fixing phones and laptops',
      industry: 'other',
      customIndustry: 'Phone repair',
    },
    accepted: ['phone-laptop-repair'],
  },
];
