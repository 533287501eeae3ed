import type { CatalogueIdea } from './catalogue-idea';

export const otherIdeas: readonly CatalogueIdea[] = [
  {
    slug: 'mobile-bike-repair',
    title: 'Mobile Bike Repair Van',
    description:
      'A fully equipped van services bicycles in office car parks and apartment complexes while the owners work. Employers book monthly visits as a perk that encourages cycling to work.',
    businessIdea: 'A mobile bicycle repair service that comes to offices and apartment buildings',
    targetAudience: 'Commuter cyclists, employers with bike-to-work programs and apartment managers',
    industry: 'other',
    keyFeatures: [
      'Online booking by building and time slot',
      'Same-day tune-ups and repairs on site',
      'Employer-paid monthly service days',
      'Parts ordering with photo quotes',
    ],
    potentialRevenue: '$180K-$400K revenue in year two per van',
  },
  {
    slug: 'senior-tech-concierge',
    title: 'Tech Help Concierge for Seniors',
    description:
      'Patient, background-checked helpers visit seniors at home to set up phones, video calls, smart speakers and scam protection. A monthly plan includes phone support and a visit whenever something new arrives.',
    businessIdea: 'In-home technology help and scam protection for seniors',
    targetAudience: 'Seniors aged 70 and older and the adult children who often pay for the service',
    industry: 'other',
    keyFeatures: [
      'Background-checked, patient tech helpers',
      'Device setup and video-call coaching',
      'Scam and fraud protection check-ups',
      'Monthly plan with phone support',
    ],
    potentialRevenue: '$200K-$500K revenue in year two in one metro area',
  },
  {
    slug: 'downsizing-estate-sales',
    title: 'Downsizing and Estate Sale Service',
    description:
      'Manages the whole move when seniors downsize: sorting, selling, donating and clearing the house, and setting up the new home. Online auctions replace weekend sales and reach far more buyers.',
    businessIdea: 'A full-service downsizing and online estate sale company',
    targetAudience: 'Seniors moving to smaller homes or assisted living, their families and estate executors',
    industry: 'other',
    keyFeatures: [
      'Room-by-room sorting plan',
      'Online auctions with local pickup',
      'Donation and recycling coordination',
      'Move-in setup at the new home',
    ],
    potentialRevenue: '$350K-$900K revenue in year two',
  },
  {
    slug: 'urban-compost-pickup',
    title: 'Urban Compost Pickup',
    description:
      'Households and cafes leave food scraps in a sealed bucket that is swapped for a clean one each week and composted at a partner farm. Subscribers can claim finished compost for their gardens twice a year.',
    businessIdea: 'A weekly food-scrap collection subscription for city homes and cafes',
    targetAudience: 'Urban households without municipal composting, cafes and offices',
    industry: 'other',
    keyFeatures: [
      'Weekly bucket swap by electric cargo bike',
      'Residential and commercial plans',
      'Compost returned to subscribers twice a year',
      'Landfill-diverted counter for each account',
    ],
    potentialRevenue: '$150K-$450K revenue in year two',
  },
  {
    slug: 'mobile-sauna-rentals',
    title: 'Mobile Sauna Rentals',
    description:
      'Wood-fired sauna trailers are delivered for weekends, retreats and corporate wellness days, with a cold plunge tub as an add-on. Off-season revenue comes from pop-up public sessions at lakes and beaches.',
    businessIdea: 'Rentals of mobile wood-fired sauna trailers for events and retreats',
    targetAudience: 'Wellness retreat organisers, event planners, companies and groups of friends',
    industry: 'other',
    keyFeatures: [
      'Online booking with delivery and setup',
      'Cold plunge and towel packages',
      'Corporate wellness day bundles',
      'Pop-up public sessions with ticketing',
    ],
    potentialRevenue: '$150K-$400K revenue in year two with three trailers',
  },
  {
    slug: 'neighborhood-tool-library',
    title: 'Neighbourhood Tool Library',
    description:
      'Members borrow drills, ladders, pressure washers and garden tools from a staffed locker point instead of buying them. An app handles reservations, deposits and maintenance schedules.',
    businessIdea: 'A membership tool library with app-based reservations and locker pickup',
    targetAudience: 'Renters and homeowners in dense neighbourhoods who need tools occasionally',
    industry: 'other',
    keyFeatures: [
      'Tool catalogue with availability calendar',
      'Smart locker pickup and return',
      'Membership tiers with damage protection',
      'How-to videos for each tool',
    ],
    potentialRevenue: '$100K-$300K revenue in year two per location',
  },
  {
    slug: 'shared-commercial-kitchen',
    title: 'Shared Commercial Kitchen Booking',
    description:
      'A licensed commercial kitchen rented by the hour to caterers, bakers and food-truck operators who cannot afford their own. Online booking, storage lockers and help with permits make it easy to start a food business legally.',
    businessIdea: 'An hourly-rental commercial kitchen with online booking for food startups',
    targetAudience: 'Caterers, home bakers going professional, food-truck owners and meal-prep startups',
    industry: 'other',
    keyFeatures: [
      'Hourly booking of stations and equipment',
      'Dry, cold and frozen storage rentals',
      'Permit and food-safety certification guidance',
      'Member directory for collaborations',
    ],
    potentialRevenue: '$250K-$600K revenue in year two',
  },
];
