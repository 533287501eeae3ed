import type { Archetype } from '../../archetype';

export const carWashValeting: Archetype = {
  id: 'car-wash-valeting',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'car wash', plural: 'car washes' },
  description:
    'A hand car wash and valeting business on its own site, with a mobile valeting van: exterior washes while the driver waits, full interior and exterior valets, and detailing (machine polishing, ceramic coating) booked ahead. A monthly wash club brings regulars back every week, and dealers and fleets send their cars on account.',
  keywords: [
    'car wash',
    'car washes',
    'hand car wash',
    'hand wash',
    'valeting',
    'valet',
    'car valeting',
    'mobile valeting',
    'car valet',
    'detailing',
    'car detailing',
    'auto detailing',
    'ceramic coating',
    'machine polishing',
    'polish',
    'wax',
    'interior cleaning',
    'jet wash',
    'pressure washing',
    'clean cars',
    'wash club',
    'wash',
  ],
  segments: [
    {
      id: 'drivers',
      role: { singular: 'busy driver', plural: 'busy drivers' },
      qualifier: 'who want a clean car without a Saturday queue',
      jobs: [
        'get the car washed inside and out on the way to somewhere else',
        'have a full valet before selling the car or after a family holiday',
        'know what a wash costs and how long it will take before pulling in',
      ],
      pains: [
        'The queue at the weekend means half an hour waiting on the forecourt.',
        'Automatic brushes leave swirl marks, and some hand washes rush the job.',
      ],
      persona: {
        firstName: 'Mark',
        profile: 'a sales rep who drives 25,000 miles a year and sees clients in his car',
        goals: ['A clean car every week without thinking about it', 'In and out in 20 minutes'],
        frustrations: ['Queues on Saturday morning', 'Wet sills and smears on the windows'],
      },
    },
    {
      id: 'enthusiasts',
      role: { singular: 'car enthusiast', plural: 'car enthusiasts' },
      qualifier: 'who want their paintwork looked after properly',
      jobs: [
        'book a machine polish or ceramic coating with a trusted detailer',
        'see the work before and after',
      ],
      pains: [
        'A bad polish can burn through clear coat and cost a respray.',
        'Detailers are booked up for weeks and do not say what is included.',
      ],
      persona: {
        firstName: 'Ravi',
        profile: 'an engineer who has restored a 20-year-old sports car and shows it in summer',
        goals: ['A coating that lasts the year', 'Photos of the paint before and after'],
        frustrations: ['Valeters who use the same bucket for wheels and paint'],
      },
    },
    {
      id: 'fleets',
      role: { singular: 'dealership manager', plural: 'dealership managers' },
      qualifier: 'who need cars prepared for handover every week',
      jobs: ['get cars valeted to a standard before customers collect them', 'pay one invoice a month'],
      pains: [
        'A car handed over dirty costs a customer’s goodwill.',
        'Paying a card for each wash is impossible to track.',
      ],
      persona: {
        firstName: 'Joanne',
        profile: 'the sales manager of a used-car dealership that hands over 40 cars a month',
        goals: ['Every car valeted by the day before handover', 'One monthly statement'],
        frustrations: ['Cars still wet at collection time'],
      },
    },
  ],
  valuePropositions: [
    'Drivers see the menu of washes and valets with prices and times, book a slot online and skip the weekend queue.',
    'A monthly wash club gives unlimited exterior washes for the price of three, with the car recognised at the entrance.',
    'Every car is washed by hand with two buckets, clean mitts and filtered water, so paint is not scratched or streaked.',
    'Mobile valeting comes to the driver’s home or office, and dealers and fleets get a car-by-car record on one monthly invoice.',
  ],
  revenue: [
    {
      kind: 'unit-sales',
      description:
        'Hand washes at $10-25 and full valets at $60-150, with detailing (polishing, ceramic coating) at $250-900.',
      price: { low: 10, typical: 25, high: 150, per: 'wash' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 8 },
    },
    {
      kind: 'subscription',
      description: 'A wash club at $25-45 a month for unlimited exterior washes, with a discount on valets.',
      price: { low: 25, typical: 35, high: 45, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 5 },
    },
    {
      kind: 'retainer',
      description:
        'Dealer and fleet accounts at $500-3,000 a month for preparation valets and regular washes.',
      price: { low: 500, typical: 1200, high: 3000, per: 'account per month' },
    },
  ],
  costs: [
    { label: 'cleaning products', kind: 'cost-of-goods', shareOfRevenue: 0.1 },
    { label: 'valeters’ wages', kind: 'fixed', monthly: { low: 4000, high: 14000 } },
    { label: 'site rent', kind: 'fixed', monthly: { low: 1500, high: 5000 } },
    {
      label: 'equipment upkeep',
      kind: 'variable',
      monthly: { low: 400, high: 1800 },
    },
    {
      label: 'local search listings, roadside signs and a first-wash offer',
      kind: 'acquisition',
      monthly: { low: 200, high: 1500 },
    },
  ],
  kpis: [
    'cars washed each day',
    'wash club members',
    'average spend per car',
    'valets booked a week ahead',
    'complaints or damage claims per thousand cars',
  ],
  risks: [
    {
      risk: 'Rainy weeks and winter cut the number of cars by half.',
      mitigation:
        'Grow the wash club so income does not depend on the weather, and sell interior valets and winter protection when it rains.',
    },
    {
      risk: 'A customer claims their car was scratched or damaged.',
      mitigation:
        'Photograph every car on arrival, use two-bucket washing and clean mitts, and hold motor trade insurance.',
    },
    {
      risk: 'Wastewater or chemical rules are broken, bringing fines or closure.',
      mitigation:
        'Drain to an interceptor with a trade effluent consent, keep chemical safety sheets, and pay and check the right to work of every valeter.',
    },
  ],
  competitors: [
    'automatic car washes at petrol stations',
    'other hand car washes on forecourts',
    'mobile valeters working alone',
    'drivers washing their own car at home',
  ],
  features: [
    {
      id: 'online-booking',
      title: 'Online booking for valets',
      usedBy: ['drivers', 'enthusiasts'],
      action: 'choose a wash or valet, see its price and time, and book a slot',
      benefit: 'skip the queue and know when the car will be ready',
      acceptance: [
        'Each service shows what is included, the price for the car’s size and how long it takes.',
        'Slots are offered only when a bay and a valeter are free for the whole service.',
        'Customers get a text when their car is ready.',
      ],
      entities: ['booking', 'service', 'vehicle', 'customer'],
      integrations: ['Square Appointments', 'Twilio'],
      size: 3,
    },
    {
      id: 'wash-club',
      title: 'Wash club memberships',
      usedBy: ['drivers'],
      action: 'join the wash club and drive in for a wash whenever I like',
      benefit: 'keep the car clean every week for one monthly price',
      acceptance: [
        'Members are charged monthly by card and can cancel at any time from their account.',
        'A member’s number plate is recognised at the entrance and the wash is logged without payment.',
        'Each membership covers one registered car.',
      ],
      entities: ['membership', 'vehicle', 'wash'],
      integrations: ['Stripe Billing', 'Plate Recognizer'],
      size: 3,
    },
    {
      id: 'mobile-valeting',
      title: 'Mobile valeting at home or work',
      usedBy: ['drivers', 'fleets'],
      action: 'book a valet at my home or office and leave the keys',
      benefit: 'have the car cleaned while I work',
      acceptance: [
        'Mobile bookings are only offered at addresses within the van’s area.',
        'The customer is told when the van is on its way and when the valet is finished.',
      ],
      entities: ['booking', 'vehicle'],
      integrations: ['Google Maps Platform'],
      size: 2,
    },
    {
      id: 'condition-photos',
      title: 'Before-and-after photos',
      usedBy: ['enthusiasts', 'staff', 'fleets'],
      action: 'see photos of my car on arrival and after the work',
      benefit: 'trust what was done and settle any question about damage',
      acceptance: [
        'Every car gets at least four photos on arrival, taken on the valeter’s phone and attached to the booking.',
        'Detailing bookings include before and after photos sent to the customer.',
      ],
      entities: ['condition photo', 'booking'],
      integrations: [],
      size: 2,
    },
    {
      id: 'fleet-accounts',
      title: 'Fleet accounts for dealers',
      usedBy: ['fleets', 'owner'],
      action: 'send cars on account and see every car done this month on one statement',
      benefit: 'get cars ready for customers without paying for each wash',
      acceptance: [
        'Account users book by registration, and each wash or valet is charged to the account.',
        'A monthly statement lists every car, service and date, with an invoice.',
      ],
      entities: ['account', 'vehicle', 'wash'],
      integrations: ['Xero'],
      size: 2,
    },
    {
      id: 'daily-board',
      title: 'Daily bay planning',
      usedBy: ['owner', 'staff'],
      action: 'see the cars booked and waiting for each bay, and the day’s takings by service',
      benefit: 'run the site smoothly on a busy Saturday',
      acceptance: [
        'The board lists cars in each bay, waiting and ready, with booked cars shown at their time.',
        'The day’s takings are split into card, cash, club and account washes.',
      ],
      entities: ['wash', 'booking'],
      integrations: ['Square'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'phone:text', 'email:text'],
    },
    {
      name: { singular: 'vehicle', plural: 'vehicles' },
      fields: ['customer_id:uuid', 'registration:text', 'make:text', 'model:text', 'size:text'],
    },
    {
      name: { singular: 'service', plural: 'services' },
      fields: ['name:text', 'minutes:integer', 'price_small_cents:integer', 'price_large_cents:integer'],
    },
    {
      name: { singular: 'booking', plural: 'bookings' },
      fields: [
        'vehicle_id:uuid',
        'service_id:uuid',
        'starts_at:timestamp',
        'bay:integer',
        'address:text',
        'status:text',
      ],
    },
    {
      name: { singular: 'wash', plural: 'washes' },
      fields: ['vehicle_id:uuid', 'service_id:uuid', 'paid_by:text', 'amount_cents:integer', 'at:timestamp'],
    },
    {
      name: { singular: 'membership', plural: 'memberships' },
      fields: ['customer_id:uuid', 'vehicle_id:uuid', 'plan:text', 'renews_on:date', 'active:boolean'],
    },
    {
      name: { singular: 'condition photo', plural: 'condition photos' },
      fields: ['booking_id:uuid', 'url:text', 'stage:text', 'taken_at:timestamp'],
    },
    {
      name: { singular: 'account', plural: 'accounts' },
      fields: ['company:text', 'billing_email:text', 'monthly_limit_cents:integer'],
    },
  ],
  compliance: [
    'trade effluent consent for wastewater',
    'COSHH records for cleaning chemicals',
    'right-to-work checks for valeters',
    'motor trade insurance',
  ],
  complexity: 2,
  vocabulary: ['shine', 'suds', 'gleam', 'sparkle', 'bubble', 'drop', 'spray', 'mirror', 'splash', 'buff'],
  brandMotifs: ['car', 'droplet', 'sparkle', 'bubbles'],
  personality: ['Efficient', 'Friendly', 'Careful', 'Reliable', 'Fresh'],
};
