import type { Archetype } from '../../archetype';

/**
 * A maker of handmade soap and natural skincare who sells online, at markets and to gift shops:
 * cold-process soap cured for weeks, bath bombs, balms and shampoo bars. Cosmetics law (a safety
 * assessment and an ingredient list for every product) is what sets it apart from a jewellery maker.
 */
export const handmadeSoapShop: Archetype = {
  id: 'handmade-soap-shop',
  family: 'ecommerce',
  industry: 'ecommerce',
  kind: { singular: 'handmade soap brand', plural: 'handmade soap brands' },
  description:
    'A maker of handmade soap and natural skincare working from a home workshop or small unit: cold-process soap bars cured for four to six weeks, shampoo bars, bath bombs, balms and gift sets, sold through an own online shop, a craft marketplace, markets and wholesale to gift shops and spas. Every product needs a cosmetic safety assessment and a full ingredient list, customers care about plastic-free packaging and sensitive skin, and the year peaks before Christmas and Mother’s Day.',
  keywords: [
    'soap',
    'soaps',
    'handmade soap',
    'natural soap',
    'cold process soap',
    'soap making',
    'soap maker',
    'soap bars',
    'shampoo bars',
    'bath bombs',
    'bath products',
    'skincare',
    'natural skincare',
    'balms',
    'body butter',
    'cosmetics',
    'plastic-free',
    'vegan soap',
    'essential oils',
  ],
  segments: [
    {
      id: 'buyers',
      role: { singular: 'skincare buyer', plural: 'skincare buyers' },
      qualifier: 'with sensitive skin or a plastic-free habit',
      jobs: [
        'find a soap that does not dry or irritate my skin',
        'see every ingredient and what each bar is scented with before buying',
        'get my usual bars sent every two months without reordering',
      ],
      pains: [
        'Supermarket soap strips their skin and lists ingredients they cannot pronounce.',
        'Handmade sellers at markets cannot be found again once the stall has gone.',
      ],
      persona: {
        firstName: 'Naomi',
        profile: 'a nurse with eczema-prone hands who washes them forty times a shift',
        goals: ['A bar that leaves her hands comfortable', 'No plastic in the bathroom'],
        frustrations: ['Scented soaps that make her hands sting', 'Vague labels saying only “natural”'],
      },
    },
    {
      id: 'gift-buyers',
      role: { singular: 'gift buyer', plural: 'gift buyers' },
      qualifier: 'looking for a thoughtful present',
      jobs: [
        'build a gift box with a message and send it straight to the recipient',
        'order teachers’ or wedding favours in bulk with a custom label',
      ],
      pains: [
        'Gift sets are the same three bars in a box, with no say in what goes in.',
        'Favours for 80 guests need a quote by email and weeks of waiting.',
      ],
      persona: {
        firstName: 'Helen',
        profile: 'a marketing manager who buys a dozen birthday presents a year online',
        goals: ['A present that looks handmade and arrives wrapped', 'Ordered in five minutes'],
        frustrations: ['Gift sets padded with plastic'],
      },
    },
    {
      id: 'stockists',
      role: { singular: 'gift shop owner', plural: 'gift shop owners' },
      qualifier: 'who stock local makers',
      jobs: [
        'order wholesale cases at trade prices with a minimum order',
        'reorder best sellers before they run out',
      ],
      pains: [
        'Makers send price lists as PDFs and take orders by email.',
        'Stock arrives without the labels and ingredient lists the shop must display.',
      ],
      persona: {
        firstName: 'Gareth',
        profile: 'the owner of a gift and homeware shop in a market town that stocks twenty local makers',
        goals: ['Reorders in two minutes', 'Best sellers never out of stock before Christmas'],
        frustrations: ['Chasing makers for an invoice'],
      },
    },
  ],
  valuePropositions: [
    'Every bar lists its full ingredients, scent and skin type, with unscented bars for sensitive skin, so buyers know what they are putting on their skin before they order.',
    'Regular buyers get their usual bars every one, two or three months, and can skip or swap a delivery from an email.',
    'Gift boxes are built bar by bar with a handwritten-style message and sent plastic-free, straight to the recipient.',
    'Gift shops order wholesale cases online at trade prices, with the labels and ingredient cards they need to display.',
  ],
  revenue: [
    {
      kind: 'unit-sales',
      description:
        'Soap and shampoo bars at $7-12 and balms and bath bombs at $6-20, with an average online order of about $35.',
      price: { low: 7, typical: 35, high: 60, per: 'order' },
      cadence: { purchasesPerMonth: 0.3, monthlyChurn: 8 },
    },
    {
      kind: 'subscription',
      description: 'A soap subscription of three bars every two months at $25-30 a delivery.',
      price: { low: 25, typical: 28, high: 30, per: 'delivery' },
      cadence: { purchasesPerMonth: 0.5, monthlyChurn: 6 },
    },
    {
      kind: 'unit-sales',
      description:
        'Wholesale cases to gift shops and spas at half the retail price, with a $150 minimum order.',
      price: { low: 150, typical: 300, high: 800, per: 'wholesale order' },
    },
  ],
  costs: [
    {
      label: 'oils, butters, lye, essential oils and botanicals',
      kind: 'cost-of-goods',
      shareOfRevenue: 0.18,
    },
    {
      label: 'plastic-free packaging, labels and postage',
      kind: 'variable',
      monthly: { low: 150, high: 900 },
    },
    {
      label: 'cosmetic safety assessments for each recipe and product liability insurance',
      kind: 'fixed',
      monthly: { low: 40, high: 200 },
    },
    {
      label: 'online shop, marketplace and market stall fees',
      kind: 'fixed',
      monthly: { low: 60, high: 400 },
    },
    {
      label: 'Instagram content, gift guides and Christmas markets',
      kind: 'acquisition',
      monthly: { low: 100, high: 800 },
    },
  ],
  kpis: [
    'online orders each month',
    'repeat buyers and active subscriptions',
    'wholesale accounts reordering each quarter',
    'bars in cure against the next eight weeks of orders',
    'average order value',
  ],
  risks: [
    {
      risk: 'A product is sold without a safety assessment or a correct ingredient list.',
      mitigation:
        'Have every recipe assessed before sale, generate labels from the assessed recipe, and keep a batch record for each cure.',
    },
    {
      risk: 'Christmas orders outrun bars still curing, because soap takes four to six weeks to be ready.',
      mitigation: 'Plan batches from last year’s sales and open Christmas pre-orders in September.',
    },
    {
      risk: 'A customer has a skin reaction.',
      mitigation:
        'List every allergen, offer unscented bars, and record complaints against the batch number.',
    },
  ],
  competitors: [
    'high-street cosmetics chains with handmade-style ranges',
    'supermarket soap and shower gel',
    'other makers on craft marketplaces',
    'plastic-free refill shops',
  ],
  features: [
    {
      id: 'ingredients',
      title: 'Ingredients and skin type on every product',
      usedBy: ['buyers', 'gift-buyers'],
      action: 'filter bars by skin type and scent and read the full ingredient list before buying',
      benefit: 'choose a soap that suits my skin',
      acceptance: [
        'Each product lists its ingredients in the legal order, its allergens and its skin type.',
        'Bars can be filtered by unscented, sensitive skin, vegan and palm-free.',
      ],
      entities: ['product', 'recipe'],
      integrations: ['Shopify'],
      size: 2,
    },
    {
      id: 'subscription',
      title: 'Soap subscription with skips and swaps',
      usedBy: ['buyers'],
      action: 'get my usual bars every one, two or three months and skip or swap a delivery',
      benefit: 'never run out without reordering',
      acceptance: [
        'A reminder email a week before each delivery lets the buyer skip or swap bars.',
        'A swapped bar that is out of stock offers the nearest alternative.',
      ],
      entities: ['subscription', 'product'],
      integrations: ['Stripe Billing'],
      size: 3,
    },
    {
      id: 'gift-box',
      title: 'Build-a-gift-box with a message',
      usedBy: ['gift-buyers'],
      action: 'choose the bars for a gift box, add a message and send it to the recipient',
      benefit: 'send a present that feels chosen, not bought',
      acceptance: [
        'The box holds three to six items and shows its price as items are added.',
        'The message is printed on a card and no prices are included in the parcel.',
      ],
      entities: ['order', 'product'],
      integrations: ['Shopify', 'Royal Mail Click & Drop'],
      size: 2,
    },
    {
      id: 'favours',
      title: 'Wedding favours and bulk orders with custom labels',
      usedBy: ['gift-buyers', 'owner'],
      action: 'order favours in bulk with a custom label and see the date they will be ready',
      benefit: 'have favours made in time for the day',
      acceptance: [
        'Bulk prices apply from 20 items, with a label preview before payment.',
        'The ready date counts the four to six weeks the bars need to cure.',
      ],
      entities: ['order', 'product'],
      integrations: ['Stripe'],
      size: 2,
    },
    {
      id: 'wholesale',
      title: 'Wholesale ordering for stockists',
      usedBy: ['stockists', 'owner'],
      action: 'order cases at trade prices online and reorder best sellers',
      benefit: 'keep the shelf stocked without emailing the maker',
      acceptance: [
        'Trade prices and the minimum order show only to approved stockist accounts.',
        'Every case ships with the ingredient cards the shop must display.',
      ],
      entities: ['stockist', 'order'],
      integrations: ['Faire', 'Xero'],
      size: 2,
    },
    {
      id: 'batches',
      title: 'Batch and cure tracking',
      usedBy: ['owner', 'staff'],
      action: 'record each batch with its recipe, date made and date ready, and see stock still curing',
      benefit: 'know what will be ready for the orders coming in',
      acceptance: [
        'Each batch has a number printed on its labels and links to its assessed recipe.',
        'Bars become available to sell only when their cure date has passed.',
      ],
      entities: ['batch', 'recipe', 'product'],
      integrations: [],
      size: 2,
    },
  ],
  entities: [
    {
      name: { singular: 'product', plural: 'products' },
      fields: [
        'name:text',
        'recipe_id:uuid',
        'skin_type:text',
        'scent:text',
        'price_cents:integer',
        'stock:integer',
      ],
    },
    {
      name: { singular: 'recipe', plural: 'recipes' },
      fields: [
        'name:text',
        'ingredients:text[]',
        'allergens:text[]',
        'assessment_ref:text',
        'assessed_on:date',
      ],
    },
    {
      name: { singular: 'batch', plural: 'batches' },
      fields: ['recipe_id:uuid', 'made_on:date', 'ready_on:date', 'bars:integer'],
    },
    {
      name: { singular: 'order', plural: 'orders' },
      fields: ['email:text', 'kind:text', 'gift_message:text', 'total_cents:integer', 'status:text'],
    },
    {
      name: { singular: 'subscription', plural: 'subscriptions' },
      fields: ['email:text', 'every_months:integer', 'next_delivery_on:date', 'bars:text[]', 'status:text'],
    },
    {
      name: { singular: 'stockist', plural: 'stockists' },
      fields: ['shop_name:text', 'email:text', 'approved:boolean', 'town:text'],
    },
  ],
  compliance: [
    'cosmetics regulations: a safety assessment and a responsible person for every product',
    'ingredient and allergen labelling',
    'GDPR',
    'PCI DSS (through the card provider)',
  ],
  complexity: 1,
  vocabulary: ['lather', 'bloom', 'suds', 'meadow', 'honey', 'lavender', 'oat', 'clay', 'spring', 'botanic'],
  brandMotifs: ['leaf', 'droplet', 'flower', 'bubbles'],
  personality: ['Natural', 'Gentle', 'Honest', 'Warm', 'Crafted'],
};
