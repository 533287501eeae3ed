import type { Archetype } from '../../archetype';

export const handymanService: Archetype = {
  id: 'handyman-service',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'handyman service', plural: 'handyman services' },
  description:
    'A local handyman business doing small home repairs and odd jobs: shelves, flat-pack assembly, leaking taps, doors, tiling and painting touch-ups, billed by the hour or by the job. Homeowners and landlords want someone who turns up when promised.',
  keywords: [
    'handyman',
    'home repair',
    'repairs',
    'odd jobs',
    'flat-pack',
    'furniture assembly',
    'maintenance',
    'diy',
    'property maintenance',
    'painting',
    'decorating',
    'plumbing',
    'carpentry',
    'fix',
  ],
  segments: [
    {
      id: 'homeowners',
      role: { singular: 'homeowner', plural: 'homeowners' },
      qualifier: 'with a list of small jobs',
      jobs: ['get a price for three small jobs in one visit', 'book a morning that suits me'],
      pains: [
        'Tradespeople will not come out for small jobs.',
        'Quotes never arrive and people do not turn up.',
      ],
      persona: {
        firstName: 'Pauline',
        profile: 'a retired teacher with a sticking door, a dripping tap and a picture to hang',
        goals: ['One visit for all her small jobs', 'A fixed price'],
        frustrations: ['No-shows', 'Being overcharged'],
      },
    },
    {
      id: 'landlords',
      role: { singular: 'small landlord', plural: 'small landlords' },
      qualifier: 'with a few rented homes',
      jobs: ['send a tenant’s repair request straight to the handyman', 'see photos of the finished repair'],
      pains: [
        'Relaying messages between tenant and tradesperson takes days.',
        'There is no record of repairs for each property.',
      ],
      persona: {
        firstName: 'Ravi',
        profile: 'an engineer who owns four rented flats and manages them himself',
        goals: ['Repairs handled without him in the middle'],
        frustrations: ['Chasing updates'],
      },
    },
  ],
  valuePropositions: [
    'Homeowners list their small jobs with photos and get a fixed price for the whole visit within a day.',
    'Bookings have a two-hour arrival window and a reminder, and the handyman turns up when promised.',
    'Landlords get every repair logged per property with before and after photos.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description: 'Hourly work at $50-85 an hour with a one-hour minimum.',
      price: { low: 50, typical: 65, high: 85, per: 'hour' },
    },
    {
      kind: 'bookings',
      description: 'Fixed-price job lists at $120-400 a visit, materials on top.',
      price: { low: 120, typical: 220, high: 400, per: 'visit' },
    },
  ],
  costs: [
    { label: 'materials and parts', kind: 'cost-of-goods', shareOfRevenue: 0.15 },
    { label: 'van, fuel and insurance', kind: 'fixed', monthly: { low: 500, high: 1200 } },
    { label: 'tools and replacements', kind: 'variable', monthly: { low: 80, high: 300 } },
    { label: 'job management app', kind: 'fixed', monthly: { low: 30, high: 120 } },
    { label: 'local ads and directory listings', kind: 'acquisition', monthly: { low: 100, high: 600 } },
  ],
  kpis: [
    'jobs per week',
    'billable hours per day',
    'quote acceptance rate',
    'repeat customers',
    'average job value',
  ],
  risks: [
    {
      risk: 'A job turns out larger than the photos showed.',
      mitigation: 'Quote as an estimate with a cap, and agree any extra before starting it.',
    },
    {
      risk: 'Work that needs a qualified trade (gas, electrics) is requested.',
      mitigation: 'List what is excluded and refer to qualified partners.',
    },
  ],
  competitors: [
    'tradespeople found through directories',
    'task marketplaces',
    'DIY by the homeowner',
    'property maintenance firms',
  ],
  features: [
    {
      id: 'job-list-quote',
      title: 'Job list with photos for a fixed quote',
      usedBy: ['homeowners', 'landlords'],
      action: 'list my small jobs with photos and get one fixed price',
      benefit: 'know the cost before the visit',
      acceptance: [
        'Each job has a description and up to 5 photos.',
        'A quote is sent within one working day and is valid for 14 days.',
      ],
      entities: ['job', 'quote', 'customer'],
      integrations: [],
      size: 3,
    },
    {
      id: 'visit-booking',
      title: 'Visit booking with arrival windows',
      usedBy: ['homeowners'],
      action: 'pick a visit date and a two-hour arrival window',
      benefit: 'get on with my day instead of waiting in',
      acceptance: [
        'Only windows with enough time for the quoted jobs are offered.',
        'A reminder is sent the evening before.',
      ],
      entities: ['visit', 'quote'],
      integrations: ['Calendly-style booking'],
      size: 2,
    },
    {
      id: 'tenant-requests',
      title: 'Repair requests from tenants',
      usedBy: ['landlords'],
      action: 'let my tenants report repairs that come to the handyman and to me',
      benefit: 'stop relaying messages',
      acceptance: [
        'A request names the property and carries photos.',
        'The landlord approves the quote before a visit is booked.',
      ],
      entities: ['job', 'property'],
      integrations: [],
      size: 3,
    },
    {
      id: 'job-history',
      title: 'Repair history per property',
      usedBy: ['landlords'],
      action: 'see every repair done at a property with photos and invoices',
      benefit: 'keep records for tenants and tax',
      acceptance: [
        'Completed jobs list date, work done, photos and invoice.',
        'The history can be exported as a PDF.',
      ],
      entities: ['job', 'property', 'invoice'],
      integrations: [],
      size: 2,
    },
    {
      id: 'invoicing',
      title: 'Invoice and card payment on completion',
      usedBy: ['homeowners', 'landlords'],
      action: 'receive an invoice when the work is done and pay by card',
      benefit: 'pay without cash or bank details',
      acceptance: [
        'Materials are itemised on the invoice.',
        'Invoices unpaid after 14 days get one reminder.',
      ],
      entities: ['invoice', 'visit'],
      integrations: ['Stripe', 'QuickBooks'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'email:text', 'phone:text', 'type:text'],
    },
    {
      name: { singular: 'property', plural: 'properties' },
      fields: ['customer_id:uuid', 'address:text', 'tenant_contact:text'],
    },
    {
      name: { singular: 'job', plural: 'jobs' },
      fields: ['property_id:uuid', 'description:text', 'photos:text[]', 'status:text'],
    },
    {
      name: { singular: 'quote', plural: 'quotes' },
      fields: ['customer_id:uuid', 'total_cents:integer', 'valid_until:date', 'status:text'],
    },
    {
      name: { singular: 'visit', plural: 'visits' },
      fields: ['quote_id:uuid', 'window_start:timestamp', 'window_end:timestamp', 'status:text'],
    },
    {
      name: { singular: 'invoice', plural: 'invoices' },
      fields: ['visit_id:uuid', 'labour_cents:integer', 'materials_cents:integer', 'status:text'],
    },
  ],
  compliance: [
    'public liability insurance',
    'building regulations for notifiable work (referred out)',
    'GDPR for addresses',
    'PCI DSS (through the card provider)',
  ],
  complexity: 1,
  vocabulary: ['toolbox', 'level', 'bolt', 'craft', 'fix', 'sturdy', 'handy', 'trusty'],
  brandMotifs: ['hammer', 'wrench', 'house', 'screwdriver'],
};
