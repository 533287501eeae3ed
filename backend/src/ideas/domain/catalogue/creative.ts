import type { CatalogueIdea } from './catalogue-idea';

export const creativeIdeas: readonly CatalogueIdea[] = [
  {
    slug: 'custom-pet-portraits',
    title: 'Custom Pet Portrait Studio',
    description:
      'Customers upload photos of their pet, pick an art style and receive a hand-painted digital portrait from a network of illustrators, printed on canvas or paper. Memorial portraits and holiday gifts make up most orders.',
    businessIdea: 'An online studio selling hand-illustrated pet portraits in a choice of styles',
    targetAudience: 'Pet owners buying gifts, and people memorialising a pet, mostly aged 25 to 60',
    industry: 'creative',
    keyFeatures: [
      'Style gallery with price and delivery time',
      'Illustrator network with quality review',
      'Sketch approval before the final piece',
      'Framed canvas and print fulfilment',
    ],
    potentialRevenue: '$300K-$800K revenue in year two',
  },
  {
    slug: 'wedding-film-editing',
    title: 'Wedding Film Editing Service',
    description:
      'Wedding videographers upload their raw footage and receive a cinematic highlight film and a full-length edit in their own style within two weeks. They can book more weddings in peak season because editing no longer limits them.',
    businessIdea: 'Outsourced editing of wedding films for independent videographers',
    targetAudience: 'Independent wedding videographers shooting 20 to 80 weddings a year',
    industry: 'creative',
    keyFeatures: [
      "Style profile built from the videographer's past films",
      'Footage upload with automatic backup',
      'Two-week turnaround with one revision round',
      'Licensed music library included',
    ],
    potentialRevenue: '$250K-$700K revenue in year two at $450-$900 per film',
  },
  {
    slug: 'creator-stock-music',
    title: 'Simple-License Music for Creators',
    description:
      'A library of production music with one flat licence that covers YouTube, podcasts and social ads, with no copyright claims. Each track comes with stems and 15, 30 and 60-second cut-downs.',
    businessIdea: 'A stock music library with one simple licence for online creators',
    targetAudience: 'YouTubers, podcasters and small video production teams',
    industry: 'creative',
    keyFeatures: [
      'Single licence covering all online platforms',
      'Whitelisting that prevents copyright claims',
      'Stems and timed cut-downs for every track',
      'Search by mood, tempo and genre',
    ],
    potentialRevenue: '$200K-$600K ARR in year two',
  },
  {
    slug: 'brand-photo-days',
    title: 'Brand Photography Days',
    description:
      'Small businesses book a half-day shoot at their premises and receive 50 edited photos of their team, products and workspace within a week. A shot list prepared in advance makes sure every image is usable on the website and social media.',
    businessIdea: 'Half-day brand photo shoots with a planned shot list for small businesses',
    targetAudience: 'Cafes, studios, clinics and independent shops refreshing their website and social media',
    industry: 'creative',
    keyFeatures: [
      'Pre-shoot brand questionnaire and shot list',
      'Half-day on-site shoot',
      '50 edited images in web and print sizes',
      'Quarterly refresh shoots by subscription',
    ],
    potentialRevenue: '$150K-$400K revenue in year two',
  },
  {
    slug: 'illustrated-family-recipe-books',
    title: 'Illustrated Family Recipe Books',
    description:
      'Families collect recipes and the stories behind them through a shared online form, and the studio designs an illustrated hardcover cookbook. Books are ordered for milestone birthdays, weddings and reunions, usually in multiple copies.',
    businessIdea: "Custom illustrated cookbooks made from a family's own recipes and stories",
    targetAudience: 'Families planning a milestone gift, especially adult children and grandchildren',
    industry: 'creative',
    keyFeatures: [
      'Shared recipe and story collection form',
      'Custom illustrations of signature dishes',
      'Online proof review with comments',
      'Hardcover printing with multi-copy discounts',
    ],
    potentialRevenue: '$200K-$550K revenue in year two',
  },
  {
    slug: 'office-mural-studio',
    title: 'Mural Studio for Offices and Storefronts',
    description:
      'Designs and paints custom murals for offices, restaurants and shopfronts, from concept sketch to finished wall in about two weeks. Clients use them as a recognisable, photographable part of their brand.',
    businessIdea: 'A studio that designs and paints branded murals for businesses',
    targetAudience: 'Restaurants, cafes, gyms, offices and property developers',
    industry: 'creative',
    keyFeatures: [
      'Concept sketches mocked up on photos of the wall',
      'Network of muralists in several cities',
      'Anti-graffiti coating for exterior walls',
      'Time-lapse video of the painting for social media',
    ],
    potentialRevenue: '$300K-$900K revenue in year two',
  },
  {
    slug: 'tabletop-game-art',
    title: 'Tabletop Game Art and Layout Studio',
    description:
      'Provides illustration, card layout and rulebook design for independent board-game designers preparing a crowdfunding campaign. Print-ready files meet the specifications of the major game manufacturers.',
    businessIdea: 'Art and layout services for indie board-game designers going to crowdfunding',
    targetAudience: 'Independent tabletop game designers and small publishers',
    industry: 'creative',
    keyFeatures: [
      'Card, board and box illustration',
      'Rulebook layout and editing',
      'Print-ready files for major manufacturers',
      'Crowdfunding page graphics',
      'Milestone-based payment plans',
    ],
    potentialRevenue: '$200K-$500K revenue in year two',
  },
];
