import type { Archetype } from '../../archetype';

export const gardenCentre: Archetype = {
  id: 'garden-centre',
  family: 'retail',
  industry: 'other',
  kind: { singular: 'plant nursery', plural: 'plant nurseries' },
  description:
    'An independent plant nursery and garden centre that grows part of its own stock: bedding plants, perennials, shrubs, trees and houseplants, with compost, pots and tools, advice from growers, local delivery of large plants and seasonal workshops. Spring weekends bring most of the year’s takings, and unsold plants die on the benches.',
  keywords: [
    'plant nursery',
    'garden centre',
    'garden center',
    'nursery',
    'plants',
    'plant',
    'houseplants',
    'gardening',
    'garden',
    'gardeners',
    'greenhouse',
    'seedlings',
    'perennials',
    'shrubs',
    'trees',
    'bedding plants',
    'compost',
    'horticulture',
    'landscaping plants',
    'succulents',
  ],
  segments: [
    {
      id: 'gardeners',
      role: { singular: 'home gardener', plural: 'home gardeners' },
      qualifier: 'who garden most weekends from spring to autumn',
      jobs: [
        'find out whether a plant will grow in a shady, clay-soil border',
        'check that the plants on their list are in stock before driving over',
        'get a tree and twenty bags of compost delivered',
      ],
      pains: [
        'They drive out on a Saturday to find the plant they wanted has sold out.',
        'Plant labels say nothing about their soil or how much sun their garden gets.',
      ],
      persona: {
        firstName: 'Graham',
        profile: 'a retired postman who is replanting a north-facing border this spring',
        goals: ['Plants that will survive his clay soil', 'Everything delivered in one trip'],
        frustrations: ['Plants that die in the first summer', 'Carrying compost bags to the car'],
      },
    },
    {
      id: 'new-plant-owners',
      role: { singular: 'houseplant buyer', plural: 'houseplant buyers' },
      qualifier: 'who live in flats without a garden',
      jobs: ['choose a houseplant for a dark room', 'learn how often to water it'],
      pains: [
        'The plant looks healthy in the shop and wilts at home within a month.',
        'Care advice online contradicts itself.',
      ],
      persona: {
        firstName: 'Zara',
        profile: 'a junior lawyer filling her first flat with plants that will forgive a missed watering',
        goals: ['A plant that suits her north-facing living room', 'A reminder when to water'],
        frustrations: ['Killing a plant she paid $40 for'],
      },
    },
    {
      id: 'trade',
      role: { singular: 'landscape gardener', plural: 'landscape gardeners' },
      qualifier: 'who buy plants for clients’ gardens',
      jobs: ['reserve fifty hedging plants for a job next week', 'pay on a monthly trade account'],
      pains: [
        'Plants reserved by phone are sold to someone else.',
        'Paying by card for every visit makes it hard to bill clients.',
      ],
      persona: {
        firstName: 'Kwame',
        profile: 'a landscaper with two staff who plants three or four gardens a month',
        goals: ['A confirmed reservation and a trade price', 'One invoice a month'],
        frustrations: ['Half the hedging gone when he arrives'],
      },
    },
  ],
  valuePropositions: [
    'Gardeners check live stock online and reserve plants for collection, so the trip on Saturday is never wasted.',
    'Every plant lists the light, soil and hardiness it needs, with the growers’ advice for the local climate.',
    'Large plants, trees and compost are delivered locally on a booked day.',
    'Landscape gardeners reserve plants at trade prices and pay one invoice a month.',
  ],
  revenue: [
    {
      kind: 'unit-sales',
      description:
        'Plants at $4-8 for bedding and small perennials, $15-60 for shrubs and houseplants and $80-300 for trees, at about a 50% margin.',
      price: { low: 4, typical: 18, high: 300, per: 'plant' },
      cadence: { purchasesPerMonth: 0.8, monthlyChurn: 8 },
    },
    {
      kind: 'unit-sales',
      description: 'Compost, pots, tools and seeds at $5-60, often bought with the plants.',
      price: { low: 5, typical: 15, high: 60, per: 'item' },
    },
    {
      kind: 'unit-sales',
      description: 'Local delivery of large orders at $25-60 a drop.',
      price: { low: 25, typical: 35, high: 60, per: 'delivery' },
    },
    {
      kind: 'bookings',
      description: 'Seasonal workshops such as wreath making and pruning at $35-75 a place.',
      price: { low: 35, typical: 50, high: 75, per: 'place' },
    },
    {
      kind: 'unit-sales',
      description: 'Trade sales to landscape gardeners at 15-25% below the retail price.',
      price: { low: 3, typical: 14, high: 240, per: 'plant' },
    },
  ],
  costs: [
    {
      label: 'plants bought in from wholesale growers, seed and plugs',
      kind: 'cost-of-goods',
      shareOfRevenue: 0.45,
    },
    { label: 'rent or lease of the land and glasshouses', kind: 'fixed', monthly: { low: 2500, high: 8000 } },
    {
      label: 'growers’ and shop staff wages, more in spring',
      kind: 'fixed',
      monthly: { low: 6000, high: 18000 },
    },
    {
      label: 'water, heating for the glasshouses and electricity',
      kind: 'variable',
      monthly: { low: 600, high: 2500 },
    },
    { label: 'compost, pots and labels for potting on', kind: 'variable', monthly: { low: 300, high: 1200 } },
    { label: 'delivery van running costs', kind: 'variable', monthly: { low: 300, high: 900 } },
    {
      label: 'seasonal ads, newsletter and social posts',
      kind: 'acquisition',
      monthly: { low: 200, high: 800 },
    },
  ],
  kpis: [
    'sales per spring weekend',
    'plants written off as a share of stock',
    'average basket value',
    'reservations collected',
    'deliveries per week',
    'trade accounts active each month',
  ],
  risks: [
    {
      risk: 'A wet or cold spring cuts the busiest weeks of the year.',
      mitigation:
        'Spread the year with houseplants, autumn bulbs, Christmas trees and workshops, and keep cash for a poor April.',
    },
    {
      risk: 'Plants past their best are thrown away at the end of the season.',
      mitigation:
        'Track every batch’s age on the benches, pot on or discount plants at six weeks, and order in smaller, more frequent batches.',
    },
    {
      risk: 'A pest or disease arrives with a batch of bought-in plants.',
      mitigation:
        'Quarantine new deliveries for two weeks, buy only from growers with plant passports and keep each batch’s supplier on record.',
    },
  ],
  competitors: [
    'DIY superstores with a garden section',
    'garden centre chains',
    'online plant retailers',
    'supermarkets selling houseplants and bedding',
  ],
  features: [
    {
      id: 'live-stock',
      title: 'Live plant stock and reservations',
      usedBy: ['gardeners', 'trade'],
      action: 'check which plants are in stock today and reserve them for collection',
      benefit: 'drive over knowing my plants are waiting',
      acceptance: [
        'Given 6 of a shrub on the benches, when a customer reserves 8, then the reservation is refused with the number available.',
        'A reservation is held for 48 hours and then released back to stock, with an email to the customer.',
      ],
      entities: ['plant', 'reservation', 'customer'],
      integrations: ['Square'],
      size: 3,
    },
    {
      id: 'growing-conditions',
      title: 'Plant finder by growing conditions',
      usedBy: ['gardeners', 'new-plant-owners'],
      action: 'filter plants by light, soil, size and hardiness',
      benefit: 'buy plants that will thrive where I put them',
      acceptance: [
        'Every plant has light, soil, eventual size and hardiness recorded before it is shown online.',
        'Filtering for full shade and clay soil lists only plants recorded as suited to both.',
      ],
      entities: ['plant'],
      integrations: [],
      size: 2,
    },
    {
      id: 'care-reminders',
      title: 'Care reminders after purchase',
      usedBy: ['new-plant-owners'],
      action: 'get watering and feeding reminders for the plants I bought',
      benefit: 'keep my plants alive past the first month',
      acceptance: [
        'A customer who opts in at the till receives reminders on the schedule recorded for each plant bought.',
        'Every reminder has a one-tap link to stop reminders for that plant.',
      ],
      entities: ['plant', 'customer', 'care reminder'],
      integrations: ['Twilio'],
      size: 2,
    },
    {
      id: 'local-delivery',
      title: 'Local delivery of large orders',
      usedBy: ['gardeners', 'staff'],
      action: 'book a delivery day for trees, large pots and compost',
      benefit: 'get heavy things home without a trailer',
      acceptance: [
        'Delivery is offered only to postcodes inside the delivery area, with the fee shown before payment.',
        'Each delivery day takes at most twelve drops; full days are not offered.',
      ],
      entities: ['delivery', 'customer'],
      integrations: ['route planning service'],
      size: 3,
    },
    {
      id: 'trade-accounts',
      title: 'Trade accounts with monthly invoices',
      usedBy: ['trade', 'owner'],
      action: 'buy at trade prices on account and receive one invoice a month',
      benefit: 'bill my clients from one statement',
      acceptance: [
        'Trade prices are shown only to approved trade accounts once signed in.',
        'At month end each trade account receives one invoice listing every collection and delivery.',
      ],
      entities: ['trade account', 'reservation', 'invoice'],
      integrations: ['Xero'],
      size: 3,
    },
    {
      id: 'batch-tracking',
      title: 'Bench stock and batch age',
      usedBy: ['staff', 'owner'],
      action: 'record every batch of plants with its arrival date and supplier',
      benefit: 'sell or pot on plants before they go over',
      acceptance: [
        'Batches on the benches for more than six weeks are listed every Monday for discount or potting on.',
        'Plants written off are recorded with a reason and reduce the stock count at once.',
      ],
      entities: ['plant', 'batch'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'plant', plural: 'plants' },
      fields: [
        'name:text',
        'latin_name:text',
        'light:text',
        'soil:text',
        'hardiness:text',
        'price_cents:integer',
        'in_stock:integer',
      ],
    },
    {
      name: { singular: 'batch', plural: 'batches' },
      fields: [
        'plant_id:uuid',
        'supplier:text',
        'arrived_on:date',
        'quantity:integer',
        'passport_number:text',
      ],
    },
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'email:text', 'phone:text', 'postcode:text'],
    },
    {
      name: { singular: 'reservation', plural: 'reservations' },
      fields: [
        'customer_id:uuid',
        'plant_id:uuid',
        'quantity:integer',
        'expires_at:timestamp',
        'status:text',
      ],
    },
    {
      name: { singular: 'delivery', plural: 'deliveries' },
      fields: ['customer_id:uuid', 'delivery_on:date', 'address:text', 'fee_cents:integer', 'status:text'],
    },
    {
      name: { singular: 'care reminder', plural: 'care reminders' },
      fields: ['customer_id:uuid', 'plant_id:uuid', 'every_days:integer', 'next_on:date'],
    },
    {
      name: { singular: 'trade account', plural: 'trade accounts' },
      fields: ['business_name:text', 'contact_email:text', 'discount_percent:integer', 'approved:boolean'],
    },
    {
      name: { singular: 'invoice', plural: 'invoices' },
      fields: ['trade_account_id:uuid', 'month:date', 'total_cents:integer', 'status:text'],
    },
  ],
  compliance: [
    'plant health rules and plant passports for moving plants',
    'safe storage and sale of pesticides and fertilisers',
    'PCI DSS (through the card provider)',
    'GDPR for customer contact details',
  ],
  complexity: 2,
  vocabulary: ['root', 'leaf', 'bloom', 'seed', 'bud', 'fern', 'bench', 'sprout', 'bough', 'grove'],
  brandMotifs: ['sprout', 'plant-pot', 'leaf', 'shovel'],
};
