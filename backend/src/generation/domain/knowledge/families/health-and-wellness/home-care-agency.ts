import type { Archetype } from '../../archetype';

export const homeCareAgency: Archetype = {
  id: 'home-care-agency',
  family: 'health-and-wellness',
  industry: 'healthcare',
  kind: { singular: 'home care agency', plural: 'home care agencies' },
  description:
    'A registered home care agency sending trained carers into older people’s homes: visits from 30 minutes to a few hours for washing and dressing, meals, medication prompts and company, overnight and live-in care, and respite for family carers. Every client has a care plan agreed with them and their family, every visit is logged against it, and the service is inspected by the care regulator.',
  keywords: [
    'home care',
    'home care agency',
    'care agency',
    'domiciliary care',
    'homecare',
    'senior care',
    'elderly care',
    'care for the elderly',
    'elderly',
    'older people',
    'seniors',
    'carer',
    'carers',
    'caregiver',
    'caregivers',
    'in-home care',
    'live-in care',
    'personal care',
    'respite care',
    'companionship',
    'dementia care',
    'aged care',
  ],
  segments: [
    {
      id: 'families',
      role: { singular: 'adult child', plural: 'adult children' },
      qualifier: 'arranging care for a parent who lives alone',
      jobs: [
        'find carers who will come at the same times each day',
        'see that every visit happened and what was done',
        'know the cost each month and what the council or insurance will pay',
      ],
      pains: [
        'A different carer turns up every day and Mum has to explain everything again.',
        'Living two hours away, there is no way to know whether the lunchtime visit happened.',
      ],
      persona: {
        firstName: 'Janet',
        profile:
          'a 56-year-old finance manager whose widowed father, 84, has early dementia and lives alone two hours away',
        goals: [
          'The same two or three carers her father knows by name',
          'A note after each visit she can read on her phone',
        ],
        frustrations: ['Visits cut to 15 minutes', 'Finding out about a missed visit from a neighbour'],
      },
    },
    {
      id: 'clients',
      role: { singular: 'older person', plural: 'older people' },
      qualifier: 'who want to stay in their own home',
      jobs: ['get help with washing, dressing and meals at home', 'know who is coming and when'],
      pains: [
        'Carers arrive at a different time every morning, so breakfast and tablets are late.',
        'Strangers come into the house without being introduced first.',
      ],
      persona: {
        firstName: 'Edith',
        profile:
          'an 88-year-old former shopkeeper recovering from a fall who needs help getting up and dressed',
        goals: ['The same carer each morning', 'To stay in the house she has lived in for fifty years'],
        frustrations: ['Being rushed while she dresses', 'Not knowing who will knock at the door'],
      },
    },
    {
      id: 'carers',
      role: { singular: 'care worker', plural: 'care workers' },
      qualifier: 'on a regular round of visits',
      jobs: [
        'see the day’s visits with the care plan for each client',
        'record what was done and any concerns quickly',
      ],
      pains: [
        'Travel time between visits is unpaid and the round is impossible to keep to.',
        'Care plans live in a folder in each client’s kitchen, often out of date.',
      ],
      persona: {
        firstName: 'Blessing',
        profile: 'a senior care worker with eight years’ experience and a round of eleven clients',
        goals: ['A round that allows for travel', 'Recording a visit in a minute, not ten'],
        frustrations: ['Last-minute extra visits across town', 'Paper forms at the end of a long shift'],
      },
    },
  ],
  valuePropositions: [
    'Each client is matched to a small team of carers who come at agreed times, so a parent sees familiar faces rather than a stranger each day.',
    'Families see each visit as it happens: the carer’s arrival and departure times, the tasks done against the care plan, medication given and any concern raised.',
    'Care plans are written with the client and family, reviewed at least every six months, and carried on the carer’s phone rather than in a kitchen folder.',
    'Rounds are planned with travel time between visits, so carers arrive on time and stay for the whole visit.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Home care visits at $28-38 an hour for private clients, with a minimum of one hour, billed monthly for the visits delivered.',
      price: { low: 28, typical: 32, high: 38, per: 'hour' },
      cadence: { purchasesPerMonth: 40, monthlyChurn: 5 },
    },
    {
      kind: 'bookings',
      description: 'Overnight care at $180-300 a night, and live-in care at $1,100-1,600 a week.',
      price: { low: 1100, typical: 1300, high: 1600, per: 'week' },
    },
    {
      kind: 'retainer',
      description:
        'Care packages commissioned by the local council or paid through long-term care insurance and state programmes, at lower contracted hourly rates of $24-30.',
      price: { low: 24, typical: 27, high: 30, per: 'hour' },
    },
  ],
  costs: [
    { label: 'care workers’ pay including travel time', kind: 'cost-of-goods', shareOfRevenue: 0.62 },
    {
      label: 'salaries of the registered manager and coordinator',
      kind: 'fixed',
      monthly: { low: 5000, high: 9000 },
    },
    { label: 'office rent', kind: 'fixed', monthly: { low: 600, high: 1500 } },
    { label: 'care management software and carer phones', kind: 'fixed', monthly: { low: 250, high: 900 } },
    {
      label: 'regulator fees, insurance and background checks',
      kind: 'fixed',
      monthly: { low: 350, high: 1000 },
    },
    {
      label: 'carer recruitment, training and uniforms',
      kind: 'variable',
      monthly: { low: 400, high: 1200 },
    },
    {
      label: 'care directory listings and referrals from hospital discharge teams',
      kind: 'acquisition',
      monthly: { low: 400, high: 1500 },
    },
  ],
  kpis: [
    'care hours delivered each week',
    'visits started within 15 minutes of the planned time',
    'missed visits',
    'clients seen by no more than four different carers a month',
    'care worker turnover',
    'care plans reviewed on time',
  ],
  risks: [
    {
      risk: 'A visit is missed and a client is left without food or medication.',
      mitigation:
        'Alert the coordinator when a carer has not checked in 30 minutes after the planned time, keep an on-call rota, and phone the family at once.',
    },
    {
      risk: 'Carers leave faster than they can be recruited and clients have to be turned away.',
      mitigation:
        'Pay travel time, give guaranteed hours, keep rounds in compact areas and train new carers in paid time.',
    },
    {
      risk: 'A medication error or an unreported bruise leads to a safeguarding investigation.',
      mitigation:
        'Record medication on an electronic record at each visit, train every carer in safeguarding, and log and report concerns the same day.',
    },
    {
      risk: 'An inspection rates the service as requiring improvement and council work stops.',
      mitigation:
        'Audit care plans, training and visit records monthly against the regulator’s standards, and keep the evidence in one place.',
    },
  ],
  competitors: [
    'national home care franchises',
    'self-employed carers found through introductory agencies',
    'residential care homes',
    'family members caring unpaid',
  ],
  features: [
    {
      id: 'care-plans',
      title: 'Care plans agreed with the client and family',
      usedBy: ['families', 'clients', 'owner'],
      action: 'agree a care plan setting out each visit’s tasks, medication and preferences',
      benefit: 'be sure every carer knows how my parent likes things done',
      acceptance: [
        'A care plan lists visit times, tasks per visit, medication, allergies, mobility needs and how the client likes to be addressed.',
        'The plan is signed by the client or their representative before the first visit.',
        'A review is flagged 6 months after the last one, or sooner after a fall or a hospital stay.',
      ],
      entities: ['care plan', 'client'],
      integrations: [],
      size: 3,
    },
    {
      id: 'visit-rostering',
      title: 'Visit rostering with continuity of carers',
      usedBy: ['owner', 'staff'],
      action: 'build the week’s rounds so each client sees their small team of carers at the agreed times',
      benefit: 'keep faces familiar and rounds possible to drive',
      acceptance: [
        'A visit cannot be given to a carer whose training does not cover the client’s needs (such as hoist use or medication).',
        'Travel time between consecutive visits is added to the round and shown on the rota.',
        'The rota warns when a client would see more than four different carers in a month.',
      ],
      entities: ['visit', 'care worker', 'client'],
      integrations: ['Google Maps'],
      size: 4,
    },
    {
      id: 'visit-logging',
      title: 'Visit check-in and care notes on the carer’s phone',
      usedBy: ['carers'],
      action: 'check in and out of each visit and record the tasks done, medication given and any concern',
      benefit: 'finish my notes at the door rather than at the end of the shift',
      acceptance: [
        'Check-in records the time and confirms the carer is at the client’s address.',
        'Each task of the care plan is ticked done or not done with a reason.',
        'A concern marked urgent alerts the coordinator straight away.',
      ],
      entities: ['visit', 'visit note', 'medication record'],
      integrations: [],
      size: 3,
    },
    {
      id: 'missed-visit-alerts',
      title: 'Late and missed visit alerts',
      usedBy: ['owner', 'staff'],
      action: 'be alerted when a carer has not checked in and send someone else',
      benefit: 'send cover before a client is left waiting',
      acceptance: [
        'An alert is raised when a visit has no check-in 30 minutes after its planned time.',
        'The coordinator sees which carers nearby are free and can reassign the visit in two steps.',
        'Every late or missed visit is recorded with its reason for the monthly audit.',
      ],
      entities: ['visit', 'care worker'],
      integrations: ['Twilio'],
      size: 3,
    },
    {
      id: 'family-portal',
      title: 'Family view of visits and notes',
      usedBy: ['families'],
      action: 'see each visit’s times, the carer’s name and the notes they left',
      benefit: 'know my parent has been seen to without phoning the office',
      acceptance: [
        'A family member sees only the clients who have named them as a contact.',
        'Visit times and notes appear within 5 minutes of the carer checking out.',
        'A family member can send a message to the office that is kept with the client’s record.',
      ],
      entities: ['visit', 'visit note', 'client'],
      integrations: [],
      size: 2,
    },
    {
      id: 'care-invoicing',
      title: 'Monthly invoices from delivered visits',
      usedBy: ['families', 'owner'],
      action: 'receive a monthly invoice that lists each visit delivered and its length',
      benefit: 'pay only for the care that actually happened',
      acceptance: [
        'Invoices are built from checked-in visits, never from the planned rota.',
        'Council-funded and privately paid hours are shown separately.',
        'Invoices are sent on the 1st of the month and can be paid by direct debit.',
      ],
      entities: ['invoice', 'visit', 'client'],
      integrations: ['GoCardless direct debit', 'Xero'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'client', plural: 'clients' },
      fields: [
        'name:text',
        'address:text',
        'born_on:date',
        'funding:text',
        'key_safe_code:text',
        'family_contacts:jsonb',
      ],
    },
    {
      name: { singular: 'care plan', plural: 'care plans' },
      fields: [
        'client_id:uuid',
        'tasks:jsonb',
        'preferences:text',
        'allergies:text',
        'signed_on:date',
        'review_due_on:date',
      ],
    },
    {
      name: { singular: 'care worker', plural: 'care workers' },
      fields: ['name:text', 'phone:text', 'background_checked_on:date', 'training:text[]', 'drives:boolean'],
    },
    {
      name: { singular: 'visit', plural: 'visits' },
      fields: [
        'client_id:uuid',
        'care_worker_id:uuid',
        'planned_at:timestamp',
        'minutes:integer',
        'checked_in_at:timestamp',
        'checked_out_at:timestamp',
        'status:text',
      ],
    },
    {
      name: { singular: 'visit note', plural: 'visit notes' },
      fields: ['visit_id:uuid', 'tasks_done:jsonb', 'note:text', 'concern:boolean'],
    },
    {
      name: { singular: 'medication record', plural: 'medication records' },
      fields: ['visit_id:uuid', 'medicine:text', 'dose:text', 'given:boolean', 'reason_not_given:text'],
    },
    {
      name: { singular: 'invoice', plural: 'invoices' },
      fields: ['client_id:uuid', 'period:text', 'hours:numeric', 'amount_cents:integer', 'paid_at:timestamp'],
    },
  ],
  compliance: [
    'registration with the care regulator (the CQC in England, a state home care licence in the US)',
    'a registered manager in day-to-day charge of the service',
    'criminal record checks for every care worker before they visit alone',
    'medication administration records and safeguarding procedures',
    'GDPR and health-data rules for care plans and visit notes (HIPAA where it applies)',
    'employment law on paid travel time and the minimum wage',
  ],
  complexity: 2,
  vocabulary: ['hand', 'home', 'heart', 'hearth', 'lantern', 'oak', 'willow', 'door', 'kettle', 'arm'],
  brandMotifs: ['hand', 'heart', 'home'],
};
