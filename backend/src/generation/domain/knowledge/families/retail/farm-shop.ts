import type { Archetype } from '../../archetype';

export const farmShop: Archetype = {
  id: 'farm-shop',
  family: 'retail',
  industry: 'other',
  kind: { singular: 'farm shop', plural: 'farm shops' },
  description:
    'A farm shop on or beside a working farm that sells its own vegetables, eggs, meat and milk alongside cheese, bread, honey and preserves from local suppliers, packs weekly seasonal veg boxes for collection or delivery, and runs pick-your-own fields, a butchery counter and Christmas turkey and meat box pre-orders. What is on the shelves changes with the season and the weather, so the shop must tell customers what has just been picked and sell fresh stock before it spoils.',
  keywords: [
    'farm shop',
    'farm store',
    'farm stand',
    'farmshop',
    'farm produce',
    'local produce',
    'veg box',
    'veg boxes',
    'vegetable box',
    'seasonal boxes',
    'pick your own',
    'farm eggs',
    'farm butchery',
    'farm gate',
    'farmers market stall',
    'meat boxes',
  ],
  segments: [
    {
      id: 'local-families',
      role: { singular: 'local family', plural: 'local families' },
      qualifier: 'looking for food grown nearby',
      jobs: [
        'get a weekly box of seasonal vegetables',
        'see what has just been picked before driving out to the farm',
        'order the Christmas turkey early',
      ],
      pains: [
        'They drive out to the farm for asparagus and find it sold out by ten.',
        'A veg box full of the same swede every week in January goes half-eaten.',
      ],
      persona: {
        firstName: 'Claire',
        profile: 'a mother of three who lives four miles from the farm and shops there on Saturday mornings',
        goals: ['A veg box she can swap items in', 'Knowing the eggs and meat came from the farm itself'],
        frustrations: ['Shelves half empty by the afternoon', 'A box delivered while nobody is home'],
      },
    },
    {
      id: 'day-visitors',
      role: { singular: 'day visitor', plural: 'day visitors' },
      qualifier: 'coming out from town for pick-your-own, the cafe or a Christmas tree',
      jobs: ['check which fruit is ready to pick this weekend', 'buy local gifts and hampers to take home'],
      pains: [
        'The website still says strawberries are ready when the field was picked out last week.',
        'A wet Sunday means a wasted drive because nobody posted that the fields were closed.',
      ],
      persona: {
        firstName: 'Tom',
        profile: 'a father who brings his children from the city for strawberry picking twice each summer',
        goals: ['Today’s picking status before leaving home', 'A hamper for his parents'],
        frustrations: ['Arriving to a closed field'],
      },
    },
    {
      id: 'local-suppliers',
      role: { singular: 'local supplier', plural: 'local suppliers' },
      qualifier: 'who sell bread, cheese and honey through the shop',
      jobs: [
        'know what sold this week and what to bring next',
        'be paid on time for stock sold on their behalf',
      ],
      pains: [
        'They find out on delivery day that last week’s loaves are still on the shelf.',
        'Payment for sale-or-return stock waits until the owner has time for the paperwork.',
      ],
      persona: {
        firstName: 'Ruth',
        profile: 'a cheesemaker twelve miles away who supplies four farm shops and two delis',
        goals: ['A weekly sales figure per cheese', 'Payment on a fixed date'],
        frustrations: ['Cheese returned past its date with no warning'],
      },
    },
  ],
  valuePropositions: [
    'Local families order a seasonal veg box they can change until Wednesday night, filled with what the farm picked that week rather than what a wholesaler had spare.',
    'Day visitors see what is ready to pick and whether the fields are open today, so nobody drives out for strawberries that were picked out last week.',
    'Every product on the shelf and online says which farm it came from and how many miles away, and the farm’s own meat, eggs and vegetables are marked as such.',
    'Local suppliers see what sold each week and are paid on a fixed date, so the bakers and cheesemakers keep the shelves full.',
  ],
  revenue: [
    {
      kind: 'unit-sales',
      description:
        'Shop sales of the farm’s own vegetables, eggs and meat, with bread, cheese and preserves from local makers; an average basket comes to $35.',
      price: { low: 10, typical: 35, high: 90, per: 'basket' },
      cadence: { purchasesPerMonth: 2, monthlyChurn: 8 },
    },
    {
      kind: 'subscription',
      description: 'Weekly seasonal veg boxes at $20-35 a week, collected or delivered ($80-140 a month).',
      price: { low: 80, typical: 110, high: 140, per: 'month' },
    },
    {
      kind: 'unit-sales',
      description: 'Christmas turkeys, meat boxes and gift hampers ordered ahead at $60-150.',
      price: { low: 60, typical: 95, high: 150, per: 'order' },
    },
    {
      kind: 'unit-sales',
      description: 'Pick-your-own fruit by weight, at $4-6 a pound for strawberries and raspberries.',
      price: { low: 8, typical: 15, high: 30, per: 'visit' },
    },
  ],
  costs: [
    { label: 'stock bought from local suppliers', kind: 'cost-of-goods', shareOfRevenue: 0.4 },
    {
      label: 'growing, rearing and butchery costs of the farm’s own produce',
      kind: 'cost-of-goods',
      shareOfRevenue: 0.15,
    },
    { label: 'shop and packing staff', kind: 'fixed', monthly: { low: 4000, high: 12000 } },
    {
      label: 'chillers, butchery equipment and the shop building',
      kind: 'fixed',
      monthly: { low: 600, high: 2500 },
    },
    { label: 'veg box delivery van and fuel', kind: 'variable', monthly: { low: 300, high: 1200 } },
    { label: 'card fees, till and online shop', kind: 'variable', monthly: { low: 100, high: 450 } },
    {
      label: 'local press, signs on the road and social posts',
      kind: 'acquisition',
      monthly: { low: 150, high: 700 },
    },
  ],
  kpis: [
    'active veg box subscribers and weekly skips',
    'average basket',
    'share of sales from the farm’s own produce',
    'fresh stock thrown away each week',
    'Christmas pre-orders by the end of November',
    'visitors on pick-your-own weekends',
  ],
  risks: [
    {
      risk: 'A late frost or a wet summer wipes out a crop the veg boxes and pick-your-own depend on.',
      mitigation:
        'Grow a spread of crops, agree back-up supply with two neighbouring growers, and tell subscribers what is in the box and why before it is packed.',
    },
    {
      risk: 'Fresh stock spoils on the shelf in a quiet week.',
      mitigation:
        'Order supplier stock against last year’s same week, move the oldest stock into veg boxes and soups, and mark down what is left at 4 pm on Saturdays.',
    },
    {
      risk: 'Meat or dairy from the farm is sold without the right labels or temperatures and makes a customer ill.',
      mitigation:
        'Butcher only in a registered cutting room, log chiller temperatures twice a day and label every pack with its use-by date, origin and allergens.',
    },
    {
      risk: 'Supermarket veg box schemes undercut the price of the boxes.',
      mitigation:
        'Sell what supermarkets cannot: vegetables picked the day before, the farm’s own meat, and swaps customers choose themselves.',
    },
  ],
  competitors: [
    'supermarkets and their local produce ranges',
    'national organic veg box companies',
    'farmers markets',
    'other farm shops and delis within a half-hour drive',
  ],
  features: [
    {
      id: 'veg-box-subscriptions',
      title: 'Seasonal veg box subscriptions',
      usedBy: ['local-families'],
      action: 'subscribe to a weekly veg box, see what is in it and swap or skip before packing day',
      benefit: 'eat what the farm picked that week without getting swede every week',
      acceptance: [
        'The box contents for the week are published by Monday, and swaps and skips close at 8 pm on Wednesday.',
        'A customer can swap up to two items for others in stock of the same value.',
        'The packing list for each delivery round and collection day is printed from the orders on Thursday morning.',
      ],
      entities: ['veg box', 'product', 'customer'],
      integrations: ['Stripe', 'GoCardless'],
      size: 3,
    },
    {
      id: 'whats-in-season',
      title: 'Live picking and stock board',
      usedBy: ['day-visitors', 'local-families', 'staff'],
      action:
        'see which of the farm’s produce is in the shop today and whether the pick-your-own fields are open',
      benefit: 'know before I drive out whether the strawberries are ready',
      acceptance: [
        'Staff mark a product in or out of stock from the till or a phone, and the website changes within a minute.',
        'Each pick-your-own crop shows open, closed or picked out, with the date it was last changed.',
        'A product of the farm’s own is marked as such, and every other product names its supplier and distance.',
      ],
      entities: ['product', 'supplier'],
      integrations: [],
      size: 2,
    },
    {
      id: 'pre-orders',
      title: 'Turkey and meat box pre-orders',
      usedBy: ['local-families'],
      action: 'order a turkey, a meat box or a hamper with a deposit and choose a collection slot',
      benefit: 'be sure of the Christmas turkey without a phone call in November',
      acceptance: [
        'Each turkey size has a fixed number for sale, and sizes that are sold out cannot be chosen.',
        'A deposit is taken at ordering and the balance at collection, and each order holds a collection slot.',
        'Collection slots hold a set number of orders, so the queue on 23 December is spread over the day.',
      ],
      entities: ['pre-order', 'product', 'customer'],
      integrations: ['Stripe'],
      size: 2,
    },
    {
      id: 'supplier-sales',
      title: 'Supplier sales and payments',
      usedBy: ['local-suppliers', 'staff'],
      action: 'see what of my stock sold each week and when I will be paid',
      benefit: 'bring the right amount next week and be paid on time',
      acceptance: [
        'Each supplier sees units sold, returned and wasted per product for each week.',
        'Sale-or-return stock is paid at the agreed share on a fixed day each month, with a statement by email.',
      ],
      entities: ['supplier', 'product', 'supplier statement'],
      integrations: ['Xero'],
      size: 2,
    },
    {
      id: 'stock-dates',
      title: 'Fresh stock dates and chiller log',
      usedBy: ['staff'],
      action: 'see which fresh stock reaches its date today and record chiller temperatures',
      benefit: 'move or mark down stock before it spoils and prove safe storage to the inspector',
      acceptance: [
        'Products with a use-by date today or tomorrow are listed each morning with their shelf quantity.',
        'Chiller temperatures are logged twice a day, and a reading above 5 °C is flagged.',
        'Stock thrown away is recorded with a reason and counted in the weekly waste figure.',
      ],
      entities: ['product', 'temperature log'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'product', plural: 'products' },
      fields: [
        'name:text',
        'supplier_id:uuid',
        'own_produce:boolean',
        'unit:text',
        'price_cents:integer',
        'in_stock:boolean',
        'use_by:date',
      ],
    },
    {
      name: { singular: 'supplier', plural: 'suppliers' },
      fields: ['name:text', 'miles_away:numeric', 'terms:text', 'share_percent:numeric', 'email:text'],
    },
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'email:text', 'phone:text', 'address:text'],
    },
    {
      name: { singular: 'veg box', plural: 'veg boxes' },
      fields: [
        'customer_id:uuid',
        'size:text',
        'delivery_day:text',
        'swaps:jsonb',
        'skipped_weeks:date[]',
        'status:text',
      ],
    },
    {
      name: { singular: 'pre-order', plural: 'pre-orders' },
      fields: [
        'customer_id:uuid',
        'items:jsonb',
        'deposit_cents:integer',
        'collect_slot:timestamp',
        'status:text',
      ],
    },
    {
      name: { singular: 'supplier statement', plural: 'supplier statements' },
      fields: [
        'supplier_id:uuid',
        'period:text',
        'units_sold:integer',
        'amount_cents:integer',
        'paid_at:timestamp',
      ],
    },
    {
      name: { singular: 'temperature log', plural: 'temperature logs' },
      fields: ['unit:text', 'reading_c:numeric', 'recorded_by:text', 'recorded_at:timestamp'],
    },
  ],
  compliance: [
    'registration as a food business, with food hygiene inspections',
    'approval of the cutting room where the farm butchers and packs its own meat',
    'food labelling rules: origin, use-by dates and allergens on packed food',
    'egg marketing rules for eggs sold beyond the farm gate',
    'weights and measures rules for produce sold by weight',
    'PCI DSS (through the card provider)',
  ],
  complexity: 1,
  vocabulary: ['harvest', 'barn', 'orchard', 'meadow', 'furrow', 'acre', 'hedge', 'crate', 'field', 'gate'],
  brandMotifs: ['tractor', 'carrot', 'apple', 'wheat'],
  personality: ['Earthy', 'Honest', 'Local', 'Seasonal', 'Welcoming'],
};
