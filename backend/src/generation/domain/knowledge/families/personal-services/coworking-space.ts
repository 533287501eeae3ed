import type { Archetype } from '../../archetype';

export const coworkingSpace: Archetype = {
  id: 'coworking-space',
  family: 'personal-services',
  industry: 'other',
  kind: { singular: 'coworking space', plural: 'coworking spaces' },
  description:
    'An independent coworking space on one or two floors: hot desks and fixed desks on monthly memberships, day passes, small private offices for teams of two to eight, meeting rooms booked by the hour, a business address with mail handling, fast internet, coffee and a programme of member events. Income depends on keeping desks filled month after month, so occupancy, churn and the pull of the community matter more than any single sale.',
  keywords: [
    'coworking',
    'co-working',
    'coworking space',
    'coworking spaces',
    'co-working space',
    'shared office',
    'shared office space',
    'shared workspace',
    'flexible workspace',
    'hot desk',
    'hot desks',
    'hot desking',
    'desk space',
    'fixed desks',
    'private offices',
    'meeting rooms',
    'day pass',
    'remote workers',
    'virtual office',
    'business address',
  ],
  segments: [
    {
      id: 'remote-workers',
      role: { singular: 'remote worker', plural: 'remote workers' },
      qualifier: 'tired of the kitchen table',
      jobs: [
        'find a desk with reliable internet a short walk from home',
        'come in two or three days a week without paying for five',
        'meet other people who work on their own',
      ],
      pains: [
        'Cafes frown at a laptop on one coffee for four hours, and the wifi drops during calls.',
        'Full-time memberships charge for days they spend at home.',
      ],
      persona: {
        firstName: 'Ben',
        profile:
          'a 34-year-old product designer for a company in another city, who works from home four days a week',
        goals: ['A quiet phone booth for video calls', 'A ten-day pass that lasts the month'],
        frustrations: ['Kitchen-table backache', 'Loud calls at the next desk'],
      },
    },
    {
      id: 'small-teams',
      role: { singular: 'small team founder', plural: 'small team founders' },
      qualifier: 'who need a lockable office without a long lease',
      jobs: [
        'rent a private office for four people on a monthly notice',
        'book a meeting room to see clients',
      ],
      pains: [
        'Commercial landlords ask for a five-year lease and a deposit of six months.',
        'The team outgrows its office and cannot move up without starting again somewhere else.',
      ],
      persona: {
        firstName: 'Nadia',
        profile: 'the founder of a five-person app studio that has just raised its first seed round',
        goals: ['An office that grows with the team', 'One monthly invoice for desks, rooms and printing'],
        frustrations: ['Signing a personal guarantee on a lease'],
      },
    },
    {
      id: 'visitors',
      role: { singular: 'day visitor', plural: 'day visitors' },
      qualifier: 'in town for a day of meetings',
      jobs: ['buy a day pass and walk in', 'book a meeting room for two hours'],
      pains: [
        'Hotel meeting rooms are priced by the half day.',
        'There is no way to know whether a desk is free before arriving.',
      ],
      persona: {
        firstName: 'Kofi',
        profile: 'a sales consultant who visits clients in the town one day a fortnight',
        goals: ['A desk and a room booked from his phone', 'A receipt his company accepts'],
        frustrations: ['Working from the station cafe between meetings'],
      },
    },
  ],
  valuePropositions: [
    'Remote workers get a desk, a phone booth and internet that holds up on video calls, paying for the days they come in rather than the whole month.',
    'Small teams rent a lockable office on monthly notice and move to a bigger one in the same building when they hire, without a lease or a personal guarantee.',
    'Members and visitors book meeting rooms and desks by the hour from their phone and see what is free before they set off.',
    'Members meet the people who work beside them through lunches, talks and a member directory, which is the reason many of them stay.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Memberships at $150-250 a month for a hot desk, $250-400 for a fixed desk, and part-time passes of ten days at $120-180.',
      price: { low: 120, typical: 250, high: 400, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 6 },
    },
    {
      kind: 'subscription',
      description: 'Private offices at $450-700 a desk a month, for teams of two to eight on monthly notice.',
      price: { low: 900, typical: 2000, high: 5600, per: 'office a month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 4 },
    },
    {
      kind: 'bookings',
      description: 'Meeting rooms at $20-60 an hour and day passes at $20-35.',
      price: { low: 20, typical: 35, high: 60, per: 'booking' },
    },
    {
      kind: 'subscription',
      description: 'A business address with mail handling at $30-60 a month.',
      price: { low: 30, typical: 45, high: 60, per: 'month' },
    },
  ],
  costs: [
    {
      label: 'lease of the floor space, service charge and business rates',
      kind: 'fixed',
      monthly: { low: 8000, high: 25000 },
    },
    { label: 'community manager and front desk', kind: 'fixed', monthly: { low: 3500, high: 8000 } },
    {
      label: 'business-grade internet and network support',
      kind: 'fixed',
      monthly: { low: 300, high: 1000 },
    },
    { label: 'cleaning, electricity and heating', kind: 'fixed', monthly: { low: 1200, high: 4000 } },
    { label: 'coffee, tea, fruit and member events', kind: 'variable', monthly: { low: 400, high: 1500 } },
    {
      label: 'fit-out, desks and chairs paid back over five years',
      kind: 'fixed',
      monthly: { low: 800, high: 3000 },
    },
    {
      label: 'workspace listing sites, search ads and open days',
      kind: 'acquisition',
      monthly: { low: 400, high: 2000 },
    },
  ],
  kpis: [
    'desk and office occupancy',
    'members who leave each month',
    'meeting room hours booked as a share of hours available',
    'revenue per square metre',
    'tours booked and tours that become members',
    'members who attend at least one event a month',
  ],
  risks: [
    {
      risk: 'The lease runs for years while members can leave on a month’s notice, so an empty quarter eats the cash.',
      mitigation:
        'Negotiate a rent-free fit-out period and a break clause, open in phases, and keep three months of rent in reserve.',
    },
    {
      risk: 'Members drift back to working at home after the first month.',
      mitigation:
        'Welcome each new member in person, introduce them to two others in their line of work and hold a weekly lunch.',
    },
    {
      risk: 'The internet fails on a busy morning and members lose client calls.',
      mitigation: 'Keep two connections from different providers with automatic failover, and monitor them.',
    },
  ],
  competitors: [
    'national and international flexible office chains',
    'cafes and hotel lobbies used as offices',
    'serviced office centres',
    'working from home',
  ],
  features: [
    {
      id: 'memberships',
      title: 'Membership plans with monthly billing',
      usedBy: ['remote-workers', 'small-teams'],
      action: 'choose a hot desk, fixed desk or part-time pass, pay monthly by card and change plan online',
      benefit: 'pay for how I actually use the space',
      acceptance: [
        'A member can switch plans from the next billing date, and part-time passes count down one day per check-in.',
        'Cancellation takes effect at the end of the notice period shown on the plan.',
        'Each member receives one monthly invoice with desks, room hours beyond the allowance and printing on separate lines.',
      ],
      entities: ['member', 'membership', 'invoice'],
      integrations: ['Stripe Billing'],
      size: 3,
    },
    {
      id: 'room-booking',
      title: 'Meeting room and phone booth booking',
      usedBy: ['remote-workers', 'small-teams', 'visitors'],
      action: 'see which rooms and phone booths are free and book them by the half hour',
      benefit: 'have a quiet room ready for a client call',
      acceptance: [
        'A room cannot be booked twice for the same half hour, and bookings appear on the room’s door screen.',
        'Members’ monthly room hours are used first, and extra hours are added to the invoice.',
        'A booking not checked in within 15 minutes is released.',
      ],
      entities: ['room', 'booking', 'member'],
      integrations: ['Google Calendar', 'Microsoft 365'],
      size: 3,
    },
    {
      id: 'day-passes',
      title: 'Day passes bought online',
      usedBy: ['visitors'],
      action: 'buy a day pass for a date and see how many desks are left',
      benefit: 'walk in knowing a desk is waiting',
      acceptance: [
        'Day passes are sold only while desks are free for that date.',
        'The visitor receives the wifi details, the door code and a receipt by email.',
      ],
      entities: ['booking', 'member'],
      integrations: ['Stripe'],
      size: 2,
    },
    {
      id: 'access-and-guests',
      title: 'Door access and guest registration',
      usedBy: ['small-teams', 'staff'],
      action: 'open the door with my phone and register my guests before they arrive',
      benefit: 'have clients greeted at the front desk without going down to meet them',
      acceptance: [
        'Each member’s access ends automatically when the membership ends.',
        'A registered guest is announced to the member by text on arrival.',
        'The front desk can see who is in the building at any moment for a fire roll call.',
      ],
      entities: ['member', 'guest visit'],
      integrations: ['Kisi-style door access'],
      size: 3,
    },
    {
      id: 'mail-handling',
      title: 'Business address and mail handling',
      usedBy: ['small-teams', 'remote-workers', 'staff'],
      action:
        'receive a photo notice when mail or a parcel arrives and choose whether to collect or forward it',
      benefit: 'use the address on my company filings without missing a letter',
      acceptance: [
        'Staff log each item with a photo of the envelope, and the member is notified at once.',
        'Forwarded items are charged at postage cost and added to the next invoice.',
        'Members must pass an identity check before the address can be used for company registration.',
      ],
      entities: ['mail item', 'member'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'community',
      title: 'Member directory and events',
      usedBy: ['remote-workers', 'small-teams'],
      action: 'see who works here and what they do, and sign up for lunches and talks',
      benefit: 'meet people I can work with and not feel alone',
      acceptance: [
        'Members choose whether to appear in the directory and what it shows.',
        'Events show the places left, and members receive a reminder the day before.',
      ],
      entities: ['member', 'event'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'member', plural: 'members' },
      fields: ['name:text', 'email:text', 'company:text', 'in_directory:boolean', 'access_card:text'],
    },
    {
      name: { singular: 'membership', plural: 'memberships' },
      fields: [
        'member_id:uuid',
        'plan:text',
        'desk:text',
        'days_left:integer',
        'room_hours:integer',
        'ends_on:date',
      ],
    },
    {
      name: { singular: 'room', plural: 'rooms' },
      fields: ['name:text', 'kind:text', 'seats:integer', 'hourly_cents:integer'],
    },
    {
      name: { singular: 'booking', plural: 'bookings' },
      fields: [
        'member_id:uuid',
        'room_id:uuid',
        'starts_at:timestamp',
        'ends_at:timestamp',
        'checked_in:boolean',
      ],
    },
    {
      name: { singular: 'invoice', plural: 'invoices' },
      fields: ['member_id:uuid', 'period:text', 'lines:jsonb', 'total_cents:integer', 'paid_at:timestamp'],
    },
    {
      name: { singular: 'guest visit', plural: 'guest visits' },
      fields: ['member_id:uuid', 'guest_name:text', 'expected_at:timestamp', 'arrived_at:timestamp'],
    },
    {
      name: { singular: 'mail item', plural: 'mail items' },
      fields: ['member_id:uuid', 'kind:text', 'photo_url:text', 'action:text', 'handled_at:timestamp'],
    },
    {
      name: { singular: 'event', plural: 'events' },
      fields: ['title:text', 'starts_at:timestamp', 'places:integer'],
    },
  ],
  compliance: [
    'fire safety rules on occupancy, escape routes and a roll call of who is in the building',
    'identity checks (AML and KYC) on members who use the address for company registration',
    'accessibility of the space for disabled members',
    'GDPR for members’ and guests’ details and door access logs',
    'PCI DSS (through the card provider)',
  ],
  complexity: 2,
  vocabulary: ['desk', 'hive', 'loft', 'hub', 'bench', 'table', 'commons', 'yard', 'studio', 'lamp'],
  brandMotifs: ['armchair', 'coffee', 'lightbulb', 'users'],
  personality: ['Modern', 'Welcoming', 'Productive', 'Sociable', 'Focused'],
};
