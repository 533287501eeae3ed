import type { Archetype } from '../../archetype';

export const iceCreamParlour: Archetype = {
  id: 'ice-cream-parlour',
  family: 'food-and-drink',
  industry: 'other',
  kind: { singular: 'ice cream parlour', plural: 'ice cream parlours' },
  description:
    'An ice cream parlour or gelato shop that churns its own ice cream, gelato and sorbet in small batches behind the counter, sells scoops, cones and sundaes over the counter, takes pre-orders for ice cream cakes and tubs to take home, and sends a cart or tricycle to weddings and summer events. Trade swings with the weather, so a rainy July and a hot week in May decide the year, and allergens in every flavour must be known to the person serving.',
  keywords: [
    'ice cream',
    'ice cream parlour',
    'ice cream parlor',
    'ice cream shop',
    'ice-cream',
    'icecream',
    'gelato',
    'gelateria',
    'gelato shop',
    'sorbet',
    'frozen yogurt',
    'scoops',
    'cones',
    'sundaes',
    'soft serve',
    'milkshakes',
    'ice cream cakes',
    'dairy-free ice cream',
    'vegan gelato',
  ],
  segments: [
    {
      id: 'families',
      role: { singular: 'family', plural: 'families' },
      qualifier: 'out for a treat after school or on the seafront',
      jobs: [
        'find a scoop safe for a child with a nut or dairy allergy',
        'pick a flavour quickly while the children are still queueing',
        'take a tub home for the weekend',
      ],
      pains: [
        'The queue is out of the door on the first sunny afternoon and the children melt before the ice cream does.',
        'Nobody behind the counter can say for sure whether the pistachio shares a scoop with the nut-free flavours.',
      ],
      persona: {
        firstName: 'Laura',
        profile:
          'a mother of two who stops at the parlour after Saturday swimming lessons, one child allergic to peanuts',
        goals: ['A flavour list with allergens she can read before ordering', 'A loyalty card that fills up'],
        frustrations: [
          'Asking the teenager at the counter to check the tub label',
          'A 20-minute queue in the sun',
        ],
      },
    },
    {
      id: 'celebrations',
      role: { singular: 'party host', plural: 'party hosts' },
      qualifier: 'planning a birthday, a wedding or an office summer party',
      jobs: [
        'order an ice cream cake with a name on it for a set collection time',
        'book an ice cream cart for a wedding reception',
      ],
      pains: [
        'Ordering a custom ice cream cake means a phone call during opening hours and no written confirmation.',
        'Event ice cream carts quote by email a week later, after the date has gone.',
      ],
      persona: {
        firstName: 'Omar',
        profile:
          'a groom planning a summer wedding for 120 guests who wants gelato instead of a dessert course',
        goals: ['A fixed price per guest with flavours chosen ahead', 'A deposit paid online'],
        frustrations: ['Not knowing whether the cart needs a power socket'],
      },
    },
    {
      id: 'trade',
      role: { singular: 'cafe owner', plural: 'cafe owners' },
      qualifier: 'who serve local ice cream on their dessert menu',
      jobs: ['reorder 5-litre tubs of the usual flavours every week', 'add a seasonal flavour to the menu'],
      pains: [
        'The wholesale order is a text message that gets missed on a busy Friday.',
        'Allergen sheets for each flavour arrive as photos of a handwritten label.',
      ],
      persona: {
        firstName: 'Giulia',
        profile:
          'the owner of a seafront cafe that serves three local flavours with its waffles and desserts',
        goals: ['A standing weekly order she can change online', 'Allergen sheets for her menu'],
        frustrations: ['Running out of vanilla on a Sunday'],
      },
    },
  ],
  valuePropositions: [
    'Families see today’s flavours with allergens and dairy-free options on a board and online before they reach the counter, so a child with an allergy gets a safe scoop without a guessing game.',
    'Ice cream cakes and take-home tubs are ordered online for a set collection time, so a birthday does not depend on a phone call in opening hours.',
    'Wedding and party hosts get a price per guest, chosen flavours and a booked cart with a deposit taken online, instead of a week of emails.',
    'Cafes and restaurants order their weekly tubs online and receive allergen sheets for every flavour they serve.',
  ],
  revenue: [
    {
      kind: 'unit-sales',
      description:
        'Scoops in a cup or cone at $4-7, sundaes and milkshakes at $7-10; an average counter order comes to $8.',
      price: { low: 4, typical: 8, high: 12, per: 'order' },
      cadence: { purchasesPerMonth: 2, monthlyChurn: 20 },
    },
    {
      kind: 'unit-sales',
      description: 'Take-home tubs of 500 ml to 1 litre at $9-16, and ice cream cakes to order at $35-75.',
      price: { low: 9, typical: 22, high: 75, per: 'tub or cake' },
    },
    {
      kind: 'bookings',
      description: 'An ice cream cart at weddings and events at $4-7 a guest, with a $400 minimum.',
      price: { low: 400, typical: 750, high: 1500, per: 'event' },
    },
    {
      kind: 'unit-sales',
      description: 'Wholesale 5-litre tubs to cafes and restaurants at $30-45 each.',
      price: { low: 30, typical: 36, high: 45, per: '5-litre tub' },
    },
  ],
  costs: [
    { label: 'milk, cream, sugar, fruit, nuts, cones and cups', kind: 'cost-of-goods', shareOfRevenue: 0.25 },
    { label: 'rent for a shopfront with seating', kind: 'fixed', monthly: { low: 2000, high: 6000 } },
    {
      label: 'counter staff, with extra hands from May to September',
      kind: 'fixed',
      monthly: { low: 3500, high: 11000 },
    },
    {
      label: 'electricity for the batch freezer, blast freezer and display cabinets',
      kind: 'fixed',
      monthly: { low: 400, high: 1200 },
    },
    {
      label: 'batch freezer, pasteuriser and display cabinet finance and servicing',
      kind: 'fixed',
      monthly: { low: 300, high: 1000 },
    },
    { label: 'card fees and till software', kind: 'variable', monthly: { low: 80, high: 350 } },
    {
      label: 'summer launch posts, sampling days and map listings',
      kind: 'acquisition',
      monthly: { low: 150, high: 700 },
    },
  ],
  kpis: [
    'scoops sold per sunny and per rainy day',
    'average counter order',
    'share of winter sales from cakes, tubs and wholesale',
    'flavours thrown away at the end of their shelf life',
    'queue time at the summer peak',
    'event bookings per month from April to September',
  ],
  risks: [
    {
      risk: 'A cold, wet summer halves the counter takings in the months that pay for the year.',
      mitigation:
        'Build winter sales that do not depend on the weather: ice cream cakes, take-home tubs, wholesale to restaurants, and hot drinks and waffles from October.',
    },
    {
      risk: 'A child with a nut allergy is served from a scoop that touched the pistachio.',
      mitigation:
        'Keep a separate scoop and well for each nut flavour, show the allergens of every flavour on the board and online, and train every new starter before the first shift.',
    },
    {
      risk: 'A freezer fails overnight and a week of batches melts.',
      mitigation:
        'Fit temperature alarms that text the owner, log temperatures twice a day and insure the stock.',
    },
  ],
  competitors: [
    'supermarket premium ice cream tubs',
    'national ice cream and frozen yogurt chains',
    'coffee shops and bakeries with a gelato cabinet',
    'ice cream vans',
  ],
  features: [
    {
      id: 'flavour-board',
      title: 'Today’s flavours with allergens',
      usedBy: ['families', 'staff'],
      action: 'see which flavours are in the cabinet today, with allergens and dairy-free or vegan marks',
      benefit: 'choose before reaching the counter and know a scoop is safe for my child',
      acceptance: [
        'Staff switch a flavour on or off when its tray goes in or out of the cabinet, and the online board changes within a minute.',
        'Each flavour lists the 14 allergens it contains or may contain, and flavours can be filtered by allergen, dairy-free and vegan.',
        'A flavour with no recorded allergens cannot be shown on the board.',
      ],
      entities: ['flavour', 'batch'],
      integrations: [],
      size: 2,
    },
    {
      id: 'cake-preorders',
      title: 'Ice cream cake and tub pre-orders',
      usedBy: ['celebrations', 'families'],
      action: 'order an ice cream cake with a message, or take-home tubs, for a collection time',
      benefit: 'have the cake ready on the day without phoning the shop',
      acceptance: [
        'Cakes can be ordered at least 48 hours ahead, with the size, two flavours and a message of up to 30 characters.',
        'The order is paid online and the customer receives a confirmation with the collection time.',
        'Orders for each day appear on the production list the day before.',
      ],
      entities: ['order', 'flavour', 'customer'],
      integrations: ['Stripe', 'Square'],
      size: 3,
    },
    {
      id: 'event-cart',
      title: 'Ice cream cart bookings for events',
      usedBy: ['celebrations'],
      action: 'get a price for my guest count, choose the flavours and book the cart with a deposit',
      benefit: 'settle dessert for the wedding in one go',
      acceptance: [
        'The quote is the price per guest times the guest count, never below the minimum, and shows the deposit due.',
        'A date already booked cannot be chosen, and the booking holds the venue address, power access and serving time.',
        'The balance is requested 14 days before the event by email with a payment link.',
      ],
      entities: ['event booking', 'flavour', 'customer'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'batch-log',
      title: 'Batch log with pasteurisation and shelf life',
      usedBy: ['staff'],
      action: 'record each batch I churn with its base, pasteurisation temperature and use-by date',
      benefit: 'prove food safety to the inspector and use the oldest trays first',
      acceptance: [
        'A batch cannot be saved without the base mix, the pasteurisation temperature and the time held.',
        'Trays past their use-by date are listed each morning for disposal, and the quantity thrown away is recorded.',
        'Freezer and cabinet temperatures are logged twice a day, and a reading above -18 °C in storage is flagged.',
      ],
      entities: ['batch', 'flavour', 'temperature log'],
      integrations: [],
      size: 3,
    },
    {
      id: 'loyalty-card',
      title: 'Digital loyalty card',
      usedBy: ['families'],
      action: 'collect a stamp with each cone and get the tenth scoop free',
      benefit: 'be rewarded for coming back all summer',
      acceptance: [
        'A stamp is added when the customer’s card or phone number is scanned at the till.',
        'After nine stamps the next scoop is free and the card starts again.',
      ],
      entities: ['loyalty card', 'customer'],
      integrations: ['Square'],
      size: 2,
    },
    {
      id: 'wholesale-orders',
      title: 'Weekly wholesale tub orders',
      usedBy: ['trade'],
      action: 'place or change my standing weekly order of 5-litre tubs and download allergen sheets',
      benefit: 'never run out of the regular flavours and keep the allergen list of my menu right',
      acceptance: [
        'A standing order repeats each week until changed, and changes close 48 hours before delivery.',
        'Each delivery has an invoice per account, and allergen sheets can be downloaded for every flavour ordered.',
      ],
      entities: ['order', 'flavour', 'customer'],
      integrations: ['Xero'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'flavour', plural: 'flavours' },
      fields: ['name:text', 'base:text', 'allergens:text[]', 'dairy_free:boolean', 'in_cabinet:boolean'],
    },
    {
      name: { singular: 'batch', plural: 'batches' },
      fields: [
        'flavour_id:uuid',
        'litres:numeric',
        'pasteurised_at_c:numeric',
        'churned_at:timestamp',
        'use_by:date',
        'wasted_litres:numeric',
      ],
    },
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'email:text', 'phone:text', 'account_type:text'],
    },
    {
      name: { singular: 'order', plural: 'orders' },
      fields: [
        'customer_id:uuid',
        'kind:text',
        'items:jsonb',
        'message:text',
        'collect_at:timestamp',
        'total_cents:integer',
        'status:text',
      ],
    },
    {
      name: { singular: 'event booking', plural: 'event bookings' },
      fields: [
        'customer_id:uuid',
        'event_date:date',
        'venue_address:text',
        'guests:integer',
        'flavour_ids:uuid[]',
        'deposit_cents:integer',
        'status:text',
      ],
    },
    {
      name: { singular: 'loyalty card', plural: 'loyalty cards' },
      fields: ['customer_id:uuid', 'stamps:integer', 'rewards_claimed:integer'],
    },
    {
      name: { singular: 'temperature log', plural: 'temperature logs' },
      fields: ['unit:text', 'reading_c:numeric', 'recorded_by:text', 'recorded_at:timestamp'],
    },
  ],
  compliance: [
    'registration as a food business, with food hygiene inspections',
    'a food safety plan (HACCP) covering pasteurisation of the mix and freezer temperatures',
    'allergen information for every flavour (the 14 major allergens in the UK and EU, the 9 in the US)',
    'dairy product rules where the parlour makes its own base from raw milk',
    'PCI DSS (through the card provider)',
  ],
  complexity: 1,
  vocabulary: [
    'scoop',
    'cone',
    'gelato',
    'sorbet',
    'wafer',
    'sundae',
    'cherry',
    'churn',
    'swirl',
    'sprinkle',
  ],
  brandMotifs: ['ice-cream', 'cone', 'cherry', 'sun'],
  personality: ['Playful', 'Sunny', 'Generous', 'Handmade', 'Local'],
};
