import type { Archetype } from '../../archetype';

export const cleaningService: Archetype = {
  id: 'cleaning-service',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'cleaning company', plural: 'cleaning companies' },
  description:
    'A local cleaning company sending vetted cleaners to homes weekly or fortnightly, plus deep cleans and end-of-tenancy cleans, and contract cleaning for small offices. Reliability and the same cleaner each visit keep clients.',
  keywords: [
    'cleaning',
    'cleaner',
    'cleaners',
    'domestic cleaning',
    'house cleaning',
    'office cleaning',
    'commercial cleaning',
    'deep clean',
    'end of tenancy',
    'maid',
    'janitorial',
    'eco cleaning',
    'housekeeping',
  ],
  segments: [
    {
      id: 'households',
      role: { singular: 'busy household', plural: 'busy households' },
      qualifier: 'with two working adults',
      jobs: [
        'have the house cleaned every week by the same person',
        'add an oven clean before guests arrive',
      ],
      pains: [
        'Cleaners cancel at short notice and nobody covers.',
        'There is no record of what was cleaned or missed.',
      ],
      persona: {
        firstName: 'Neha',
        profile: 'a hospital doctor on rotating shifts with two children',
        goals: ['A regular cleaner she trusts with a key'],
        frustrations: ['Last-minute cancellations', 'Paying cash each week'],
      },
    },
    {
      id: 'landlords',
      role: { singular: 'letting agent', plural: 'letting agents' },
      qualifier: 'turning over rented flats',
      jobs: ['book an end-of-tenancy clean for a fixed date', 'get a checklist with photos for the deposit'],
      pains: [
        'Tenancy cleans are booked by phone and not documented.',
        'Disputes over the deposit need proof.',
      ],
      persona: {
        firstName: 'Oliver',
        profile: 'a letting agent managing 80 flats with a dozen changeovers a month',
        goals: ['Cleans done between check-out and check-in'],
        frustrations: ['No photo evidence'],
      },
    },
  ],
  valuePropositions: [
    'Households get the same vetted cleaner on the same day every week, and cover is arranged automatically if they are ill.',
    'Each clean ends with a checklist of rooms done, so nothing is missed twice.',
    'Letting agents book end-of-tenancy cleans for a fixed date and get a photo report for the deposit.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description: 'Regular home cleans at $25-40 an hour, usually 3 hours weekly or fortnightly.',
      price: { low: 75, typical: 100, high: 140, per: 'visit' },
    },
    {
      kind: 'bookings',
      description: 'Deep and end-of-tenancy cleans at $180-450 by property size.',
      price: { low: 180, typical: 280, high: 450, per: 'clean' },
    },
  ],
  costs: [
    { label: 'cleaners’ wages', kind: 'cost-of-goods', shareOfRevenue: 0.6 },
    { label: 'products and equipment', kind: 'variable', monthly: { low: 150, high: 600 } },
    { label: 'travel between homes', kind: 'variable', monthly: { low: 200, high: 900 } },
    { label: 'insurance and background checks', kind: 'fixed', monthly: { low: 150, high: 400 } },
    {
      label: 'local search ads and directory listings',
      kind: 'acquisition',
      monthly: { low: 200, high: 1000 },
    },
  ],
  kpis: [
    'recurring clients',
    'cleaner utilisation',
    'client churn per month',
    'complaints per 100 cleans',
    'average revenue per client',
  ],
  risks: [
    {
      risk: 'Good cleaners leave for better pay.',
      mitigation:
        'Pay above the local rate, schedule clustered routes and keep cleaners with the same clients.',
    },
    {
      risk: 'Damage or theft is alleged in a client’s home.',
      mitigation: 'Background checks, insurance, key logs and photo checklists.',
    },
  ],
  competitors: [
    'independent self-employed cleaners',
    'national cleaning franchises',
    'cleaning marketplaces',
    'letting agents’ in-house teams',
  ],
  features: [
    {
      id: 'instant-quote',
      title: 'Instant quote and booking',
      usedBy: ['households', 'landlords'],
      action: 'enter bedrooms and bathrooms and book a clean at the quoted price',
      benefit: 'know the price before anyone visits',
      acceptance: [
        'The quote updates as rooms and extras change.',
        'End-of-tenancy cleans need a date at least 3 days ahead.',
      ],
      entities: ['booking', 'property', 'customer'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'regular-schedule',
      title: 'Regular cleans with the same cleaner',
      usedBy: ['households'],
      action: 'set a weekly or fortnightly clean on a fixed day',
      benefit: 'have the same person every time',
      acceptance: [
        'A regular client is assigned one cleaner by default.',
        'When the cleaner is off, the client is told who covers at least a day ahead.',
      ],
      entities: ['booking', 'cleaner', 'property'],
      integrations: [],
      size: 3,
    },
    {
      id: 'checklists',
      title: 'Room checklists with photos',
      usedBy: ['landlords', 'households'],
      action: 'see which rooms and tasks were done, with photos',
      benefit: 'have proof for a deposit or a complaint',
      acceptance: [
        'A clean cannot be marked complete until every room is ticked.',
        'End-of-tenancy reports include at least one photo per room.',
      ],
      entities: ['checklist', 'booking'],
      integrations: [],
      size: 2,
    },
    {
      id: 'key-handling',
      title: 'Key and access notes',
      usedBy: ['households'],
      action: 'record where the key is and the alarm instructions',
      benefit: 'go out while the house is cleaned',
      acceptance: [
        'Access notes are shown only to the assigned cleaner on the day.',
        'Every key handover is logged with a time.',
      ],
      entities: ['property'],
      integrations: [],
      size: 1,
    },
    {
      id: 'auto-billing',
      title: 'Automatic payment after each clean',
      usedBy: ['households'],
      action: 'pay by saved card after each clean',
      benefit: 'never leave cash out',
      acceptance: [
        'The card is charged only after the clean is marked complete.',
        'Cancellations under 24 hours are charged at half price.',
      ],
      entities: ['payment', 'booking'],
      integrations: ['Stripe'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'email:text', 'phone:text', 'type:text'],
    },
    {
      name: { singular: 'property', plural: 'properties' },
      fields: [
        'customer_id:uuid',
        'address:text',
        'bedrooms:integer',
        'bathrooms:integer',
        'access_notes:text',
      ],
    },
    {
      name: { singular: 'cleaner', plural: 'cleaners' },
      fields: ['name:text', 'phone:text', 'checked_on:date', 'areas:text[]'],
    },
    {
      name: { singular: 'booking', plural: 'bookings' },
      fields: [
        'property_id:uuid',
        'cleaner_id:uuid',
        'starts_at:timestamp',
        'kind:text',
        'repeat_weeks:integer',
        'status:text',
      ],
    },
    {
      name: { singular: 'checklist', plural: 'checklists' },
      fields: ['booking_id:uuid', 'room:text', 'done:boolean', 'photo_url:text'],
    },
    {
      name: { singular: 'payment', plural: 'payments' },
      fields: ['booking_id:uuid', 'amount_cents:integer', 'status:text'],
    },
  ],
  compliance: [
    'background checks for cleaners',
    'public liability insurance',
    'COSHH safety for cleaning products',
    'GDPR for addresses and access notes',
  ],
  complexity: 2,
  vocabulary: ['sparkle', 'fresh', 'shine', 'spotless', 'polish', 'bright', 'tidy', 'clear'],
  brandMotifs: ['sparkles', 'spray bottle', 'home', 'droplet'],
};
