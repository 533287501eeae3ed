import type { Archetype } from '../../archetype';

export const foodDeliveryApp: Archetype = {
  id: 'food-delivery-app',
  family: 'marketplaces',
  industry: 'technology',
  kind: { singular: 'food delivery app', plural: 'food delivery apps' },
  description:
    'A local food delivery app for one town or city: customers order from independent restaurants and takeaways, local couriers on bikes and scooters bring the food in under 40 minutes, and restaurants pay a lower commission than on the national delivery platforms. Restaurants get their own order tablet, and customers follow their order live on a map.',
  keywords: [
    'food delivery',
    'delivery app',
    'restaurant delivery',
    'takeaway',
    'takeaways',
    'takeout',
    'order food',
    'food ordering',
    'food order',
    'couriers',
    'riders',
    'delivery drivers',
    'restaurants',
    'local restaurants',
    'dinner',
    'hot food',
    'delivered in 30 minutes',
    'order tracking',
    'commission',
    'deliveroo',
    'uber eats',
    'doordash',
  ],
  segments: [
    {
      id: 'customers',
      role: { singular: 'takeaway customer', plural: 'takeaway customers' },
      qualifier: 'who order in two or three evenings a week',
      jobs: [
        'order dinner from a favourite local place in a few taps',
        'know exactly when the food will arrive',
        'get a refund quickly when something is missing',
      ],
      pains: [
        'The big apps list the same chains, and the best local places are not on them.',
        'Food arrives cold because the courier picked up three orders on the way.',
      ],
      persona: {
        firstName: 'Ellie',
        profile:
          'a junior doctor on late shifts who orders in three nights a week and knows every curry house in town',
        goals: ['Food hot at the door in under 40 minutes', 'Her usual order in two taps'],
        frustrations: [
          'Delivery fees that double at peak time',
          'Support that only answers through a chatbot',
        ],
      },
    },
    {
      id: 'restaurants',
      role: { singular: 'independent restaurant owner', plural: 'independent restaurant owners' },
      qualifier: 'who lose up to a third of every delivery order in commission',
      jobs: [
        'take delivery orders without giving away the margin',
        'keep the menu, prices and opening hours right in one place',
        'get paid every week without unexplained deductions',
      ],
      pains: [
        'A 30% commission leaves almost nothing on a delivery order.',
        'Three tablets from three apps beep on the counter on a Friday night.',
      ],
      persona: {
        firstName: 'Hassan',
        profile: 'the owner of a family Lebanese restaurant with 40 covers and a busy takeaway trade',
        goals: [
          'Delivery that pays for itself',
          'Customers who order from him again, not from the app’s suggestions',
        ],
        frustrations: ['Commission on top of card fees', 'Bad reviews for a courier’s lateness'],
      },
    },
    {
      id: 'couriers',
      role: { singular: 'courier', plural: 'couriers' },
      qualifier: 'who want steady evening work in their own town',
      jobs: [
        'choose shifts that fit around study or another job',
        'know what a delivery pays before accepting it',
      ],
      pains: [
        'Pay per drop changes without warning.',
        'Riders wait outside restaurants unpaid while an order is cooked.',
      ],
      persona: {
        firstName: 'Tomasz',
        profile: 'a student who rides an e-bike four evenings a week to pay his rent',
        goals: ['Guaranteed hourly pay at peak times', 'Short routes inside town'],
        frustrations: ['Being sent across town for one order', 'Deactivation without explanation'],
      },
    },
  ],
  valuePropositions: [
    'Independent restaurants pay a commission of 12-15% instead of 30%, and keep the customer’s details to thank them and bring them back.',
    'Orders are batched only when they share a street, so food reaches the door hot in under 40 minutes.',
    'Customers follow the courier live on a map and get a refund for a missing item in one tap, answered by a local team.',
    'Riders see the pay for every delivery before accepting it and are paid a guaranteed minimum for every hour on shift.',
  ],
  revenue: [
    {
      kind: 'marketplace',
      description:
        'A 12-15% commission on each order, on typical orders of $20-45; restaurants that deliver with their own staff pay 8%.',
      price: { low: 20, typical: 30, high: 45, per: 'order' },
      cadence: { purchasesPerMonth: 4, monthlyChurn: 8 },
    },
    {
      kind: 'unit-sales',
      description: 'A delivery fee of $2-5 paid by the customer, lower for orders over $25.',
      price: { low: 2, typical: 3, high: 5, per: 'delivery' },
    },
    {
      kind: 'subscription',
      description: 'A membership at $6-10 a month with free delivery on orders over $15.',
      price: { low: 6, typical: 8, high: 10, per: 'month' },
      cadence: { purchasesPerMonth: 1, monthlyChurn: 10 },
    },
  ],
  costs: [
    { label: 'card payment fees', kind: 'cost-of-goods', shareOfRevenue: 0.03 },
    {
      label: 'courier pay',
      kind: 'variable',
      monthly: { low: 6000, high: 50000 },
    },
    {
      label: 'developers for the three apps',
      kind: 'fixed',
      monthly: { low: 10000, high: 35000 },
    },
    {
      label: 'support staff',
      kind: 'fixed',
      monthly: { low: 3000, high: 12000 },
    },
    {
      label: 'courier insurance',
      kind: 'variable',
      monthly: { low: 800, high: 6000 },
    },
    {
      label: 'first-order discounts, leaflets in takeaway bags and local social ads',
      kind: 'acquisition',
      monthly: { low: 3000, high: 25000 },
    },
  ],
  kpis: [
    'orders per week and per restaurant',
    'average delivery time from order to door',
    'customers who order again within 30 days',
    'deliveries per courier hour',
    'contribution per order after courier pay and discounts',
  ],
  risks: [
    {
      risk: 'Courier pay and discounts cost more than each order earns.',
      mitigation:
        'Launch in one dense town, keep delivery zones short, batch orders on the same street and stop first-order discounts once repeat orders pass 40%.',
    },
    {
      risk: 'The national platforms cut fees or sign the best restaurants exclusively in the launch town.',
      mitigation:
        'Sign the best-loved independents first on a low commission, give them their customers’ details and promote them by name.',
    },
    {
      risk: 'Couriers are classed as employees, or a courier is hurt on a delivery.',
      mitigation:
        'Take employment advice before launch, insure every shift and pay a guaranteed minimum for time logged in.',
    },
    {
      risk: 'Food safety or allergen mistakes reach a customer.',
      mitigation:
        'Require each restaurant’s hygiene rating and allergen information on every menu, and use sealed bags for every order.',
    },
  ],
  competitors: [
    'national food delivery platforms',
    'restaurants’ own delivery drivers',
    'pizza chains with their own delivery',
    'supermarket ready meals and meal kits',
  ],
  features: [
    {
      id: 'browse-order',
      title: 'Ordering from local menus',
      usedBy: ['customers'],
      action: 'browse the menus of restaurants that deliver to my street and order with a saved card',
      benefit: 'get dinner from a local favourite in a few taps',
      acceptance: [
        'Only restaurants that are open and deliver to the customer’s address are listed, each with an estimated delivery time.',
        'Dishes show allergens and prices, and sold-out dishes cannot be ordered.',
        'A past order can be placed again in two taps.',
      ],
      entities: ['restaurant', 'menu item', 'order', 'customer'],
      integrations: ['Stripe Connect', 'Apple Pay'],
      size: 4,
    },
    {
      id: 'restaurant-tablet',
      title: 'Order tablets for restaurants',
      usedBy: ['restaurants'],
      action: 'accept each order, set a preparation time and mark it ready for collection',
      benefit: 'run delivery orders alongside a full dining room',
      acceptance: [
        'A new order rings until it is accepted, and is refused automatically after three minutes.',
        'The restaurant can pause orders for 30 minutes or mark a dish sold out from the tablet.',
        'The courier is sent so as to arrive when the food is ready, not before.',
      ],
      entities: ['order', 'restaurant', 'menu item'],
      integrations: [],
      size: 4,
    },
    {
      id: 'live-tracking',
      title: 'Live order tracking',
      usedBy: ['customers'],
      action: 'follow my order from the kitchen to the courier’s position on a map',
      benefit: 'know when to be at the door',
      acceptance: [
        'The customer sees each stage (accepted, being prepared, picked up, nearby) as it happens.',
        'The estimated arrival time updates from the courier’s position.',
      ],
      entities: ['order', 'delivery', 'courier'],
      integrations: ['Mapbox', 'Twilio'],
      size: 3,
    },
    {
      id: 'courier-app',
      title: 'Courier shifts with pay per drop',
      usedBy: ['couriers', 'staff'],
      action: 'book shifts, accept drops showing their pay and follow the route to the door',
      benefit: 'earn a predictable income in my own town',
      acceptance: [
        'Each offered delivery shows the pickup, the drop-off and the pay before it is accepted.',
        'Deliveries are offered to the nearest courier on shift, with at most two orders for the same street batched.',
        'Couriers see their earnings for the week and are paid weekly.',
      ],
      entities: ['courier', 'delivery', 'shift', 'payout'],
      integrations: ['Google Maps Platform', 'Stripe Connect'],
      size: 5,
    },
    {
      id: 'issues-refunds',
      title: 'Refunds for missing items',
      usedBy: ['customers', 'staff'],
      action: 'report a missing or spilled item with a photo and get a refund or credit',
      benefit: 'have a problem put right without a long chat',
      acceptance: [
        'A missing-item report within two hours of delivery is refunded at once for a customer with no recent claims.',
        'Each claim is shared with the restaurant and, where it was the courier’s fault, is not charged to the restaurant.',
      ],
      entities: ['issue', 'order'],
      integrations: ['Stripe'],
      size: 2,
    },
    {
      id: 'restaurant-payouts',
      title: 'Weekly payouts for restaurants',
      usedBy: ['restaurants', 'owner'],
      action: 'see every order, commission and refund for the week and receive the payout',
      benefit: 'know what delivery really earns',
      acceptance: [
        'A weekly statement lists each order’s value, commission, refunds and the payout.',
        'Payouts reach the restaurant’s bank account within three working days of the week’s end.',
      ],
      entities: ['payout', 'order', 'restaurant'],
      integrations: ['Stripe Connect'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'restaurant', plural: 'restaurants' },
      fields: [
        'name:text',
        'address:text',
        'delivery_radius_km:numeric',
        'commission_percent:numeric',
        'hygiene_rating:integer',
        'paused_until:timestamp',
      ],
    },
    {
      name: { singular: 'menu item', plural: 'menu items' },
      fields: [
        'restaurant_id:uuid',
        'name:text',
        'price_cents:integer',
        'allergens:text[]',
        'sold_out:boolean',
      ],
    },
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'phone:text', 'address:text', 'member_until:date'],
    },
    {
      name: { singular: 'order', plural: 'orders' },
      fields: [
        'customer_id:uuid',
        'restaurant_id:uuid',
        'items:json',
        'total_cents:integer',
        'status:text',
        'ready_at:timestamp',
      ],
    },
    {
      name: { singular: 'courier', plural: 'couriers' },
      fields: ['name:text', 'vehicle:text', 'insured_until:date', 'on_shift:boolean'],
    },
    {
      name: { singular: 'delivery', plural: 'deliveries' },
      fields: [
        'order_id:uuid',
        'courier_id:uuid',
        'pay_cents:integer',
        'picked_up_at:timestamp',
        'delivered_at:timestamp',
      ],
    },
    {
      name: { singular: 'shift', plural: 'shifts' },
      fields: ['courier_id:uuid', 'starts_at:timestamp', 'ends_at:timestamp', 'zone:text'],
    },
    {
      name: { singular: 'issue', plural: 'issues' },
      fields: ['order_id:uuid', 'kind:text', 'photo_url:text', 'refund_cents:integer', 'at_fault:text'],
    },
    {
      name: { singular: 'payout', plural: 'payouts' },
      fields: ['payee_id:uuid', 'period_start:date', 'amount_cents:integer', 'paid_at:timestamp'],
    },
  ],
  compliance: [
    'allergen information on every listed dish',
    'employment law for couriers',
    'PCI DSS through the payment provider',
    'GDPR for addresses and courier locations',
  ],
  complexity: 3,
  vocabulary: ['bite', 'dash', 'fork', 'spoon', 'plate', 'hatch', 'courier', 'bag', 'supper', 'swift'],
  brandMotifs: ['scooter', 'utensils', 'bag', 'route'],
  personality: ['Quick', 'Friendly', 'Local', 'Reliable', 'Warm'],
};
