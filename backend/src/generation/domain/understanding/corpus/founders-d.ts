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
];
