import type { Archetype } from '../../archetype';

export const courtBookingApp: Archetype = {
  id: 'court-booking-app',
  family: 'consumer-apps',
  industry: 'technology',
  kind: { singular: 'court booking app', plural: 'court booking apps' },
  description:
    'An app for booking tennis, padel, pickleball and badminton courts and five-a-side pitches at clubs, parks and leisure centres nearby: live availability, booking and paying for an hour, splitting the cost with the other players, and finding partners of the same level for an open game. Venues list their courts and prices and get paid bookings from players they would not otherwise reach.',
  keywords: [
    'booking tennis courts',
    'tennis courts',
    'tennis',
    'padel',
    'pickleball',
    'badminton',
    'squash',
    'courts',
    'court booking',
    'pitch booking',
    'five-a-side',
    'sports venues',
    'sports facilities',
    'leisure centre',
    'find a partner',
    'open matches',
    'players',
    'racket sports',
  ],
  segments: [
    {
      id: 'players',
      role: { singular: 'casual player', plural: 'casual players' },
      qualifier: 'who play once or twice a week with friends',
      jobs: [
        'find a free court near home at the time everyone can play',
        'book and pay in a minute without joining a club',
        'split the court fee with the others without chasing them',
      ],
      pains: [
        'Every venue has its own website and phone line, and half do not show what is free.',
        'One person pays for the court and then chases three friends for their share.',
      ],
      persona: {
        firstName: 'Leo',
        profile:
          'a 34-year-old product designer who plays padel with the same three friends on Thursday evenings',
        goals: ['A court within 15 minutes of the office', 'Everyone paying their share when booking'],
        frustrations: [
          'Phoning a leisure centre that does not answer',
          'Paying for the whole court every week',
        ],
      },
    },
    {
      id: 'partner-seekers',
      role: { singular: 'social player', plural: 'social players' },
      qualifier: 'looking for partners of their level',
      jobs: ['find people of the same level to play with', 'join an open game with a spot free'],
      pains: [
        'Club ladders and social sessions suit people who already know everyone.',
        'Games with strangers are lopsided when levels do not match.',
      ],
      persona: {
        firstName: 'Amara',
        profile: 'a junior doctor who moved city for work and played tennis at university',
        goals: ['Two games a week with people of her level', 'Games that fit around shifts'],
        frustrations: ['Turning up to a session where everyone is far better or far worse'],
      },
    },
    {
      id: 'venue-managers',
      role: { singular: 'venue manager', plural: 'venue managers' },
      qualifier: 'at a club, park or leisure centre with courts to fill',
      jobs: ['fill empty off-peak court hours', 'take payment up front and stop no-shows'],
      pains: [
        'Courts stand empty in the day while evenings are booked out.',
        'Bookings made by phone are not paid, and no-shows cost the hour.',
      ],
      persona: {
        firstName: 'Graham',
        profile: 'the manager of a tennis and padel club with eight courts and 300 members',
        goals: ['Off-peak hours sold to non-members', 'Every booking paid before play'],
        frustrations: ['Keeping the booking sheet and the website in step'],
      },
    },
  ],
  valuePropositions: [
    'Players see the free courts at every venue nearby for the time they want, and book and pay in under a minute.',
    'The court fee is split between the players when booking, so nobody chases friends for money.',
    'Players new to a sport or an area join open games with people of their level, rated after every match.',
    'Venues fill off-peak hours with paid bookings from players they would not otherwise reach, with no-shows paid for.',
  ],
  revenue: [
    {
      kind: 'marketplace',
      description: 'A booking fee of 8-12% on each court booking, on typical court fees of $15-50 an hour.',
      price: { low: 15, typical: 30, high: 60, per: 'booking' },
      cadence: { purchasesPerMonth: 3, monthlyChurn: 10 },
    },
    {
      kind: 'subscription',
      description:
        'A player membership at $5-10 a month with no booking fees and early access to peak slots.',
      price: { low: 5, typical: 7, high: 10, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 7 },
    },
    {
      kind: 'subscription',
      description:
        'Venue software plans at $50-200 a month for clubs that run all their bookings through the app.',
      price: { low: 50, typical: 100, high: 200, per: 'venue per month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 2 },
    },
  ],
  costs: [
    { label: 'payment processing on bookings', kind: 'cost-of-goods', shareOfRevenue: 0.2 },
    {
      label: 'developers for the apps and venue dashboard',
      kind: 'fixed',
      monthly: { low: 6000, high: 25000 },
    },
    { label: 'cloud hosting, maps and notifications', kind: 'variable', monthly: { low: 200, high: 1500 } },
    { label: 'venue sign-up and support', kind: 'fixed', monthly: { low: 1500, high: 5000 } },
    {
      label: 'app store ads, club partnerships and launch tournaments',
      kind: 'acquisition',
      monthly: { low: 1500, high: 6000 },
    },
  ],
  kpis: [
    'venues live in each city',
    'court bookings per week',
    'players who book again within 30 days',
    'court hours filled at partner venues',
    'open games that fill all their spots',
    'booking value per month',
  ],
  risks: [
    {
      risk: 'Too few venues in a city, so players search, find nothing and delete the app.',
      mitigation:
        'Launch one city at a time and sign up most of its public and club courts before advertising to players.',
    },
    {
      risk: 'Venues keep their own booking systems and the app shows courts that are already taken.',
      mitigation:
        'Connect to the venue booking systems already in use where possible, and hold app bookings until the venue confirms within minutes where not.',
    },
    {
      risk: 'Rain and bad weather cancel outdoor bookings and players want their money back.',
      mitigation:
        'Let each venue set a weather policy shown before booking, and give credits automatically when a venue closes courts.',
    },
    {
      risk: 'Players meet strangers through open games and a bad experience spreads.',
      mitigation:
        'Verify phone numbers, let players rate and report each other, and remove anyone reported twice pending review.',
    },
  ],
  competitors: [
    'venues’ own booking websites and phone lines',
    'club management software with member booking',
    'national sports booking platforms',
    'group chats for finding games',
  ],
  features: [
    {
      id: 'court-search',
      title: 'Court search with live availability',
      usedBy: ['players', 'partner-seekers'],
      action: 'search courts by sport, date, time and distance and see which are free',
      benefit: 'find a court for the time everyone can play',
      acceptance: [
        'Results show only courts free for the whole length chosen, nearest first, with the price for that hour.',
        'Indoor and floodlit courts can be filtered, and outdoor courts show the venue’s weather policy.',
        'A court taken by someone else while viewing shows as taken before payment is attempted.',
      ],
      entities: ['venue', 'court', 'court slot'],
      integrations: ['Google Maps'],
      size: 3,
    },
    {
      id: 'split-payment',
      title: 'Court booking with a split fee',
      usedBy: ['players'],
      action: 'book a court, invite the other players and have each pay their share',
      benefit: 'stop chasing friends for their share of the court',
      acceptance: [
        'The booker pays the full fee at booking, and is refunded each share as the invited players pay.',
        'Invited players get a link to pay their share; unpaid shares are reminded once, 24 hours before play.',
        'The booking confirmation shows the court number, the venue’s entry instructions and the cancellation deadline.',
      ],
      entities: ['booking', 'payment share'],
      integrations: ['Stripe Connect'],
      size: 4,
    },
    {
      id: 'open-games',
      title: 'Open games by level',
      usedBy: ['partner-seekers', 'players'],
      action: 'join an open game at my level with a spot free, or post one for others to join',
      benefit: 'play with people of my level when friends are busy',
      acceptance: [
        'Open games show only to players whose level is within one band of the game’s level.',
        'A game is confirmed and the court booked when all spots are filled; otherwise it is cancelled 6 hours before with no charge.',
        'After the game each player confirms the result, and levels are updated from the results.',
      ],
      entities: ['open game', 'player profile', 'booking'],
      integrations: [],
      size: 4,
    },
    {
      id: 'cancellations',
      title: 'Cancellations, weather and credits',
      usedBy: ['players'],
      action: 'cancel a booking before the venue’s deadline, or get a credit when the venue closes courts',
      benefit: 'keep my money when plans or the weather change',
      acceptance: [
        'Cancelling before the venue’s deadline refunds every player’s share to the card used.',
        'When a venue closes courts for weather, every affected booking is credited and the players are notified at once.',
        'A late cancellation keeps the fee, and the court is offered to others; if it is rebooked, the fee is refunded.',
      ],
      entities: ['booking', 'credit'],
      integrations: ['Stripe Connect'],
      size: 2,
    },
    {
      id: 'venue-calendar',
      title: 'Venue calendar and pricing',
      usedBy: ['venue-managers'],
      action:
        'set our courts, opening hours and peak and off-peak prices, and see every booking on one calendar',
      benefit: 'fill empty hours with paid bookings',
      acceptance: [
        'Each court can have its own prices by day and hour, and blocked times for coaching or maintenance.',
        'Bookings made in the app and at the desk show on one calendar and can never overlap.',
        'The venue is paid out weekly for completed bookings, less the booking fee, with a statement.',
      ],
      entities: ['venue', 'court', 'court slot', 'booking'],
      integrations: ['Stripe Connect'],
      size: 4,
    },
    {
      id: 'player-profiles',
      title: 'Player profiles and ratings',
      usedBy: ['partner-seekers'],
      action: 'set my sports, level and usual times, and see other players’ levels and reliability',
      benefit: 'play with people who match my level and turn up',
      acceptance: [
        'A new player picks a level per sport from a description of each level.',
        'Each profile shows games played and the share of games the player turned up for.',
        'A player can block another, and blocked players never see each other’s open games.',
      ],
      entities: ['player profile'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'venue', plural: 'venues' },
      fields: [
        'name:text',
        'address:text',
        'latitude:numeric',
        'longitude:numeric',
        'weather_policy:text',
        'payout_account_id:text',
      ],
    },
    {
      name: { singular: 'court', plural: 'courts' },
      fields: ['venue_id:uuid', 'name:text', 'sport:text', 'indoor:boolean', 'floodlit:boolean'],
    },
    {
      name: { singular: 'court slot', plural: 'court slots' },
      fields: [
        'court_id:uuid',
        'starts_at:timestamp',
        'minutes:integer',
        'price_cents:integer',
        'blocked_reason:text',
      ],
    },
    {
      name: { singular: 'booking', plural: 'bookings' },
      fields: [
        'court_slot_id:uuid',
        'booker_id:uuid',
        'players:integer',
        'total_cents:integer',
        'status:text',
      ],
    },
    {
      name: { singular: 'payment share', plural: 'payment shares' },
      fields: ['booking_id:uuid', 'player_id:uuid', 'amount_cents:integer', 'paid_at:timestamp'],
    },
    {
      name: { singular: 'open game', plural: 'open games' },
      fields: ['booking_id:uuid', 'sport:text', 'level:numeric', 'spots:integer', 'spots_filled:integer'],
    },
    {
      name: { singular: 'player profile', plural: 'player profiles' },
      fields: ['name:text', 'sports:text[]', 'levels:jsonb', 'games_played:integer', 'no_shows:integer'],
    },
    {
      name: { singular: 'credit', plural: 'credits' },
      fields: ['player_id:uuid', 'booking_id:uuid', 'amount_cents:integer', 'expires_on:date'],
    },
  ],
  compliance: [
    'PCI DSS (through the payment provider) and marketplace payment rules for paying out venues',
    'GDPR for player profiles and location data',
    'app store rules for in-app payments and account deletion',
    'safeguarding rules for any junior players under 18',
  ],
  complexity: 3,
  vocabulary: ['court', 'net', 'rally', 'serve', 'match', 'ace', 'volley', 'racket', 'game', 'set'],
  brandMotifs: ['trophy', 'target', 'star', 'bolt'],
};
