import type { Archetype } from '../../archetype';

export const interiorDesignStudio: Archetype = {
  id: 'interior-design-studio',
  family: 'agencies',
  industry: 'creative',
  kind: { singular: 'interior design studio', plural: 'interior design studios' },
  description:
    'A small interior design studio of a lead designer and one or two juniors, redesigning homes and the occasional café or office: a paid first consultation, a design fee for mood boards, floor plans and a sourcing schedule of furniture, lighting and finishes, then trade-priced ordering and site visits while the builders and decorators work. Clients sign off each room before anything is ordered, and orders arrive over weeks from dozens of suppliers.',
  keywords: [
    'interior design',
    'interior designer',
    'interior designers',
    'interior design studio',
    'interiors',
    'interior decorator',
    'interior decorating',
    'home styling',
    'home staging',
    'mood board',
    'mood boards',
    'room design',
    'furnishing',
    'soft furnishings',
    'refurbishment',
    'renovation design',
    'fit-out',
    'decor',
    'kitchen design',
    'bathroom design',
  ],
  segments: [
    {
      id: 'homeowners',
      role: { singular: 'homeowner', plural: 'homeowners' },
      qualifier: 'renovating or redecorating a whole floor',
      jobs: [
        'turn a vague taste into a plan for every room',
        'know the full cost of the furniture and finishes before committing',
        'have someone manage the orders and the trades',
      ],
      pains: [
        'Two hundred saved photos and still no idea what goes together.',
        'A sofa chosen alone arrives too big for the room, with a restocking fee to send it back.',
      ],
      persona: {
        firstName: 'Olivia',
        profile:
          'a 41-year-old barrister renovating a Victorian terrace with a budget of $60,000 for furniture and finishes',
        goals: [
          'A scheme for the ground floor she can approve room by room',
          'One schedule of what is ordered and when it arrives',
        ],
        frustrations: ['Samples everywhere and no decisions', 'Deliveries arriving on days nobody is in'],
      },
    },
    {
      id: 'one-room-clients',
      role: { singular: 'flat owner', plural: 'flat owners' },
      qualifier: 'wanting help with one or two rooms',
      jobs: [
        'get a design for a living room or a bedroom at a fixed fee',
        'buy the pieces themselves from a clear shopping list',
      ],
      pains: [
        'Full-service designers will not take on a single room.',
        'Hourly fees make it impossible to know what the design will cost.',
      ],
      persona: {
        firstName: 'Daniel',
        profile: 'a 30-year-old software tester furnishing the living room of his first flat',
        goals: ['A fixed fee for one room', 'A shopping list with links and sizes'],
        frustrations: ['Paying for hours he cannot see'],
      },
    },
    {
      id: 'commercial-clients',
      role: { singular: 'business owner', plural: 'business owners' },
      qualifier: 'fitting out a café, a salon or a small office',
      jobs: ['get a look that fits the brand and survives daily wear', 'open on the planned date'],
      pains: [
        'Domestic furniture chosen for looks wears out within a year.',
        'Late deliveries push back the opening and the first month’s takings.',
      ],
      persona: {
        firstName: 'Farah',
        profile: 'a 37-year-old café owner fitting out a second site with a twelve-week lease-free period',
        goals: ['A scheme that looks like the first café', 'Everything installed before opening day'],
        frustrations: ['A designer who does not understand commercial furniture ratings'],
      },
    },
  ],
  valuePropositions: [
    'Clients see each room’s mood board, floor plan and costed sourcing list in one place and approve it, or comment on it, before anything is ordered.',
    'The sourcing schedule shows every item’s price, supplier, lead time and delivery date, so the full cost is known and nothing arrives unexpected.',
    'Single rooms are designed for a fixed fee with a shopping list the client can buy from themselves.',
    'Trade discounts on furniture and fabrics are passed on in part, and orders, deliveries and snags are managed until the last cushion is placed.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Design fees of $1,500-4,000 a room, or 10-20% of the project budget for a whole house, with a paid first consultation at $150-300.',
      price: { low: 150, typical: 3000, high: 20000, per: 'project' },
      cadence: { purchasesPerMonth: 0.05, monthlyChurn: 40 },
    },
    {
      kind: 'unit-sales',
      description:
        'Furniture, lighting and fabrics ordered at trade prices and sold to clients with a 15-30% margin over trade.',
      price: { low: 50, typical: 800, high: 6000, per: 'item' },
    },
    {
      kind: 'bookings',
      description:
        'Fixed-fee single-room designs delivered online at $450-900, with a shopping list the client buys from.',
      price: { low: 450, typical: 650, high: 900, per: 'room' },
    },
    {
      kind: 'retainer',
      description:
        'Project management of the trades and site visits at $80-150 an hour or a monthly fee during the works.',
      price: { low: 800, typical: 2000, high: 5000, per: 'month' },
    },
  ],
  costs: [
    {
      label: 'furniture and fabrics bought at trade for clients',
      kind: 'cost-of-goods',
      shareOfRevenue: 0.45,
    },
    { label: 'a junior designer’s salary', kind: 'fixed', monthly: { low: 2500, high: 4000 } },
    { label: 'studio rent with a sample library', kind: 'fixed', monthly: { low: 800, high: 2500 } },
    { label: 'design software licences', kind: 'fixed', monthly: { low: 100, high: 350 } },
    { label: 'professional indemnity insurance', kind: 'fixed', monthly: { low: 60, high: 200 } },
    { label: 'samples, courier and site travel', kind: 'variable', monthly: { low: 150, high: 600 } },
    {
      label: 'social media, design directories and project photography',
      kind: 'acquisition',
      monthly: { low: 200, high: 1000 },
    },
  ],
  kpis: [
    'consultations that become design projects',
    'rooms signed off at the first presentation',
    'margin earned on sourced items',
    'orders delivered by the promised date',
    'hours spent per project against the fee',
    'projects from referrals',
  ],
  risks: [
    {
      risk: 'A client keeps asking for new options and the design hours run far past the fee.',
      mitigation:
        'Write two rounds of revisions per room into the agreement, log hours per project, and charge further rounds at an agreed rate.',
    },
    {
      risk: 'A supplier goes out of business holding the client’s deposit for a bespoke sofa.',
      mitigation:
        'Pay deposits by credit card where possible, order from established trade suppliers, and keep client money separate from the studio’s.',
    },
    {
      risk: 'Items arrive damaged or in the wrong colour and the install day slips.',
      mitigation:
        'Inspect deliveries at a receiving warehouse before install day, and keep a snag list per room with each supplier’s returns terms.',
    },
    {
      risk: 'Commercial furniture fails fire safety rules for the premises.',
      mitigation:
        'Specify only items with fire certificates for commercial use and file them with the handover pack.',
    },
  ],
  competitors: [
    'furniture shops with a free design service',
    'online e-design services',
    'architects offering interiors',
    'do-it-yourself makeovers copied from social media',
  ],
  features: [
    {
      id: 'room-presentations',
      title: 'Room-by-room mood boards for approval',
      usedBy: ['homeowners', 'one-room-clients', 'commercial-clients'],
      action: 'see each room’s mood board, floor plan and costed list, and approve it or leave comments',
      benefit: 'decide room by room with the look and the cost side by side',
      acceptance: [
        'Each room shows its mood board, its floor plan and its sourcing list with a running total.',
        'The client can comment on any single item, and a comment reopens the room for revision.',
        'A room is marked approved with the date and the version approved, and items are ordered only from approved rooms.',
      ],
      entities: ['room', 'design version', 'project'],
      integrations: ['Cloudinary'],
      size: 3,
    },
    {
      id: 'sourcing-schedule',
      title: 'Sourcing schedule with prices and lead times',
      usedBy: ['homeowners', 'staff'],
      action: 'see every item to be bought with its supplier, price, lead time and delivery date',
      benefit: 'know the full cost and when each piece will arrive',
      acceptance: [
        'Each item has a room, a supplier, a trade price, a client price, dimensions and a lead time.',
        'The schedule totals the client price by room and for the whole project.',
        'Items whose expected delivery is later than the install date are highlighted.',
      ],
      entities: ['item', 'supplier', 'room'],
      integrations: [],
      size: 3,
    },
    {
      id: 'client-orders',
      title: 'Client payment for approved items',
      usedBy: ['homeowners', 'commercial-clients'],
      action: 'pay for the approved items of a room in one payment before they are ordered',
      benefit: 'see exactly what my money is buying',
      acceptance: [
        'An invoice lists every approved item of the room with its client price.',
        'Nothing is ordered from a supplier until the room’s invoice is paid.',
        'Client payments are shown separately from the studio’s design fees.',
      ],
      entities: ['invoice', 'item'],
      integrations: ['Stripe'],
      size: 2,
    },
    {
      id: 'delivery-tracking',
      title: 'Order and delivery tracking',
      usedBy: ['staff', 'homeowners'],
      action: 'follow each supplier order from placed to delivered and inspected',
      benefit: 'plan the install day knowing everything has arrived',
      acceptance: [
        'Each order records its supplier reference, the date ordered and the promised delivery date.',
        'A promised date that passes without a delivery flags the item to the designer.',
        'Delivered items are marked inspected or damaged, with a photo for damaged ones.',
      ],
      entities: ['item', 'supplier'],
      integrations: [],
      size: 3,
    },
    {
      id: 'fixed-fee-rooms',
      title: 'Fixed-fee single-room designs',
      usedBy: ['one-room-clients'],
      action:
        'buy a single-room design, send photos and measurements, and receive a plan and a shopping list',
      benefit: 'get a designer’s eye on one room for a price I know',
      acceptance: [
        'The client cannot submit the brief without photos of each wall and the room’s measurements.',
        'The design is delivered within 15 working days with a floor plan and a shopping list of linked items.',
        'The fee includes two rounds of changes, and the counter shows how many are left.',
      ],
      entities: ['room', 'design version', 'item'],
      integrations: ['Stripe'],
      size: 2,
    },
    {
      id: 'project-hours',
      title: 'Project hours against the design fee',
      usedBy: ['owner', 'staff'],
      action: 'log hours against each project and see them against the fee',
      benefit: 'spot a project running over before it loses money',
      acceptance: [
        'Hours are logged per project, per room and per stage (concept, detailed design, sourcing, site).',
        'A project that has used 80% of its fee hours flags the lead designer.',
        'Revision rounds beyond those agreed are listed for charging.',
      ],
      entities: ['project', 'time entry'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'project', plural: 'projects' },
      fields: [
        'client_name:text',
        'address:text',
        'budget_cents:integer',
        'fee_cents:integer',
        'install_on:date',
        'stage:text',
      ],
    },
    {
      name: { singular: 'room', plural: 'rooms' },
      fields: ['project_id:uuid', 'name:text', 'width_cm:integer', 'length_cm:integer', 'approved_on:date'],
    },
    {
      name: { singular: 'design version', plural: 'design versions' },
      fields: [
        'room_id:uuid',
        'version:integer',
        'mood_board_url:text',
        'floor_plan_url:text',
        'comments:jsonb',
      ],
    },
    {
      name: { singular: 'item', plural: 'items' },
      fields: [
        'room_id:uuid',
        'supplier_id:uuid',
        'description:text',
        'dimensions:text',
        'trade_price_cents:integer',
        'client_price_cents:integer',
        'promised_on:date',
        'status:text',
      ],
    },
    {
      name: { singular: 'supplier', plural: 'suppliers' },
      fields: ['name:text', 'trade_account:text', 'discount_percent:numeric', 'returns_terms:text'],
    },
    {
      name: { singular: 'invoice', plural: 'invoices' },
      fields: ['project_id:uuid', 'room_id:uuid', 'kind:text', 'amount_cents:integer', 'paid_at:timestamp'],
    },
    {
      name: { singular: 'time entry', plural: 'time entries' },
      fields: ['project_id:uuid', 'room_id:uuid', 'stage:text', 'hours:numeric', 'worked_on:date'],
    },
  ],
  compliance: [
    'consumer contract terms covering deposits, revisions and cancellation',
    'professional indemnity insurance',
    'fire safety certificates for furniture and fabrics in commercial premises',
    'GDPR for clients’ home addresses and photos of their homes',
    'PCI DSS (through the card provider)',
  ],
  complexity: 2,
  vocabulary: ['lamp', 'linen', 'velvet', 'oak', 'brass', 'fabric', 'sofa', 'swatch', 'hue', 'room'],
  brandMotifs: ['lamp', 'sofa', 'palette', 'ruler'],
};
