import type { Archetype } from '../../archetype';

/**
 * A roofing contractor with one to three crews: leak repairs, re-roofs, flat roofs, gutters and
 * chimneys for homeowners, and repairs and planned work for letting agents and landlords. Not a
 * marketplace of tradespeople and not a plumber: its work is quoted from a survey, weather-bound
 * and guaranteed for years.
 */
export const roofingContractor: Archetype = {
  id: 'roofing-contractor',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'roofing contractor', plural: 'roofing contractors' },
  description:
    'A roofing contractor with one to three crews working within an hour of its yard: emergency leak repairs, slipped tiles, flat roofs, gutters, chimneys and full re-roofs for homeowners, and repairs and planned maintenance for letting agents and landlords. Every job starts with a survey and photos, larger jobs need scaffolding and a deposit, the diary moves with the weather, and the work is guaranteed for ten years or more.',
  keywords: [
    'roofing',
    'roofer',
    'roofers',
    'roofing contractor',
    'roofing company',
    'roofing business',
    'roof repair',
    'roof repairs',
    're-roof',
    'new roof',
    'flat roof',
    'flat roofing',
    'slate roof',
    'roof tiles',
    'leaking roof',
    'roof leak',
    'gutters',
    'guttering',
    'chimney repair',
    'fascias and soffits',
  ],
  segments: [
    {
      id: 'homeowners',
      role: { singular: 'homeowner', plural: 'homeowners' },
      qualifier: 'with a leak or an ageing roof',
      jobs: [
        'get a leak looked at this week before the next rain',
        'compare a re-roof quote with photos of what is wrong',
        'know the work is guaranteed and who to call if it leaks again',
      ],
      pains: [
        'Roofers do not call back, or quote without going up the ladder.',
        'A quote says “replace roof” with no photos and no breakdown of the price.',
      ],
      persona: {
        firstName: 'Joanne',
        profile:
          'a retired teacher whose 1930s semi has a damp patch on the bedroom ceiling after every storm',
        goals: ['A repair before winter', 'Photos of the roof she cannot see herself'],
        frustrations: ['Three roofers who never turned up to quote', 'Being told the whole roof must go'],
      },
    },
    {
      id: 'agents',
      role: { singular: 'letting agent', plural: 'letting agents' },
      qualifier: 'who manage rented homes',
      jobs: [
        'report a tenant’s leak and get it made safe within a day',
        'get a quote approved by the landlord with photos before and after',
      ],
      pains: [
        'Tenants chase the agent daily while the roofer gives no date.',
        'Landlords refuse to pay for work they have not seen.',
      ],
      persona: {
        firstName: 'Tom',
        profile:
          'a property manager at a letting agency with 300 rented homes and a dozen leaks every winter',
        goals: ['Leaks made safe in 24 hours', 'Before and after photos for every landlord'],
        frustrations: ['Chasing contractors for a date'],
      },
    },
  ],
  valuePropositions: [
    'Homeowners book a roof survey online and get a quote with photos of the roof and a priced breakdown, not a figure on the back of a card.',
    'Emergency leaks are made safe within a day, with a tarpaulin or temporary repair, and the permanent repair is booked for the next dry spell.',
    'Every job ends with before-and-after photos and a written guarantee kept on file, so a leak years later goes straight back to the crew that did the work.',
    'Letting agents report a tenant’s leak in one form and see the date, the photos and the invoice against the property.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description: 'Repairs at $250-1,500: slipped tiles, flashing, leaks, gutters and chimney work.',
      price: { low: 250, typical: 600, high: 1500, per: 'repair' },
      cadence: { purchasesPerMonth: 0.03, monthlyChurn: 10 },
    },
    {
      kind: 'bookings',
      description:
        'Re-roofs and flat roof replacements at $6,000-25,000, with a 20-30% deposit and stage payments.',
      price: { low: 6000, typical: 12000, high: 25000, per: 'roof' },
    },
    {
      kind: 'retainer',
      description:
        'Yearly roof and gutter inspections for letting agents and landlords at $90-180 a property.',
      price: { low: 90, typical: 120, high: 180, per: 'property a year' },
    },
  ],
  costs: [
    { label: 'roofers’ and labourers’ wages', kind: 'variable', monthly: { low: 6000, high: 30000 } },
    { label: 'tiles, slates, membranes, lead and timber', kind: 'cost-of-goods', shareOfRevenue: 0.3 },
    { label: 'scaffolding hire and skips', kind: 'variable', monthly: { low: 800, high: 6000 } },
    { label: 'vans, fuel, ladders and safety equipment', kind: 'fixed', monthly: { low: 800, high: 3000 } },
    {
      label: 'public liability and working-at-height insurance',
      kind: 'fixed',
      monthly: { low: 150, high: 600 },
    },
    {
      label: 'search ads, review sites and signs on the scaffolding',
      kind: 'acquisition',
      monthly: { low: 300, high: 2500 },
    },
  ],
  kpis: [
    'surveys that become jobs',
    'average value of a job',
    'days lost to weather each month',
    'leaks made safe within 24 hours',
    'guarantee call-backs per 100 jobs',
  ],
  risks: [
    {
      risk: 'A fall from a roof or scaffold.',
      mitigation:
        'Scaffolding or edge protection on every job above a set height, harnesses and training for working at height, and a method statement for each job.',
    },
    {
      risk: 'Weeks of rain push every job back and cash runs short.',
      mitigation:
        'Take deposits on large jobs, keep indoor and small repair work for wet days, and keep a month of wages in reserve.',
    },
    {
      risk: 'A repair leaks again and the customer posts a one-star review.',
      mitigation:
        'Photograph every stage, give a written guarantee, and go back within 48 hours for any call-back under guarantee.',
    },
  ],
  competitors: [
    'one-man roofers found by word of mouth',
    'large building firms that subcontract roofing',
    'handymen who patch roofs without guarantees',
    'trade directory and lead-generation sites',
  ],
  features: [
    {
      id: 'survey-booking',
      title: 'Roof survey booking',
      usedBy: ['homeowners', 'agents'],
      action: 'describe the problem with photos and book a roof survey at a time that suits me',
      benefit: 'get someone up the ladder this week instead of chasing call-backs',
      acceptance: [
        'The form asks for the roof type, the problem, photos and access details.',
        'Emergency leaks are offered a same-day or next-day visit and a price to make safe.',
        'A confirmation and a reminder the day before name the roofer coming.',
      ],
      entities: ['enquiry', 'survey', 'property'],
      integrations: ['Twilio', 'Google Calendar'],
      size: 3,
    },
    {
      id: 'photo-quote',
      title: 'Photo quotes with a priced breakdown',
      usedBy: ['homeowners', 'agents', 'owner'],
      action:
        'see photos of my roof with the problems marked, a priced breakdown and accept the quote online',
      benefit: 'understand what I am paying for before I agree',
      acceptance: [
        'Each quote line has its materials, labour, scaffolding and photos.',
        'Accepting the quote takes the deposit and offers the first dates with a dry forecast.',
        'Quotes expire after 30 days with a reminder a week before.',
      ],
      entities: ['quote', 'survey', 'property'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'weather-diary',
      title: 'Weather-aware job diary',
      usedBy: ['owner', 'staff'],
      action: 'plan the crews’ week against the forecast and move outdoor jobs when rain is due',
      benefit: 'lose fewer days to the weather and tell customers early',
      acceptance: [
        'Each outdoor job shows the rain and wind forecast for its day.',
        'Moving a job sends the customer the new date with the reason.',
      ],
      entities: ['job', 'crew'],
      integrations: ['Met Office or OpenWeather API'],
      size: 3,
    },
    {
      id: 'job-photos',
      title: 'Before and after photos for each job',
      usedBy: ['staff', 'homeowners', 'agents'],
      action: 'see photos of the roof before, during and after the work',
      benefit: 'know the work was done properly on a roof I cannot see',
      acceptance: [
        'Crews upload photos from their phones at each stage, tagged to the job.',
        'The customer receives the photos with the invoice.',
      ],
      entities: ['job', 'photo'],
      integrations: [],
      size: 2,
    },
    {
      id: 'guarantees',
      title: 'Written guarantees on file',
      usedBy: ['homeowners', 'owner'],
      action: 'download the guarantee for my roof and report a problem under it',
      benefit: 'get a leak fixed free by the crew that did the work',
      acceptance: [
        'Each finished job issues a guarantee with its length, the work covered and the photos.',
        'A problem reported under guarantee is booked for a visit within 48 hours.',
      ],
      entities: ['guarantee', 'job', 'property'],
      integrations: [],
      size: 2,
    },
    {
      id: 'agent-portal',
      title: 'Letting agent repair requests',
      usedBy: ['agents'],
      action: 'report a repair at one of our properties and see its date, photos and invoice',
      benefit: 'answer tenants and landlords without chasing the roofer',
      acceptance: [
        'Agents see every job by property, with status, photos and invoice.',
        'Quotes over the landlord’s limit wait for the agent’s approval before work starts.',
      ],
      entities: ['property', 'job', 'quote'],
      integrations: ['Xero'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'property', plural: 'properties' },
      fields: ['address:text', 'roof_type:text', 'owner_name:text', 'agent_id:uuid', 'access_notes:text'],
    },
    {
      name: { singular: 'enquiry', plural: 'enquiries' },
      fields: [
        'property_id:uuid',
        'problem:text',
        'urgent:boolean',
        'photo_urls:text[]',
        'received_at:timestamp',
      ],
    },
    {
      name: { singular: 'survey', plural: 'surveys' },
      fields: ['property_id:uuid', 'surveyed_on:date', 'surveyor:text', 'notes:text'],
    },
    {
      name: { singular: 'quote', plural: 'quotes' },
      fields: [
        'survey_id:uuid',
        'total_cents:integer',
        'deposit_cents:integer',
        'status:text',
        'expires_on:date',
      ],
    },
    {
      name: { singular: 'job', plural: 'jobs' },
      fields: ['quote_id:uuid', 'crew_id:uuid', 'starts_on:date', 'scaffold_needed:boolean', 'status:text'],
    },
    {
      name: { singular: 'crew', plural: 'crews' },
      fields: ['name:text', 'lead_roofer:text', 'van:text'],
    },
    {
      name: { singular: 'photo', plural: 'photos' },
      fields: ['job_id:uuid', 'stage:text', 'url:text', 'taken_at:timestamp'],
    },
    {
      name: { singular: 'guarantee', plural: 'guarantees' },
      fields: ['job_id:uuid', 'years:integer', 'work_covered:text', 'issued_on:date'],
    },
  ],
  compliance: [
    'working-at-height regulations and scaffolding inspections',
    'public liability insurance',
    'building regulations sign-off for re-roofs',
    'waste carrier licence for old roofing materials',
  ],
  complexity: 2,
  vocabulary: ['slate', 'ridge', 'gable', 'eave', 'rafter', 'tile', 'shelter', 'summit', 'crown', 'hearth'],
  brandMotifs: ['home', 'house', 'hammer', 'umbrella'],
  personality: ['Reliable', 'Honest', 'Sturdy', 'Straightforward', 'Local'],
};
