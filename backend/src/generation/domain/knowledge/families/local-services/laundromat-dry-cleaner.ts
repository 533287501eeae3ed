import type { Archetype } from '../../archetype';

export const laundromatDryCleaner: Archetype = {
  id: 'laundromat-dry-cleaner',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'laundromat and dry cleaner', plural: 'laundromats and dry cleaners' },
  description:
    'A neighbourhood laundromat and dry cleaner: self-service washers and dryers paid by card or app, a wash-and-fold service wash by the kilo, dry cleaning and shirt pressing at the counter, and collection and delivery for busy households and small businesses such as salons, gyms and holiday lets.',
  keywords: [
    'laundromat',
    'laundromats',
    'launderette',
    'laundrette',
    'laundry',
    'laundry service',
    'dry cleaner',
    'dry cleaners',
    'dry cleaning',
    'wash and fold',
    'service wash',
    'self-service laundry',
    'washers',
    'dryers',
    'washing machines',
    'ironing',
    'pressing',
    'shirts',
    'duvets',
    'laundry pickup',
    'laundry delivery',
    'stain removal',
  ],
  segments: [
    {
      id: 'households',
      role: { singular: 'busy household', plural: 'busy households' },
      qualifier: 'with no time or space for the week’s washing',
      jobs: [
        'get a week’s washing done, dried and folded in a day',
        'wash duvets and curtains too big for a home machine',
        'have work shirts pressed ready for Monday',
      ],
      pains: [
        'A small flat has no room to dry a week’s washing.',
        'Half the machines at the old launderette are out of order and take only coins.',
      ],
      persona: {
        firstName: 'Bella',
        profile: 'a nurse sharing a flat with no dryer who works three long shifts a week',
        goals: ['Washing collected and back folded in 24 hours', 'Uniforms always clean'],
        frustrations: ['Feeding coins into a dryer that does not dry', 'Queuing at the counter to collect'],
      },
    },
    {
      id: 'professionals',
      role: { singular: 'office worker', plural: 'office workers' },
      qualifier: 'who need suits dry cleaned and shirts pressed every week',
      jobs: [
        'drop shirts and suits on the way to work and collect them on the way home',
        'get a stain out of a good garment',
      ],
      pains: [
        'The dry cleaner is closed by the time the commute home is over.',
        'Tickets get lost and garments come back with missing buttons.',
      ],
      persona: {
        firstName: 'Femi',
        profile: 'an account manager who wears a fresh shirt every day and a suit for client meetings',
        goals: ['Five shirts pressed each week without thinking', 'Collection after 7 pm'],
        frustrations: ['Paper tickets', 'Not knowing whether a stain will come out'],
      },
    },
    {
      id: 'businesses',
      role: { singular: 'small business owner', plural: 'small business owners' },
      qualifier: 'who get through towels, linen or uniforms every day',
      jobs: ['have towels and linen collected and returned clean on set days', 'pay one invoice a month'],
      pains: [
        'Industrial laundries want long contracts and large volumes.',
        'Washing at home after closing eats the evening.',
      ],
      persona: {
        firstName: 'Lucia',
        profile: 'the owner of a beauty salon that uses 80 towels a day',
        goals: ['Collections twice a week', 'A fixed price per bag'],
        frustrations: ['Towels that come back grey'],
      },
    },
  ],
  valuePropositions: [
    'Every washer and dryer takes card or app payment, shows if it is free before leaving home and sends a message when the cycle ends.',
    'A wash-and-fold service takes a bag of washing in the morning and returns it clean, dried and folded the same evening.',
    'Dry cleaning and shirts are tracked with a tagged ticket and a text when ready, and can be collected and delivered.',
    'Salons, gyms and holiday lets get towels and linen collected on set days with one invoice a month.',
  ],
  revenue: [
    {
      kind: 'unit-sales',
      description: 'Self-service washes at $4-8 and drying at $2-5 a cycle.',
      price: { low: 2, typical: 5, high: 8, per: 'cycle' },
      cadence: { purchasesPerMonth: 4, monthlyChurn: 6 },
    },
    {
      kind: 'unit-sales',
      description:
        'Wash-and-fold at $2-3 a pound (about $20-40 a bag), dry cleaning at $8-20 a garment and shirts pressed at $3-5.',
      price: { low: 8, typical: 25, high: 40, per: 'order' },
      cadence: { purchasesPerMonth: 2, monthlyChurn: 5 },
    },
    {
      kind: 'retainer',
      description:
        'Business accounts at $300-1,500 a month for towels, linen and uniforms collected on set days.',
      price: { low: 300, typical: 700, high: 1500, per: 'account per month' },
    },
  ],
  costs: [
    {
      label: 'utilities',
      kind: 'cost-of-goods',
      shareOfRevenue: 0.22,
    },
    { label: 'shop rent', kind: 'fixed', monthly: { low: 2000, high: 6000 } },
    { label: 'attendants’ wages', kind: 'fixed', monthly: { low: 3000, high: 9000 } },
    {
      label: 'machine leases',
      kind: 'variable',
      monthly: { low: 1000, high: 5000 },
    },
    { label: 'the delivery van', kind: 'variable', monthly: { low: 500, high: 2500 } },
    {
      label: 'local search listings, leaflets and first-order offers',
      kind: 'acquisition',
      monthly: { low: 200, high: 1200 },
    },
  ],
  kpis: [
    'machine use per day',
    'wash-and-fold orders per week',
    'dry cleaning garments per week',
    'orders ready at the promised time',
    'business accounts and their monthly value',
  ],
  risks: [
    {
      risk: 'Machines break down and sit out of order, losing trade and goodwill.',
      mitigation:
        'Lease machines with a service contract, monitor them remotely and refund a failed cycle automatically.',
    },
    {
      risk: 'A customer’s garment is lost, shrunk or damaged.',
      mitigation:
        'Tag every garment at the counter, check care labels before cleaning, agree a compensation policy and insure goods held.',
    },
    {
      risk: 'Energy and water prices squeeze the margin on every cycle.',
      mitigation:
        'Choose efficient machines with heat recovery, review prices each quarter and grow the service washes that earn more per kilo.',
    },
  ],
  competitors: [
    'washing machines and dryers at home',
    'chain dry cleaners with collection services',
    'app-based laundry pickup services',
    'industrial laundries for businesses',
  ],
  features: [
    {
      id: 'machine-status',
      title: 'Live machine status with app payment',
      usedBy: ['households'],
      action:
        'see which washers and dryers are free, start one from my phone and get a message when it finishes',
      benefit: 'never wait for a machine or carry coins',
      acceptance: [
        'The app shows each machine as free, in use with minutes left, or out of order.',
        'A machine started in the app takes card or wallet payment, and a failed cycle is refunded automatically.',
        'A message is sent five minutes before the cycle ends.',
      ],
      entities: ['machine', 'cycle', 'customer'],
      integrations: ['Stripe', 'Twilio'],
      size: 4,
    },
    {
      id: 'service-wash',
      title: 'Wash-and-fold orders',
      usedBy: ['households', 'staff'],
      action: 'drop off or book a bag of washing with my preferences, and pay by weight',
      benefit: 'get it back clean, dried and folded the same day',
      acceptance: [
        'Each order records the weight, detergent and drying preferences, and the price from the weight.',
        'Orders dropped before 10 am are ready by 6 pm that day, and the customer is told when it is ready.',
      ],
      entities: ['order', 'customer'],
      integrations: ['Square'],
      size: 3,
    },
    {
      id: 'dry-cleaning-tickets',
      title: 'Tagged dry cleaning tickets',
      usedBy: ['professionals', 'staff'],
      action:
        'hand in garments and get a digital ticket listing each one, with stains noted and a ready date',
      benefit: 'know exactly what I left and when it will be ready',
      acceptance: [
        'Each garment gets a tag number, a description and any stain or damage noted with a photo.',
        'The customer receives the ticket by text and a message when everything is ready.',
      ],
      entities: ['garment', 'order', 'customer'],
      integrations: ['Square', 'Twilio'],
      size: 3,
    },
    {
      id: 'collection-delivery',
      title: 'Door-to-door laundry collection',
      usedBy: ['households', 'professionals', 'businesses'],
      action: 'book a collection slot from my home or office and have the clean laundry delivered back',
      benefit: 'get laundry done without going to the shop',
      acceptance: [
        'Collection and delivery slots are two hours long and limited to addresses within the round.',
        'The driver scans each bag at collection and delivery, and the customer sees its progress.',
      ],
      entities: ['collection', 'order'],
      integrations: ['Google Maps Platform'],
      size: 3,
    },
    {
      id: 'business-accounts',
      title: 'Business accounts on set days',
      usedBy: ['businesses', 'owner'],
      action: 'set up regular collections of towels and linen charged to my account',
      benefit: 'always have clean towels without washing after closing',
      acceptance: [
        'A business account has set collection days and a price per bag or per item.',
        'A monthly invoice lists every collection and its contents.',
      ],
      entities: ['account', 'collection', 'order'],
      integrations: ['Xero'],
      size: 2,
    },
    {
      id: 'shop-dashboard',
      title: 'Daily takings by machine',
      usedBy: ['owner', 'staff'],
      action: 'see each machine’s use, faults and the day’s takings',
      benefit: 'fix broken machines fast and know what each service earns',
      acceptance: [
        'A machine reporting a fault is marked out of order and the owner is alerted.',
        'Takings are split into self-service, service washes, dry cleaning and accounts.',
      ],
      entities: ['machine', 'cycle', 'order'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'phone:text', 'address:text', 'preferences:text'],
    },
    {
      name: { singular: 'machine', plural: 'machines' },
      fields: ['number:integer', 'kind:text', 'capacity_kg:integer', 'status:text', 'price_cents:integer'],
    },
    {
      name: { singular: 'cycle', plural: 'cycles' },
      fields: [
        'machine_id:uuid',
        'customer_id:uuid',
        'started_at:timestamp',
        'minutes:integer',
        'paid_cents:integer',
      ],
    },
    {
      name: { singular: 'order', plural: 'orders' },
      fields: [
        'customer_id:uuid',
        'kind:text',
        'weight_kg:numeric',
        'price_cents:integer',
        'ready_at:timestamp',
        'status:text',
      ],
    },
    {
      name: { singular: 'garment', plural: 'garments' },
      fields: ['order_id:uuid', 'tag:text', 'description:text', 'notes:text', 'photo_url:text'],
    },
    {
      name: { singular: 'collection', plural: 'collections' },
      fields: ['customer_id:uuid', 'address:text', 'slot_start:timestamp', 'delivered_at:timestamp'],
    },
    {
      name: { singular: 'account', plural: 'accounts' },
      fields: ['company:text', 'collection_days:text[]', 'price_per_bag_cents:integer', 'billing_email:text'],
    },
  ],
  compliance: [
    'a solvent emissions permit for dry cleaning',
    'trade effluent consent for wastewater',
    'liability for lost garments',
    'GDPR for customers’ details',
  ],
  complexity: 2,
  vocabulary: ['bubble', 'suds', 'fold', 'press', 'linen', 'rinse', 'spin', 'fresh', 'soap', 'clean'],
  brandMotifs: ['washing-machine', 'shirt', 'bubbles', 'sparkle'],
  personality: ['Fresh', 'Reliable', 'Friendly', 'Efficient', 'Local'],
};
