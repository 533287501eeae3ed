import type { Archetype } from '../../archetype';

export const landscapingGardening: Archetype = {
  id: 'landscaping-gardening',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'landscape gardening business', plural: 'landscape gardening businesses' },
  description:
    'A local landscaper and gardener with a van, a trailer of mowers and a crew of two or three: regular lawn mowing and garden maintenance rounds on fortnightly visits, seasonal hedge cutting and leaf clearance, and landscaping projects such as new patios, turf, fencing and planting schemes quoted after a site visit. The maintenance round pays the bills through the year; the projects fill spring and summer.',
  keywords: [
    'landscaping',
    'landscaper',
    'landscapers',
    'landscape gardener',
    'gardener',
    'gardeners',
    'gardening',
    'garden maintenance',
    'gardening service',
    'lawn',
    'lawns',
    'lawn mowing',
    'lawn care',
    'grass cutting',
    'hedge',
    'hedges',
    'hedge trimming',
    'turf',
    'patio',
    'patios',
    'fencing',
    'planting',
    'yard work',
    'tree surgery',
    'tree surgeon',
    'arborist',
    'leaf clearance',
    'garden design',
  ],
  segments: [
    {
      id: 'homeowners',
      role: { singular: 'homeowner', plural: 'homeowners' },
      qualifier: 'with more garden than time',
      jobs: [
        'have the lawn cut and the borders kept tidy through the season',
        'know which day the gardener is coming',
        'get the hedges cut before they block the path',
      ],
      pains: [
        'The last gardener stopped turning up in July, when the grass grows fastest.',
        'Invoices arrive months late on scraps of paper, for visits nobody remembers.',
      ],
      persona: {
        firstName: 'Alan',
        profile:
          'a 74-year-old retired headmaster whose knees no longer manage the mower or the ladder for the hedge',
        goals: ['The same gardener every other Thursday', 'A tidy garden when the grandchildren visit'],
        frustrations: [
          'Ringing round for someone every spring',
          'Being charged for a visit that was rained off',
        ],
      },
    },
    {
      id: 'project-clients',
      role: { singular: 'homeowner', plural: 'homeowners' },
      qualifier: 'planning a new patio or garden makeover',
      jobs: [
        'get a drawn plan and a written quote for the new garden',
        'know when work starts and how long the garden will be dug up',
        'pay in stages as the work is done',
      ],
      pains: [
        'Three landscapers came to look and only one ever sent a quote.',
        'A quote on one line gives no idea what is included or what the slabs cost.',
      ],
      persona: {
        firstName: 'Priya',
        profile: 'a 38-year-old solicitor with a new-build house and a bare, sloping back garden',
        goals: [
          'A patio and raised beds finished before her daughter’s summer birthday',
          'A quote she can compare line by line',
        ],
        frustrations: ['Quotes that arrive weeks later', 'Extras added halfway through the job'],
      },
    },
    {
      id: 'property-managers',
      role: { singular: 'property manager', plural: 'property managers' },
      qualifier: 'who look after blocks of flats and holiday lets',
      jobs: ['keep the communal grounds mowed and tidy on a contract', 'see proof that each visit happened'],
      pains: [
        'Residents complain about the grounds and there is no record of when the gardener last came.',
        'Every contractor quotes in a different format.',
      ],
      persona: {
        firstName: 'Dean',
        profile:
          'a property manager at a lettings agency responsible for the grounds of nine blocks of flats',
        goals: ['One monthly invoice for all sites', 'Photos from each visit to send to residents'],
        frustrations: ['Chasing a contractor to find out if a site was done'],
      },
    },
  ],
  valuePropositions: [
    'Homeowners on the maintenance round get a fixed visit day, a text the evening before and a note of what was done, and a rained-off visit is moved rather than charged.',
    'Landscaping quotes arrive within a week of the site visit, itemised by materials and labour with a drawn plan, and are accepted and paid in stages online.',
    'Property managers get dated photos from every visit to each site and one monthly invoice covering them all.',
    'The crew works from a route planned around the week’s visits and weather, so the van is not crossing town twice a day.',
  ],
  revenue: [
    {
      kind: 'subscription',
      description:
        'Garden maintenance rounds at $35-60 a visit for a small garden, $60-120 for a large one, billed monthly for fortnightly visits from March to October.',
      price: { low: 70, typical: 110, high: 240, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 4 },
    },
    {
      kind: 'bookings',
      description:
        'Landscaping projects such as a patio, new turf or fencing at $2,000-15,000, quoted after a site visit with 30% up front.',
      price: { low: 1500, typical: 5000, high: 15000, per: 'project' },
    },
    {
      kind: 'bookings',
      description:
        'One-off jobs at $150-500: hedge cutting, leaf clearance, a spring tidy or a garden clearance.',
      price: { low: 150, typical: 280, high: 500, per: 'job' },
    },
    {
      kind: 'retainer',
      description:
        'Grounds maintenance contracts for blocks of flats and offices at $300-1,500 a month per site.',
      price: { low: 300, typical: 650, high: 1500, per: 'site per month' },
    },
  ],
  costs: [
    {
      label: 'paving, turf, plants and fencing for projects',
      kind: 'cost-of-goods',
      shareOfRevenue: 0.3,
    },
    { label: 'crew wages', kind: 'fixed', monthly: { low: 2500, high: 7000 } },
    { label: 'van and trailer lease, fuel and insurance', kind: 'fixed', monthly: { low: 600, high: 1500 } },
    {
      label: 'mowers, hedge cutters and their servicing',
      kind: 'fixed',
      monthly: { low: 150, high: 500 },
    },
    { label: 'green waste disposal and tip fees', kind: 'variable', monthly: { low: 100, high: 450 } },
    { label: 'public liability insurance', kind: 'fixed', monthly: { low: 40, high: 120 } },
    {
      label: 'leaflets, van signage and local directory listings',
      kind: 'acquisition',
      monthly: { low: 80, high: 450 },
    },
  ],
  kpis: [
    'gardens on the maintenance round',
    'visits done per crew per day',
    'quotes sent within a week of the site visit',
    'quotes that become projects',
    'maintenance customers who renew in spring',
    'winter months covered by booked projects',
  ],
  risks: [
    {
      risk: 'Winter income falls away when the grass stops growing.',
      mitigation:
        'Bill the round monthly across the year, sell hedge, leaf and tree work in autumn, and book spring projects during the winter.',
    },
    {
      risk: 'A strimmer throws a stone through a window or a crew member is hurt with a hedge cutter.',
      mitigation:
        'Carry public liability and employer’s insurance, use strimmer guards near glass, and train the crew on powered tools with protective equipment logged.',
    },
    {
      risk: 'A landscaping project runs over its quote on hidden ground work.',
      mitigation:
        'Dig a trial hole at the site visit, write allowances for unknowns into the quote, and agree any extra in writing before it is done.',
    },
    {
      risk: 'Green waste is dumped illegally by a subcontractor in the business’s name.',
      mitigation:
        'Hold a waste carrier registration, take waste only to licensed sites and keep the tip receipts with each job.',
    },
  ],
  competitors: [
    'sole-trader gardeners paid in cash',
    'national lawn treatment franchises',
    'builders who lay patios as a sideline',
    'garden centres offering design and planting',
  ],
  features: [
    {
      id: 'maintenance-round',
      title: 'Fortnightly garden maintenance rounds',
      usedBy: ['homeowners', 'owner'],
      action: 'sign up for visits on a fixed day and see what each visit covers',
      benefit: 'stop worrying about the garden between March and October',
      acceptance: [
        'Each customer on the round has a visit day, a frequency and a list of tasks per visit.',
        'A text is sent the evening before each visit.',
        'A visit skipped for rain is moved to the next dry day and never billed twice.',
      ],
      entities: ['garden', 'visit', 'customer'],
      integrations: ['Twilio'],
      size: 3,
    },
    {
      id: 'site-visit-quotes',
      title: 'Site visits and itemised landscaping quotes',
      usedBy: ['project-clients', 'owner'],
      action: 'book a site visit and receive an itemised quote with a drawn plan for the new garden',
      benefit: 'compare the work and the materials line by line before committing',
      acceptance: [
        'A quote lists materials, labour and waste removal separately, with the area of each surface in square metres.',
        'A plan or sketch is attached to every project quote.',
        'Quotes not sent within 7 days of the site visit are flagged to the owner.',
      ],
      entities: ['quote', 'project', 'customer'],
      integrations: ['Cloudinary'],
      size: 3,
    },
    {
      id: 'staged-payments',
      title: 'Project acceptance with staged payments',
      usedBy: ['project-clients'],
      action: 'accept the quote online and pay the deposit and each stage as the work is finished',
      benefit: 'pay only for work I can see has been done',
      acceptance: [
        'Accepting a quote takes a deposit of the agreed percentage and books a start date.',
        'Each later stage is invoiced only when the crew marks it complete with a photo.',
        'Any change to the work is added as a priced variation that the customer approves before it starts.',
      ],
      entities: ['project', 'invoice'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'crew-routes',
      title: 'Daily crew routes and job sheets',
      usedBy: ['staff', 'owner'],
      action: 'see the day’s visits in route order with the tasks and notes for each garden',
      benefit: 'spend the day gardening rather than driving',
      acceptance: [
        'Visits for the day are listed in driving order from the yard, with an estimated time at each.',
        'Each garden shows gate codes, pets and where the green waste goes.',
        'Marking a visit done records the time and at least one photo.',
      ],
      entities: ['visit', 'garden'],
      integrations: ['Google Maps'],
      size: 3,
    },
    {
      id: 'site-reports',
      title: 'Visit photos and reports for managed sites',
      usedBy: ['property-managers'],
      action: 'see dated photos and notes from each visit to every site I manage',
      benefit: 'answer residents’ complaints with proof of what was done',
      acceptance: [
        'Every visit to a managed site has at least two dated photos and the tasks completed.',
        'A property manager sees only the sites on their contract.',
        'A monthly report per site is emailed on the first working day of the month.',
      ],
      entities: ['visit', 'site contract'],
      integrations: ['Cloudinary'],
      size: 2,
    },
    {
      id: 'monthly-billing',
      title: 'Monthly billing for maintenance rounds',
      usedBy: ['homeowners', 'property-managers', 'owner'],
      action: 'pay for the month’s visits by direct debit or card',
      benefit: 'stop keeping track of what is owed',
      acceptance: [
        'Maintenance customers are billed on the same date each month for the visits due.',
        'One-off jobs done on a round visit are added to that month’s invoice.',
        'A failed payment is retried after 3 days and the owner is told after the second failure.',
      ],
      entities: ['invoice', 'customer'],
      integrations: ['GoCardless direct debit', 'Stripe'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'email:text', 'phone:text', 'address:text', 'kind:text'],
    },
    {
      name: { singular: 'garden', plural: 'gardens' },
      fields: [
        'customer_id:uuid',
        'address:text',
        'lawn_area_m2:integer',
        'access_notes:text',
        'visit_day:text',
        'frequency_weeks:integer',
      ],
    },
    {
      name: { singular: 'visit', plural: 'visits' },
      fields: [
        'garden_id:uuid',
        'scheduled_on:date',
        'tasks:text[]',
        'photo_urls:text[]',
        'completed_at:timestamp',
        'status:text',
      ],
    },
    {
      name: { singular: 'quote', plural: 'quotes' },
      fields: [
        'customer_id:uuid',
        'site_visit_on:date',
        'lines:jsonb',
        'plan_url:text',
        'total_cents:integer',
        'sent_at:timestamp',
        'status:text',
      ],
    },
    {
      name: { singular: 'project', plural: 'projects' },
      fields: ['quote_id:uuid', 'starts_on:date', 'stage:text', 'deposit_cents:integer', 'variations:jsonb'],
    },
    {
      name: { singular: 'site contract', plural: 'site contracts' },
      fields: [
        'manager_email:text',
        'site_name:text',
        'monthly_fee_cents:integer',
        'visits_per_month:integer',
      ],
    },
    {
      name: { singular: 'invoice', plural: 'invoices' },
      fields: ['customer_id:uuid', 'period:text', 'amount_cents:integer', 'paid_at:timestamp'],
    },
  ],
  compliance: [
    'public liability and employer’s liability insurance',
    'waste carrier registration for taking away green waste',
    'pesticide and weedkiller certificates for anyone spraying',
    'GDPR for customer addresses, gate codes and photos',
  ],
  complexity: 2,
  vocabulary: ['lawn', 'hedge', 'spade', 'leaf', 'oak', 'fern', 'moss', 'meadow', 'trowel', 'border'],
  brandMotifs: ['leaf', 'tree', 'sprout', 'shovel'],
};
