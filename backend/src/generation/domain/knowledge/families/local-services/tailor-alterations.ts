import type { Archetype } from '../../archetype';

export const tailorAlterations: Archetype = {
  id: 'tailor-alterations',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'alterations tailor', plural: 'alterations tailors' },
  description:
    'A tailor’s shop on a local high street doing clothing alterations and repairs (hems, taking in and letting out, zips, relining coats), wedding and prom dress fittings, and made-to-measure suits and shirts. Customers drop a garment off with a ticket and a ready date, and come back for fittings on the bigger jobs.',
  keywords: [
    'tailor',
    'tailors',
    'tailoring',
    'alterations',
    'clothing alterations',
    'clothes alterations',
    'dress alterations',
    'wedding dress alterations',
    'alteration',
    'hemming',
    'hems',
    'taking in',
    'zip replacement',
    'clothing repairs',
    'clothes repairs',
    'mending',
    'seamstress',
    'dressmaker',
    'dressmaking',
    'sewing',
    'fittings',
    'made to measure',
    'bespoke suits',
    'suits',
  ],
  segments: [
    {
      id: 'everyday',
      role: { singular: 'office worker', plural: 'office workers' },
      qualifier: 'who need trousers taken up or a coat relined by a set day',
      jobs: [
        'get a new suit or pair of trousers to fit before an event',
        'have a favourite coat or jacket repaired instead of replacing it',
        'know the price and the ready date when dropping off',
      ],
      pains: [
        'Shop-bought clothes never fit at the waist and the leg at once.',
        'The alterations counter at the dry cleaner’s sends everything away for two weeks with no firm date.',
      ],
      persona: {
        firstName: 'Daniel',
        profile: 'a 38-year-old solicitor who buys suits off the peg and always needs the trousers shortened',
        goals: [
          'Alterations ready in a week, on a day he chooses',
          'A tailor who remembers his measurements',
        ],
        frustrations: ['Coming back to find the job not started', 'Paying a price he was not told'],
      },
    },
    {
      id: 'brides',
      role: { singular: 'bride', plural: 'brides' },
      qualifier: 'who need a wedding dress fitted over several visits',
      jobs: [
        'book fittings that finish in good time before the wedding',
        'get the bridesmaids’ dresses altered in the same place',
      ],
      pains: [
        'The bridal shop’s fitter is fully booked in the months before summer weddings.',
        'A dress that fitted at the last fitting is tight a fortnight before the day, with no time left to fix it.',
      ],
      persona: {
        firstName: 'Priya',
        profile: 'a primary school teacher getting married in June in a dress bought online',
        goals: [
          'Three fittings, the last one ten days before the wedding',
          'A fixed price for the whole job',
        ],
        frustrations: ['Being told in May that there are no slots left'],
      },
    },
    {
      id: 'made-to-measure',
      role: { singular: 'made-to-measure client', plural: 'made-to-measure clients' },
      qualifier: 'who want a suit or shirts cut to their own measurements',
      jobs: ['choose a cloth and a style with advice', 'reorder shirts without being measured again'],
      pains: [
        'Bespoke tailoring in the city costs thousands and takes months.',
        'Online made-to-measure shirts come back wrong because the buyer took the measurements.',
      ],
      persona: {
        firstName: 'Kwame',
        profile: 'a tall sales director who has never found a suit that fits his shoulders off the peg',
        goals: ['One good suit a year that fits properly', 'Shirts reordered from his saved measurements'],
        frustrations: ['Sleeves that are always too short'],
      },
    },
  ],
  valuePropositions: [
    'Every garment gets a ticket with the agreed work, the price and a ready date, and a text the moment it is ready.',
    'Fittings are booked online, and wedding dresses get a fitting plan that finishes at least a week before the day.',
    'Repairs and alterations give good clothes years more wear, at a fraction of the cost of replacing them.',
    'Measurements are kept on file, so made-to-measure shirts and suits can be reordered without another fitting.',
  ],
  revenue: [
    {
      kind: 'unit-sales',
      description:
        'Alterations and repairs at $15-60 a garment (trouser hems at $15-20, taking in a jacket at $40-60, a new coat zip at $30-45).',
      price: { low: 15, typical: 28, high: 60, per: 'garment' },
      cadence: { purchasesPerMonth: 0.25, monthlyChurn: 4 },
    },
    {
      kind: 'bookings',
      description:
        'Wedding and prom dress alterations at $150-500 a dress, quoted at the first fitting and covering every fitting.',
      price: { low: 150, typical: 280, high: 500, per: 'dress' },
    },
    {
      kind: 'unit-sales',
      description: 'Made-to-measure suits at $600-1,500 and shirts at $90-150.',
      price: { low: 90, typical: 700, high: 1500, per: 'garment' },
    },
  ],
  costs: [
    { label: 'sewing materials', kind: 'cost-of-goods', shareOfRevenue: 0.12 },
    { label: 'shop rent', kind: 'fixed', monthly: { low: 1200, high: 4000 } },
    { label: 'a second tailor or seamstress', kind: 'fixed', monthly: { low: 2000, high: 3500 } },
    {
      label: 'machine servicing',
      kind: 'variable',
      monthly: { low: 150, high: 500 },
    },
    {
      label: 'local search listings, reviews and a shop window on the high street',
      kind: 'acquisition',
      monthly: { low: 150, high: 1000 },
    },
  ],
  kpis: [
    'garments taken in each week',
    'jobs ready on the promised date',
    'wedding dresses booked for the season',
    'customers who come back within a year',
    'average ticket value',
  ],
  risks: [
    {
      risk: 'Wedding season piles up in May and June and ready dates slip.',
      mitigation:
        'Cap the number of wedding dresses per month, book every fitting when the dress is first brought in and hire seasonal help early.',
    },
    {
      risk: 'A customer’s expensive garment is lost or damaged.',
      mitigation:
        'Ticket and photograph every garment at drop-off, keep insurance for goods in trust and test cuts on seam allowances first.',
    },
    {
      risk: 'Work is underpriced, so the shop is busy but earns too little.',
      mitigation:
        'Publish a price list, quote every job at the counter before work starts and charge for extra work only after the customer agrees.',
    },
  ],
  competitors: [
    'alterations counters at dry cleaners',
    'bridal shops with in-house fitters',
    'city bespoke tailors',
    'online made-to-measure shirt and suit brands',
  ],
  features: [
    {
      id: 'drop-off-tickets',
      title: 'Drop-off tickets with a ready date',
      usedBy: ['everyday', 'owner', 'staff'],
      action:
        'hand over a garment and get a ticket with the work agreed, the price and the day it will be ready',
      benefit: 'know what I will pay and when to come back',
      acceptance: [
        'Each ticket records the garment, photos, the work, the price and the ready date, and is sent to the customer by text or email.',
        'The ready date offered respects the work already booked for each day.',
        'Extra work found later is added only after the customer approves it by text.',
      ],
      entities: ['ticket', 'garment', 'customer'],
      integrations: ['Square'],
      size: 3,
    },
    {
      id: 'ready-alerts',
      title: 'Ready-to-collect messages',
      usedBy: ['everyday', 'brides', 'made-to-measure'],
      action: 'get a text when my garment is ready and pay for it online if I like',
      benefit: 'collect it on my way past without phoning first',
      acceptance: [
        'Marking a ticket ready sends the customer a message with the shop’s opening hours.',
        'Garments not collected after 30 days get a reminder, and after 90 days a final notice.',
      ],
      entities: ['ticket', 'payment'],
      integrations: ['Twilio', 'Square'],
      size: 2,
    },
    {
      id: 'fitting-booking',
      title: 'Online fitting appointments',
      usedBy: ['brides', 'made-to-measure', 'everyday'],
      action:
        'book a fitting appointment online and see every fitting for my dress planned back from the wedding date',
      benefit: 'have the dress finished in good time without chasing',
      acceptance: [
        'A wedding dress booking asks for the wedding date and proposes three fittings, the last at least seven days before it.',
        'Fitting slots are 30 or 45 minutes and cannot overlap in the fitting room.',
        'Customers get a reminder the day before each fitting.',
      ],
      entities: ['fitting', 'customer', 'garment'],
      integrations: ['Google Calendar'],
      size: 3,
    },
    {
      id: 'measurements',
      title: 'Measurements on file',
      usedBy: ['made-to-measure', 'staff'],
      action: 'have my measurements and style choices saved and reorder from them',
      benefit: 'order another shirt or suit without being measured again',
      acceptance: [
        'Measurements are saved with the date taken and who took them, and earlier sets are kept.',
        'A reorder copies the saved measurements and style, and a tailor checks them before cutting.',
      ],
      entities: ['measurement', 'customer'],
      integrations: [],
      size: 2,
    },
    {
      id: 'price-list',
      title: 'Quotes from photos',
      usedBy: ['everyday', 'brides'],
      action: 'look up what an alteration costs and send photos for a quote on anything unusual',
      benefit: 'know the price before I bring it in',
      acceptance: [
        'The price list shows common jobs with a price from, grouped by garment.',
        'A quote request takes photos and a description and is answered within one working day.',
      ],
      entities: ['price item', 'quote'],
      integrations: [],
      size: 2,
    },
    {
      id: 'workroom-board',
      title: 'Workroom planning',
      usedBy: ['owner', 'staff'],
      action: 'see every open ticket by ready date and move it from waiting to in progress to ready',
      benefit: 'finish every job on the day promised',
      acceptance: [
        'The board lists open tickets by ready date, with overdue ones at the top in red.',
        'Each ticket shows which tailor is doing it and where the garment hangs on the rail.',
      ],
      entities: ['ticket', 'garment'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'phone:text', 'email:text', 'wedding_date:date'],
    },
    {
      name: { singular: 'garment', plural: 'garments' },
      fields: [
        'customer_id:uuid',
        'kind:text',
        'description:text',
        'photo_urls:text[]',
        'rail_position:text',
      ],
    },
    {
      name: { singular: 'ticket', plural: 'tickets' },
      fields: [
        'garment_id:uuid',
        'work:text',
        'price_cents:integer',
        'ready_on:date',
        'status:text',
        'tailor:text',
      ],
    },
    {
      name: { singular: 'fitting', plural: 'fittings' },
      fields: ['customer_id:uuid', 'garment_id:uuid', 'starts_at:timestamp', 'notes:text'],
    },
    {
      name: { singular: 'measurement', plural: 'measurements' },
      fields: ['customer_id:uuid', 'values:json', 'taken_by:text', 'taken_on:date'],
    },
    {
      name: { singular: 'price item', plural: 'price items' },
      fields: ['garment_kind:text', 'work:text', 'price_from_cents:integer'],
    },
    {
      name: { singular: 'quote', plural: 'quotes' },
      fields: ['customer_id:uuid', 'photo_urls:text[]', 'description:text', 'price_cents:integer'],
    },
    {
      name: { singular: 'payment', plural: 'payments' },
      fields: ['ticket_id:uuid', 'amount_cents:integer', 'method:text', 'paid_at:timestamp'],
    },
  ],
  compliance: [
    'consumer law on services',
    'insurance for customers’ garments',
    'GDPR for customers’ details',
  ],
  complexity: 1,
  vocabulary: ['needle', 'thread', 'stitch', 'thimble', 'seam', 'spool', 'button', 'cloth', 'tape', 'pin'],
  brandMotifs: ['needle', 'spool', 'scissors', 'shirt'],
  personality: ['Careful', 'Expert', 'Personal', 'Reliable', 'Warm'],
};
