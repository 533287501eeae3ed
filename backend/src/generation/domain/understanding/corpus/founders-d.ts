import type { FounderCase } from './founder-case';

/**
 * Founders of trades, shops, clinics and software the first three lists left out: driving
 * schools, opticians, plumbers and electricians, recruiters, breweries, pharmacies and more, as
 * they would fill in step 1 or type into Quick Generate. Each was read as a wrong business before
 * its archetype existed.
 */
export const foundersD: readonly FounderCase[] = [
  // driving schools
  {
    id: 'driving-school',
    input: { text: 'A driving school' },
    accepted: ['driving-school'],
  },
  {
    id: 'driving-instructor-lessons',
    input: {
      text: 'I am a driving instructor starting my own school with two dual-control cars, lessons for learner drivers and intensive courses',
    },
    accepted: ['driving-school'],
  },
  {
    id: 'nervous-drivers',
    input: {
      interests: 'teaching nervous drivers, road safety',
      skills: 'approved driving instructor for eight years',
      industry: 'education',
      customIndustry: 'Driving lessons',
    },
    accepted: ['driving-school'],
  },
  // opticians
  {
    id: 'optician',
    input: { text: 'An optician' },
    accepted: ['optician'],
  },
  {
    id: 'optometrist-practice',
    input: {
      text: 'An independent optometrist practice on the high street doing eye tests, glasses and contact lenses',
    },
    accepted: ['optician'],
  },
  {
    id: 'eyewear-dispensing',
    input: {
      interests: 'eyewear, frames, helping people see well',
      skills: 'dispensing optician',
      industry: 'healthcare',
      customIndustry: '',
    },
    accepted: ['optician'],
  },
  // plumbers, electricians and heating engineers
  {
    id: 'plumbing-business',
    input: { text: 'A plumbing business' },
    accepted: ['plumbing-electrical'],
  },
  {
    id: 'emergency-electrician',
    input: { text: 'An electrician doing call-outs, rewiring, fuse boards and EV charger installation' },
    accepted: ['plumbing-electrical'],
  },
  {
    id: 'gas-engineer',
    input: {
      interests: 'heating, boilers',
      skills: 'qualified gas engineer and plumber',
      industry: 'other',
      customIndustry: 'Plumbing and heating',
    },
    accepted: ['plumbing-electrical'],
  },
  // recruitment agencies
  {
    id: 'nurse-recruitment',
    input: { text: 'A recruitment agency for nurses' },
    accepted: ['recruitment-agency'],
  },
  {
    id: 'it-recruiter',
    input: {
      text: 'I want to start a small IT recruitment firm placing developers and data engineers with startups',
    },
    accepted: ['recruitment-agency'],
  },
  {
    id: 'hospitality-staffing',
    input: {
      interests: 'people, hospitality',
      skills: 'recruitment consultant for nine years',
      industry: 'other',
      customIndustry: 'Staffing agency',
    },
    accepted: ['recruitment-agency'],
  },
  // craft breweries
  {
    id: 'brewery-taproom',
    input: { text: 'A craft brewery with taproom' },
    accepted: ['craft-brewery'],
  },
  {
    id: 'microbrewery-cans',
    input: {
      text: 'A microbrewery making IPAs and stouts, selling cans online and kegs to local pubs',
    },
    accepted: ['craft-brewery'],
  },
  {
    id: 'homebrewer-goes-pro',
    input: {
      interests: 'craft beer, hops, beer festivals',
      skills: 'homebrewing for ten years',
      industry: 'other',
      customIndustry: 'Brewing',
    },
    accepted: ['craft-brewery'],
  },
  // community pharmacies
  {
    id: 'pharmacy-delivery',
    input: { text: 'A pharmacy delivering prescriptions' },
    accepted: ['community-pharmacy'],
  },
  {
    id: 'independent-chemist',
    input: {
      text: 'An independent chemist with repeat prescriptions, flu jabs and travel vaccinations',
    },
    accepted: ['community-pharmacy'],
  },
  {
    id: 'pharmacist-owner',
    input: {
      interests: 'patient care, medicines, public health',
      skills: 'pharmacist for twelve years',
      industry: 'healthcare',
      customIndustry: '',
    },
    accepted: ['community-pharmacy'],
  },
  // software for estate agents and realtors
  {
    id: 'real-estate-crm',
    input: { text: 'A CRM for real estate agents' },
    accepted: ['real-estate-crm'],
  },
  {
    id: 'realtor-lead-app',
    input: {
      text: 'An app that helps realtors answer portal leads fast, match buyers to new listings and book showings',
    },
    accepted: ['real-estate-crm'],
  },
  {
    id: 'estate-agent-turned-founder',
    input: {
      interests: 'property, sales software',
      skills: 'estate agent for ten years, some coding',
      industry: 'technology',
      customIndustry: 'Estate agency software',
    },
    accepted: ['real-estate-crm'],
  },
  // project management software for architects
  {
    id: 'architects-pm-tool',
    input: { text: 'A project management tool for architects' },
    accepted: ['architecture-practice-software'],
  },
  {
    id: 'design-firm-fees',
    input: {
      text: 'Software for small architecture practices to track fees by stage, timesheets and drawing revisions',
    },
    accepted: ['architecture-practice-software'],
  },
  {
    id: 'architect-builds-saas',
    input: {
      interests: 'architecture, software for design firms',
      skills: 'architect, practice management',
      industry: 'technology',
      customIndustry: '',
    },
    accepted: ['architecture-practice-software'],
  },
  // locksmiths
  {
    id: 'locksmith',
    input: { text: 'A locksmith' },
    accepted: ['locksmith'],
  },
  {
    id: 'emergency-lockouts',
    input: {
      text: 'A 24-hour mobile locksmith for lockouts, lock changes and key cutting, with fixed prices',
    },
    accepted: ['locksmith'],
  },
  {
    id: 'security-trade',
    input: {
      interests: 'home security, locks',
      skills: 'locksmithing and door fitting',
      industry: 'other',
      customIndustry: 'Locksmith',
    },
    accepted: ['locksmith'],
  },
  // court and pitch booking apps
  {
    id: 'tennis-court-app',
    input: { text: 'An app for booking tennis courts' },
    accepted: ['court-booking-app'],
  },
  {
    id: 'padel-partners',
    input: {
      text: 'An app to book padel and pickleball courts nearby, split the cost and find partners of the same level',
    },
    accepted: ['court-booking-app'],
  },
  // zero-waste and independent grocery shops
  {
    id: 'zero-waste-grocery',
    input: { text: 'A zero-waste grocery shop' },
    accepted: ['zero-waste-grocery'],
  },
  {
    id: 'refill-shop',
    input: {
      text: 'A plastic-free refill shop where people bring their own jars for pasta, oats, oils and cleaning liquids',
    },
    accepted: ['zero-waste-grocery'],
  },
  // tattoo studios
  {
    id: 'tattoo-studio',
    input: { text: 'A tattoo studio' },
    accepted: ['tattoo-studio'],
  },
  {
    id: 'tattoo-artist-own-shop',
    input: {
      text: 'I am a tattoo artist opening my own shop with two guest artists, custom work and flash days',
    },
    accepted: ['tattoo-studio'],
  },
  // ice cream parlours and gelato shops
  {
    id: 'ice-cream-parlour',
    input: { text: 'An ice cream parlour' },
    accepted: ['ice-cream-parlour'],
  },
  {
    id: 'gelato-shop',
    input: { text: 'gelato shop, we churn our own gelato and sorbet every morning' },
    accepted: ['ice-cream-parlour'],
  },
  {
    id: 'seaside-ice-cream',
    input: {
      text: 'Seaside icecream shop with vegan flavours, ice cream cakes for birthdays and a cart for weddings',
    },
    accepted: ['ice-cream-parlour'],
  },
  {
    id: 'ice-cream-fields',
    input: { interests: 'ice cream, desserts', skills: 'pastry chef', industry: 'other' },
    accepted: ['ice-cream-parlour'],
  },
  // pottery and ceramics studios
  {
    id: 'ceramics-studio',
    input: { text: 'A ceramics studio' },
    accepted: ['ceramics-studio'],
  },
  {
    id: 'pottery-studio-shop',
    input: { text: 'pottery studio + shop, wheel classes on weeknights, selling my mugs and bowls' },
    accepted: ['ceramics-studio'],
  },
  {
    id: 'potter-kiln-members',
    input: {
      text: 'I am a potter and want to open a space where members rent kiln shelves and wheel time, plus taster evenings',
    },
    accepted: ['ceramics-studio'],
  },
  // funeral homes
  {
    id: 'funeral-home',
    input: { text: 'A funeral home' },
    accepted: ['funeral-home'],
  },
  {
    id: 'family-funeral-directors',
    input: {
      text: 'independent family-run funeral directors offering burials, cremations and prepaid funeral plans',
    },
    accepted: ['funeral-home'],
  },
  {
    id: 'undertaker-messy',
    input: { text: 'undertaker business, honest prices, direct cremation' },
    accepted: ['funeral-home'],
  },
  // coworking spaces
  {
    id: 'coworking-space',
    input: { text: 'A coworking space' },
    accepted: ['coworking-space'],
  },
  {
    id: 'shared-office-hot-desks',
    input: { text: 'shared office space with hot desks, meeting rooms and private offices for small teams' },
    accepted: ['coworking-space'],
  },
  {
    id: 'cowork-remote-workers',
    input: { text: 'co-working for remote workers in a market town, day passes and a cafe' },
    accepted: ['coworking-space'],
  },
  // solar panel installers
  {
    id: 'solar-installer',
    input: { text: 'A solar panel installer' },
    accepted: ['solar-installer'],
  },
  {
    id: 'solar-batteries-homes',
    input: { text: 'We fit solar panels and home batteries on houses and small farms' },
    accepted: ['solar-installer'],
  },
  {
    id: 'solar-electrician',
    input: { text: 'electrician moving into rooftop solar pv installs and ev chargers' },
    accepted: ['solar-installer'],
  },
  // trades marketplaces
  {
    id: 'trades-marketplace',
    input: { text: 'A marketplace for homeowners to hire vetted tradespeople' },
    accepted: ['trades-marketplace'],
  },
  {
    id: 'find-a-builder-app',
    input: {
      text: 'platform where homeowners post jobs and local plumbers, electricians and builders send quotes',
    },
    accepted: ['trades-marketplace'],
  },
  {
    id: 'vetted-tradies',
    input: { text: 'checked tradies near you, pay in stages, verified reviews' },
    accepted: ['trades-marketplace'],
  },
  // independent online stores
  {
    id: 'online-store',
    input: { text: 'An online store selling home fragrance on Shopify' },
    accepted: ['online-store'],
  },
  {
    id: 'dropshipping-store',
    input: { text: 'dropshipping ecommerce store for phone accessories' },
    accepted: ['online-store'],
  },
];
