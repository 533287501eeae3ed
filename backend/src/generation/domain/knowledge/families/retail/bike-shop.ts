import type { Archetype } from '../../archetype';

export const bikeShop: Archetype = {
  id: 'bike-shop',
  family: 'retail',
  industry: 'other',
  kind: { singular: 'bike shop', plural: 'bike shops' },
  description:
    'An independent bicycle shop with a repair workshop at the back: services and repairs booked in by the mechanics, new and used bikes, parts and accessories on the shop floor, and bike fittings for everyday and club riders. Spring brings a queue of bikes for servicing and the workshop diary decides the week.',
  keywords: [
    'bike',
    'bikes',
    'bike shop',
    'bicycle',
    'bicycle shop',
    'cycle shop',
    'cycling',
    'bike repair',
    'bicycle repair',
    'repair workshop',
    'bike mechanic',
    'mechanic',
    'bike service',
    'servicing',
    'puncture',
    'tune-up',
    'road bike',
    'mountain bike',
    'cyclists',
    'used bikes',
    'cargo bike',
  ],
  segments: [
    {
      id: 'commuters',
      role: { singular: 'everyday rider', plural: 'everyday riders' },
      qualifier: 'who ride to work every day',
      jobs: [
        'book a service on a day they can leave the bike',
        'know the cost of a repair before the work starts',
        'get a puncture fixed the same day',
      ],
      pains: [
        'The workshop is booked two weeks ahead in spring and they only find out at the counter.',
        'The bill is higher than the quote because extra parts were fitted without a call.',
      ],
      persona: {
        firstName: 'Ellie',
        profile: 'a pharmacist who rides six miles to work on a hybrid and needs it back by Monday',
        goals: [
          'Drop the bike off on Saturday and collect it on Monday morning',
          'Approve extra work by text',
        ],
        frustrations: ['Not knowing when the bike will be ready', 'A surprise on the bill'],
      },
    },
    {
      id: 'enthusiasts',
      role: { singular: 'club rider', plural: 'club riders' },
      qualifier: 'who ride a road or mountain bike every weekend',
      jobs: ['order a part the shop does not stock', 'book a bike fit before a long event'],
      pains: [
        'Parts ordered in the shop arrive but nobody tells them.',
        'Online retailers are cheaper, but fitting the part themselves risks the bike.',
      ],
      persona: {
        firstName: 'Marco',
        profile: 'an accountant who rides 100 miles a week with his club and is training for a sportive',
        goals: ['The right part fitted before Saturday’s ride', 'A record of what was done to his bike'],
        frustrations: ['Being told the part is on order, again'],
      },
    },
    {
      id: 'families',
      role: { singular: 'cycling family', plural: 'cycling families' },
      qualifier: 'buying bikes for growing children',
      jobs: ['buy a child’s bike that fits this year', 'trade in the bike their child has outgrown'],
      pains: [
        'Children outgrow a new bike in two years.',
        'Second-hand bikes from listings sites may be stolen or unsafe.',
      ],
      persona: {
        firstName: 'Nadia',
        profile: 'a mother of three whose eight-year-old has outgrown his first bike',
        goals: ['A checked used bike at a fair price', 'Money back on the old one'],
        frustrations: ['Buying blind from a listings site'],
      },
    },
  ],
  valuePropositions: [
    'Riders book a service online into a real workshop slot and know the day their bike will be ready.',
    'Every repair has a written quote, and extra work waits for the rider’s approval by text before a part is fitted.',
    'Parts on order are tracked, and the rider hears the moment theirs arrives.',
    'Families trade in outgrown bikes against a checked, serviced used bike with a 90-day guarantee.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Workshop services at $60-90 for a standard service and $150-250 for a full overhaul, plus parts.',
      price: { low: 60, typical: 85, high: 250, per: 'service' },
      cadence: { purchasesPerMonth: 0.2, monthlyChurn: 3 },
    },
    {
      kind: 'bookings',
      description: 'Quick repairs such as punctures, brake and gear adjustments at $15-40 while you wait.',
      price: { low: 15, typical: 25, high: 40, per: 'repair' },
    },
    {
      kind: 'unit-sales',
      description: 'New bikes at $500-2,500 and e-bikes up to $4,000, at a 25-35% margin.',
      price: { low: 500, typical: 900, high: 4000, per: 'bike' },
    },
    {
      kind: 'unit-sales',
      description: 'Checked used bikes at $150-600, bought in by trade-in.',
      price: { low: 150, typical: 300, high: 600, per: 'bike' },
    },
    {
      kind: 'unit-sales',
      description: 'Parts and accessories such as tyres, lights, locks and helmets at $10-150.',
      price: { low: 10, typical: 35, high: 150, per: 'item' },
    },
  ],
  costs: [
    { label: 'bikes, parts and accessories bought in', kind: 'cost-of-goods', shareOfRevenue: 0.55 },
    { label: 'rent for the shop and workshop', kind: 'fixed', monthly: { low: 2000, high: 6000 } },
    { label: 'mechanics’ and shop staff wages', kind: 'fixed', monthly: { low: 6000, high: 15000 } },
    { label: 'workshop tools, stands and consumables', kind: 'variable', monthly: { low: 150, high: 500 } },
    { label: 'insurance for stock and customers’ bikes', kind: 'fixed', monthly: { low: 150, high: 500 } },
    {
      label: 'point of sale, booking software and card fees',
      kind: 'variable',
      monthly: { low: 200, high: 600 },
    },
    {
      label: 'local ads, group rides and social posts',
      kind: 'acquisition',
      monthly: { low: 100, high: 500 },
    },
  ],
  kpis: [
    'workshop hours booked per week',
    'average repair ticket',
    'days from drop-off to collection',
    'quotes approved within a day',
    'parts orders delivered on the promised date',
    'share of takings from the workshop',
  ],
  risks: [
    {
      risk: 'The spring rush books the workshop solid and quick repairs are turned away.',
      mitigation:
        'Keep two walk-in slots a day for quick repairs, and push winter services with an off-season price.',
    },
    {
      risk: 'Stock of new bikes sits unsold while prices fall, tying up cash.',
      mitigation:
        'Order fewer models in more sizes, take deposits on special orders and grow the workshop share.',
    },
    {
      risk: 'A bike fails after a repair and the rider is hurt.',
      mitigation:
        'Record every job against a checklist signed off by the mechanic, torque-check critical bolts, and carry liability insurance.',
    },
    {
      risk: 'A stolen bike is bought in as a trade-in.',
      mitigation:
        'Check every frame number against the stolen bike registers and keep the seller’s ID on file.',
    },
  ],
  competitors: [
    'online bike and parts retailers',
    'sports superstores that sell bikes',
    'mobile bike mechanics',
    'second-hand listings sites',
  ],
  features: [
    {
      id: 'service-booking',
      title: 'Workshop service booking',
      usedBy: ['commuters', 'enthusiasts'],
      action: 'choose a service, pick a drop-off day and see the day my bike will be ready',
      benefit: 'plan around being without my bike',
      acceptance: [
        'Given a full workshop on Monday, when a rider picks Monday, then the first day with free mechanic hours is offered.',
        'A booking confirmation states the service, the price from, the drop-off day and the ready-by day.',
      ],
      entities: ['repair job', 'customer', 'bike'],
      integrations: ['Google Calendar'],
      size: 3,
    },
    {
      id: 'quote-approval',
      title: 'Repair quotes approved by text',
      usedBy: ['commuters', 'staff'],
      action: 'get a text when the mechanic finds extra work and approve or decline it',
      benefit: 'pay only for work I agreed to',
      acceptance: [
        'Extra work above $20 cannot be marked done without the rider’s approval on the job.',
        'The rider’s reply by link records approved or declined with the time.',
        'The final bill lists each approved line and matches the approved total.',
      ],
      entities: ['repair job', 'quote line'],
      integrations: ['Twilio'],
      size: 3,
    },
    {
      id: 'job-board',
      title: 'Workshop job board',
      usedBy: ['staff', 'owner'],
      action: 'see every bike in the workshop with its status, mechanic and promised day',
      benefit: 'finish every bike on the day we promised',
      acceptance: [
        'Jobs move through booked, in, waiting for parts, ready and collected.',
        'Marking a job ready texts the rider that the bike can be collected.',
      ],
      entities: ['repair job', 'bike'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'parts-orders',
      title: 'Parts on order',
      usedBy: ['enthusiasts', 'staff'],
      action: 'order a part through the shop and be told when it arrives',
      benefit: 'have it fitted without chasing the shop',
      acceptance: [
        'A special order takes a 50% deposit and shows the supplier’s expected date.',
        'When the part is received, the rider is emailed and a fitting slot is offered.',
      ],
      entities: ['part order', 'customer'],
      integrations: ['Stripe'],
      size: 2,
    },
    {
      id: 'bike-history',
      title: 'Service history per bike',
      usedBy: ['enthusiasts', 'commuters'],
      action: 'see every service and part fitted to my bike',
      benefit: 'know what is due and what was replaced',
      acceptance: [
        'Each bike record lists its frame number and every completed job with the parts fitted.',
        'Six months after a service the rider is reminded that the next one is due.',
      ],
      entities: ['bike', 'repair job'],
      integrations: [],
      size: 2,
    },
    {
      id: 'trade-ins',
      title: 'Trade-ins and checked used bikes',
      usedBy: ['families', 'staff'],
      action: 'trade in an outgrown bike against a checked used one',
      benefit: 'buy the next size at a fair price',
      acceptance: [
        'A trade-in cannot be accepted until its frame number is checked against the stolen bike register.',
        'Used bikes are listed for sale only after a safety check is signed off by a mechanic.',
      ],
      entities: ['bike', 'trade-in'],
      integrations: ['stolen bike register'],
      size: 3,
    },
  ],
  entities: [
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'email:text', 'phone:text'],
    },
    {
      name: { singular: 'bike', plural: 'bikes' },
      fields: [
        'owner_id:uuid',
        'make:text',
        'model:text',
        'frame_number:text',
        'for_sale:boolean',
        'price_cents:integer',
      ],
    },
    {
      name: { singular: 'repair job', plural: 'repair jobs' },
      fields: [
        'bike_id:uuid',
        'service:text',
        'mechanic:text',
        'status:text',
        'drop_off_on:date',
        'ready_by:date',
        'total_cents:integer',
      ],
    },
    {
      name: { singular: 'quote line', plural: 'quote lines' },
      fields: [
        'repair_job_id:uuid',
        'description:text',
        'price_cents:integer',
        'approval:text',
        'answered_at:timestamp',
      ],
    },
    {
      name: { singular: 'part order', plural: 'part orders' },
      fields: [
        'customer_id:uuid',
        'part:text',
        'supplier:text',
        'expected_on:date',
        'deposit_cents:integer',
        'status:text',
      ],
    },
    {
      name: { singular: 'trade-in', plural: 'trade-ins' },
      fields: ['bike_id:uuid', 'seller_id:uuid', 'register_checked:boolean', 'offer_cents:integer'],
    },
  ],
  compliance: [
    'bicycle safety requirements for bikes sold (for example 16 CFR 1512 in the US)',
    'consumer rights on repairs and goods sold',
    'PCI DSS (through the card provider)',
    'GDPR for customer contact details',
  ],
  complexity: 2,
  vocabulary: ['spoke', 'chain', 'crank', 'wheel', 'cog', 'cadence', 'saddle', 'gear', 'spin', 'tread'],
  brandMotifs: ['bike', 'wrench', 'cog', 'tool-case'],
};
