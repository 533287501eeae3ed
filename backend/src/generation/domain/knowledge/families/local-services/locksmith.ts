import type { Archetype } from '../../archetype';

export const locksmith: Archetype = {
  id: 'locksmith',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'locksmith', plural: 'locksmiths' },
  description:
    'A local mobile locksmith with one or two vans: emergency lockouts day and night, lock changes after a burglary or a lost key, insurance-approved lock upgrades, uPVC door and window mechanism repairs, key cutting, safe opening and master key systems for offices and shops. Customers call in a hurry and are wary of rogue traders, so a fixed price before setting off and proof of who lives there matter as much as the skill.',
  keywords: [
    'locksmith',
    'locksmiths',
    'locksmithing',
    'locked out',
    'lockout',
    'lockouts',
    'emergency locksmith',
    'lock change',
    'lock changes',
    'locks',
    'keys',
    'key cutting',
    'lost keys',
    'door locks',
    'uPVC doors',
    'safes',
    'safe opening',
    'master key',
    'home security',
    'burglary repairs',
  ],
  segments: [
    {
      id: 'locked-out',
      role: { singular: 'householder', plural: 'householders' },
      qualifier: 'locked out, burgled or worried about security',
      jobs: [
        'get back inside quickly without the door being damaged',
        'know the full price before the locksmith sets off',
        'have the lock changed after losing the keys',
      ],
      pains: [
        'Online adverts quote a low call-out fee, and the bill at the door is four times as much.',
        'Nobody can say when the locksmith will actually arrive.',
      ],
      persona: {
        firstName: 'Hannah',
        profile: 'a 27-year-old nurse who came home from a night shift to find her keys locked inside',
        goals: ['Inside within the hour', 'A fixed price agreed on the phone'],
        frustrations: ['Being told the lock must be drilled and replaced', 'A bill twice the quote'],
      },
    },
    {
      id: 'letting-agents',
      role: { singular: 'letting agent', plural: 'letting agents' },
      qualifier: 'who change locks between tenants',
      jobs: [
        'get locks changed on the day a tenant moves out',
        'keep a record of who holds keys to each property',
      ],
      pains: [
        'Booking a lock change means three phone calls and a key left under a mat.',
        'Nobody knows how many keys are out for each property.',
      ],
      persona: {
        firstName: 'Priyanka',
        profile: 'a lettings manager looking after 180 rented flats across the town',
        goals: [
          'Lock changes booked online with the property’s access notes',
          'Invoices per property each month',
        ],
        frustrations: ['Chasing photos to prove the job was done'],
      },
    },
    {
      id: 'businesses',
      role: { singular: 'shop or office manager', plural: 'shop and office managers' },
      qualifier: 'responsible for keys and security',
      jobs: ['control who can have copies of the keys', 'upgrade locks to what the insurer requires'],
      pains: [
        'Staff leave with keys and nobody knows who holds which.',
        'Any key cutter on the high street will copy the office keys.',
      ],
      persona: {
        firstName: 'Martin',
        profile: 'the office manager of a 40-person accountancy firm on two floors',
        goals: ['A key system where copies need his signature', 'A list of who holds which key'],
        frustrations: ['Changing every lock when one key goes missing'],
      },
    },
  ],
  valuePropositions: [
    'Locked-out residents get a fixed price and an arrival time by text before the locksmith sets off, with no charge added at the door.',
    'Doors are opened without damage wherever possible, and proof of residence is checked and recorded before anyone is let in.',
    'Letting agents book lock changes online with access notes and get photos, the new key count and an invoice per property.',
    'Businesses get restricted master key systems, with a register of who holds each key and copies cut only on an authorised request.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Emergency lockouts at a fixed $80-150 in the day and $150-250 at night, with a new lock on top in about half of them; an average call-out bills $160.',
      price: { low: 80, typical: 160, high: 350, per: 'call-out' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 85 },
    },
    {
      kind: 'bookings',
      description: 'Lock changes and insurance-approved upgrades at $120-300 a door, lock included.',
      price: { low: 120, typical: 180, high: 300, per: 'door' },
    },
    {
      kind: 'unit-sales',
      description:
        'Master key systems for offices and shops at $800-4,000, with restricted key copies at $15-30 each.',
      price: { low: 800, typical: 1800, high: 4000, per: 'system' },
    },
    {
      kind: 'unit-sales',
      description: 'Key cutting at $4-12 a key, and uPVC mechanism repairs at $120-250.',
      price: { low: 4, typical: 8, high: 250, per: 'job' },
    },
  ],
  costs: [
    { label: 'locks, cylinders, mechanisms and key blanks', kind: 'cost-of-goods', shareOfRevenue: 0.25 },
    { label: 'locksmiths’ wages and night cover', kind: 'fixed', monthly: { low: 4500, high: 12000 } },
    { label: 'van leases, fuel and stock in the van', kind: 'fixed', monthly: { low: 800, high: 2000 } },
    {
      label: 'opening tools, key cutting machines and their upkeep',
      kind: 'fixed',
      monthly: { low: 150, high: 500 },
    },
    {
      label: 'insurance, trade association membership and background checks',
      kind: 'fixed',
      monthly: { low: 150, high: 450 },
    },
    {
      label: 'phone answering, job software and card fees',
      kind: 'variable',
      monthly: { low: 100, high: 400 },
    },
    { label: 'local search ads and map listings', kind: 'acquisition', monthly: { low: 400, high: 1500 } },
  ],
  kpis: [
    'average arrival time for emergency call-outs',
    'doors opened without damage',
    'final bills that match the quoted price',
    'jobs per locksmith per day',
    'cost of search ads per booked job',
    'repeat work from letting agents and businesses',
  ],
  risks: [
    {
      risk: 'Someone who does not live there asks to be let in, and the locksmith helps a burglar or an abusive ex-partner.',
      mitigation:
        'Check photo ID and proof of address before opening, record it on the job, and refuse or call the police when it cannot be shown.',
    },
    {
      risk: 'Search ads for "emergency locksmith" cost so much that each job barely pays.',
      mitigation:
        'Win map listings with reviews, sign up letting agents and businesses for steady work, and stop ads in postcodes that do not convert.',
    },
    {
      risk: 'Customers confuse the business with rogue traders and refuse to pay the bill.',
      mitigation:
        'Quote a fixed price in writing by text before setting off, and take payment only against that quote.',
    },
    {
      risk: 'A night call-out puts a lone locksmith in an unsafe situation.',
      mitigation: 'Share live location with a colleague on night jobs and set a check-in time for each one.',
    },
  ],
  competitors: [
    'national locksmith call centres that pass jobs to subcontractors',
    'other independent locksmiths',
    'key cutting kiosks and shoe repair shops',
    'handymen who fit locks',
  ],
  features: [
    {
      id: 'lockout-request',
      title: 'Emergency lockout requests with a fixed price',
      usedBy: ['locked-out'],
      action: 'say where I am and what kind of door it is, and get a fixed price and an arrival time',
      benefit: 'know what I will pay and when help will arrive',
      acceptance: [
        'The price shown depends on the time of day and the door type chosen, and is sent by text before the locksmith sets off.',
        'The customer is texted the locksmith’s name, photo and a live arrival time.',
        'The final bill cannot exceed the quoted price unless the customer approves an added part in writing.',
      ],
      entities: ['job', 'quote', 'customer'],
      integrations: ['Twilio', 'Google Maps'],
      size: 3,
    },
    {
      id: 'proof-of-residence',
      title: 'Proof of residence before entry',
      usedBy: ['staff'],
      action: 'record photo ID and proof of address before opening a door',
      benefit: 'let in only people who live there',
      acceptance: [
        'A lockout job cannot be marked opened until an ID check is recorded or the refusal reason is entered.',
        'The ID check stores the document type and a photo, visible only to the owner and deleted after 90 days.',
        'Where the resident has no ID inside, the job records who vouched for them and the locksmith’s note.',
      ],
      entities: ['id check', 'job'],
      integrations: [],
      size: 2,
    },
    {
      id: 'lock-change-booking',
      title: 'Lock changes and upgrades booked online',
      usedBy: ['letting-agents'],
      action: 'book a lock change with the property’s access notes and receive photos and the new key count',
      benefit: 'change locks between tenants without phone calls',
      acceptance: [
        'The booking offers half-day slots and records who will give access or where the key is held.',
        'On completion the agent receives photos of the fitted lock, the lock’s standard and how many keys were handed over.',
        'Each job is invoiced against its property, and the agent can see every job done there.',
      ],
      entities: ['job', 'property', 'invoice'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'key-register',
      title: 'Master key systems with a key register',
      usedBy: ['businesses'],
      action: 'see which person holds each key of our system and request authorised copies',
      benefit: 'know who can open which door and stop unauthorised copies',
      acceptance: [
        'Each key of a system is recorded with its number, the doors it opens and who holds it.',
        'Copies are cut only on a request from a named key holder of the account, and each is added to the register.',
        'Marking a key lost lists the cylinders it opens and offers a quote to re-pin them.',
      ],
      entities: ['key system', 'key', 'property'],
      integrations: [],
      size: 3,
    },
    {
      id: 'job-sheets',
      title: 'Job sheets and card payment on site',
      usedBy: ['staff'],
      action: 'see my next job, record the work and parts, and take card payment at the door',
      benefit: 'finish the job and the paperwork at the same time',
      acceptance: [
        'The job sheet shows the address, the quoted price and the door type before arrival.',
        'A job cannot be closed without the parts used, a photo of the work and payment or an account to invoice.',
        'The customer is emailed a receipt naming the lock fitted and its standard.',
      ],
      entities: ['job', 'invoice'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'security-survey',
      title: 'Home and business security surveys',
      usedBy: ['businesses', 'locked-out'],
      action: 'book a security survey and receive a quote for the locks the insurer requires',
      benefit: 'meet the insurer’s conditions and feel safe again after a break-in',
      acceptance: [
        'The survey records each door and window lock with a photo and whether it meets the insurer’s standard.',
        'The quote lists each door’s recommended lock with its price, and can be accepted online.',
        'An accepted quote is booked for fitting within five working days.',
      ],
      entities: ['quote', 'property'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'phone:text', 'email:text', 'account_type:text'],
    },
    {
      name: { singular: 'property', plural: 'properties' },
      fields: ['customer_id:uuid', 'address:text', 'access_notes:text', 'keys_issued:integer'],
    },
    {
      name: { singular: 'job', plural: 'jobs' },
      fields: [
        'property_id:uuid',
        'kind:text',
        'door_type:text',
        'locksmith:text',
        'arrive_by:timestamp',
        'parts:text[]',
        'photo_urls:text[]',
        'status:text',
      ],
    },
    {
      name: { singular: 'quote', plural: 'quotes' },
      fields: [
        'job_id:uuid',
        'property_id:uuid',
        'lines:jsonb',
        'total_cents:integer',
        'sent_at:timestamp',
        'accepted_at:timestamp',
      ],
    },
    {
      name: { singular: 'id check', plural: 'id checks' },
      fields: [
        'job_id:uuid',
        'document_type:text',
        'photo_url:text',
        'refused_reason:text',
        'delete_after:date',
      ],
    },
    {
      name: { singular: 'key system', plural: 'key systems' },
      fields: ['property_id:uuid', 'name:text', 'authorised_holders:text[]'],
    },
    {
      name: { singular: 'key', plural: 'keys' },
      fields: ['key_system_id:uuid', 'number:text', 'opens:text[]', 'holder:text', 'lost:boolean'],
    },
    {
      name: { singular: 'invoice', plural: 'invoices' },
      fields: ['job_id:uuid', 'total_cents:integer', 'paid_at:timestamp', 'status:text'],
    },
  ],
  compliance: [
    'locksmith licensing or trade association vetting, where the state or country requires it',
    'background checks for every locksmith',
    'proof of residence before opening a home, with ID records kept only as long as needed',
    'consumer rules on written quotes and doorstep selling',
    'GDPR for customer and property records',
    'PCI DSS (through the card provider)',
  ],
  complexity: 1,
  vocabulary: ['key', 'lock', 'bolt', 'latch', 'door', 'cylinder', 'pin', 'tumbler', 'keystone', 'guard'],
  brandMotifs: ['key', 'lock', 'shield', 'house'],
};
