import type { Archetype } from '../../archetype';

export const pestControlService: Archetype = {
  id: 'pest-control-service',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'pest control service', plural: 'pest control services' },
  description:
    'A local pest control firm with two or three certified technicians in vans: call-outs to homes for rats, mice, wasp nests, bed bugs, cockroaches and moths, with a survey, treatment and follow-up visits, and contracts with food businesses, shops and landlords for routine inspections and bait checks with a written record for the food hygiene inspector. Only licensed professional products are used, logged by batch and location on every visit.',
  keywords: [
    'pest control',
    'pest',
    'pests',
    'exterminator',
    'exterminators',
    'extermination',
    'pest controller',
    'rats',
    'rat',
    'mice',
    'rodent',
    'rodents',
    'wasp nest',
    'wasps',
    'bed bugs',
    'bedbugs',
    'cockroaches',
    'fleas',
    'moths',
    'ants',
    'termites',
    'roaches',
    'infestation',
    'fumigation',
    'bird proofing',
    'rodent control',
  ],
  segments: [
    {
      id: 'homeowners',
      role: { singular: 'householder', plural: 'householders' },
      qualifier: 'with rats in the loft or a wasp nest by the door',
      jobs: [
        'get a technician out the same day',
        'know the treatment is safe around children and pets',
        'make sure the problem does not come back',
      ],
      pains: [
        'Scratching in the ceiling at night and nobody can come until next week.',
        'Supermarket poison did not work and they worry about the dog finding it.',
      ],
      persona: {
        firstName: 'Claire',
        profile:
          'a nurse with two young children and a spaniel who hears rats in the loft of her terraced house',
        goals: ['A visit within 24 hours', 'Bait boxes the dog and children cannot open'],
        frustrations: ['Not knowing how many visits it will take or what it will cost'],
      },
    },
    {
      id: 'food-businesses',
      role: { singular: 'food business owner', plural: 'food business owners' },
      qualifier: 'who must show pest checks to the food hygiene inspector',
      jobs: [
        'have routine inspections on a contract without chasing',
        'show a complete pest log when the inspector calls',
        'get an emergency visit if a mouse is seen in the kitchen',
      ],
      pains: [
        'The paper pest book is missing visits and the inspector marks them down for it.',
        'One sighting posted by a customer online can close the kitchen for days.',
      ],
      persona: {
        firstName: 'Marco',
        profile: 'the owner of a 60-cover Italian restaurant with a cellar and a yard behind the kitchen',
        goals: [
          'Eight scheduled visits a year with reports he can show',
          'A technician the same day when there is a sighting',
        ],
        frustrations: ['Reports written in jargon that do not say what he must fix'],
      },
    },
    {
      id: 'landlords',
      role: { singular: 'letting agent', plural: 'letting agents' },
      qualifier: 'managing rented flats and shared blocks',
      jobs: [
        'send a technician to a tenant’s flat without going themselves',
        'treat a whole block for bed bugs or cockroaches at once',
        'have written proof that the problem was dealt with',
      ],
      pains: [
        'Tenants complain about mice and the agent cannot tell if the contractor ever went.',
        'Treating one flat at a time lets cockroaches move next door and come back.',
      ],
      persona: {
        firstName: 'Sunita',
        profile: 'a property manager looking after 140 flats across nine blocks for a letting agency',
        goals: [
          'Jobs booked online with tenant access arranged by the contractor',
          'A report for each flat she can forward to the landlord',
        ],
        frustrations: ['Three follow-up phone calls to find out whether a job is finished'],
      },
    },
  ],
  valuePropositions: [
    'Householders book a same-day or next-day visit online with a fixed price for the treatment and its follow-up visits, before anyone climbs into the loft.',
    'Every treatment uses licensed professional products in tamper-resistant bait boxes, with the product and where it was placed written down, so children and pets are kept safe.',
    'Food businesses and shops get scheduled inspections on a contract and a pest log that is always complete when the food hygiene inspector asks for it.',
    'Letting agents book jobs for tenants, and get a report with photos for each flat as proof the problem was dealt with.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Home treatments at $120-350: a wasp nest at around $120, rats or mice with two follow-up visits at $200-300, bed bugs from $350 a room.',
      price: { low: 120, typical: 220, high: 350, per: 'treatment' },
      cadence: { purchasesPerMonth: 0.05, monthlyChurn: 60 },
    },
    {
      kind: 'retainer',
      description:
        'Commercial contracts at $60-250 a month for cafés, takeaways, shops and warehouses, with eight to twelve routine visits a year and emergency call-outs included.',
      price: { low: 60, typical: 120, high: 250, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 2 },
    },
    {
      kind: 'bookings',
      description:
        'Proofing work at $150-800: sealing gaps, fitting brush strips and mesh, and bird spikes and netting.',
      price: { low: 150, typical: 350, high: 800, per: 'job' },
    },
    {
      kind: 'bookings',
      description: 'Block treatments for letting agents and housing managers at $500-2,500 a building.',
      price: { low: 500, typical: 1200, high: 2500, per: 'block' },
    },
  ],
  costs: [
    { label: 'baits and insecticides', kind: 'cost-of-goods', shareOfRevenue: 0.12 },
    { label: 'technicians’ wages', kind: 'fixed', monthly: { low: 2800, high: 8000 } },
    { label: 'van leases and fuel', kind: 'fixed', monthly: { low: 700, high: 2000 } },
    {
      label: 'public liability and professional indemnity insurance',
      kind: 'fixed',
      monthly: { low: 150, high: 500 },
    },
    {
      label: 'technician certification and trade association fees',
      kind: 'fixed',
      monthly: { low: 50, high: 250 },
    },
    {
      label: 'protective equipment and chemical storage',
      kind: 'variable',
      monthly: { low: 100, high: 400 },
    },
    {
      label: 'search ads and local directory listings',
      kind: 'acquisition',
      monthly: { low: 300, high: 1500 },
    },
  ],
  kpis: [
    'call-outs answered within 24 hours',
    'treatments that needed no repeat visit within 90 days',
    'commercial contracts held and renewed',
    'average revenue per technician per day',
    'visits with a complete treatment record',
    'share of home customers who join a contract or proofing job',
  ],
  risks: [
    {
      risk: 'A child, pet or wild animal is poisoned by bait.',
      mitigation:
        'Use only tamper-resistant boxes fixed in place, record every placement, follow the product label and the rodenticide code of best practice, and collect all bait at the end of a treatment.',
    },
    {
      risk: 'A technician works without a current pesticide certificate or uses a product outside its approval.',
      mitigation:
        'Keep each technician’s certificates with expiry reminders, and let the app offer only approved products the technician is certified to use.',
    },
    {
      risk: 'A food business fails a hygiene inspection and blames the contract.',
      mitigation:
        'Leave a written report after every visit naming what the client must fix (gaps, waste, cleaning) and keep it in the client’s online pest log.',
    },
    {
      risk: 'Home call-outs fall off in winter when wasps disappear.',
      mitigation:
        'Grow commercial contracts, which pay every month, and sell proofing work in the autumn when rodents move indoors.',
    },
  ],
  competitors: [
    'national pest control chains',
    'council pest control services',
    'supermarket traps and poisons',
    'handymen offering cheap treatments',
  ],
  features: [
    {
      id: 'call-out-booking',
      title: 'Same-day call-out booking with a fixed price',
      usedBy: ['homeowners', 'landlords'],
      action: 'say what pest I have and where, and book the earliest visit at a fixed price',
      benefit: 'have someone out today without phoning round',
      acceptance: [
        'The booking asks for the pest, where it was seen, and whether children or pets live there.',
        'The price shown includes the follow-up visits for that pest, and does not change on the day unless the customer agrees.',
        'The earliest slots shown are ones a certified technician is free for, and the customer gets a text when the technician is on the way.',
      ],
      entities: ['customer', 'job', 'visit'],
      integrations: ['Stripe', 'Twilio'],
      size: 3,
    },
    {
      id: 'treatment-records',
      title: 'Treatment records with products and bait placements',
      usedBy: ['staff', 'owner'],
      action: 'record each product, its batch and amount, and where each bait box was placed',
      benefit: 'prove every treatment was safe and legal',
      acceptance: [
        'A visit cannot be closed without the products used, their approval number and amount, or a note that none were used.',
        'Each bait point has a number, a location and a photo, and must be checked again on the follow-up visit.',
        'Only products the technician holds a certificate for can be chosen.',
      ],
      entities: ['visit', 'treatment', 'bait point', 'technician'],
      integrations: [],
      size: 3,
    },
    {
      id: 'commercial-contracts',
      title: 'Commercial contracts with scheduled inspections',
      usedBy: ['food-businesses', 'owner'],
      action: 'sign a contract with a set number of routine visits a year and emergency call-outs included',
      benefit: 'stay covered without arranging every visit',
      acceptance: [
        'Routine visits are spread evenly across the year and booked automatically into the technician’s diary.',
        'The client is told the date of each routine visit a week ahead.',
        'A missed routine visit is flagged to the owner the next morning.',
      ],
      entities: ['contract', 'site', 'visit'],
      integrations: ['Stripe Billing'],
      size: 3,
    },
    {
      id: 'pest-log',
      title: 'Online pest log for inspectors',
      usedBy: ['food-businesses', 'landlords'],
      action: 'open the complete pest log for my site, with every visit, finding and recommendation',
      benefit: 'show the food hygiene inspector a full record at once',
      acceptance: [
        'The log lists every visit in date order with the technician, findings, products used and the bait point plan.',
        'The log can be downloaded as one PDF for a date range.',
        'Recommendations left for the client show as open until the client marks them done.',
      ],
      entities: ['site', 'visit', 'treatment', 'recommendation'],
      integrations: [],
      size: 2,
    },
    {
      id: 'technician-day',
      title: 'Technician’s day with routes and follow-ups',
      usedBy: ['staff', 'owner'],
      action: 'see my visits for the day in route order, with access notes and what was found last time',
      benefit: 'arrive prepared and fit in the follow-ups',
      acceptance: [
        'Visits are ordered by route and show the pest, the access notes and the previous findings.',
        'Follow-up visits are booked automatically 7 to 14 days after a rodent or insect treatment.',
        'The day can be worked without a signal and uploads when the phone reconnects.',
      ],
      entities: ['visit', 'technician', 'job'],
      integrations: ['Google Maps'],
      size: 3,
    },
    {
      id: 'tenant-access',
      title: 'Jobs for letting agents with tenant access',
      usedBy: ['landlords'],
      action: 'book a treatment at a tenant’s flat and let the firm arrange access with the tenant',
      benefit: 'get the job done without being the go-between',
      acceptance: [
        'The agent enters the flat and the tenant’s contact, and the tenant gets a text to choose a slot.',
        'The agent sees each job’s status and the report with photos once it is done.',
        'Jobs for one block can be grouped into a single treatment with one invoice.',
      ],
      entities: ['job', 'site', 'visit'],
      integrations: ['Twilio'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'phone:text', 'email:text', 'kind:text'],
    },
    {
      name: { singular: 'site', plural: 'sites' },
      fields: ['customer_id:uuid', 'address:text', 'access_notes:text', 'children_or_pets:boolean'],
    },
    {
      name: { singular: 'job', plural: 'jobs' },
      fields: ['site_id:uuid', 'pest:text', 'seen_where:text', 'price_cents:integer', 'status:text'],
    },
    {
      name: { singular: 'visit', plural: 'visits' },
      fields: [
        'job_id:uuid',
        'contract_id:uuid',
        'technician_id:uuid',
        'scheduled_at:timestamp',
        'kind:text',
        'findings:text',
        'completed_at:timestamp',
      ],
    },
    {
      name: { singular: 'treatment', plural: 'treatments' },
      fields: [
        'visit_id:uuid',
        'product:text',
        'approval_number:text',
        'batch:text',
        'amount:text',
        'method:text',
      ],
    },
    {
      name: { singular: 'bait point', plural: 'bait points' },
      fields: ['site_id:uuid', 'number:integer', 'location:text', 'photo_url:text', 'removed_at:timestamp'],
    },
    {
      name: { singular: 'contract', plural: 'contracts' },
      fields: [
        'site_id:uuid',
        'visits_per_year:integer',
        'monthly_cents:integer',
        'starts_on:date',
        'status:text',
      ],
    },
    {
      name: { singular: 'technician', plural: 'technicians' },
      fields: ['name:text', 'certificate:text', 'certificate_expires_on:date', 'van:text'],
    },
    {
      name: { singular: 'recommendation', plural: 'recommendations' },
      fields: ['visit_id:uuid', 'text:text', 'done_on:date'],
    },
  ],
  compliance: [
    'pesticide certification for every technician who applies professional products',
    'rodenticide stewardship rules for professional baits',
    'safe storage, transport and disposal of pesticides and their containers',
    'a record of every product applied, by batch, amount and location',
    'public liability insurance',
    'GDPR for customer addresses and tenant contact details',
  ],
  complexity: 2,
  vocabulary: ['shield', 'trap', 'guard', 'burrow', 'hawk', 'owl', 'lantern', 'sentinel', 'shell', 'trail'],
  brandMotifs: ['shield', 'bug', 'rat', 'house'],
};
