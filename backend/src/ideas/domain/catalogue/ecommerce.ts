import type { CatalogueIdea } from './catalogue-idea';

export const ecommerceIdeas: readonly CatalogueIdea[] = [
  {
    slug: 'eco-cleaning-refills',
    title: 'Concentrated Cleaning Refills',
    description:
      'Customers buy durable glass spray bottles once and then receive concentrated refills in compostable pouches that they mix with tap water. Shipping only the concentrate cuts packaging and freight costs by more than 80%.',
    businessIdea: 'A subscription for concentrated household cleaning refills in compostable packaging',
    targetAudience: 'Eco-conscious households aged 25 to 45 who buy cleaning products online',
    industry: 'ecommerce',
    keyFeatures: [
      'Starter kit with refillable glass bottles',
      'Refill subscription with flexible frequency',
      'Letterbox-sized compostable pouches',
      'Plastic-saved counter in the customer account',
    ],
    potentialRevenue: '$400K-$1.2M revenue in year two',
  },
  {
    slug: 'regional-farm-box',
    title: 'Regional Farm Box Marketplace',
    description:
      'Combines produce, dairy and meat from several small farms within 100 miles into one weekly box and one delivery route. Customers choose items farm by farm and farmers get paid more than wholesale.',
    businessIdea: 'A weekly farm box that bundles several local farms into one delivery',
    targetAudience:
      'Urban and suburban families who want local food, and small farms that lack delivery logistics',
    industry: 'ecommerce',
    keyFeatures: [
      'Build-your-box shop across partner farms',
      'Shared cold-chain delivery routes',
      'Farmer portal for weekly availability',
      'Skip and pause controls for subscribers',
      'Farm stories and seasonal recipes',
    ],
    potentialRevenue: '$500K-$1.5M gross sales in year two at a 25% take rate',
  },
  {
    slug: 'returns-outlet-for-brands',
    title: 'Returns Outlet for Small Brands',
    description:
      "Takes a brand's returned and open-box goods, inspects and grades them, and sells them on an outlet page under the brand's own name. Brands recover margin on items that used to be written off and attract bargain hunters.",
    businessIdea: 'A service that grades returned goods and resells them on a branded outlet page',
    targetAudience: 'Direct-to-consumer brands with $2M-$30M revenue and return rates above 10%',
    industry: 'ecommerce',
    keyFeatures: [
      'Returns intake and condition grading',
      'Branded outlet storefront on Shopify',
      'Grade-based pricing rules',
      'Recovery report per product line',
    ],
    potentialRevenue: '$300K-$900K revenue in year two from revenue share',
  },
  {
    slug: 'fresh-pet-food-by-profile',
    title: 'Fresh Dog Food Portioned by Profile',
    description:
      "Dog owners enter breed, age, weight and activity level and receive frozen fresh-cooked meals portioned for their dog. Portions adjust automatically as the dog's weight is logged each month.",
    businessIdea: "Fresh dog food subscriptions portioned to each dog's profile",
    targetAudience: 'Dog owners aged 28 to 55 who treat their pets as family and buy premium food',
    industry: 'ecommerce',
    keyFeatures: [
      'Dog profile quiz with a vet-reviewed feeding plan',
      'Pre-portioned frozen meals',
      'Monthly weigh-in with automatic portion changes',
      'Flexible delivery schedule',
    ],
    potentialRevenue: '$600K-$2M revenue in year two',
  },
  {
    slug: 'kids-clothes-size-bundles',
    title: 'Pre-Loved Kids Clothes by Size Bundle',
    description:
      'Parents send in clothes their children have outgrown for store credit and buy curated secondhand bundles in the next size up. Each bundle is cleaned, checked and styled by season.',
    businessIdea: "A buy-back and resale service for children's clothing sold in size bundles",
    targetAudience: 'Parents of children aged 0 to 8 who want to save money and reduce waste',
    industry: 'ecommerce',
    keyFeatures: [
      'Prepaid mailer for outgrown clothes',
      'Store credit paid on inspection',
      'Seasonal bundles by size and style',
      "Next-size reminders based on the child's age",
    ],
    potentialRevenue: '$250K-$750K revenue in year two',
  },
  {
    slug: 'podcaster-merch-store',
    title: 'Done-for-You Merch for Podcasters',
    description:
      "Designs a small merch line from a podcast's inside jokes and artwork and runs the print-on-demand store with no inventory. Hosts get a link to read on air and a monthly payout.",
    businessIdea: 'A done-for-you print-on-demand merch store for independent podcasts',
    targetAudience: 'Independent podcasters with 2,000 to 100,000 listeners per episode',
    industry: 'ecommerce',
    keyFeatures: [
      'Designs created from show artwork and episodes',
      'Print-on-demand storefront with no stock',
      'Limited drops tied to episode releases',
      'Monthly sales report and payout',
    ],
    potentialRevenue: '$150K-$500K revenue in year two',
  },
  {
    slug: 'corporate-coffee-gifting',
    title: 'Specialty Coffee Gifts for Teams',
    description:
      "Companies send remote employees and clients specialty coffee from independent roasters, with a card telling each roaster's story. Recipients choose whole bean or ground and the company pays only for redeemed gifts.",
    businessIdea: 'Corporate gifting of specialty coffee from independent roasters',
    targetAudience: 'People-operations and account-management teams at remote-first companies',
    industry: 'ecommerce',
    keyFeatures: [
      'Bulk gift sending from a spreadsheet or HRIS',
      'Recipient choice of roast and grind',
      'Pay-per-redemption pricing',
      'Branded cards and recurring gifting for anniversaries',
    ],
    potentialRevenue: '$350K-$1M revenue in year two',
  },
];
