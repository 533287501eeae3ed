import type { Archetype } from '../../archetype';

export const carRepairGarage: Archetype = {
  id: 'car-repair-garage',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'car repair garage', plural: 'car repair garages' },
  description:
    'An independent car repair garage with three or four service bays: servicing, annual safety inspections, brakes, tyres, clutches, diagnostics and repairs for local drivers and small business fleets. Trust lives on clear quotes, approval before extra work and the car back on the day promised.',
  keywords: [
    'car repair',
    'garage',
    'auto repair',
    'auto shop',
    'mechanic',
    'mechanics',
    'car mechanic',
    'motor mechanic',
    'car servicing',
    'car service',
    'MOT',
    'MOTs',
    'state inspection',
    'brakes',
    'tyres',
    'tires',
    'oil change',
    'diagnostics',
    'vehicle',
    'vehicles',
    'cars',
    'workshop',
  ],
  segments: [
    {
      id: 'drivers',
      role: { singular: 'local driver', plural: 'local drivers' },
      qualifier: 'who need their car for work every day',
      jobs: [
        'book a service or inspection on a day they can manage without the car',
        'get a price before agreeing to a repair',
        'know when the car will be ready to collect',
      ],
      pains: [
        'They are told about extra work at collection, when it is too late to say no.',
        'Nobody calls back with an update, so they phone the garage three times a day.',
      ],
      persona: {
        firstName: 'Carla',
        profile:
          'a community nurse who drives 80 miles a day between home visits in a nine-year-old hatchback',
        goals: ['Her car back by 5 pm the same day', 'A price she has approved before any work'],
        frustrations: ['Being talked into work she does not understand', 'Waiting on hold for an update'],
      },
    },
    {
      id: 'fleets',
      role: { singular: 'small fleet manager', plural: 'small fleet managers' },
      qualifier: 'who look after a few vans for a local business',
      jobs: [
        'keep every van’s service and inspection dates on track',
        'get one monthly invoice for the fleet',
      ],
      pains: [
        'A van off the road for a day costs a day of jobs.',
        'Service dates live in a spreadsheet nobody updates.',
      ],
      persona: {
        firstName: 'Gary',
        profile: 'the owner of a plumbing firm with five vans on the road',
        goals: ['Reminders before any van is due', 'Early drop-off and same-day return'],
        frustrations: ['A van failing its inspection because a date was missed'],
      },
    },
  ],
  valuePropositions: [
    'Drivers book a service, inspection or repair online into a real bay slot and get a time the car will be ready.',
    'Mechanics send photos and a priced quote for any extra work, and nothing is done until the driver approves it by text.',
    'Every car’s service history and next due dates are kept, with reminders before the inspection runs out.',
    'Fleet owners see every vehicle’s due dates and receive one monthly invoice.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Repairs billed at a labour rate of $90-150 an hour plus parts, with an average job of $300-450.',
      price: { low: 120, typical: 380, high: 1500, per: 'repair' },
      cadence: { purchasesPerMonth: 0.15, monthlyChurn: 2 },
    },
    {
      kind: 'bookings',
      description: 'Fixed-price servicing at $150-400 depending on the car and the service level.',
      price: { low: 150, typical: 250, high: 400, per: 'service' },
      cadence: { purchasesPerMonth: 0.09, monthlyChurn: 2 },
    },
    {
      kind: 'bookings',
      description: 'Annual safety inspections at $35-60, where the garage is licensed to test.',
      price: { low: 35, typical: 50, high: 60, per: 'inspection' },
    },
    {
      kind: 'unit-sales',
      description: 'Tyres fitted and balanced at $90-250 each, at a 20-30% margin.',
      price: { low: 90, typical: 140, high: 250, per: 'tyre' },
    },
  ],
  costs: [
    { label: 'parts, oil and tyres', kind: 'cost-of-goods', shareOfRevenue: 0.35 },
    { label: 'rent for the workshop and yard', kind: 'fixed', monthly: { low: 2500, high: 7000 } },
    { label: 'mechanics’ and service advisor’s wages', kind: 'fixed', monthly: { low: 12000, high: 28000 } },
    {
      label: 'lifts, diagnostic tools and software subscriptions',
      kind: 'fixed',
      monthly: { low: 600, high: 2000 },
    },
    {
      label: 'garage liability and customers’ vehicles insurance',
      kind: 'fixed',
      monthly: { low: 400, high: 1200 },
    },
    {
      label: 'waste oil, parts disposal and consumables',
      kind: 'variable',
      monthly: { low: 200, high: 600 },
    },
    { label: 'local search ads and review sites', kind: 'acquisition', monthly: { low: 200, high: 900 } },
  ],
  kpis: [
    'billable hours per mechanic per day',
    'average repair order value',
    'extra work approved as a share of quoted',
    'cars returned on the promised day',
    'inspection reminders turned into bookings',
    'returning customers within a year',
  ],
  risks: [
    {
      risk: 'A dispute over work the driver says they never agreed to.',
      mitigation:
        'Record every approval with the time and the quoted price, and send photos of the fault with each quote.',
    },
    {
      risk: 'Bays stand empty early in the week and are overbooked on Fridays.',
      mitigation:
        'Offer a lower price for Monday and Tuesday bookings and limit online bookings per bay per day.',
    },
    {
      risk: 'A fault is missed or a repair is done wrong, and the car fails on the road.',
      mitigation:
        'Use a checklist for every service, have a second mechanic check brakes and steering work, and test drive before handing back.',
    },
    {
      risk: 'Newer cars need dealer tools and software the garage does not have.',
      mitigation: 'Budget for a subscription to manufacturer repair data and one diagnostic upgrade a year.',
    },
  ],
  competitors: [
    'main dealer service departments',
    'fast-fit tyre and exhaust chains',
    'mobile mechanics',
    'other independent garages nearby',
  ],
  features: [
    {
      id: 'bay-booking',
      title: 'Online booking into service bays',
      usedBy: ['drivers', 'fleets'],
      action: 'choose a service, inspection or repair, enter my registration and pick a drop-off slot',
      benefit: 'know exactly when my car goes in and comes out',
      acceptance: [
        'Given no free bay hours on Friday, when a driver picks Friday, then the next day with enough hours for the job is offered.',
        'The booking looks up the car’s make and model from the registration and shows the fixed price where there is one.',
        'The confirmation states the drop-off time and the ready-by time.',
      ],
      entities: ['vehicle', 'job', 'customer'],
      integrations: ['vehicle registration lookup'],
      size: 3,
    },
    {
      id: 'extra-work-approval',
      title: 'Photo quotes for extra work',
      usedBy: ['drivers', 'staff'],
      action: 'see photos of the fault and a priced quote, and approve or decline it by text',
      benefit: 'pay only for work I have agreed to',
      acceptance: [
        'A quote line cannot be marked done until the driver has approved it.',
        'The driver’s answer is recorded with the time and the price quoted.',
        'Declined work is listed on the invoice as advised, not done.',
      ],
      entities: ['job', 'quote line'],
      integrations: ['Twilio'],
      size: 3,
    },
    {
      id: 'job-status',
      title: 'Job status updates',
      usedBy: ['drivers'],
      action: 'follow my car through checked in, waiting for parts, ready and collected',
      benefit: 'stop phoning the garage for news',
      acceptance: [
        'Each change of status texts the driver once; there are no more than four texts per job.',
        'A job that will miss its ready-by time must be given a new time and a reason, which the driver is sent.',
      ],
      entities: ['job'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'due-reminders',
      title: 'Service and inspection reminders',
      usedBy: ['drivers', 'fleets'],
      action: 'get a reminder a month before my service or inspection is due, with a link to book',
      benefit: 'never drive on an expired inspection',
      acceptance: [
        'Reminders are sent 30 and 7 days before each vehicle’s inspection due date.',
        'Booking from the link stops the reminders for that due date.',
      ],
      entities: ['vehicle', 'customer'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'workshop-board',
      title: 'Workshop board for bays and mechanics',
      usedBy: ['staff', 'owner'],
      action: 'assign each job to a bay and a mechanic and record the hours spent',
      benefit: 'keep every bay busy and bill the real time',
      acceptance: [
        'A mechanic clocks on and off a job from a tablet, and the hours appear on the job card.',
        'The board shows each bay’s jobs for the day and warns when booked hours exceed the bay’s capacity.',
      ],
      entities: ['job', 'bay'],
      integrations: [],
      size: 3,
    },
    {
      id: 'fleet-accounts',
      title: 'Fleet accounts with monthly invoices',
      usedBy: ['fleets'],
      action: 'see every vehicle of my fleet with its due dates and pay one monthly invoice',
      benefit: 'keep the vans legal and on the road',
      acceptance: [
        'The fleet page lists each vehicle with its next service and inspection dates, soonest first.',
        'At month end the fleet account receives one invoice listing each job by registration.',
      ],
      entities: ['fleet account', 'vehicle', 'invoice'],
      integrations: ['Xero'],
      size: 3,
    },
  ],
  entities: [
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'email:text', 'phone:text', 'fleet_account_id:uuid'],
    },
    {
      name: { singular: 'vehicle', plural: 'vehicles' },
      fields: [
        'customer_id:uuid',
        'registration:text',
        'make:text',
        'model:text',
        'mileage:integer',
        'service_due_on:date',
        'inspection_due_on:date',
      ],
    },
    {
      name: { singular: 'job', plural: 'jobs' },
      fields: [
        'vehicle_id:uuid',
        'bay_id:uuid',
        'mechanic:text',
        'work:text',
        'status:text',
        'ready_by:timestamp',
        'hours:numeric',
      ],
    },
    {
      name: { singular: 'quote line', plural: 'quote lines' },
      fields: [
        'job_id:uuid',
        'description:text',
        'photo_urls:text[]',
        'price_cents:integer',
        'approval:text',
      ],
    },
    {
      name: { singular: 'bay', plural: 'bays' },
      fields: ['name:text', 'has_lift:boolean', 'hours_per_day:integer'],
    },
    {
      name: { singular: 'fleet account', plural: 'fleet accounts' },
      fields: ['business_name:text', 'contact_email:text', 'payment_terms_days:integer'],
    },
    {
      name: { singular: 'invoice', plural: 'invoices' },
      fields: ['customer_id:uuid', 'job_ids:uuid[]', 'total_cents:integer', 'due_on:date', 'status:text'],
    },
  ],
  compliance: [
    'licence or approval to carry out vehicle safety inspections (MOT in the UK, state inspection in the US)',
    'disposal of waste oil, batteries and tyres',
    'consumer rights on repairs and written estimates',
    'PCI DSS (through the card provider)',
    'GDPR for customer and vehicle records',
  ],
  complexity: 2,
  vocabulary: ['gear', 'piston', 'bay', 'torque', 'spanner', 'axle', 'road', 'engine', 'lift', 'tune'],
  brandMotifs: ['car-front', 'wrench', 'gauge', 'toolbox'],
};
