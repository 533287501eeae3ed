import type { Archetype } from '../../archetype';

export const zeroWasteGrocery: Archetype = {
  id: 'zero-waste-grocery',
  family: 'retail',
  industry: 'other',
  kind: { singular: 'zero-waste grocery shop', plural: 'zero-waste grocery shops' },
  description:
    'An independent zero-waste grocery and refill shop: dry goods (pasta, rice, oats, nuts, spices), oils, cleaning liquids and toiletries sold loose by weight into customers’ own containers or deposit jars, with local fruit and vegetables, bread and dairy. Regulars come weekly to refill; click and collect, veg boxes and a jar deposit scheme keep them coming and the plastic out.',
  keywords: [
    'zero-waste',
    'zero waste',
    'refill shop',
    'refill',
    'refills',
    'refillery',
    'bulk foods',
    'loose food',
    'plastic-free',
    'plastic free',
    'grocery',
    'grocery shop',
    'grocer',
    'greengrocer',
    'independent grocery',
    'organic food shop',
    'health food shop',
    'wholefoods',
    'bring your own containers',
    'veg box',
  ],
  segments: [
    {
      id: 'refill-shoppers',
      role: { singular: 'refill shopper', plural: 'refill shoppers' },
      qualifier: 'cutting the plastic from their weekly shop',
      jobs: [
        'refill the same staples every week without queuing at the scales',
        'know the price and allergens of loose food before filling a jar',
        'bring containers back without doing the maths on their weight',
      ],
      pains: [
        'Weighing each empty jar, filling it and weighing again takes a long time on a Saturday.',
        'It is hard to tell from a loose bin whether it is in stock, what it costs per kilo or what it may contain.',
      ],
      persona: {
        firstName: 'Isla',
        profile: 'a primary school teacher who does a refill shop every Saturday morning with a bag of jars',
        goals: ['Her usual refills ready to collect', 'Knowing the oats are gluten-free before buying'],
        frustrations: ['A queue at the one scale', 'Finding the rice bin empty after cycling over'],
      },
    },
    {
      id: 'households',
      role: { singular: 'busy household', plural: 'busy households' },
      qualifier: 'that want local food without a supermarket trip',
      jobs: [
        'get a weekly box of local fruit and vegetables',
        'order refills for collection on the way home',
      ],
      pains: [
        'Supermarket vegetables come wrapped in plastic and from far away.',
        'Shop opening hours do not fit around work and the school run.',
      ],
      persona: {
        firstName: 'Ben',
        profile: 'a father of three who works shifts at the hospital and shops in bursts',
        goals: ['A veg box every Thursday', 'Ordering refills on his phone at midnight'],
        frustrations: ['Vegetables going soft because the week went sideways'],
      },
    },
  ],
  valuePropositions: [
    'Regulars order their usual refills online and collect them in the shop’s deposit jars, already weighed and priced.',
    'Every loose product shows its price per 100 g, stock and allergens on the website and on the shelf label.',
    'Deposit jars are paid for once and refunded or swapped on return, so customers never need to weigh their own containers.',
    'A weekly box of local fruit and vegetables is packed for collection or delivered by bike, with the week’s contents shown in advance.',
  ],
  revenue: [
    {
      kind: 'unit-sales',
      description:
        'Weekly refill shops of dry goods, oils and cleaning products, with an average basket of $20-35.',
      price: { low: 12, typical: 26, high: 60, per: 'basket' },
      cadence: { purchasesPerMonth: 3, monthlyChurn: 6 },
    },
    {
      kind: 'subscription',
      description: 'Weekly veg boxes of local produce at $18-32 a box, paid monthly.',
      price: { low: 72, typical: 95, high: 128, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 6 },
    },
    {
      kind: 'unit-sales',
      description:
        'Refill starter sets, reusable bottles and soap bars at $5-40, and jar deposits of $1-3 each.',
      price: { low: 5, typical: 15, high: 40, per: 'item' },
    },
  ],
  costs: [
    { label: 'stock of loose goods, produce and refills', kind: 'cost-of-goods', shareOfRevenue: 0.6 },
    { label: 'rent for the shop', kind: 'fixed', monthly: { low: 1500, high: 4000 } },
    { label: 'shop staff wages', kind: 'fixed', monthly: { low: 3000, high: 8000 } },
    {
      label: 'gravity dispensers, certified scales and label printers',
      kind: 'fixed',
      monthly: { low: 150, high: 450 },
    },
    { label: 'till system, website and card fees', kind: 'variable', monthly: { low: 150, high: 450 } },
    { label: 'wastage of fresh produce and jar losses', kind: 'variable', monthly: { low: 150, high: 500 } },
    {
      label: 'community events, social media and leaflets',
      kind: 'acquisition',
      monthly: { low: 100, high: 500 },
    },
  ],
  kpis: [
    'average basket value',
    'regulars who shop at least three times a month',
    'click-and-collect orders per week',
    'veg box subscribers',
    'fresh produce wasted as a share of produce bought',
    'deposit jars returned',
  ],
  risks: [
    {
      risk: 'Loose goods are dearer than supermarket packets, and curious first-timers do not come back.',
      mitigation:
        'Price the staples (oats, rice, pasta) close to the supermarket’s and make the margin on specialities and cleaning refills.',
    },
    {
      risk: 'Cross-contamination in bulk bins puts a customer with an allergy at risk.',
      mitigation:
        'Keep nuts and gluten-free goods in separate dispensers with their own scoops, and label every bin with its allergens.',
    },
    {
      risk: 'Fresh produce spoils before it sells.',
      mitigation:
        'Order produce to veg box subscriptions first and turn what is left into discounted bags at closing time.',
    },
    {
      risk: 'Scales are inaccurate and customers are over- or under-charged.',
      mitigation:
        'Use certified scales, have them verified as required and record tare weights of deposit jars.',
    },
  ],
  competitors: [
    'supermarkets with refill aisles',
    'organic and health food chains',
    'online zero-waste shops that post refills',
    'farmers’ markets and veg box schemes',
  ],
  features: [
    {
      id: 'loose-catalogue',
      title: 'Loose products with price per 100 g and allergens',
      usedBy: ['refill-shoppers', 'households'],
      action: 'browse the loose products with their price per 100 g, stock level and allergens',
      benefit: 'know what is in stock and safe for us before I go',
      acceptance: [
        'Each product shows its price per 100 g (or per litre), origin, allergens and whether it is in stock.',
        'A product marked out of stock at the till disappears from ordering within five minutes.',
        'Products can be filtered by diet (gluten-free, vegan, nut-free).',
      ],
      entities: ['product'],
      integrations: ['Square'],
      size: 2,
    },
    {
      id: 'refill-orders',
      title: 'Click and collect refill orders',
      usedBy: ['refill-shoppers', 'households'],
      action: 'order my usual refills by weight and collect them in deposit jars at a chosen time',
      benefit: 'skip the queue at the scales',
      acceptance: [
        'Quantities are chosen by weight or volume, and the final price is set by the weight packed.',
        'A previous order can be repeated in one tap, with any out-of-stock items shown before paying.',
        'The customer is texted when the order is packed, with the collection time and the jars to bring back.',
      ],
      entities: ['order', 'product', 'customer'],
      integrations: ['Square', 'Twilio'],
      size: 3,
    },
    {
      id: 'jar-deposits',
      title: 'Deposit jars and container returns',
      usedBy: ['refill-shoppers', 'staff'],
      action: 'pay a deposit for the shop’s jars and get it back or swap them when I return them',
      benefit: 'refill without weighing my own containers',
      acceptance: [
        'Each jar size has a deposit and a recorded tare weight, so staff never weigh an empty jar.',
        'Returned jars are credited to the customer’s account or refunded to their card.',
        'The customer sees how many jars they hold and the deposit paid on them.',
      ],
      entities: ['container', 'customer'],
      integrations: ['Square'],
      size: 2,
    },
    {
      id: 'veg-boxes',
      title: 'Weekly veg box subscription',
      usedBy: ['households'],
      action: 'subscribe to a weekly box of local fruit and vegetables for collection or bike delivery',
      benefit: 'eat local produce without a weekly shop',
      acceptance: [
        'The week’s box contents are published by Monday, and subscribers can skip a week until Tuesday midnight.',
        'Boxes are charged monthly in advance, with skipped weeks credited to the next month.',
        'Delivery by bike is offered only to postcodes inside the delivery area.',
      ],
      entities: ['veg box subscription', 'customer'],
      integrations: ['Stripe Billing'],
      size: 3,
    },
    {
      id: 'tare-till',
      title: 'Tare weights and labels at the till',
      usedBy: ['staff'],
      action: 'weigh a customer’s own container once, print a tare label and charge only for the contents',
      benefit: 'serve regulars quickly on a busy Saturday',
      acceptance: [
        'A container weighed once gets a label with its tare weight and a code the till can read.',
        'The till deducts the tare weight from the full weight and prices the contents per 100 g.',
        'Scales are linked to the till, so weights are never typed by hand.',
      ],
      entities: ['container', 'product'],
      integrations: ['Square'],
      size: 3,
    },
    {
      id: 'plastic-saved',
      title: 'Loyalty stamps and plastic saved',
      usedBy: ['refill-shoppers'],
      action: 'collect a stamp for each refill visit and see how many packets I have saved',
      benefit: 'see the difference my shopping makes and earn a reward',
      acceptance: [
        'Each paid refill visit over $10 adds one stamp, and the tenth gives a $5 credit.',
        'The packets saved are counted from the refilled items using the typical pack size for each product.',
        'Stamps are collected by phone number at the till or from the account for online orders.',
      ],
      entities: ['customer', 'order'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'product', plural: 'products' },
      fields: [
        'name:text',
        'price_per_100g_cents:integer',
        'unit:text',
        'origin:text',
        'allergens:text[]',
        'in_stock:boolean',
      ],
    },
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: [
        'name:text',
        'phone:text',
        'email:text',
        'jars_held:integer',
        'stamps:integer',
        'credit_cents:integer',
      ],
    },
    {
      name: { singular: 'order', plural: 'orders' },
      fields: [
        'customer_id:uuid',
        'lines:jsonb',
        'collect_at:timestamp',
        'total_cents:integer',
        'status:text',
      ],
    },
    {
      name: { singular: 'container', plural: 'containers' },
      fields: [
        'customer_id:uuid',
        'kind:text',
        'tare_grams:integer',
        'deposit_cents:integer',
        'returned_at:timestamp',
      ],
    },
    {
      name: { singular: 'veg box subscription', plural: 'veg box subscriptions' },
      fields: ['customer_id:uuid', 'box_size:text', 'fulfilment:text', 'skipped_weeks:text[]', 'status:text'],
    },
  ],
  compliance: [
    'food business registration and food hygiene rating',
    'allergen information for loose foods, and separate dispensers for nuts and gluten-free goods',
    'weights and measures: certified scales and prices shown per unit',
    'safe handling of refilled cleaning products and their hazard labels',
    'PCI DSS (through the card provider)',
  ],
  complexity: 1,
  vocabulary: ['jar', 'scoop', 'seed', 'leaf', 'harvest', 'pantry', 'basket', 'grain', 'refill', 'root'],
  brandMotifs: ['leaf', 'sprout', 'bag', 'wheat'],
};
