import type { Archetype } from '../../archetype';

/**
 * A children's party entertainer who comes to the party: magic, games, balloon modelling and
 * a disco for children aged 3 to 10, at home, in a village hall or at a school fair. A person
 * runs it, so software sold to the trade is bought by entertainers, not their owners.
 */
export const kidsPartyEntertainer: Archetype = {
  id: 'kids-party-entertainer',
  family: 'personal-services',
  industry: 'other',
  kind: { singular: 'children’s party entertainer', plural: 'children’s party entertainers' },
  description:
    'A children’s party entertainer who runs two-hour birthday parties for children aged 3 to 10 at home or in a hired hall: magic, party games with prizes, balloon modelling, a mini disco and a pass-the-parcel, with face painting or a themed character as extras. Parents book a date and a package online with a deposit; weekends fill months ahead, and school fairs, nurseries and holiday clubs fill the weekdays.',
  keywords: [
    'party entertainer',
    'party entertainers',
    'kids party entertainer',
    'children’s entertainer',
    'childrens entertainer',
    'kids entertainer',
    'children’s party',
    'kids party',
    'kids parties',
    'birthday party entertainer',
    'magician for kids',
    'children’s magician',
    'kids magician',
    'balloon modelling',
    'balloon artist',
    'face painting',
    'face painter',
    'mini disco',
    'party games',
    'party host',
    'clown',
  ],
  segments: [
    {
      id: 'parents',
      role: { singular: 'parent', plural: 'parents' },
      qualifier: 'planning a child’s birthday party',
      jobs: [
        'book a party date and a package without waiting days for a reply',
        'know what the entertainer needs from the room and when they arrive',
        'add face painting or balloon animals to take home',
      ],
      pains: [
        'Entertainers answer enquiries days later, by which time the date has gone.',
        'Nobody says how much space, power or time the show needs until the day.',
      ],
      persona: {
        firstName: 'Hannah',
        profile: 'a solicitor planning her daughter’s sixth birthday for 20 children in the village hall',
        goals: ['A date booked two months ahead', 'Two hours the children talk about for weeks'],
        frustrations: [
          'Chasing three entertainers for a price',
          'A party that runs out of games after an hour',
        ],
      },
    },
    {
      id: 'venues',
      role: { singular: 'event organiser', plural: 'event organisers' },
      qualifier: 'at schools, nurseries and holiday clubs',
      jobs: [
        'book an entertainer for the summer fair or the end-of-term party',
        'pay by invoice and receive the insurance and background check',
      ],
      pains: [
        'Entertainers cannot show an in-date background check or public liability cover.',
        'Invoices are handwritten and lost before the school pays them.',
      ],
      persona: {
        firstName: 'Tunde',
        profile: 'a deputy head organising the reception class’s end-of-year party',
        goals: ['An hour’s show for 60 children in the hall', 'Paperwork ready for the office'],
        frustrations: ['Entertainers who overrun into pick-up time'],
      },
    },
  ],
  valuePropositions: [
    'Parents see the free dates and the packages with prices, and book a party in a few minutes with a deposit, instead of waiting days for a reply.',
    'Every booking carries the room, the children’s ages, the birthday child’s name and any allergies, so the show is pitched right and nobody is surprised on the day.',
    'Schools, nurseries and holiday clubs get a background check, public liability insurance and an invoice with every booking.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Party packages at $180-400 for two hours, by the number of children, with a 25% deposit to hold the date.',
      price: { low: 180, typical: 260, high: 400, per: 'party' },
      cadence: { purchasesPerMonth: 0.1, monthlyChurn: 60 },
    },
    {
      kind: 'unit-sales',
      description:
        'Extras at $40-120: face painting, balloon animals to take home, a themed character, party bags.',
      price: { low: 40, typical: 70, high: 120, per: 'extra' },
    },
    {
      kind: 'bookings',
      description: 'School fairs, nursery parties and holiday club shows at $150-350 an hour on weekdays.',
      price: { low: 150, typical: 220, high: 350, per: 'show' },
    },
  ],
  costs: [
    { label: 'props, balloons, face paints and prizes', kind: 'cost-of-goods', shareOfRevenue: 0.1 },
    { label: 'fuel and van running costs', kind: 'variable', monthly: { low: 150, high: 500 } },
    {
      label: 'public liability insurance and background checks',
      kind: 'fixed',
      monthly: { low: 30, high: 100 },
    },
    { label: 'sound system, costumes and show equipment', kind: 'fixed', monthly: { low: 50, high: 250 } },
    {
      label: 'local parents’ groups online, school fair stalls and review sites',
      kind: 'acquisition',
      monthly: { low: 50, high: 400 },
    },
  ],
  kpis: [
    'parties booked each month',
    'Saturdays and Sundays booked three months ahead',
    'enquiries that become a booking',
    'extras sold per party',
    'parties booked by guests who saw a show',
  ],
  risks: [
    {
      risk: 'Every family wants a Saturday afternoon and the weekdays stay empty.',
      mitigation:
        'Price weekday and morning parties lower, and sell shows to schools, nurseries and holiday clubs in term time.',
    },
    {
      risk: 'A child has an allergic reaction to a sweet prize or face paint.',
      mitigation:
        'Ask for allergies at booking, use prizes without nuts or sweets, and patch-test face paints or leave them out.',
    },
    {
      risk: 'The entertainer falls ill on the morning of a party.',
      mitigation: 'Keep a partner entertainer on call, and state the refund and rebooking terms at booking.',
    },
  ],
  competitors: [
    'soft-play centres’ party packages',
    'entertainment agencies booking out other performers',
    'parents running the games themselves',
    'party rooms at bowling alleys and trampoline parks',
  ],
  features: [
    {
      id: 'party-booking',
      title: 'Party date and package booking',
      usedBy: ['parents', 'venues'],
      action: 'see the free dates, choose a package by the number of children and pay the deposit',
      benefit: 'have the date held in minutes instead of waiting for a reply',
      acceptance: [
        'Only dates and start times the entertainer is free show, allowing travel time between parties.',
        'Each package shows its length, what is in it and its price for the number of children entered.',
        'The date is held only once the deposit is paid, and the balance is due a week before.',
      ],
      entities: ['party', 'package', 'payment'],
      integrations: ['Stripe', 'Google Calendar'],
      size: 3,
    },
    {
      id: 'party-details',
      title: 'Party details form',
      usedBy: ['parents', 'owner'],
      action: 'give the birthday child’s name and age, the room, the number of guests and any allergies',
      benefit: 'get a show pitched for the children who will be there',
      acceptance: [
        'The form asks for the venue address, room size, power socket and parking.',
        'Allergies and additional needs are shown to the entertainer on the day’s run sheet.',
        'A reminder goes to the parent two weeks before if the form is not complete.',
      ],
      entities: ['party', 'guest note'],
      integrations: ['Postmark'],
      size: 2,
    },
    {
      id: 'extras',
      title: 'Add-on extras',
      usedBy: ['parents'],
      action: 'add face painting, balloon animals or party bags to my booking',
      benefit: 'get the whole party from one person',
      acceptance: [
        'Extras are priced per child or per party and added to the balance.',
        'An extra that needs a second performer is only offered when one is free.',
      ],
      entities: ['party', 'extra'],
      integrations: ['Stripe'],
      size: 1,
    },
    {
      id: 'venue-paperwork',
      title: 'Insurance, checks and invoices for schools',
      usedBy: ['venues', 'owner'],
      action: 'download the insurance certificate and background check, and get an invoice for the booking',
      benefit: 'book an entertainer the school office can approve',
      acceptance: [
        'The insurance and check documents show their expiry dates and are refused once expired.',
        'An invoice with the school’s purchase order number is sent on booking, payable in 30 days.',
      ],
      entities: ['document', 'party'],
      integrations: ['Xero'],
      size: 2,
    },
    {
      id: 'run-sheet',
      title: 'Day’s run sheet and route',
      usedBy: ['owner', 'staff'],
      action: 'see each party of the day with its address, arrival time, child’s name and package',
      benefit: 'arrive on time with the right show for each party',
      acceptance: [
        'The run sheet lists the day’s parties in order with travel time between them.',
        'Each party shows the birthday child’s name, age, the guest count and any allergies.',
      ],
      entities: ['party'],
      integrations: ['Google Maps'],
      size: 2,
    },
    {
      id: 'reviews',
      title: 'Thank-you and review request',
      usedBy: ['parents', 'owner'],
      action: 'get a thank-you message with photos and leave a review after the party',
      benefit: 'recommend the entertainer to the parents who were at the party',
      acceptance: [
        'A thank-you goes out the morning after the party with a link to leave a review.',
        'Photos are shared only when the parent agreed to them at booking.',
      ],
      entities: ['party', 'review'],
      integrations: ['Postmark'],
      size: 1,
    },
  ],
  entities: [
    {
      name: { singular: 'party', plural: 'parties' },
      fields: [
        'package_id:uuid',
        'parent_email:text',
        'starts_at:timestamp',
        'venue_address:text',
        'child_name:text',
        'child_age:integer',
        'guests:integer',
        'status:text',
      ],
    },
    {
      name: { singular: 'package', plural: 'packages' },
      fields: ['name:text', 'minutes:integer', 'max_children:integer', 'price_cents:integer'],
    },
    {
      name: { singular: 'extra', plural: 'extras' },
      fields: ['party_id:uuid', 'kind:text', 'price_cents:integer'],
    },
    {
      name: { singular: 'guest note', plural: 'guest notes' },
      fields: ['party_id:uuid', 'allergies:text', 'additional_needs:text', 'photo_consent:boolean'],
    },
    {
      name: { singular: 'payment', plural: 'payments' },
      fields: ['party_id:uuid', 'kind:text', 'amount_cents:integer', 'paid_at:timestamp'],
    },
    {
      name: { singular: 'document', plural: 'documents' },
      fields: ['kind:text', 'file_url:text', 'expires_on:date'],
    },
    {
      name: { singular: 'review', plural: 'reviews' },
      fields: ['party_id:uuid', 'rating:integer', 'text:text'],
    },
  ],
  compliance: [
    'public liability insurance',
    'background checks for work with children',
    'GDPR for children’s details and photos',
    'PCI DSS (through the card provider)',
  ],
  complexity: 1,
  vocabulary: [
    'balloon',
    'giggle',
    'wand',
    'confetti',
    'sparkle',
    'party',
    'magic',
    'wonder',
    'jolly',
    'surprise',
  ],
  brandMotifs: ['balloon', 'party', 'wand', 'cake'],
  personality: ['Playful', 'Fun', 'Friendly', 'Reliable', 'Warm'],
};
