import type { Archetype } from '../../archetype';

export const phoneLaptopRepair: Archetype = {
  id: 'phone-laptop-repair',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'phone repair shop', plural: 'phone repair shops' },
  description:
    'A phone and laptop repair shop that replaces cracked screens, worn batteries and broken charging ports while the customer waits, takes in laptops and tablets for board repairs and data recovery, and sells refurbished phones and accessories over the counter. Customers hand over devices full of their private data, so every repair needs a signed-in record, a clear quote before work starts and a warranty on the parts fitted.',
  keywords: [
    'phone repair',
    'phone repairs',
    'mobile phone repair',
    'phone repair shop',
    'iphone repair',
    'screen repair',
    'screen replacement',
    'cracked screen',
    'battery replacement',
    'laptop repair',
    'laptop repairs',
    'computer repair',
    'tablet repair',
    'device repair',
    'data recovery',
    'refurbished phones',
    'smartphone repair',
  ],
  segments: [
    {
      id: 'walk-in-customers',
      role: { singular: 'phone owner', plural: 'phone owners' },
      qualifier: 'with a cracked screen or a battery that dies by lunchtime',
      jobs: [
        'get the screen fixed the same day without losing photos or messages',
        'know the price before handing the phone over',
        'be told when the phone is ready',
      ],
      pains: [
        'The shop quotes one price on the phone and another when the back is off.',
        'They cannot tell whether the replacement screen is original or a cheap copy that will fail in a month.',
      ],
      persona: {
        firstName: 'Jade',
        profile: 'a nursing student who dropped her phone on the bus and needs it for her shift rota',
        goals: ['A fixed price and a one-hour repair', 'A warranty on the new screen'],
        frustrations: [
          'Waiting in the shop with no idea how long it will take',
          'Handing over her passcode to a stranger',
        ],
      },
    },
    {
      id: 'laptop-owners',
      role: { singular: 'laptop owner', plural: 'laptop owners' },
      qualifier: 'whose laptop will not start or has a broken keyboard, hinge or screen',
      jobs: [
        'find out whether a repair is worth it before paying for one',
        'get work files back from a dead laptop',
      ],
      pains: [
        'The manufacturer wants the laptop posted away for three weeks.',
        'A diagnosis fee is charged before anyone says whether the laptop can be fixed.',
      ],
      persona: {
        firstName: 'Graham',
        profile:
          'a self-employed surveyor whose four-year-old laptop with a year of client reports stopped booting',
        goals: ['His files recovered first', 'A quote he can compare with the price of a new laptop'],
        frustrations: ['Not knowing who can see his client files'],
      },
    },
    {
      id: 'business-accounts',
      role: { singular: 'office manager', plural: 'office managers' },
      qualifier: 'at a local firm with a dozen staff phones and laptops',
      jobs: [
        'get staff devices repaired quickly on one monthly invoice',
        'have data wiped properly from old devices',
      ],
      pains: [
        'Each repair is a separate card payment and a lost receipt.',
        'Old laptops sit in a cupboard because nobody knows how to wipe them safely.',
      ],
      persona: {
        firstName: 'Anita',
        profile: 'the office manager of an estate agency with 14 phones and 10 laptops',
        goals: ['A monthly invoice listing every repair by device', 'A certificate for every wiped device'],
        frustrations: ['A salesperson without a phone for two days'],
      },
    },
  ],
  valuePropositions: [
    'Phone owners see a fixed price for their model and repair before they come in, book a slot and have most screens and batteries replaced within the hour.',
    'Every device is logged in with its condition and photos, repaired without needing the passcode where possible, and returned with a written warranty on the parts fitted.',
    'Laptop owners get a free diagnosis and a quote before any paid work, with data recovery offered first when the files matter more than the machine.',
    'Local businesses send staff devices on one account with a monthly invoice, and get a data-wipe certificate for every device they retire.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Phone screen replacements at $80-250 and battery replacements at $50-90, depending on the model; an average repair comes to $110.',
      price: { low: 50, typical: 110, high: 250, per: 'repair' },
      cadence: { purchasesPerMonth: 0.1, monthlyChurn: 10 },
    },
    {
      kind: 'bookings',
      description:
        'Laptop repairs (screens, keyboards, hinges, charging ports and board repairs) at $90-350.',
      price: { low: 90, typical: 180, high: 350, per: 'repair' },
    },
    {
      kind: 'bookings',
      description:
        'Data recovery from dead phones and laptops at $150-500, charged only when data is recovered.',
      price: { low: 150, typical: 250, high: 500, per: 'recovery' },
    },
    {
      kind: 'unit-sales',
      description:
        'Refurbished phones at $150-600 with a 12-month warranty, and cases, chargers and screen protectors at $10-40.',
      price: { low: 10, typical: 60, high: 600, per: 'sale' },
    },
    {
      kind: 'retainer',
      description:
        'Business repair accounts with priority turnaround and a monthly invoice at $99-299 a month.',
      price: { low: 99, typical: 180, high: 299, per: 'month' },
    },
  ],
  costs: [
    { label: 'replacement screens and batteries', kind: 'cost-of-goods', shareOfRevenue: 0.3 },
    {
      label: 'rent for a small shopfront with a repair bench',
      kind: 'fixed',
      monthly: { low: 1200, high: 4000 },
    },
    { label: 'repair technicians', kind: 'fixed', monthly: { low: 3000, high: 9000 } },
    {
      label: 'soldering station, screen press, microscope and diagnostic tools',
      kind: 'fixed',
      monthly: { low: 150, high: 500 },
    },
    { label: 'repairs redone under warranty', kind: 'variable', monthly: { low: 100, high: 500 } },
    {
      label: 'card fees, booking and repair-tracking software',
      kind: 'variable',
      monthly: { low: 80, high: 300 },
    },
    {
      label: 'map listings, review requests and search ads',
      kind: 'acquisition',
      monthly: { low: 200, high: 900 },
    },
  ],
  kpis: [
    'repairs per day',
    'share of phone repairs finished within the hour',
    'warranty returns as a share of repairs',
    'average repair value',
    'parts in stock for the ten most common repairs',
    'review rating and reviews per month',
  ],
  risks: [
    {
      risk: 'A customer’s photos or messages are lost or seen during a repair.',
      mitigation:
        'Ask for a backup before any repair, test without the passcode where the repair allows, never copy data off a device, and log who handled each device and when.',
    },
    {
      risk: 'Cheap replacement screens and batteries fail within weeks and warranty returns eat the margin.',
      mitigation:
        'Buy parts from two graded suppliers, record the part batch on every repair, and drop a supplier whose batch returns pass 3%.',
    },
    {
      risk: 'A phone is damaged further during a repair, or a stolen phone is brought in to be unlocked.',
      mitigation:
        'Photograph and record the condition at check-in with the customer’s signature, check serial numbers against stolen-device lists, and insure the work.',
    },
    {
      risk: 'Manufacturers lock parts to the device, so third-party screens and batteries show warnings.',
      mitigation:
        'Use manufacturer self-repair parts where they are sold, tell the customer about any warning before the repair, and price original parts as an option.',
    },
  ],
  competitors: [
    'manufacturer stores and their authorised repair partners',
    'mobile network shops that send phones away for repair',
    'market stall and kiosk repairers',
    'mail-in repair services',
  ],
  features: [
    {
      id: 'instant-quotes',
      title: 'Fixed-price quotes by model',
      usedBy: ['walk-in-customers', 'laptop-owners'],
      action:
        'choose my device model and the fault and see the price, the part quality and the time it takes',
      benefit: 'know what I will pay before I hand my phone over',
      acceptance: [
        'Prices are set per model and repair, and show the part grade (original or compatible) and its warranty period.',
        'The quoted price is held for 14 days and is the price charged unless the customer agrees a new quote in writing.',
        'A model or fault with no set price asks for a free diagnosis instead of showing a price.',
      ],
      entities: ['device model', 'repair price'],
      integrations: [],
      size: 2,
    },
    {
      id: 'repair-booking',
      title: 'Repair slot booking',
      usedBy: ['walk-in-customers', 'laptop-owners'],
      action: 'book a repair slot and get a text when my device is ready',
      benefit: 'drop the phone off and not wait in the shop',
      acceptance: [
        'Slots are offered only when the part for that model is in stock or arrives before the slot.',
        'The customer receives a text at check-in, when the repair is done and when the device is ready to collect.',
      ],
      entities: ['repair job', 'customer', 'part'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'check-in',
      title: 'Device check-in with condition and consent',
      usedBy: ['staff'],
      action:
        'log a device with its serial number, condition photos, the fault and the customer’s signed consent',
      benefit: 'have a record of what came in and who may see the data',
      acceptance: [
        'A job cannot be started without the serial number, condition photos and the customer’s signature.',
        'The customer chooses whether the technician may unlock the device, and a passcode is never stored after collection.',
        'Each step of the job records the technician and the time.',
      ],
      entities: ['repair job', 'customer'],
      integrations: [],
      size: 3,
    },
    {
      id: 'parts-warranty',
      title: 'Parts stock and warranty tracking',
      usedBy: ['staff', 'walk-in-customers'],
      action: 'record the part fitted in each repair and look up a repair’s warranty',
      benefit: 'keep the common parts in stock and honour a warranty claim in seconds',
      acceptance: [
        'Each repair records the part, its supplier and batch, and the warranty end date printed on the receipt.',
        'A part whose stock falls below its reorder level is listed for ordering each morning.',
        'A warranty claim finds the repair by phone number or serial number and shows whether it is still covered.',
      ],
      entities: ['part', 'repair job', 'warranty claim'],
      integrations: [],
      size: 3,
    },
    {
      id: 'business-account',
      title: 'Business repair accounts',
      usedBy: ['business-accounts'],
      action:
        'send staff devices for repair on our account and get one invoice a month with wipe certificates',
      benefit: 'keep staff working and prove old devices were wiped',
      acceptance: [
        'Repairs on an account are invoiced monthly, listing each device, fault, part and price.',
        'A data wipe produces a certificate with the serial number, the method and the date.',
      ],
      entities: ['business account', 'repair job'],
      integrations: ['Xero'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'email:text', 'phone:text', 'business_account_id:uuid'],
    },
    {
      name: { singular: 'device model', plural: 'device models' },
      fields: ['brand:text', 'model:text', 'kind:text'],
    },
    {
      name: { singular: 'repair price', plural: 'repair prices' },
      fields: [
        'device_model_id:uuid',
        'repair:text',
        'part_grade:text',
        'price_cents:integer',
        'minutes:integer',
        'warranty_days:integer',
      ],
    },
    {
      name: { singular: 'repair job', plural: 'repair jobs' },
      fields: [
        'customer_id:uuid',
        'device_model_id:uuid',
        'serial_number:text',
        'fault:text',
        'condition_photos:text[]',
        'consent_signed_at:timestamp',
        'technician:text',
        'status:text',
        'price_cents:integer',
      ],
    },
    {
      name: { singular: 'part', plural: 'parts' },
      fields: [
        'device_model_id:uuid',
        'name:text',
        'grade:text',
        'supplier:text',
        'batch:text',
        'in_stock:integer',
        'reorder_level:integer',
      ],
    },
    {
      name: { singular: 'warranty claim', plural: 'warranty claims' },
      fields: ['repair_job_id:uuid', 'reason:text', 'outcome:text', 'created_at:timestamp'],
    },
    {
      name: { singular: 'business account', plural: 'business accounts' },
      fields: ['name:text', 'billing_email:text', 'plan:text', 'devices:integer'],
    },
  ],
  compliance: [
    'GDPR (or the local data protection law) for customer data and data seen on devices',
    'consumer rights law on repairs done with reasonable care and skill',
    'WEEE rules for disposing of old screens and batteries',
    'safe storage and shipping of lithium batteries',
    'PCI DSS (through the card provider)',
  ],
  complexity: 1,
  vocabulary: ['screen', 'battery', 'charge', 'circuit', 'pixel', 'signal', 'byte', 'spark', 'fix', 'bench'],
  brandMotifs: ['smartphone', 'battery', 'wrench', 'laptop'],
  personality: ['Reliable', 'Quick', 'Honest', 'Friendly', 'Careful'],
};
