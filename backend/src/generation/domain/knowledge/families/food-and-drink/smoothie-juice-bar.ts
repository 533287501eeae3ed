import type { Archetype } from '../../archetype';

export const smoothieJuiceBar: Archetype = {
  id: 'smoothie-juice-bar',
  family: 'food-and-drink',
  industry: 'other',
  kind: { singular: 'smoothie and juice bar', plural: 'smoothie and juice bars' },
  description:
    'A smoothie and juice bar, or juicery, that blends smoothies and protein shakes to order, cold-presses juices each morning, serves acai bowls and overnight oats from the counter, and sells juice cleanses and bottled juices for collection or delivery. Most sales come in the morning rush and straight after gym classes, fruit goes soft within days, and every cup must carry the right allergens and a protein or sugar figure customers can trust.',
  keywords: [
    'smoothie',
    'smoothies',
    'smoothie bar',
    'smoothie shop',
    'juice bar',
    'juice shop',
    'juicery',
    'cold-pressed juice',
    'cold pressed juice',
    'fresh juice',
    'juices',
    'juice cleanse',
    'acai bowls',
    'acai bowl',
    'protein shakes',
    'shakes',
    'wheatgrass',
    'smoothie bowls',
  ],
  segments: [
    {
      id: 'gym-goers',
      role: { singular: 'gym-goer', plural: 'gym-goers' },
      qualifier: 'grabbing a protein shake after a class or a morning run',
      jobs: [
        'order a shake ahead so it is ready when the class ends',
        'know how much protein and sugar is in the cup',
        'add a scoop of their own choice of protein or peanut butter',
      ],
      pains: [
        'Ten people from the same spin class reach the counter at once and the blenders cannot keep up.',
        'The menu says “healthy” but nobody can say how much sugar a large mango smoothie holds.',
      ],
      persona: {
        firstName: 'Marcus',
        profile:
          'a personal trainer who teaches three early classes a week and drinks a shake after each one',
        goals: [
          'A shake ordered from the gym floor and ready on arrival',
          'Protein and calories on the receipt',
        ],
        frustrations: ['A 15-minute wait between two clients', 'Whey swapped for pea protein without asking'],
      },
    },
    {
      id: 'commuters',
      role: { singular: 'commuter', plural: 'commuters' },
      qualifier: 'wanting breakfast on the way to work',
      jobs: [
        'pick up an acai bowl or a green juice in under two minutes',
        'collect a free drink after the tenth',
      ],
      pains: [
        'The morning queue at 8.15 eats the time they saved by not making breakfast.',
        'A favourite juice is sold out by nine because it was pressed in too small a batch.',
      ],
      persona: {
        firstName: 'Priya',
        profile: 'an office worker who walks past the bar from the station four mornings a week',
        goals: ['Her usual order saved and paid with one tap', 'A loyalty stamp without a paper card'],
        frustrations: ['Queuing behind a group ordering for the whole office'],
      },
    },
    {
      id: 'cleanse-customers',
      role: { singular: 'cleanse customer', plural: 'cleanse customers' },
      qualifier: 'buying a one- or three-day juice cleanse or a weekly case of bottled juice',
      jobs: [
        'order a three-day cleanse for a chosen start date',
        'have six bottles delivered cold each week',
      ],
      pains: [
        'Juice cleanses from online brands arrive warm after two days in a courier van.',
        'Nobody tells them which juices in the pack contain celery or nuts.',
      ],
      persona: {
        firstName: 'Hannah',
        profile:
          'a yoga teacher who does a three-day cleanse every season and buys bottled juice for her studio fridge',
        goals: ['Juices pressed the day before collection', 'A subscription she can pause'],
        frustrations: ['Bottles with a use-by date of tomorrow'],
      },
    },
  ],
  valuePropositions: [
    'Gym-goers order a shake from their phone at the end of a class and find it blended and labelled with protein, calories and sugar when they arrive, instead of joining a queue of the whole class.',
    'Commuters save their usual order and pay with one tap, so a green juice or an acai bowl takes two minutes at 8.15.',
    'Juice cleanses are pressed the day before collection or delivered cold the same morning, with every bottle’s ingredients and allergens listed.',
    'The bar presses juice in batches sized from last week’s sales by day, so favourites are not sold out by nine and less fruit goes in the bin.',
  ],
  revenue: [
    {
      kind: 'unit-sales',
      description:
        'Smoothies, protein shakes and fresh juices at $6-10, acai and smoothie bowls at $10-14; an average counter order comes to $9.',
      price: { low: 6, typical: 9, high: 14, per: 'order' },
      cadence: { purchasesPerMonth: 4, monthlyChurn: 15 },
    },
    {
      kind: 'unit-sales',
      description: 'One- and three-day juice cleanses of six bottles a day at $45-55 a day.',
      price: { low: 45, typical: 120, high: 160, per: 'cleanse' },
    },
    {
      kind: 'subscription',
      description:
        'A weekly case of six cold-pressed juices, collected or delivered, at $42 a week ($168 a month).',
      price: { low: 140, typical: 168, high: 200, per: 'month' },
    },
    {
      kind: 'unit-sales',
      description: 'Bottled juices supplied to gyms, yoga studios and offices at $4-5 a bottle.',
      price: { low: 4, typical: 4.5, high: 5, per: 'bottle' },
    },
  ],
  costs: [
    {
      label: 'fresh fruit and vegetables',
      kind: 'cost-of-goods',
      shareOfRevenue: 0.3,
    },
    {
      label: 'rent for a small counter near gyms, offices or a station',
      kind: 'fixed',
      monthly: { low: 1800, high: 5500 },
    },
    {
      label: 'counter staff for the morning and after-work rushes',
      kind: 'fixed',
      monthly: { low: 3000, high: 9000 },
    },
    {
      label: 'cold press, commercial blenders and fridge finance and servicing',
      kind: 'fixed',
      monthly: { low: 250, high: 900 },
    },
    {
      label: 'protein powder, nut butters, cups and bottles',
      kind: 'variable',
      monthly: { low: 300, high: 1200 },
    },
    { label: 'card fees, till and order-ahead app', kind: 'variable', monthly: { low: 100, high: 400 } },
    {
      label: 'chilled delivery of cleanses and juice cases',
      kind: 'variable',
      monthly: { low: 100, high: 600 },
    },
    {
      label: 'gym partnerships, sampling days and social posts',
      kind: 'acquisition',
      monthly: { low: 150, high: 700 },
    },
  ],
  kpis: [
    'orders between 7 and 10 am',
    'average wait from order to hand-over at peak',
    'share of orders placed ahead from a phone',
    'fruit and pressed juice thrown away each week',
    'active juice subscriptions and cleanses sold per month',
    'average counter order',
  ],
  risks: [
    {
      risk: 'Fruit and pressed juice spoil within days, and a slow week turns the margin into waste.',
      mitigation:
        'Size each morning’s pressing from the same weekday’s sales, freeze ripe fruit for smoothies, and sell the day’s last bottles at a discount after 4 pm.',
    },
    {
      risk: 'A customer with a nut allergy is served a smoothie blended in a jug that held peanut butter.',
      mitigation:
        'Keep a separate, colour-marked blender jug for nut-free orders, print allergens on every cup label and train each new starter before the first shift.',
    },
    {
      risk: 'Unpasteurised cold-pressed juice sold a day too late makes a customer ill.',
      mitigation:
        'Label each bottle with its pressing time and a use-by date, keep fridges at or below 5 °C with logged readings, and never sell a bottle past its date.',
    },
    {
      risk: 'A national chain opens inside the gym next door.',
      mitigation:
        'Partner with local gyms and studios first: member discounts, bottled juice in their fridges and order-ahead timed to their class schedule.',
    },
  ],
  competitors: [
    'national smoothie and juice chains',
    'coffee shops with a smoothie menu',
    'gym cafes and protein shake counters',
    'supermarket bottled juices and smoothies',
  ],
  features: [
    {
      id: 'order-ahead',
      title: 'Ordering ahead for a pick-up time',
      usedBy: ['gym-goers', 'commuters'],
      action: 'order and pay for my shake from my phone and pick a collection time',
      benefit: 'walk in after class and take my drink from the shelf',
      acceptance: [
        'Collection slots are every 5 minutes, and a slot closes when it holds as many orders as the blenders can make.',
        'The order is paid online, and the drink is labelled with the customer’s first name and the slot.',
        'Staff see ahead orders on the counter screen 10 minutes before their slot.',
      ],
      entities: ['order', 'recipe', 'customer'],
      integrations: ['Stripe', 'Square'],
      size: 3,
    },
    {
      id: 'menu-nutrition',
      title: 'Menu with nutrition and allergens',
      usedBy: ['gym-goers', 'commuters', 'staff'],
      action: 'see the protein, calories, sugar and allergens of each smoothie and how a boost changes them',
      benefit: 'choose a drink that fits my training and my allergies',
      acceptance: [
        'Each recipe lists its ingredients by weight, and the protein, calories, sugar and allergens are worked out from them.',
        'Adding a boost or swapping milk updates the figures and allergens before the order is paid.',
        'A recipe with an ingredient that has no recorded allergens cannot be put on the menu.',
      ],
      entities: ['recipe', 'ingredient'],
      integrations: [],
      size: 2,
    },
    {
      id: 'saved-usuals',
      title: 'Saved usual order and loyalty',
      usedBy: ['commuters'],
      action: 'save my usual order and collect a stamp with each drink',
      benefit: 'order breakfast with one tap and get every tenth drink free',
      acceptance: [
        'A customer can save up to three usual orders and reorder one with a single tap.',
        'A stamp is added for each paid drink, and after nine stamps the next drink is free.',
      ],
      entities: ['customer', 'loyalty card', 'order'],
      integrations: ['Square'],
      size: 2,
    },
    {
      id: 'cleanse-orders',
      title: 'Juice cleanses and weekly juice cases',
      usedBy: ['cleanse-customers'],
      action: 'order a cleanse for a start date or a weekly case of juices I can pause',
      benefit: 'get juice pressed the day before, without it warming up in a courier van',
      acceptance: [
        'A cleanse can start no sooner than two days after ordering, and its juices are pressed the day before collection or delivery.',
        'Subscribers can skip or pause a week until 8 pm two days before delivery.',
        'Each bottle’s label shows its ingredients, allergens, pressing date and use-by date.',
      ],
      entities: ['juice subscription', 'order', 'recipe', 'customer'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'press-planner',
      title: 'Daily pressing plan and waste log',
      usedBy: ['staff'],
      action: 'see how many bottles of each juice to press this morning and record what was thrown away',
      benefit: 'press enough for the day without binning half the fridge',
      acceptance: [
        'The plan for each juice is its cleanse and subscription bottles for the day plus the average counter sales of the same weekday over four weeks.',
        'Each pressed batch is logged with its time, and bottles past their use-by date are listed for disposal.',
        'Fridge temperatures are logged twice a day, and a reading above 5 °C is flagged.',
      ],
      entities: ['pressing batch', 'recipe', 'temperature log'],
      integrations: [],
      size: 3,
    },
  ],
  entities: [
    {
      name: { singular: 'recipe', plural: 'recipes' },
      fields: [
        'name:text',
        'kind:text',
        'ingredients:jsonb',
        'protein_g:numeric',
        'sugar_g:numeric',
        'price_cents:integer',
        'on_menu:boolean',
      ],
    },
    {
      name: { singular: 'ingredient', plural: 'ingredients' },
      fields: [
        'name:text',
        'allergens:text[]',
        'calories_per_100g:numeric',
        'protein_per_100g:numeric',
        'sugar_per_100g:numeric',
      ],
    },
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'email:text', 'phone:text', 'saved_orders:jsonb'],
    },
    {
      name: { singular: 'order', plural: 'orders' },
      fields: [
        'customer_id:uuid',
        'items:jsonb',
        'collect_at:timestamp',
        'total_cents:integer',
        'status:text',
      ],
    },
    {
      name: { singular: 'juice subscription', plural: 'juice subscriptions' },
      fields: [
        'customer_id:uuid',
        'recipe_ids:uuid[]',
        'delivery_day:text',
        'paused_until:date',
        'status:text',
      ],
    },
    {
      name: { singular: 'pressing batch', plural: 'pressing batches' },
      fields: [
        'recipe_id:uuid',
        'bottles:integer',
        'pressed_at:timestamp',
        'use_by:date',
        'wasted_bottles:integer',
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
    'a food safety plan (HACCP) covering fruit washing, cold-pressed juice shelf life and fridge temperatures',
    'allergen information for every drink and bowl (the 14 major allergens in the UK and EU, the 9 in the US)',
    'juice safety rules for unpasteurised juice (a warning label or a 5-log reduction process under the US FDA juice HACCP rule)',
    'honest nutrition and health claims on menus and labels',
    'PCI DSS (through the card provider)',
  ],
  complexity: 1,
  vocabulary: ['blend', 'press', 'citrus', 'mango', 'berry', 'kale', 'ginger', 'banana', 'bowl', 'squeeze'],
  brandMotifs: ['citrus', 'blender', 'banana', 'leaf'],
  personality: ['Fresh', 'Energetic', 'Bright', 'Healthy', 'Friendly'],
};
