import type { FounderCase } from './founder-case';

/**
 * Founders of the kb10 archetypes (a piano technician, a dog walking service, a team chat app, a
 * kids' activity club, a boutique hotel, a bike hire business), written as founders type: short,
 * long, and messy.
 */
export const foundersJ: readonly FounderCase[] = [
  // piano technician
  {
    id: 'piano-tuning-home',
    input: { text: 'Piano tuning and repair at home' },
    accepted: ['piano-technician'],
  },
  {
    id: 'piano-tech-long',
    input: {
      text: 'I trained as a piano technician at a piano maker and now want to go independent: tuning uprights and grands in people’s homes, regulation and repairs, and contracts with local schools and the concert hall',
    },
    accepted: ['piano-technician'],
  },
  {
    id: 'piano-messy',
    input: { text: 'piano tuner - visits, pitch raises, sticking keys, broken strings, yearly reminders' },
    accepted: ['piano-technician'],
  },
  {
    id: 'piano-fields',
    input: {
      interests: 'pianos, classical music, restoring old instruments',
      skills: 'piano tuning, regulation, woodwork',
      industry: 'other',
      customIndustry: 'Piano tuning',
    },
    accepted: ['piano-technician'],
  },
  // dog walking service
  {
    id: 'dog-walking-short',
    input: { text: 'Dog walking service' },
    accepted: ['dog-walking-service'],
  },
  {
    id: 'dog-walker-long',
    input: {
      text: 'I want to start a dog walking business in my town: small group walks and solo walks while owners are at work, picking dogs up from home with their keys, plus puppy visits and pet sitting when people go on holiday',
    },
    accepted: ['dog-walking-service'],
  },
  {
    id: 'dog-walker-messy',
    input: { text: 'dog walker + pet sitter, max 4 dogs per walk, gps walk reports w/ photos for owners' },
    accepted: ['dog-walking-service'],
  },
  {
    id: 'dog-walker-fields',
    input: {
      interests: 'dogs, long walks, the outdoors',
      skills: 'dog handling, canine first aid',
      industry: 'other',
      customIndustry: 'Dog walking',
    },
    accepted: ['dog-walking-service'],
  },
  // team chat app
  {
    id: 'team-chat-short',
    input: { text: 'Team chat app for companies' },
    accepted: ['team-chat-app'],
  },
  {
    id: 'team-chat-long',
    input: {
      text: 'Our staff use WhatsApp groups for work and nothing can be found later. I want to build a simple team messaging app with channels, threads, search and quiet hours, cheaper than Slack for small businesses',
    },
    accepted: ['team-chat-app'],
  },
  {
    id: 'team-chat-messy',
    input: {
      text: 'internal chat for companies - channels, DMs, notifications, integrations w/ other tools',
    },
    accepted: ['team-chat-app'],
  },
  // kids' activity club
  {
    id: 'drama-club-kids',
    input: { text: 'Drama club for kids' },
    accepted: ['kids-activity-club'],
  },
  {
    id: 'chess-club-long',
    input: {
      text: 'I run chess clubs in three primary schools after school and want to grow into a proper kids club business with holiday camps, tournaments and online booking for parents',
    },
    accepted: ['kids-activity-club'],
  },
  {
    id: 'gymnastics-messy',
    input: { text: 'gymnastics club for kids 4-11, sat mornings + after school, badges, holiday camps' },
    accepted: ['kids-activity-club'],
  },
  {
    id: 'kids-club-fields',
    input: {
      interests: 'theatre, working with children',
      skills: 'drama teaching, directing school plays',
      industry: 'education',
      customIndustry: 'After-school clubs',
    },
    accepted: ['kids-activity-club'],
  },
  // boutique hotel
  {
    id: 'boutique-hotel-short',
    input: { text: 'Boutique hotel' },
    accepted: ['boutique-hotel'],
  },
  {
    id: 'seaside-hotel-long',
    input: {
      text: 'We are buying a 20-room hotel by the sea with a restaurant and bar, and want to take more bookings direct instead of through the online travel agents, and host small weddings',
    },
    accepted: ['boutique-hotel'],
  },
  {
    id: 'hotel-messy',
    input: {
      text: 'small independent hotel, 25 rooms, front desk + housekeeping + restaurant, channel manager',
    },
    accepted: ['boutique-hotel'],
  },
  // bike hire
  {
    id: 'bike-hire-short',
    input: { text: 'Bike hire for tourists' },
    accepted: ['bike-hire'],
  },
  {
    id: 'bike-rental-long',
    input: {
      text: 'A bike rental shop by the lake renting e-bikes, mountain bikes and kids’ bikes by the day, with route maps, guided rides and delivery to hotels and holiday cottages',
    },
    accepted: ['bike-hire'],
  },
  {
    id: 'bike-hire-messy',
    input: { text: 'ebike rental + guided tours in the city, hourly/daily hire, helmets incl' },
    accepted: ['bike-hire'],
  },
];
