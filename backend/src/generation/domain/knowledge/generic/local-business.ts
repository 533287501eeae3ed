import type { Archetype } from '../archetype';

/** The generic archetype of its kind (../generic.ts): A local business serving customers in person. */
export const genericLocalBusiness: Archetype = {
  id: 'generic-local-business',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'local business', plural: 'local businesses' },
  description:
    'An independent local business serving customers in person in one town or area: easy to find, quick to book or order from, and known for the way it treats its regulars.',
  keywords: ['local business', 'small business', 'neighbourhood', 'customers', 'bookings'],
  segments: [
    {
      id: 'locals',
      role: { singular: 'local customer', plural: 'local customers' },
      qualifier: 'who live or work nearby',
      jobs: [
        'find out prices and free times without phoning',
        'book or order at a time that suits them',
        'come back to someone they trust',
      ],
      pains: [
        'They cannot tell from the website what things cost or when there is space.',
        'Booking means phoning during the working day and leaving a message.',
      ],
      persona: {
        firstName: 'Jo',
        profile: 'a parent who works full time and arranges most things on a phone in the evening',
        goals: ['Book in two minutes', 'Clear prices up front'],
        frustrations: ['Calls that go to voicemail', 'Being charged more than was quoted'],
      },
    },
    {
      id: 'regulars',
      role: { singular: 'regular customer', plural: 'regular customers' },
      qualifier: 'who come back every few weeks',
      jobs: ['rebook the usual without explaining it again', 'hear about offers and changes first'],
      pains: [
        'They have to repeat what they had last time.',
        'They only find out about a closure when they turn up.',
      ],
      persona: {
        firstName: 'Martin',
        profile: 'a retired neighbour who has used the business for years and recommends it to friends',
        goals: ['The same good service every time'],
        frustrations: ['Changes nobody told him about'],
      },
    },
  ],
  valuePropositions: [
    'Prices, opening times and free slots are online, so customers book or order in two minutes without phoning.',
    'Reminders before each appointment and a simple rebooking link keep regulars coming back and cut no-shows.',
    'Every customer’s history is kept, so nobody has to explain what they had last time.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Services and orders at $20-120 each, paid online or in person, with a deposit on larger jobs.',
      price: { low: 20, typical: 50, high: 120, per: 'visit' },
      cadence: { purchasesPerMonth: 0.7, monthlyChurn: 5 },
    },
  ],
  costs: [
    { label: 'premises or a van, and travel', kind: 'fixed', monthly: { low: 800, high: 4000 } },
    { label: 'wages', kind: 'fixed', monthly: { low: 2000, high: 9000 } },
    { label: 'supplies and materials', kind: 'cost-of-goods', shareOfRevenue: 0.2 },
    { label: 'card fees and booking software', kind: 'variable', monthly: { low: 50, high: 300 } },
    {
      label: 'map listings, local ads and review requests',
      kind: 'acquisition',
      monthly: { low: 100, high: 800 },
    },
  ],
  kpis: [
    'bookings or orders each week',
    'share of customers who come back within three months',
    'no-shows and late cancellations',
    'review rating and reviews each month',
  ],
  risks: [
    {
      risk: 'Too few local customers know the business exists in the first months.',
      mitigation:
        'Claim the map listing on day one, ask every happy customer for a review, and team up with neighbouring businesses.',
    },
    {
      risk: 'A quiet month leaves the fixed costs and wages to pay.',
      mitigation:
        'Keep three months of costs in reserve and sell vouchers or memberships that bring cash in ahead.',
    },
  ],
  competitors: ['national chains nearby', 'other independents in the area', 'customers doing it themselves'],
  features: [
    {
      id: 'online-booking',
      title: 'Online booking with prices shown',
      usedBy: ['locals', 'regulars'],
      action: 'see prices and free times and book or order online in two minutes',
      benefit: 'arrange it in the evening without phoning',
      acceptance: [
        'Only times that are really free are offered, and a booked time disappears for everyone else at once.',
        'The confirmation shows the price, the time and how to change or cancel.',
      ],
      entities: ['booking', 'customer', 'service'],
      integrations: ['Google Business Profile booking links'],
      size: 3,
    },
    {
      id: 'reminders',
      title: 'Reminders and easy rescheduling',
      usedBy: ['locals', 'regulars'],
      action: 'get a reminder the day before and move my booking from a link',
      benefit: 'never miss a booking or lose a deposit by mistake',
      acceptance: [
        'A text reminder goes out the day before, with a link to reschedule or cancel.',
        'Cancellations inside the notice period are recorded, and repeat no-shows are asked for a deposit next time.',
      ],
      entities: ['booking', 'reminder'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'customer-history',
      title: 'Customer history and notes',
      usedBy: ['staff', 'regulars'],
      action: 'look up a customer’s past visits, preferences and notes before serving them',
      benefit: 'give regulars the same good service without asking again',
      acceptance: [
        'Each customer record lists past bookings and staff notes, newest first.',
        'Customers can ask to see or delete their record, and it is done within 30 days.',
      ],
      entities: ['customer', 'booking'],
      integrations: [],
      size: 2,
    },
    {
      id: 'payments',
      title: 'Deposits, card payments and vouchers',
      usedBy: ['locals', 'owner'],
      action: 'pay a deposit or the full price online and buy gift vouchers',
      benefit: 'pay the way I like and give the business as a present',
      acceptance: [
        'Deposits are taken at booking for the services that need them and deducted from the final bill.',
        'Each voucher has a code and a balance that can be spent over several visits.',
      ],
      entities: ['payment', 'voucher', 'booking'],
      integrations: ['Stripe', 'Square'],
      size: 2,
    },
    {
      id: 'reviews',
      title: 'Review requests after each visit',
      usedBy: ['owner', 'locals'],
      action: 'send a short thank-you with a review link after each visit',
      benefit: 'be found by new local customers through honest reviews',
      acceptance: [
        'The thank-you goes out two hours after the visit and never more than once a month to the same customer.',
        'Low ratings reach the owner privately so they can put things right.',
      ],
      entities: ['customer', 'review request'],
      integrations: ['Google Business Profile'],
      size: 1,
    },
  ],
  entities: [
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'phone:text', 'email:text', 'notes:text'],
    },
    {
      name: { singular: 'service', plural: 'services' },
      fields: ['name:text', 'minutes:integer', 'price_cents:integer', 'deposit_cents:integer'],
    },
    {
      name: { singular: 'booking', plural: 'bookings' },
      fields: ['customer_id:uuid', 'service_id:uuid', 'starts_at:timestamp', 'status:text'],
    },
    {
      name: { singular: 'reminder', plural: 'reminders' },
      fields: ['booking_id:uuid', 'send_at:timestamp', 'sent_at:timestamp'],
    },
    {
      name: { singular: 'payment', plural: 'payments' },
      fields: ['booking_id:uuid', 'amount_cents:integer', 'method:text'],
    },
    {
      name: { singular: 'voucher', plural: 'vouchers' },
      fields: ['code:text', 'balance_cents:integer', 'expires_on:date'],
    },
    {
      name: { singular: 'review request', plural: 'review requests' },
      fields: ['customer_id:uuid', 'sent_at:timestamp', 'rating:integer'],
    },
  ],
  compliance: [
    'GDPR (or the local data protection law)',
    'PCI DSS (through the card provider)',
    'consumer rights law',
  ],
  complexity: 1,
  vocabulary: ['corner', 'door', 'street', 'local', 'neighbour', 'hand', 'sign', 'lamp', 'bell', 'welcome'],
  brandMotifs: ['house', 'star', 'hand'],
};
