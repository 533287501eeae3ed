import type { Archetype } from '../../archetype';

export const neighbourhoodRestaurant: Archetype = {
  id: 'neighbourhood-restaurant',
  family: 'food-and-drink',
  industry: 'other',
  kind: { singular: 'neighbourhood restaurant', plural: 'neighbourhood restaurants' },
  description:
    'A sit-down restaurant of forty to sixty covers serving lunch and dinner from a short seasonal menu, with table reservations, walk-ins, private bookings for groups and some takeaway. Friday and Saturday nights, no-shows and a kitchen run by the chef-owner decide the week.',
  keywords: [
    'restaurant',
    'bistro',
    'trattoria',
    'brasserie',
    'eatery',
    'dining',
    'dinner',
    'lunch',
    'chef',
    'kitchen',
    'menu',
    'tasting menu',
    'set menu',
    'table',
    'reservations',
    'covers',
    'sit-down',
    'sit down restaurant',
    'family restaurant',
    'neighbourhood restaurant',
    'neighborhood restaurant',
    'brunch',
    'private dining',
  ],
  segments: [
    {
      id: 'diners',
      role: { singular: 'local diner', plural: 'local diners' },
      qualifier: 'who eat out once or twice a month',
      jobs: [
        'book a table for Friday night without calling',
        'see tonight’s menu and prices before choosing where to eat',
        'ask for a quiet table or a high chair in advance',
      ],
      pains: [
        'The phone rings out during service, so the only way to book is to walk in and hope.',
        'Menus online are months old and the dishes have changed.',
      ],
      persona: {
        firstName: 'Laura',
        profile: 'a primary school teacher who books dinner for two on the first Friday of the month',
        goals: ['A table at 7.30 confirmed by message', 'Know the vegetarian options before she goes'],
        frustrations: ['Ringing three times with no answer', 'Arriving to find the dish she came for gone'],
      },
    },
    {
      id: 'groups',
      role: { singular: 'group organiser', plural: 'group organisers' },
      qualifier: 'booking a birthday or team dinner',
      jobs: ['book a long table for twelve with a set menu', 'collect dietary needs from every guest'],
      pains: [
        'Large bookings need emails back and forth to agree a menu and a deposit.',
        'Half the group’s allergies only come out at the table.',
      ],
      persona: {
        firstName: 'Dev',
        profile: 'an office manager who organises the team’s Christmas dinner for fourteen people',
        goals: [
          'One set menu and one deposit, agreed in a day',
          'Every guest’s dietary needs on the booking',
        ],
        frustrations: ['Chasing the restaurant for a reply', 'Splitting one bill fourteen ways at the end'],
      },
    },
    {
      id: 'takeaway',
      role: { singular: 'takeaway regular', plural: 'takeaway regulars' },
      qualifier: 'who live within a mile',
      jobs: ['order dinner for collection at a set time', 'reorder last week’s dishes'],
      pains: [
        'Delivery apps take a third of the price and the food arrives cold.',
        'Collection times are a guess and the order is not ready on arrival.',
      ],
      persona: {
        firstName: 'Sam',
        profile: 'a nurse coming off a late shift who collects a takeaway on Thursday evenings',
        goals: ['Order on the way home and collect it hot'],
        frustrations: ['Waiting twenty minutes at the counter'],
      },
    },
  ],
  valuePropositions: [
    'Diners book a table online in under a minute, even in the middle of service, and get a reminder the day before.',
    'Group organisers choose a set menu, pay the deposit and collect every guest’s dietary needs on one booking page.',
    'Takeaway regulars order direct for collection at a set time, and the restaurant keeps the margin a delivery app would take.',
    'Tonight’s menu is published from the same list the kitchen works from, so dishes online are dishes on the pass.',
  ],
  revenue: [
    {
      kind: 'unit-sales',
      description:
        'Dinner at an average spend of $45-65 a head with drinks, about 70% of takings, most of it Thursday to Saturday.',
      price: { low: 35, typical: 55, high: 80, per: 'cover' },
      cadence: { purchasesPerMonth: 1.2, monthlyChurn: 10 },
    },
    {
      kind: 'unit-sales',
      description: 'Lunch and weekend brunch at $18-30 a head.',
      price: { low: 18, typical: 24, high: 30, per: 'cover' },
    },
    {
      kind: 'bookings',
      description:
        'Group and private dining on set menus at $50-90 a head, with a deposit of $10-20 a head to hold the table.',
      price: { low: 500, typical: 900, high: 2500, per: 'group booking' },
    },
    {
      kind: 'unit-sales',
      description: 'Direct takeaway orders for collection at $30-45 an order.',
      price: { low: 25, typical: 35, high: 45, per: 'order' },
    },
  ],
  costs: [
    { label: 'food and drink stock', kind: 'cost-of-goods', shareOfRevenue: 0.3 },
    { label: 'rent for the dining room and kitchen', kind: 'fixed', monthly: { low: 4000, high: 12000 } },
    {
      label: 'chefs’, servers’ and kitchen porters’ wages',
      kind: 'fixed',
      monthly: { low: 15000, high: 40000 },
    },
    { label: 'gas, electricity and water', kind: 'variable', monthly: { low: 1200, high: 3500 } },
    { label: 'linen, cleaning and waste collection', kind: 'variable', monthly: { low: 400, high: 1200 } },
    { label: 'reservation system, till and card fees', kind: 'variable', monthly: { low: 300, high: 1000 } },
    {
      label: 'local listings, social posts and reviews',
      kind: 'acquisition',
      monthly: { low: 200, high: 800 },
    },
  ],
  kpis: [
    'covers per service',
    'average spend per head',
    'no-show rate',
    'food cost as a share of food sales',
    'table turns on Friday and Saturday',
    'share of diners who return within 90 days',
  ],
  risks: [
    {
      risk: 'No-shows on a fully booked Saturday leave tables empty that walk-ins were turned away from.',
      mitigation:
        'Send a reminder the day before with a one-tap cancel, and take a card to hold bookings of six or more.',
    },
    {
      risk: 'Food costs creep up and the menu prices stay where they were.',
      mitigation: 'Cost every dish from its recipe each month and reprice when its food cost passes 32%.',
    },
    {
      risk: 'A guest with a declared allergy is served a dish that contains it.',
      mitigation:
        'Record allergens per dish, print the guest’s allergy on the kitchen ticket and flag it at the pass.',
    },
    {
      risk: 'A chef or front-of-house manager leaves and the service falls apart.',
      mitigation:
        'Keep written recipes and opening and closing checklists, and cross-train one cook on every station.',
    },
  ],
  competitors: [
    'chain restaurants on the high street',
    'other independent restaurants nearby',
    'delivery-only kitchens on the apps',
    'pubs that serve food',
  ],
  features: [
    {
      id: 'table-reservations',
      title: 'Online table reservations',
      usedBy: ['diners', 'staff'],
      action: 'pick a date, a time and a party size and see only the tables that are really free',
      benefit: 'book dinner without calling during service',
      acceptance: [
        'Given two tables of four left at 7.30 pm, when a party of six asks for 7.30, then the next times that fit six are offered instead.',
        'A confirmed booking is emailed with a reference and a link to change or cancel it.',
        'Staff see each night’s bookings on a floor plan, with notes such as a high chair or an allergy.',
      ],
      entities: ['reservation', 'table', 'guest'],
      integrations: ['OpenTable-style reservation widget'],
      size: 4,
    },
    {
      id: 'no-show-protection',
      title: 'Reminders and card holds against no-shows',
      usedBy: ['owner'],
      action: 'send a reminder the day before and hold a card for large bookings',
      benefit: 'fill a cancelled table instead of losing the covers',
      acceptance: [
        'Every booking gets a reminder 24 hours ahead with a one-tap cancel link.',
        'Bookings of six or more need a card; a no-show is charged $20 a head only after staff mark it as a no-show.',
        'A cancelled table is offered at once to the first party on the waiting list for that time.',
      ],
      entities: ['reservation', 'guest'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'group-bookings',
      title: 'Group bookings with set menus and deposits',
      usedBy: ['groups'],
      action:
        'choose a set menu for my group, pay the deposit and send guests a link for their dietary needs',
      benefit: 'have the whole dinner agreed without a week of emails',
      acceptance: [
        'Set menus are offered only to parties of eight or more.',
        'The booking is held only when the deposit is paid, and the receipt shows the balance due on the night.',
        'Each guest can add their dietary needs from the shared link until 48 hours before the meal.',
      ],
      entities: ['reservation', 'set menu', 'guest'],
      integrations: ['Stripe'],
      size: 3,
    },
    {
      id: 'live-menu',
      title: 'Tonight’s menu with allergens',
      usedBy: ['diners', 'staff'],
      action: 'read tonight’s dishes, prices and allergens before I go',
      benefit: 'choose the restaurant knowing there is something I can eat',
      acceptance: [
        'When the chef marks a dish as off, it disappears from the online menu within a minute.',
        'Every dish lists the 14 major allergens as contains, may contain or free from, and cannot be published without them.',
      ],
      entities: ['dish'],
      integrations: [],
      size: 2,
    },
    {
      id: 'direct-takeaway',
      title: 'Direct takeaway ordering for collection',
      usedBy: ['takeaway'],
      action: 'order from the takeaway menu and choose a collection slot',
      benefit: 'pick up my dinner hot without waiting at the counter',
      acceptance: [
        'Each 15-minute collection slot takes at most eight orders; full slots are not offered.',
        'The order prints on the kitchen printer as soon as it is paid.',
      ],
      entities: ['takeaway order', 'dish', 'guest'],
      integrations: ['Square', 'kitchen ticket printer'],
      size: 3,
    },
    {
      id: 'dish-costing',
      title: 'Dish costing from recipes',
      usedBy: ['owner'],
      action: 'enter each recipe’s ingredients and see what every dish costs to make',
      benefit: 'price the menu so each dish keeps its margin',
      acceptance: [
        'Changing an ingredient’s price recalculates the cost of every dish that uses it.',
        'Dishes whose food cost is above the target share of their price are listed first.',
      ],
      entities: ['dish', 'ingredient'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'table', plural: 'tables' },
      fields: ['label:text', 'seats:integer', 'area:text', 'combinable:boolean'],
    },
    {
      name: { singular: 'reservation', plural: 'reservations' },
      fields: [
        'guest_id:uuid',
        'table_id:uuid',
        'starts_at:timestamp',
        'party_size:integer',
        'status:text',
        'notes:text',
        'deposit_cents:integer',
      ],
    },
    {
      name: { singular: 'guest', plural: 'guests' },
      fields: ['name:text', 'email:text', 'phone:text', 'allergies:text[]', 'visits:integer'],
    },
    {
      name: { singular: 'dish', plural: 'dishes' },
      fields: ['name:text', 'course:text', 'price_cents:integer', 'allergens:text[]', 'available:boolean'],
    },
    {
      name: { singular: 'set menu', plural: 'set menus' },
      fields: ['name:text', 'price_per_head_cents:integer', 'min_party:integer', 'dish_ids:uuid[]'],
    },
    {
      name: { singular: 'takeaway order', plural: 'takeaway orders' },
      fields: ['guest_id:uuid', 'collect_at:timestamp', 'status:text', 'total_cents:integer'],
    },
    {
      name: { singular: 'ingredient', plural: 'ingredients' },
      fields: ['name:text', 'unit:text', 'cost_per_unit_cents:integer', 'supplier:text'],
    },
  ],
  compliance: [
    'food hygiene rating and food business registration',
    'allergen information (14 major allergens)',
    'alcohol licence for serving drinks',
    'PCI DSS (through the card provider)',
    'GDPR for guest contact details',
  ],
  complexity: 2,
  vocabulary: [
    'table',
    'plate',
    'course',
    'pass',
    'service',
    'supper',
    'hearth',
    'fork',
    'kitchen',
    'season',
  ],
  brandMotifs: ['utensils-crossed', 'chef-hat', 'cooking-pot', 'wine'],
};
