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
  // pest control
  {
    id: 'pest-control',
    input: { text: 'A pest control service' },
    accepted: ['pest-control-service'],
  },
  {
    id: 'rats-and-wasps',
    input: {
      text: 'I am a certified pest technician and want to start my own company dealing with rats, mice and wasp nests for homes, and contracts with restaurants',
    },
    accepted: ['pest-control-service'],
  },
  {
    id: 'exterminator-messy',
    input: { text: 'exterminator biz - bed bugs, roaches, rodents. residential + commercial' },
    accepted: ['pest-control-service'],
  },
  {
    id: 'pest-trade',
    input: {
      interests: 'wildlife, being out and about',
      skills: 'rodent control, insect treatments, proofing buildings',
      industry: 'other',
      customIndustry: 'Pest control',
    },
    accepted: ['pest-control-service'],
  },
  // martial arts
  {
    id: 'martial-arts-kids-adults',
    input: { text: 'A martial arts school for kids and adults' },
    accepted: ['martial-arts-school'],
  },
  {
    id: 'karate-dojo',
    input: {
      text: 'I am a third dan black belt and want to open my own karate dojo with classes by belt, regular gradings and a competition squad',
    },
    accepted: ['martial-arts-school'],
  },
  {
    id: 'bjj-messy',
    input: { text: 'bjj + kickboxing club, kids classes after school, adults evenings' },
    accepted: ['martial-arts-school'],
  },
  {
    id: 'taekwondo-trade',
    input: {
      interests: 'taekwondo, teaching children, competing',
      skills: 'coaching, black belt instructor',
      industry: 'other',
      customIndustry: 'Martial arts',
    },
    accepted: ['martial-arts-school'],
  },
];
