import type { Archetype } from '../../archetype';

export const independentBoutique: Archetype = {
  id: 'independent-boutique',
  family: 'retail',
  industry: 'ecommerce',
  kind: { singular: 'independent boutique', plural: 'independent boutiques' },
  description:
    'A small clothing and accessories shop with a curated edit of independent labels and vintage pieces, selling in store and online from the same stock. New drops, styling advice and a loyal local following.',
  keywords: [
    'boutique',
    'clothing',
    'fashion',
    'clothes shop',
    'vintage',
    'womenswear',
    'menswear',
    'accessories',
    'designer',
    'apparel',
    'dresses',
    'sustainable fashion',
    'stylist',
    'shop',
    'store',
    'retail',
  ],
  segments: [
    {
      id: 'style-regulars',
      role: { singular: 'style-conscious shopper', plural: 'style-conscious shoppers' },
      qualifier: 'who like independent labels',
      jobs: ['check whether a piece is in my size before I visit', 'hear about new drops first'],
      pains: [
        'Stock shown online has often sold in the shop.',
        'New arrivals are announced only on Instagram stories that vanish.',
      ],
      persona: {
        firstName: 'Chloe',
        profile: 'a graphic designer who buys a few well-made pieces each season',
        goals: ['Reserve a piece to try on', 'Find pieces nobody else wears'],
        frustrations: ['Travelling in for an item that has sold', 'Fast-fashion sameness'],
      },
    },
    {
      id: 'gift-buyers',
      role: { singular: 'gift buyer', plural: 'gift buyers' },
      qualifier: 'shopping for someone else',
      jobs: ['buy a gift card or a piece with easy returns', 'get it gift-wrapped'],
      pains: ['Guessing sizes for someone else.', 'Small shops have unclear return rules.'],
      persona: {
        firstName: 'David',
        profile: 'a partner buying a birthday present with a week to go',
        goals: ['A safe gift with exchange by post'],
        frustrations: ['Returns only in person'],
      },
    },
  ],
  valuePropositions: [
    'One stock count for the shop floor and the website, so nothing shown online has already sold.',
    'Shoppers reserve a piece to try on for 48 hours, so a trip into town is never wasted.',
    'Regulars hear about each new drop by email a day before it goes on the shop floor.',
  ],
  revenue: [
    {
      kind: 'unit-sales',
      description: 'Clothing and accessories at $40-250, with an average basket around $85.',
      price: { low: 40, typical: 85, high: 250, per: 'basket' },
      cadence: { purchasesPerMonth: 0.5, monthlyChurn: 10 },
    },
    {
      kind: 'unit-sales',
      description: 'Gift cards from $25 to $200, about a tenth of December sales.',
      price: { low: 25, typical: 50, high: 200, per: 'card' },
    },
  ],
  costs: [
    { label: 'stock bought from labels at wholesale', kind: 'cost-of-goods', shareOfRevenue: 0.5 },
    { label: 'shop rent and rates', kind: 'fixed', monthly: { low: 1500, high: 5000 } },
    { label: 'shop assistant wages', kind: 'fixed', monthly: { low: 1800, high: 5000 } },
    { label: 'point of sale and e-commerce subscriptions', kind: 'fixed', monthly: { low: 60, high: 300 } },
    {
      label: 'photography, Instagram ads and events',
      kind: 'acquisition',
      monthly: { low: 200, high: 1000 },
    },
  ],
  kpis: [
    'sell-through rate per season',
    'average basket',
    'online share of sales',
    'returning customers',
    'stock left at markdown',
  ],
  risks: [
    {
      risk: 'Unsold stock at the end of a season.',
      mitigation:
        'Buy smaller first orders, reorder winners, and run one planned sale rather than constant discounts.',
    },
    {
      risk: 'Footfall falls on the high street.',
      mitigation:
        'Grow the email list and online orders, and host in-store events that give a reason to visit.',
    },
  ],
  competitors: [
    'high-street chains',
    'fast-fashion websites',
    'marketplaces for secondhand clothing',
    'department stores',
  ],
  features: [
    {
      id: 'shared-stock',
      title: 'One stock count for shop and website',
      usedBy: ['owner'],
      action: 'sell the same stock in the shop and online',
      benefit: 'never sell a piece twice',
      acceptance: [
        'A sale on the till reduces the online stock within a minute.',
        'A size with no stock shows as sold out, not hidden.',
      ],
      entities: ['product', 'variant'],
      integrations: ['Shopify POS'],
      size: 3,
    },
    {
      id: 'reserve-to-try',
      title: 'Reserve in store to try on',
      usedBy: ['style-regulars'],
      action: 'reserve a piece in my size to try on within 48 hours',
      benefit: 'know it is waiting before I travel in',
      acceptance: [
        'A reserved variant leaves online stock until collected or expired.',
        'Reservations expire after 48 hours and the shopper is told.',
      ],
      entities: ['reservation', 'variant', 'customer'],
      integrations: ['Shopify'],
      size: 2,
    },
    {
      id: 'new-drops',
      title: 'New drop announcements',
      usedBy: ['style-regulars'],
      action: 'get an email with the new drop the day before it hits the shop floor',
      benefit: 'see new pieces before they sell',
      acceptance: [
        'Subscribers receive the email 24 hours before the drop is published.',
        'Unsubscribing takes one click.',
      ],
      entities: ['customer', 'product'],
      integrations: ['Klaviyo'],
      size: 2,
    },
    {
      id: 'gift-cards',
      title: 'Gift cards and gift wrapping',
      usedBy: ['gift-buyers'],
      action: 'buy a gift card or add gift wrap and a note',
      benefit: 'give a present without guessing sizes',
      acceptance: [
        'Gift cards work in the shop and online and show their balance.',
        'Gift-wrapped orders hide the price on the packing slip.',
      ],
      entities: ['gift card', 'order'],
      integrations: ['Shopify'],
      size: 2,
    },
    {
      id: 'exchanges',
      title: 'Exchanges by post or in store',
      usedBy: ['gift-buyers', 'style-regulars'],
      action: 'exchange a size by post or in store within 30 days',
      benefit: 'buy with confidence',
      acceptance: [
        'An exchange request creates a prepaid label.',
        'Exchanged items return to stock only after inspection.',
      ],
      entities: ['order', 'variant'],
      integrations: ['Shopify'],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'product', plural: 'products' },
      fields: ['title:text', 'label:text', 'price_cents:integer', 'season:text'],
    },
    {
      name: { singular: 'variant', plural: 'variants' },
      fields: ['product_id:uuid', 'size:text', 'colour:text', 'stock:integer', 'sku:text'],
    },
    {
      name: { singular: 'customer', plural: 'customers' },
      fields: ['name:text', 'email:text', 'sizes:text[]', 'marketing_opt_in:boolean'],
    },
    {
      name: { singular: 'reservation', plural: 'reservations' },
      fields: ['variant_id:uuid', 'customer_id:uuid', 'expires_at:timestamp', 'status:text'],
    },
    {
      name: { singular: 'order', plural: 'orders' },
      fields: ['customer_id:uuid', 'channel:text', 'total_cents:integer', 'gift_note:text', 'status:text'],
    },
    {
      name: { singular: 'gift card', plural: 'gift cards' },
      fields: ['code:text', 'balance_cents:integer', 'expires_on:date'],
    },
  ],
  compliance: [
    'PCI DSS (through the card provider)',
    'GDPR for marketing emails',
    'consumer returns rules for online sales',
  ],
  complexity: 1,
  vocabulary: ['thread', 'edit', 'rail', 'stitch', 'loom', 'atelier', 'wardrobe', 'drape'],
  brandMotifs: ['hanger', 'shopping bag', 'shirt', 'needle'],
};
