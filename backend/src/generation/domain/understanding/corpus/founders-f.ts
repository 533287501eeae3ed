import type { FounderCase } from './founder-case';

/**
 * Founders of the travel agency, pest control and martial arts archetypes, written as founders
 * type: short, long, and messy.
 */
export const foundersF: readonly FounderCase[] = [
  // tailor-made holidays and honeymoons
  {
    id: 'honeymoon-travel-agency',
    input: { text: 'A travel agency for honeymoons' },
    accepted: ['travel-agency'],
  },
  {
    id: 'tailor-made-holidays',
    input: {
      text: 'I worked for a big tour operator for ten years and want to set up on my own planning tailor-made holidays, safaris and once-in-a-lifetime trips',
    },
    accepted: ['travel-agency'],
  },
  {
    id: 'travel-agent-messy',
    input: { text: 'independent travel agent - luxury holidays, honeymoons, family trips' },
    accepted: ['travel-agency'],
  },
  {
    id: 'trip-planner-trade',
    input: {
      interests: 'travel, islands, good hotels',
      skills: 'planning itineraries, knowing destinations',
      industry: 'other',
      customIndustry: 'Travel',
    },
    accepted: ['travel-agency'],
  },
];
