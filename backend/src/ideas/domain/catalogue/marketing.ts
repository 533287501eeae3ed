import type { CatalogueIdea } from './catalogue-idea';

export const marketingIdeas: readonly CatalogueIdea[] = [
  {
    slug: 'home-services-review-engine',
    title: 'Review Engine for Home Service Pros',
    description:
      'When a technician marks a job complete, the customer receives a text with a one-tap link to leave a Google review naming the technician. Unhappy replies are routed to the owner first so problems get fixed before they go public.',
    businessIdea: 'Automatic review requests for plumbers, electricians and cleaners after every job',
    targetAudience: 'Home service businesses with 3 to 50 technicians',
    industry: 'marketing',
    keyFeatures: [
      'Job-complete triggers from Jobber, Housecall Pro and ServiceTitan',
      'One-tap review links by text',
      'Private feedback routing for low scores',
      'Technician leaderboard',
    ],
    potentialRevenue: '$200K-$600K ARR in year two at $79 per location per month',
  },
  {
    slug: 'ugc-video-matchmaking',
    title: 'Creator Video Matchmaking for Brands',
    description:
      'Brands post a product brief and receive short vertical videos from vetted everyday creators within ten days, with usage rights included. Videos are tagged by hook and format so brands learn what converts in their ads.',
    businessIdea: 'A marketplace connecting product brands with creators who make short ad videos',
    targetAudience: 'Direct-to-consumer brands spending $10K-$200K a month on social ads',
    industry: 'marketing',
    keyFeatures: [
      'Brief builder with hook and script templates',
      'Vetted creator pool filtered by audience and niche',
      'Product shipping and deadline tracking',
      'Usage-rights contracts included',
      'Performance tagging of delivered videos',
    ],
    potentialRevenue: '$400K-$1.2M revenue in year two from a 20% marketplace fee',
  },
  {
    slug: 'multi-location-local-seo',
    title: 'Local SEO for Multi-Location Businesses',
    description:
      'Keeps addresses, hours and categories consistent across Google, Apple Maps, Yelp and directories for every branch. A monthly scorecard ranks locations by map visibility so regional managers know where to act.',
    businessIdea: 'Listing management and local search scorecards for businesses with many locations',
    targetAudience: 'Franchises, clinics and retail chains with 5 to 300 locations',
    industry: 'marketing',
    keyFeatures: [
      'Bulk listing sync across major directories',
      'Holiday hours scheduled in advance',
      'Map ranking grid per location',
      'Review inbox across all branches',
    ],
    potentialRevenue: '$300K-$900K ARR in year two',
  },
  {
    slug: 'niche-newsletter-sponsorships',
    title: 'Niche Newsletter Sponsorship Marketplace',
    description:
      'Brands book sponsorship slots in small, highly targeted newsletters with verified open rates in a few clicks. Writers with 2,000 to 50,000 subscribers earn from sponsors they would never reach on their own.',
    businessIdea: 'A marketplace for booking sponsorships in small niche newsletters',
    targetAudience: 'B2B and niche consumer brands, and independent newsletter writers',
    industry: 'marketing',
    keyFeatures: [
      'Audited audience and open-rate data',
      'Calendar booking of sponsor slots',
      'Ad copy approval workflow',
      'Click tracking and campaign reports',
      'Automatic writer payouts',
    ],
    potentialRevenue: '$250K-$800K revenue in year two from a 15% take rate',
  },
  {
    slug: 'venue-event-promo-kit',
    title: 'Event Promo Kit for Small Venues',
    description:
      'A venue enters an event once and receives a poster, social posts sized for each network, a newsletter block and listings on event sites. Small music venues and bars promote every night without a marketing hire.',
    businessIdea: 'A tool that turns one event entry into a complete promotion kit for small venues',
    targetAudience: 'Independent music venues, comedy clubs, bars and community theatres',
    industry: 'marketing',
    keyFeatures: [
      'Poster and social graphics from brand templates',
      'Scheduled posting to Instagram and Facebook',
      'Automatic listings on event platforms',
      'Ticket link tracking per channel',
    ],
    potentialRevenue: '$120K-$350K ARR in year two',
  },
  {
    slug: 'founder-linkedin-ghostwriting',
    title: 'LinkedIn Ghostwriting for B2B Founders',
    description:
      "A 30-minute interview each week becomes four LinkedIn posts in the founder's own voice, drawn from real stories and opinions. Founders build an audience that brings in leads and hires without spending hours writing.",
    businessIdea: 'Interview-based LinkedIn ghostwriting for B2B founders',
    targetAudience: 'Founders and CEOs of B2B companies with 10 to 200 employees',
    industry: 'marketing',
    keyFeatures: [
      'Weekly recorded interview with a writer',
      'Voice guide built from past writing',
      'Four posts a week with approval in one click',
      'Monthly audience and inbound lead report',
    ],
    potentialRevenue: '$300K-$700K revenue in year two from $2.5K monthly retainers',
  },
  {
    slug: 'podcast-guest-booking',
    title: 'Podcast Guest Booking Agency',
    description:
      'Pitches B2B experts to podcasts whose listeners match their buyers and handles scheduling and preparation. Clients appear on two to four relevant shows a month and reuse the clips as social content.',
    businessIdea: 'An agency that books B2B experts as guests on relevant podcasts',
    targetAudience: 'B2B founders, consultants and executives who sell to a specific industry',
    industry: 'marketing',
    keyFeatures: [
      'Show research matched to the ideal buyer',
      'Personalised pitches and scheduling',
      'Guest prep briefs with talking points',
      'Clip extraction for social media',
    ],
    potentialRevenue: '$250K-$600K revenue in year two',
  },
];
