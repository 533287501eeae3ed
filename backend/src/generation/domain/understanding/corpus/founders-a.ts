import type { FounderCase } from './founder-case';

/**
 * Founders of retail, food and drink, local services, personal services, professional services,
 * agencies, education and health and wellness businesses, as they would fill in step 1 or type
 * into Quick Generate. Varied on purpose: some name the business, some only their passion.
 */
export const foundersA: readonly FounderCase[] = [
  // food and drink
  {
    id: 'sourdough-high-street',
    input: {
      text: 'A sourdough bakery and cafe on the high street, with a bread club and wholesale to local cafes',
    },
    accepted: ['artisan-bakery', 'coffee-shop'],
  },
  {
    id: 'cake-maker',
    input: {
      interests: 'baking, celebration cakes, pastry',
      skills: 'cake decorating',
      industry: 'other',
      customIndustry: 'Food',
    },
    accepted: ['artisan-bakery'],
  },
  {
    id: 'specialty-coffee',
    input: { text: 'I want to open a specialty coffee shop near the station with my own roasted beans' },
    accepted: ['coffee-shop'],
  },
  {
    id: 'taco-truck',
    input: { text: 'A street food truck selling tacos at markets, festivals and office parks' },
    accepted: ['food-truck'],
  },
  {
    id: 'wedding-caterer',
    input: {
      interests: 'cooking for big events, weddings',
      skills: 'chef, event logistics',
      industry: 'other',
      customIndustry: 'Catering',
    },
    accepted: ['catering-company'],
  },
  // retail
  {
    id: 'vintage-boutique',
    input: {
      text: 'An independent clothing boutique selling vintage and local designer pieces, in store and on Instagram',
    },
    accepted: ['independent-boutique'],
  },
  {
    id: 'bookshop-cafe',
    input: {
      interests: 'books, reading groups, author events',
      skills: 'retail management',
      industry: 'other',
      customIndustry: 'Bookselling',
    },
    accepted: ['independent-bookshop'],
  },
  {
    id: 'florist',
    input: {
      text: 'Flower shop doing bouquets, wedding flowers and a weekly flower subscription for offices',
    },
    accepted: ['florist'],
  },
  {
    id: 'childrens-books',
    input: { text: 'A children’s bookshop with story time on Saturdays and school book fairs' },
    accepted: ['independent-bookshop'],
  },
  {
    id: 'fashion-stylist-shop',
    input: {
      interests: 'fashion, sustainable clothing',
      skills: 'styling, visual merchandising',
      industry: 'ecommerce',
    },
    accepted: ['independent-boutique'],
  },
  // local services
  {
    id: 'mobile-groomer',
    input: {
      text: 'Mobile dog grooming van that comes to your driveway, for busy pet owners in the suburbs',
    },
    accepted: ['mobile-dog-grooming'],
  },
  {
    id: 'dog-lover',
    input: {
      interests: 'dogs, animal care',
      skills: 'grooming, customer service',
      industry: 'other',
      customIndustry: 'Pet care',
    },
    accepted: ['mobile-dog-grooming'],
  },
  {
    id: 'eco-cleaning',
    input: {
      text: 'A domestic cleaning company using eco-friendly products, weekly and end-of-tenancy cleans',
    },
    accepted: ['cleaning-service'],
  },
  {
    id: 'handyman',
    input: {
      text: 'Handyman business for small home repairs, flat-pack assembly and odd jobs for older homeowners',
    },
    accepted: ['handyman-service'],
  },
  {
    id: 'office-cleaning',
    input: {
      interests: 'running a team, tidy spaces',
      skills: 'operations, scheduling',
      industry: 'other',
      customIndustry: 'Commercial cleaning',
    },
    accepted: ['cleaning-service'],
  },
  // personal services
  {
    id: 'hair-salon',
    input: { text: 'A hair salon with four chairs, colour specialists and online booking' },
    accepted: ['hair-salon'],
  },
  {
    id: 'pt',
    input: {
      interests: 'fitness, strength training, nutrition',
      skills: 'personal training, coaching',
      industry: 'healthcare',
    },
    accepted: ['personal-trainer', 'yoga-studio'],
  },
  {
    id: 'wedding-photographer',
    input: { text: 'Wedding and family portrait photography, with online galleries and prints' },
    accepted: ['photography-studio'],
  },
  {
    id: 'wedding-planner',
    input: {
      text: 'Wedding planning for couples who want a stress-free day: venues, suppliers and on-the-day coordination',
    },
    accepted: ['wedding-planner'],
  },
  {
    id: 'barber',
    input: {
      interests: 'barbering, men’s grooming',
      skills: 'cutting hair',
      industry: 'other',
      customIndustry: 'Beauty',
    },
    accepted: ['hair-salon'],
  },
  // professional services
  {
    id: 'ops-consultancy',
    input: {
      text: 'A management consultancy helping mid-sized manufacturers improve operations and cut waste',
    },
    accepted: ['management-consultancy'],
  },
  {
    id: 'strategy-consultant',
    input: {
      interests: 'strategy, growth',
      skills: 'consulting, MBA, financial modelling',
      industry: 'consulting',
    },
    accepted: ['management-consultancy'],
  },
  {
    id: 'bookkeeper',
    input: {
      text: 'Bookkeeping and payroll for sole traders and small businesses, on Xero, with a fixed monthly fee',
    },
    accepted: ['bookkeeping-practice'],
  },
  {
    id: 'accountant',
    input: { interests: 'tax, accounting', skills: 'chartered accountant', industry: 'finance' },
    accepted: ['bookkeeping-practice'],
  },
  {
    id: 'family-law',
    input: { text: 'A small law firm for family law and wills, with fixed-fee packages' },
    accepted: ['law-practice'],
  },
  // agencies
  {
    id: 'marketing-agency',
    input: { text: 'Digital marketing agency doing SEO, paid ads and social media for local businesses' },
    accepted: ['marketing-agency'],
  },
  {
    id: 'social-media-manager',
    input: {
      interests: 'social media, content creation',
      skills: 'marketing, copywriting',
      industry: 'marketing',
    },
    accepted: ['marketing-agency'],
  },
  {
    id: 'web-studio',
    input: { text: 'A web design studio building websites and Shopify stores for restaurants and shops' },
    accepted: ['web-design-studio'],
  },
  {
    id: 'designer-dev',
    input: { interests: 'web design, UX', skills: 'Figma, front-end development', industry: 'creative' },
    accepted: ['web-design-studio'],
  },
  {
    id: 'brand-agency',
    input: { text: 'Branding and website agency for start-ups: logos, brand identity and a launch site' },
    accepted: ['web-design-studio', 'marketing-agency'],
  },
  // education
  {
    id: 'coding-school',
    input: {
      text: 'An after-school coding school for kids aged 8 to 14, with Scratch and Python classes and holiday camps',
    },
    accepted: ['coding-school'],
  },
  {
    id: 'maths-tutor',
    input: {
      interests: 'teaching maths, exam preparation',
      skills: 'tutoring, teaching',
      industry: 'education',
    },
    accepted: ['tutoring-service'],
  },
  {
    id: 'language-school',
    input: {
      text: 'A Spanish and French language school for adults, evening classes and online conversation groups',
    },
    accepted: ['language-school'],
  },
  {
    id: 'gcse-tutoring',
    input: {
      text: 'Tutoring agency matching GCSE and A-level students with qualified tutors, online and at home',
    },
    accepted: ['tutoring-service'],
  },
  {
    id: 'robotics-club',
    input: {
      interests: 'robotics, programming for children',
      skills: 'software engineering, teaching',
      industry: 'education',
    },
    accepted: ['coding-school'],
  },
  // health and wellness
  {
    id: 'dental',
    input: { text: 'I want to open a dental clinic focused on nervous patients, with evening appointments' },
    accepted: ['dental-clinic'],
  },
  {
    id: 'physio',
    input: {
      text: 'A physiotherapy clinic for sports injuries and back pain, with online booking and home exercise plans',
    },
    accepted: ['physiotherapy-clinic'],
  },
  {
    id: 'yoga',
    input: { interests: 'yoga, meditation, mindfulness', skills: 'yoga teaching', industry: 'healthcare' },
    accepted: ['yoga-studio'],
  },
  {
    id: 'therapist',
    input: { text: 'A private counselling and therapy practice offering CBT online and in person' },
    accepted: ['therapy-practice'],
  },
  {
    id: 'dentist-skills',
    input: { interests: 'oral health, cosmetic dentistry', skills: 'dentist', industry: 'healthcare' },
    accepted: ['dental-clinic'],
  },
  {
    id: 'pilates',
    input: { text: 'Reformer pilates and yoga studio with class packs and memberships' },
    accepted: ['yoga-studio', 'personal-trainer'],
  },
];
