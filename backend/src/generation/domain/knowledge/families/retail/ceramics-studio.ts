import type { Archetype } from '../../archetype';

export const ceramicsStudio: Archetype = {
  id: 'ceramics-studio',
  family: 'retail',
  industry: 'creative',
  kind: { singular: 'ceramics studio', plural: 'ceramics studios' },
  description:
    'A pottery and ceramics studio with a shop at the front: the potter throws and glazes mugs, bowls, plates and vases sold in the shop and online, runs wheel-throwing and hand-building classes and taster evenings, rents shelf space and kiln firings to members who make their own work, and takes commissions for dinner services and wedding lists. Every piece waits days for drying, a bisque firing and a glaze firing, so classes and orders run on the kiln’s calendar.',
  keywords: [
    'pottery',
    'potter',
    'potters',
    'ceramics',
    'ceramicist',
    'ceramic',
    'pottery studio',
    'ceramics studio',
    'pottery shop',
    'pottery classes',
    'pottery class',
    'wheel throwing',
    'throwing classes',
    'hand-building',
    'clay',
    'kiln',
    'glaze',
    'stoneware',
    'porcelain',
    'mugs',
    'tableware',
    'paint your own pottery',
  ],
  segments: [
    {
      id: 'learners',
      role: { singular: 'beginner potter', plural: 'beginner potters' },
      qualifier: 'who want to learn on the wheel',
      jobs: [
        'book a six-week wheel course that fits after work',
        'try a one-off taster evening with a friend',
        'collect the pieces once they have been glazed and fired',
      ],
      pains: [
        'Beginner courses sell out within an hour of being announced on social media.',
        'Nobody tells them when their fired pieces are ready, and mugs sit on a shelf for months.',
      ],
      persona: {
        firstName: 'Chloe',
        profile:
          'a 31-year-old software tester who wants an evening away from screens with her hands in clay',
        goals: ['A place on the next beginner course', 'A message when her bowls come out of the kiln'],
        frustrations: [
          'Refreshing Instagram for course dates',
          'Paying the full course fee for a missed week',
        ],
      },
    },
    {
      id: 'members',
      role: { singular: 'studio member', plural: 'studio members' },
      qualifier: 'who make their own work',
      jobs: ['book a wheel for an open studio session', 'get their pieces into the next glaze firing'],
      pains: [
        'Wheels are double-booked on Sunday afternoons.',
        'Firing fees are worked out by eye, and nobody knows which shelf in the kiln is theirs.',
      ],
      persona: {
        firstName: 'Tomasz',
        profile: 'a retired teacher who throws three mornings a week and sells at two craft fairs a year',
        goals: ['A wheel booked for his mornings', 'Firing charged by the shelf he uses'],
        frustrations: ['His pots sitting unfired for three weeks'],
      },
    },
    {
      id: 'buyers',
      role: { singular: 'buyer of handmade tableware', plural: 'buyers of handmade tableware' },
      qualifier: 'shopping for themselves, a gift or a restaurant',
      jobs: [
        'buy a set of mugs or plates that match',
        'commission a dinner service for a restaurant or a wedding list',
      ],
      pains: [
        'A piece seen in the shop window is never listed online.',
        'Commissions are agreed over messages with no date, price or glaze sample in writing.',
      ],
      persona: {
        firstName: 'Rafael',
        profile: 'the chef-owner of a small restaurant who wants 60 speckled stoneware plates in one glaze',
        goals: ['A glaze sample before the full order', 'A delivery date he can plan the menu around'],
        frustrations: ['Plates from two firings that do not match'],
      },
    },
  ],
  valuePropositions: [
    'Beginners book wheel courses and taster evenings online when dates open, join a waiting list when they are full, and are told when their fired pieces are ready to collect.',
    'Members book a wheel and pay for kiln space by the shelf, so Sunday afternoons are not double-booked and every firing is charged fairly.',
    'Every mug, bowl and vase in the shop is also for sale online with its glaze, size and whether it is dishwasher-safe.',
    'Restaurants and couples commission tableware with a glaze sample, a written price and a delivery date planned around the kiln.',
  ],
  revenue: [
    {
      kind: 'bookings',
      description:
        'Six-week wheel courses at $220-320 a place with clay and firing included, and taster evenings at $45-65.',
      price: { low: 45, typical: 260, high: 320, per: 'place' },
      cadence: { purchasesPerMonth: 0.5, monthlyChurn: 25 },
    },
    {
      kind: 'unit-sales',
      description:
        'Handmade mugs at $28-40, bowls and plates at $30-60 and vases at $60-180, in the shop and online.',
      price: { low: 28, typical: 45, high: 180, per: 'piece' },
    },
    {
      kind: 'subscription',
      description:
        'Studio membership at $120-200 a month for wheel time and a shelf, with firing charged by the shelf.',
      price: { low: 120, typical: 160, high: 200, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 6 },
    },
    {
      kind: 'unit-sales',
      description: 'Commissions of tableware for restaurants and wedding lists at $800-5,000 an order.',
      price: { low: 800, typical: 2000, high: 5000, per: 'commission' },
    },
  ],
  costs: [
    { label: 'clay, glaze materials and packaging', kind: 'cost-of-goods', shareOfRevenue: 0.15 },
    { label: 'rent for a studio with a shopfront', kind: 'fixed', monthly: { low: 1500, high: 4500 } },
    { label: 'electricity for the kilns', kind: 'fixed', monthly: { low: 250, high: 900 } },
    { label: 'class assistants and a shop assistant', kind: 'fixed', monthly: { low: 1500, high: 5000 } },
    {
      label: 'kiln elements, wheel repairs and shelves replaced',
      kind: 'fixed',
      monthly: { low: 100, high: 400 },
    },
    { label: 'online shop, booking system and card fees', kind: 'variable', monthly: { low: 80, high: 300 } },
    {
      label: 'social posts, craft fairs and open studio days',
      kind: 'acquisition',
      monthly: { low: 100, high: 600 },
    },
  ],
  kpis: [
    'course places filled within a week of opening',
    'kiln firings run full',
    'pieces lost in firing',
    'members who stay six months',
    'online and shop sales per month',
    'beginners who go on to a second course or membership',
  ],
  risks: [
    {
      risk: 'A kiln fails in the week before Christmas with a full load of commissions and students’ work inside.',
      mitigation:
        'Service the kiln elements on a schedule, keep a spare controller and agree a back-up firing with a nearby studio.',
    },
    {
      risk: 'Classes fill the studio’s hours and leave the potter no time to make work for the shop.',
      mitigation:
        'Set making days in the calendar that no class can take, and let assistants teach the taster evenings.',
    },
    {
      risk: 'Glaze dust and clay slop harm the lungs of the potter, members and students.',
      mitigation:
        'Clean wet and never sweep, mix glazes under extraction, keep safety sheets for every material and teach it at the first class.',
    },
  ],
  competitors: [
    'paint-your-own-pottery cafes',
    'adult education and community college pottery courses',
    'high street homeware chains',
    'makers selling on craft marketplaces',
  ],
  features: [
    {
      id: 'course-booking',
      title: 'Wheel courses and taster evenings booked online',
      usedBy: ['learners'],
      action: 'book a place on a wheel course or a taster evening and join the waiting list when it is full',
      benefit: 'get a place without watching social media for the dates',
      acceptance: [
        'A course shows its dates, the number of wheels and the places left, and cannot be booked beyond the wheels available.',
        'When a course is full, people on its waiting list are emailed in order when a place opens and have 24 hours to take it.',
        'Waiting-list members are emailed first when the next course’s dates are published.',
      ],
      entities: ['course', 'booking', 'customer'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'piece-tracking',
      title: 'Piece tracking from greenware to glaze firing',
      usedBy: ['learners', 'members', 'staff'],
      action: 'see where each of my pieces is, from drying to bisque and glaze firing, and when it is ready',
      benefit: 'know when to come and collect my work',
      acceptance: [
        'Each piece is recorded with its maker, a photo and its stage: drying, bisque fired, glazed or finished.',
        'Moving a firing to done moves every piece in it to the next stage.',
        'The maker is emailed when a piece is finished, and pieces not collected after 60 days are listed for the owner.',
      ],
      entities: ['piece', 'kiln load', 'customer'],
      integrations: [],
      size: 3,
    },
    {
      id: 'kiln-firings',
      title: 'Kiln firing schedule and shelf charges',
      usedBy: ['staff'],
      action: 'plan each kiln firing by shelf and charge members for the shelves their work takes',
      benefit: 'run full firings and charge everyone fairly',
      acceptance: [
        'A firing records the kiln, the type (bisque or glaze), the cone or top temperature and the shelves it holds.',
        'A member books shelves in an upcoming firing and the charge is added to their monthly bill.',
        'A firing cannot hold more shelves than its kiln has.',
      ],
      entities: ['kiln load', 'membership', 'piece'],
      integrations: [],
      size: 3,
    },
    {
      id: 'wheel-booking',
      title: 'Open studio wheel and kiln shelf booking',
      usedBy: ['members'],
      action: 'book a wheel for an open studio session and a shelf in the next glaze firing',
      benefit: 'know a wheel is free when I arrive and when my pots will be fired',
      acceptance: [
        'Members see open sessions with free wheels and can book up to the hours their membership allows each week.',
        'Wheels used by a class cannot be booked during that class.',
        'A shelf booked in a firing is charged to the member’s monthly bill at the shelf price.',
      ],
      entities: ['booking', 'membership', 'kiln load'],
      integrations: [],
      size: 2,
    },
    {
      id: 'online-shop',
      title: 'Online shop of studio pieces',
      usedBy: ['buyers', 'staff'],
      action: 'buy a one-off piece or a matching set online, with its glaze, size and care notes',
      benefit: 'buy what I saw in the window without going back to the studio',
      acceptance: [
        'Each product shows photos, its clay and glaze, its size and whether it is dishwasher and microwave safe.',
        'A one-off piece sold in the shop is marked sold online at the same moment.',
        'Orders can be collected from the studio or posted in packaging made for ceramics.',
      ],
      entities: ['product', 'order'],
      integrations: ['Shopify', 'Square'],
      size: 3,
    },
    {
      id: 'commissions',
      title: 'Tableware commissions with a glaze sample',
      usedBy: ['buyers'],
      action: 'commission a set of tableware, approve a glaze sample and pay a deposit',
      benefit: 'get matching plates on a date I can plan around',
      acceptance: [
        'A commission records the pieces, quantities, glaze and delivery date, with a deposit taken on approval of the sample.',
        'The buyer approves or rejects the glaze sample from a photo before the full order is thrown.',
        'The delivery date is at least six weeks after approval unless the owner overrides it.',
      ],
      entities: ['commission', 'customer'],
      integrations: ['Stripe'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'email:text', 'phone:text'],
    },
    {
      name: { singular: 'course', plural: 'courses' },
      fields: [
        'title:text',
        'level:text',
        'starts_on:date',
        'weeks:integer',
        'wheels:integer',
        'price_cents:integer',
      ],
    },
    {
      name: { singular: 'booking', plural: 'bookings' },
      fields: [
        'customer_id:uuid',
        'course_id:uuid',
        'session_at:timestamp',
        'waitlisted:boolean',
        'status:text',
      ],
    },
    {
      name: { singular: 'membership', plural: 'memberships' },
      fields: ['customer_id:uuid', 'plan:text', 'wheel_hours_per_week:integer', 'shelf:text', 'status:text'],
    },
    {
      name: { singular: 'piece', plural: 'pieces' },
      fields: ['maker_id:uuid', 'photo_url:text', 'stage:text', 'kiln_load_id:uuid', 'finished_at:timestamp'],
    },
    {
      name: { singular: 'kiln load', plural: 'kiln loads' },
      fields: [
        'kiln:text',
        'kind:text',
        'top_temperature_c:integer',
        'shelves:integer',
        'fired_on:date',
        'status:text',
      ],
    },
    {
      name: { singular: 'product', plural: 'products' },
      fields: [
        'title:text',
        'clay:text',
        'glaze:text',
        'size:text',
        'dishwasher_safe:boolean',
        'stock:integer',
        'price_cents:integer',
      ],
    },
    {
      name: { singular: 'order', plural: 'orders' },
      fields: ['customer_id:uuid', 'items:jsonb', 'delivery:text', 'total_cents:integer', 'status:text'],
    },
    {
      name: { singular: 'commission', plural: 'commissions' },
      fields: [
        'customer_id:uuid',
        'pieces:jsonb',
        'glaze:text',
        'sample_approved_at:timestamp',
        'deliver_by:date',
        'deposit_cents:integer',
      ],
    },
  ],
  compliance: [
    'food-safe glazes for tableware (lead and cadmium release limits)',
    'safety data sheets for glaze materials and dust control in the studio',
    'kiln electrical installation and ventilation checks',
    'consumer rights on online sales, including returns of one-off pieces',
    'GDPR for students’ and members’ details',
  ],
  complexity: 1,
  vocabulary: ['clay', 'kiln', 'glaze', 'wheel', 'slip', 'vessel', 'bowl', 'jug', 'earth', 'fire'],
  brandMotifs: ['amphora', 'flame', 'hand', 'palette'],
  personality: ['Earthy', 'Handmade', 'Calm', 'Creative', 'Welcoming'],
};
