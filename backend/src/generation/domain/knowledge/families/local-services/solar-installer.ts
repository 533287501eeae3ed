import type { Archetype } from '../../archetype';

export const solarInstaller: Archetype = {
  id: 'solar-installer',
  family: 'local-services',
  industry: 'other',
  kind: { singular: 'solar installer', plural: 'solar installers' },
  description:
    'A local solar panel installer with one or two crews: surveys of roofs, systems designed to the home’s usage, installation of panels, inverters and home batteries, grid connection paperwork, EV chargers, and servicing of older systems. A household spends $10,000-25,000 once, so trust, an honest payback figure and a certified installation decide the sale, and the weather and the grid operator decide the calendar.',
  keywords: [
    'solar',
    'solar panels',
    'solar panel',
    'solar installer',
    'solar installers',
    'solar installation',
    'solar installations',
    'solar energy',
    'solar pv',
    'photovoltaic',
    'rooftop solar',
    'home batteries',
    'battery storage',
    'inverters',
    'renewable energy',
    'ev chargers',
    'heat pumps',
    'net metering',
    'feed-in tariff',
    'energy bills',
  ],
  segments: [
    {
      id: 'homeowners',
      role: { singular: 'homeowner', plural: 'homeowners' },
      qualifier: 'who want lower energy bills',
      jobs: [
        'find out whether the roof is worth putting panels on',
        'compare quotes with an honest payback period',
        'know the installation and grid connection will be signed off',
      ],
      pains: [
        'Door-to-door sellers quote savings that assume every kilowatt-hour is sold back at peak price.',
        'After the installation nobody answers when the inverter shows a fault.',
      ],
      persona: {
        firstName: 'Graham',
        profile:
          'a 58-year-old engineer with a south-facing roof, an electric car and a $260 monthly energy bill',
        goals: ['A payback figure from his real meter readings', 'A battery sized to his evening use'],
        frustrations: ['High-pressure sales visits', 'Quotes with no panel or inverter model named'],
      },
    },
    {
      id: 'businesses',
      role: { singular: 'small business owner', plural: 'small business owners' },
      qualifier: 'with a large roof and daytime power use',
      jobs: ['cut the electricity bill of a workshop, farm or shop', 'claim tax allowances on the system'],
      pains: [
        'Commercial installers will not visit for a system under 50 kW.',
        'Nobody explains how the system will show up in the accounts.',
      ],
      persona: {
        firstName: 'Fiona',
        profile: 'the owner of a joinery workshop whose machines run from 7am to 4pm',
        goals: ['A system that covers the daytime load', 'Monitoring she can check from her phone'],
        frustrations: ['Waiting months for a grid operator reply'],
      },
    },
    {
      id: 'existing-owners',
      role: { singular: 'owner of an older system', plural: 'owners of older systems' },
      qualifier: 'whose original installer has gone',
      jobs: ['get a faulty inverter replaced', 'add a battery to panels fitted years ago'],
      pains: [
        'The company that fitted the panels has closed and the warranty is with nobody.',
        'Generation has dropped and they cannot tell why.',
      ],
      persona: {
        firstName: 'Meera',
        profile: 'a retired nurse whose 2014 system stopped feeding in after a power cut',
        goals: ['A visit within a week', 'A written check of every panel'],
        frustrations: ['Being told to replace the whole system'],
      },
    },
  ],
  valuePropositions: [
    'Homeowners get a payback estimate from their own meter readings, roof direction and shading, with the panel, inverter and battery models named on the quote.',
    'Every installation is certified, registered with the grid operator and handed over with the warranties, the certificates and monitoring on the owner’s phone.',
    'Owners see their system’s generation each month and are told when it falls below expectation, before a fault costs a summer’s output.',
    'Owners of older systems get faults found and inverters replaced by an installer that services systems it did not fit.',
  ],
  revenue: [
    {
      kind: 'unit-sales',
      description:
        'Home systems of 4-8 kW at $9,000-18,000 installed, with a home battery adding $5,000-9,000; an average sale comes to $16,000.',
      price: { low: 9000, typical: 16000, high: 27000, per: 'installation' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 95 },
    },
    {
      kind: 'unit-sales',
      description: 'Small commercial systems of 20-50 kW at $25,000-70,000.',
      price: { low: 25000, typical: 40000, high: 70000, per: 'system' },
    },
    {
      kind: 'bookings',
      description: 'Repairs and inverter replacements at $400-2,500, and EV charger fitting at $900-1,500.',
      price: { low: 400, typical: 1100, high: 2500, per: 'job' },
    },
    {
      kind: 'subscription',
      description: 'A yearly service and monitoring plan at $120-250.',
      price: { low: 120, typical: 180, high: 250, per: 'year' },
    },
  ],
  costs: [
    {
      label: 'panels, inverters, batteries, mounting rails and cable',
      kind: 'cost-of-goods',
      shareOfRevenue: 0.5,
    },
    { label: 'installers’ and electricians’ wages', kind: 'fixed', monthly: { low: 8000, high: 22000 } },
    { label: 'scaffolding hire per job', kind: 'variable', monthly: { low: 1000, high: 4000 } },
    { label: 'vans, fuel and tools', kind: 'fixed', monthly: { low: 1000, high: 2500 } },
    {
      label: 'certification scheme fees, insurance and workmanship warranty cover',
      kind: 'fixed',
      monthly: { low: 300, high: 1000 },
    },
    {
      label: 'design software, a yard for stock and the office',
      kind: 'fixed',
      monthly: { low: 600, high: 2000 },
    },
    {
      label: 'search ads, comparison sites and referral rewards',
      kind: 'acquisition',
      monthly: { low: 1500, high: 6000 },
    },
  ],
  kpis: [
    'quotes that become installations',
    'kilowatts installed per month',
    'cost of winning each installation',
    'days from signed quote to grid connection',
    'systems generating at least 90% of the estimate in their first year',
    'customers who refer a neighbour',
  ],
  risks: [
    {
      risk: 'Government incentives or export tariffs change and demand drops within a quarter.',
      mitigation:
        'Sell on self-consumption with batteries rather than on export income, and keep servicing and EV chargers as steadier work.',
    },
    {
      risk: 'A fall from a roof or an electrical fault injures an installer or damages a home.',
      mitigation:
        'Scaffold every job, follow the certification scheme’s installation standard, and test and document every system before switch-on.',
    },
    {
      risk: 'Panel and battery prices swing between quote and installation.',
      mitigation:
        'Hold quotes for 30 days, order stock on the deposit and name equivalent models in the contract.',
    },
    {
      risk: 'Savings promised by the sale do not appear and the customer complains or leaves a bad review.',
      mitigation:
        'Base estimates on the customer’s own meter data, state the assumptions in writing and share monitoring from day one.',
    },
  ],
  competitors: [
    'national solar companies selling door to door',
    'energy suppliers offering solar and batteries',
    'electricians who fit the occasional system',
    'DIY kits sold online',
  ],
  features: [
    {
      id: 'roof-estimate',
      title: 'Roof and usage estimate with payback period',
      usedBy: ['homeowners', 'businesses'],
      action:
        'enter my address and yearly usage and see how many panels fit, what they would generate and the payback',
      benefit: 'decide whether solar is worth it before anyone visits',
      acceptance: [
        'The estimate uses the roof’s direction and pitch, the local sunshine figures and the usage entered, and states each assumption.',
        'Payback is shown with and without a battery, using the customer’s tariff and the current export rate.',
        'The customer can book a survey from the estimate, and the survey request keeps its figures.',
      ],
      entities: ['lead', 'site survey'],
      integrations: ['Google Solar API', 'Google Maps'],
      size: 4,
    },
    {
      id: 'survey-quote',
      title: 'Site surveys and quotes naming every component',
      usedBy: ['staff'],
      action: 'record the survey and send a quote listing the panels, inverter, battery and scaffolding',
      benefit: 'give every customer a quote they can compare like for like',
      acceptance: [
        'A survey records the roof measurements, shading, fuse board and the photos required by the design.',
        'The quote names the manufacturer and model of each component, the system size and the warranty of each.',
        'A quote accepted online takes a deposit and creates the installation job.',
      ],
      entities: ['site survey', 'quote', 'component'],
      integrations: ['DocuSign', 'Stripe'],
      size: 3,
    },
    {
      id: 'installation-schedule',
      title: 'Installation scheduling with scaffolding and crews',
      usedBy: ['staff'],
      action:
        'schedule the scaffolding, the crew and the electrician for each installation and move them when it rains',
      benefit: 'keep crews busy and customers informed when the weather changes',
      acceptance: [
        'An installation cannot be scheduled until its stock is reserved and the grid application is submitted.',
        'Moving an installation date updates the scaffolding booking and texts the customer.',
        'Each crew sees its jobs for the week with address, roof photos and the parts list.',
      ],
      entities: ['installation', 'component'],
      integrations: ['Twilio'],
      size: 3,
    },
    {
      id: 'grid-paperwork',
      title: 'Grid connection and certification paperwork',
      usedBy: ['staff'],
      action:
        'track the grid operator application, the electrical test results and the certificate for each system',
      benefit: 'hand every customer a system that is signed off and registered',
      acceptance: [
        'Each installation shows the grid application status and the date it was approved.',
        'An installation cannot be closed without the test results, the certificate and the commissioning photos.',
        'The handover pack with certificates and warranties is emailed to the customer as one PDF.',
      ],
      entities: ['installation', 'certificate'],
      integrations: [],
      size: 3,
    },
    {
      id: 'monitoring',
      title: 'Generation monitoring and fault alerts',
      usedBy: ['homeowners', 'existing-owners', 'staff'],
      action: 'see what my system generates each day and be told when it falls short',
      benefit: 'catch a fault before it costs a summer of savings',
      acceptance: [
        'Daily generation is read from the inverter’s monitoring service and compared with the estimate for that month.',
        'Generation below 70% of the expected figure for three sunny days opens a service job and notifies the owner.',
      ],
      entities: ['generation reading', 'installation', 'service job'],
      integrations: ['inverter monitoring APIs'],
      size: 4,
    },
    {
      id: 'service-jobs',
      title: 'Repairs and servicing of any system',
      usedBy: ['existing-owners'],
      action: 'book a repair or a yearly service for my system, even one fitted by another company',
      benefit: 'get an old system working again without replacing it',
      acceptance: [
        'The booking records the system size, the inverter model and the fault seen, with photos.',
        'The engineer’s report lists each panel and component checked, and the quote for any part needed.',
      ],
      entities: ['service job', 'component'],
      integrations: ['Stripe'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'lead', plural: 'leads' },
      fields: [
        'name:text',
        'email:text',
        'address:text',
        'annual_usage_kwh:integer',
        'tariff:text',
        'source:text',
      ],
    },
    {
      name: { singular: 'site survey', plural: 'site surveys' },
      fields: ['lead_id:uuid', 'roof_pitch:integer', 'orientation:text', 'shading:text', 'photo_urls:text[]'],
    },
    {
      name: { singular: 'quote', plural: 'quotes' },
      fields: [
        'lead_id:uuid',
        'system_kw:numeric',
        'lines:jsonb',
        'payback_years:numeric',
        'total_cents:integer',
        'accepted_at:timestamp',
      ],
    },
    {
      name: { singular: 'component', plural: 'components' },
      fields: ['kind:text', 'manufacturer:text', 'model:text', 'warranty_years:integer', 'stock:integer'],
    },
    {
      name: { singular: 'installation', plural: 'installations' },
      fields: [
        'quote_id:uuid',
        'scheduled_on:date',
        'crew:text',
        'scaffold_booked:boolean',
        'grid_status:text',
        'commissioned_at:timestamp',
      ],
    },
    {
      name: { singular: 'certificate', plural: 'certificates' },
      fields: ['installation_id:uuid', 'kind:text', 'number:text', 'issued_on:date', 'file_url:text'],
    },
    {
      name: { singular: 'generation reading', plural: 'generation readings' },
      fields: ['installation_id:uuid', 'day:date', 'generated_kwh:numeric', 'expected_kwh:numeric'],
    },
    {
      name: { singular: 'service job', plural: 'service jobs' },
      fields: ['installation_id:uuid', 'fault:text', 'visited_on:date', 'report:text', 'status:text'],
    },
  ],
  compliance: [
    'installer certification (MCS in the UK, NABCEP and state contractor licences in the US)',
    'electrical wiring regulations and testing before switch-on',
    'grid operator connection approval before export',
    'working at height rules and scaffolding on every roof job',
    'consumer protection on doorstep and distance sales, with a cooling-off period',
    'GDPR for customers’ addresses and energy data',
  ],
  complexity: 2,
  vocabulary: ['sun', 'ray', 'beam', 'volt', 'panel', 'dawn', 'roof', 'cell', 'glow', 'watt'],
  brandMotifs: ['solar-panel', 'sun', 'bolt', 'house'],
  personality: ['Reliable', 'Sustainable', 'Expert', 'Transparent', 'Practical'],
};
