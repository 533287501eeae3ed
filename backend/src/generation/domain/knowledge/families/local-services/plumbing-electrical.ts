import type { Archetype } from '../../archetype';

export const plumbingElectrical: Archetype = {
  id: 'plumbing-electrical',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'plumbing and electrical firm', plural: 'plumbing and electrical firms' },
  description:
    'A local plumbing, heating and electrical firm whose licensed plumbers, heating engineers and electricians work from vans: emergency call-outs for leaks, boiler breakdowns and power cuts, boiler services and installs, bathroom plumbing, rewiring, fuse boards and EV chargers, and the safety certificates landlords must hold. Work is won on quick answers, clear written quotes and engineers who arrive when promised and leave the paperwork done.',
  keywords: [
    'plumber',
    'plumbers',
    'plumbing',
    'plumbing business',
    'local plumber',
    'electrician',
    'electricians',
    'local electrician',
    'domestic electrician',
    'emergency electrician',
    'electrical contractor',
    'electrical work',
    'heating engineer',
    'gas engineer',
    'boiler',
    'boiler repair',
    'boiler service',
    'central heating',
    'emergency plumber',
    'burst pipe',
    'leak',
    'rewiring',
    'rewire',
    'fuse board',
    'EV charger installation',
    'call-out',
    'call-outs',
  ],
  segments: [
    {
      id: 'homeowners',
      role: { singular: 'homeowner', plural: 'homeowners' },
      qualifier: 'in need of a reliable plumber or electrician',
      jobs: [
        'get an engineer out today for a leak or no heating',
        'know the price of the call-out before anyone arrives',
        'book the yearly boiler service without chasing',
      ],
      pains: [
        'Half the numbers called go to voicemail when water is coming through the ceiling.',
        'The final bill is far above the figure given on the phone, with no breakdown.',
      ],
      persona: {
        firstName: 'Rachel',
        profile: 'a teacher with two young children whose boiler stopped working on a cold Sunday in January',
        goals: ['Heating back the same day', 'The call-out price agreed before the engineer arrives'],
        frustrations: [
          'Waiting in all day for someone who does not come',
          'A bill with one line and a big number',
        ],
      },
    },
    {
      id: 'landlords',
      role: { singular: 'landlord', plural: 'landlords' },
      qualifier: 'who let out a few homes',
      jobs: [
        'keep every property’s gas and electrical safety certificates in date',
        'get repairs done while the tenant is home, without going over',
      ],
      pains: [
        'Certificates run out unnoticed, and an expired one can mean a fine or an unlettable home.',
        'Arranging access between the tenant and the engineer takes more calls than the repair.',
      ],
      persona: {
        firstName: 'Steve',
        profile: 'a retired engineer who lets out four flats across town',
        goals: ['Every certificate renewed before it expires', 'Tenants booking repairs directly'],
        frustrations: ['Paper certificates in a drawer', 'Paying for a visit where nobody was in'],
      },
    },
    {
      id: 'renovators',
      role: { singular: 'renovating homeowner', plural: 'renovating homeowners' },
      qualifier: 'planning a new boiler, bathroom or rewire',
      jobs: [
        'compare written quotes for a bigger job',
        'know the start date and how long the work will take',
      ],
      pains: [
        'Quotes arrive weeks late, as a figure in a text with nothing about what is included.',
        'Nobody says when the work will start until the day before.',
      ],
      persona: {
        firstName: 'Imran',
        profile: 'a software tester who bought a 1960s house that needs a rewire and a new boiler',
        goals: ['Itemised quotes he can compare', 'The certificate for the work in his inbox at the end'],
        frustrations: ['Chasing three tradespeople for quotes'],
      },
    },
  ],
  valuePropositions: [
    'Homeowners report a leak, no heating or a power fault with photos and get an arrival time and the call-out price before anyone sets off.',
    'Bigger jobs get an itemised written quote within two working days, accepted online with a deposit and a start date.',
    'Landlords see every property’s gas and electrical safety certificates with their expiry dates, and renewals are booked before they run out.',
    'Engineers finish each job on their phone with photos, parts used and the certificate, and the customer pays by card before the van leaves.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Call-outs and repairs at $90-150 an hour plus parts, with an emergency first hour of $150-300 out of hours; an average repair is $250-400.',
      price: { low: 150, typical: 320, high: 900, per: 'job' },
      cadence: { purchasesPerMonth: 0.12, monthlyChurn: 3 },
    },
    {
      kind: 'bookings',
      description: 'Fixed-price boiler services at $90-160 and landlord safety certificates at $80-300.',
      price: { low: 80, typical: 130, high: 300, per: 'visit' },
      cadence: { purchasesPerMonth: 0.09, monthlyChurn: 1.5 },
    },
    {
      kind: 'unit-sales',
      description:
        'Quoted installations: boilers at $3,000-6,500, rewires at $4,000-10,000, EV chargers at $900-1,600.',
      price: { low: 900, typical: 4000, high: 10000, per: 'installation' },
    },
    {
      kind: 'subscription',
      description:
        'Boiler and heating cover plans at $15-30 a month, including the yearly service and call-outs.',
      price: { low: 15, typical: 22, high: 30, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 1.5 },
    },
  ],
  costs: [
    { label: 'parts, boilers and cable', kind: 'cost-of-goods', shareOfRevenue: 0.3 },
    { label: 'engineers’ wages and on-call pay', kind: 'fixed', monthly: { low: 9000, high: 24000 } },
    { label: 'van leases, fuel and tracking', kind: 'fixed', monthly: { low: 1200, high: 3500 } },
    {
      label: 'tools, test meters, flue gas analysers and their calibration',
      kind: 'fixed',
      monthly: { low: 200, high: 700 },
    },
    {
      label: 'registration schemes, public liability insurance and certificate fees',
      kind: 'fixed',
      monthly: { low: 250, high: 800 },
    },
    {
      label: 'job management software, phones and card fees',
      kind: 'variable',
      monthly: { low: 150, high: 500 },
    },
    {
      label: 'local search ads and trade directory listings',
      kind: 'acquisition',
      monthly: { low: 400, high: 1500 },
    },
  ],
  kpis: [
    'jobs completed per engineer per day',
    'calls answered and booked within the hour',
    'quotes accepted as a share of quotes sent',
    'repairs fixed on the first visit',
    'certificates renewed before expiry',
    'days from invoice to payment',
  ],
  risks: [
    {
      risk: 'Emergency call-outs wreck the day’s booked jobs and customers are let down.',
      mitigation:
        'Keep one engineer per day on call for emergencies, and text booked customers a new arrival window the moment plans change.',
    },
    {
      risk: 'A quote misses hidden work (rotten pipework, old wiring) and the job runs at a loss.',
      mitigation:
        'Survey before quoting any job over a set value, list exclusions on the quote and agree extras in writing before doing them.',
    },
    {
      risk: 'An engineer’s gas or electrical registration lapses, or unsafe work is signed off.',
      mitigation:
        'Track every engineer’s registrations and assessment dates, and have a second engineer check a sample of certificates each month.',
    },
    {
      risk: 'Invoices for larger jobs are paid late and cash runs short for parts.',
      mitigation:
        'Take a deposit on acceptance, stage payments on jobs over a week, and take card payment on completion.',
    },
  ],
  competitors: [
    'sole-trader plumbers and electricians',
    'national boiler cover and home emergency providers',
    'trade directories and lead-selling sites',
    'general handymen who take on small plumbing jobs',
  ],
  features: [
    {
      id: 'emergency-callout',
      title: 'Emergency call-out requests with photos',
      usedBy: ['homeowners', 'landlords'],
      action:
        'report a leak, no heating or a power fault with photos and get an arrival time and the call-out price',
      benefit: 'know help is on the way and what it will cost before anyone arrives',
      acceptance: [
        'The request shows the call-out price for the time of day (working hours, evenings, nights and weekends) before it is sent.',
        'The on-call engineer is alerted at once and the customer gets an arrival window by text within 15 minutes, or a call back.',
        'The request form shows what to do now (stopcock, isolating the circuit) for the fault chosen.',
      ],
      entities: ['job', 'customer', 'property'],
      integrations: ['Twilio'],
      size: 3,
    },
    {
      id: 'fixed-price-booking',
      title: 'Online booking of services and certificates',
      usedBy: ['homeowners', 'landlords'],
      action:
        'book a boiler service or a safety certificate at a fixed price into a morning or afternoon slot',
      benefit: 'get routine work done without phoning around',
      acceptance: [
        'Only slots with an engineer who holds the right registration for the job are offered.',
        'The fixed price is shown and taken as a card authorisation at booking, and charged on completion.',
        'A landlord can name the tenant to contact for access, and the tenant gets the arrival window.',
      ],
      entities: ['job', 'property', 'engineer'],
      integrations: ['Stripe', 'Twilio'],
      size: 3,
    },
    {
      id: 'written-quotes',
      title: 'Itemised quotes accepted online',
      usedBy: ['renovators', 'staff'],
      action: 'receive an itemised quote for a bigger job, accept it online and pay the deposit',
      benefit: 'compare quotes properly and fix a start date',
      acceptance: [
        'A quote lists labour, parts and exclusions as separate lines, with the total and how long it is valid.',
        'Accepting a quote takes the deposit and offers start dates from the engineers’ free days.',
        'A quote not answered in 7 days gets one follow-up email, and none after it is declined.',
      ],
      entities: ['quote', 'customer', 'job'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'job-sheets',
      title: 'Job sheets on the engineer’s phone',
      usedBy: ['staff'],
      action: 'see my jobs for the day, record the work, parts and photos, and take payment on site',
      benefit: 'finish the paperwork before I leave the house',
      acceptance: [
        'The day’s jobs are listed in route order with the address, the fault and access notes.',
        'A job cannot be closed without a description of the work, before and after photos and the parts used.',
        'The customer receives the invoice by email when the job is closed and can pay by card there and then.',
      ],
      entities: ['job', 'engineer', 'invoice'],
      integrations: ['Stripe', 'Xero'],
      size: 4,
    },
    {
      id: 'certificates',
      title: 'Safety certificates with renewal reminders',
      usedBy: ['landlords', 'staff'],
      action:
        'see every property’s gas and electrical certificates with their expiry dates and download them',
      benefit: 'stay legal without keeping paper in a drawer',
      acceptance: [
        'Each certificate is stored against its property with the engineer, the date issued and the expiry date.',
        'The landlord is emailed 8 weeks before a certificate expires with a link to book the renewal.',
        'A certificate can only be issued by an engineer whose registration covers that kind of work and is in date.',
      ],
      entities: ['certificate', 'property', 'engineer'],
      integrations: [],
      size: 3,
    },
    {
      id: 'cover-plans',
      title: 'Heating cover plans',
      usedBy: ['homeowners'],
      action: 'pay monthly for cover that includes the yearly boiler service and call-outs',
      benefit: 'spread the cost and never face a surprise repair bill',
      acceptance: [
        'A plan starts only after a first service finds the boiler in working order.',
        'The yearly service is booked automatically a month before it is due, with a slot the homeowner can change.',
        'Call-outs under an active plan show no charge for labour, and parts follow the plan’s terms.',
      ],
      entities: ['cover plan', 'property', 'customer'],
      integrations: ['Stripe Billing'],
      size: 3,
    },
  ],
  entities: [
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'email:text', 'phone:text', 'is_landlord:boolean'],
    },
    {
      name: { singular: 'property', plural: 'properties' },
      fields: [
        'customer_id:uuid',
        'address:text',
        'tenant_name:text',
        'tenant_phone:text',
        'boiler_model:text',
      ],
    },
    {
      name: { singular: 'engineer', plural: 'engineers' },
      fields: [
        'name:text',
        'trades:text[]',
        'registration_number:text',
        'registration_expires_on:date',
        'on_call:boolean',
      ],
    },
    {
      name: { singular: 'job', plural: 'jobs' },
      fields: [
        'property_id:uuid',
        'engineer_id:uuid',
        'kind:text',
        'fault:text',
        'arrival_from:timestamp',
        'arrival_to:timestamp',
        'status:text',
        'photo_urls:text[]',
      ],
    },
    {
      name: { singular: 'quote', plural: 'quotes' },
      fields: [
        'customer_id:uuid',
        'lines:jsonb',
        'total_cents:integer',
        'deposit_cents:integer',
        'valid_until:date',
        'status:text',
      ],
    },
    {
      name: { singular: 'certificate', plural: 'certificates' },
      fields: [
        'property_id:uuid',
        'engineer_id:uuid',
        'kind:text',
        'issued_on:date',
        'expires_on:date',
        'file_url:text',
      ],
    },
    {
      name: { singular: 'cover plan', plural: 'cover plans' },
      fields: ['property_id:uuid', 'monthly_cents:integer', 'next_service_on:date', 'status:text'],
    },
    {
      name: { singular: 'invoice', plural: 'invoices' },
      fields: ['job_id:uuid', 'total_cents:integer', 'paid_at:timestamp', 'status:text'],
    },
  ],
  compliance: [
    'gas engineer registration (Gas Safe in the UK) or a state plumbing licence in the US',
    'electrical competence scheme membership or a state electrical licence, with building control notification for notifiable work',
    'landlord gas safety records and electrical installation condition reports',
    'public liability insurance',
    'GDPR for customer and property records',
    'PCI DSS (through the card provider)',
  ],
  complexity: 2,
  vocabulary: ['pipe', 'valve', 'spark', 'volt', 'flow', 'boiler', 'wire', 'tap', 'flame', 'circuit'],
  brandMotifs: ['wrench', 'bolt', 'flame', 'house'],
};
