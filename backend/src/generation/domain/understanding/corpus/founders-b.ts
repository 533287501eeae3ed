import type { FounderCase } from './founder-case';

/**
 * Founders of B2B SaaS, consumer apps, marketplaces, e-commerce brands, subscriptions, media and
 * creators, hardware and non-profits, as they would fill in step 1 or type into Quick Generate.
 * Varied on purpose: some describe the product, some only the people they want to help, some
 * list interests and skills; a few have the typos and shorthand founders really type.
 */
export const foundersB: readonly FounderCase[] = [
  // b2b saas
  {
    id: 'plumber-software',
    input: {
      text: 'My dad is a plumber and still does quotes and invoices on paper at the kitchen table. I want to build an app for plumbers and electricians to schedule jobs and send invoices from the van',
    },
    accepted: ['trades-scheduling-software'],
  },
  {
    id: 'hvac-dispatch',
    input: {
      interests: 'field service, HVAC, logistics',
      skills: 'full stack dev, worked 5 yrs at a heating company',
      industry: 'technology',
    },
    accepted: ['trades-scheduling-software'],
  },
  {
    id: 'dental-compliance',
    input: {
      text: 'Software that keeps small dental practices inspection ready: policies, staff training certificates, autoclave logs',
    },
    accepted: ['clinic-compliance-software'],
  },
  {
    id: 'practice-manager-founder',
    input: {
      interests: 'healthcare regulation, audits, risk management',
      skills: 'practice manager for 12 years, HIPAA compliance',
      industry: 'healthcare',
      customIndustry: 'Compliance software',
    },
    accepted: ['clinic-compliance-software'],
  },
  {
    id: 'webhook-api',
    input: {
      text: 'a hosted api for sending and retrying webhooks so dev teams dont have to build it, usage based pricing with a free tier',
    },
    accepted: ['developer-api-tool'],
  },
  {
    id: 'devtools-skills',
    input: {
      interests: 'developer tools, open source, APIs',
      skills: 'backend engineering, Go, Kubernetes',
      industry: 'technology',
    },
    accepted: ['developer-api-tool'],
  },
  // consumer apps
  {
    id: 'home-workout-app',
    input: {
      text: 'A workout app for beginners who quit the gym: 15 minute home workouts, streaks that dont punish you for rest days',
    },
    accepted: ['fitness-habit-app', 'personal-trainer'],
  },
  {
    id: 'habit-tracker',
    input: {
      interests: 'habits, running, wellbeing',
      skills: 'iOS development, product design',
      industry: 'healthcare',
      customIndustry: 'Fitness app',
    },
    accepted: ['fitness-habit-app'],
  },
  {
    id: 'budget-app',
    input: {
      text: 'Budgeting app that connects to your bank and tells you how much is safe to spend until payday',
    },
    accepted: ['personal-finance-app'],
  },
  {
    id: 'debt-free-couples',
    input: {
      interests: 'personal finance, saving money, paying off debt',
      skills: 'accountant, some react native',
      industry: 'finance',
    },
    accepted: ['personal-finance-app', 'bookkeeping-practice'],
  },
  {
    id: 'language-app-expats',
    input: {
      text: 'An app to learn German for people relocating to Berlin for work, with speaking practice and real situations like flat viewings',
    },
    accepted: ['language-learning-app', 'language-school'],
  },
  {
    id: 'heritage-language',
    input: {
      interests: 'languages, Gujarati, family history',
      skills: 'teaching, mobile apps',
      industry: 'education',
      customIndustry: 'Language learning app',
    },
    accepted: ['language-learning-app', 'language-school'],
  },
  // marketplaces
  {
    id: 'tutor-marketplace',
    input: {
      text: 'A website where parents can find vetted local tutors for GCSE and A-level, book lessons and pay online',
    },
    accepted: ['local-tutors-marketplace', 'tutoring-service'],
  },
  {
    id: 'tutor-platform-skills',
    input: {
      interests: 'education, marketplaces, matching',
      skills: 'former teacher, product manager',
      industry: 'education',
      customIndustry: 'Tutoring platform',
    },
    accepted: ['local-tutors-marketplace', 'tutoring-service'],
  },
  {
    id: 'used-furniture',
    input: {
      text: 'Marketplace for second hand furniture in my city, payment held until collection and van delivery by local couriers',
    },
    accepted: ['secondhand-furniture-marketplace'],
  },
  {
    id: 'preloved-sofas',
    input: {
      interests: 'vintage furniture, upcycling, circular economy',
      skills: 'logistics, web development',
      industry: 'ecommerce',
    },
    accepted: ['secondhand-furniture-marketplace'],
  },
  {
    id: 'freelance-editors',
    input: {
      text: 'A platform to hire vetted freelance video editors for small businesses, fixed price projects with escrow and milestones',
    },
    accepted: ['freelance-services-marketplace'],
  },
  {
    id: 'gig-platform',
    input: {
      interests: 'remote work, freelancing, the gig economy',
      skills: 'recruiting, community building',
      industry: 'technology',
      customIndustry: 'Freelance marketplace',
    },
    accepted: ['freelance-services-marketplace'],
  },
  // ecommerce
  {
    id: 'organic-tees',
    input: {
      text: 'Sustainable clothing brand, organic cotton t-shirts and hoodies made in audited factories, sold on our own Shopify store',
    },
    accepted: ['sustainable-apparel-brand', 'independent-boutique'],
  },
  {
    id: 'slow-fashion-designer',
    input: {
      interests: 'slow fashion, deadstock fabrics, sewing',
      skills: 'pattern cutting, fashion design',
      industry: 'ecommerce',
    },
    accepted: ['sustainable-apparel-brand', 'independent-boutique'],
  },
  {
    id: 'silver-rings',
    input: {
      text: 'i make silver rings and personalised necklaces in my spare room and sell on etsy and at craft fairs, want my own shop',
    },
    accepted: ['handmade-jewellery-shop'],
  },
  {
    id: 'jeweller-skills',
    input: {
      interests: 'jewelry making, gemstones',
      skills: 'silversmithing, engraving, photography',
      industry: 'creative',
    },
    accepted: ['handmade-jewellery-shop'],
  },
  {
    id: 'coffee-roastery',
    input: {
      text: 'Small batch coffee roastery selling beans online with a subscription, plus wholesale to cafes and offices',
    },
    accepted: ['specialty-coffee-roaster', 'coffee-shop'],
  },
  {
    id: 'roaster-hobbyist',
    input: {
      interests: 'specialty coffee, single origin beans, roasting',
      skills: 'Q grader, barista',
      industry: 'ecommerce',
    },
    accepted: ['specialty-coffee-roaster', 'coffee-shop'],
  },
  // subscriptions
  {
    id: 'vegan-meal-kit',
    input: {
      text: 'A plant-based recipe box delivered weekly with all the ingredients portioned, for couples who are sick of deciding what to cook',
    },
    accepted: ['meal-kit-box'],
  },
  {
    id: 'farm-box',
    input: {
      interests: 'cooking, local farms, reducing food waste',
      skills: 'chef, operations',
      industry: 'ecommerce',
      customIndustry: 'Meal kits',
    },
    accepted: ['meal-kit-box', 'catering-company'],
  },
  {
    id: 'dog-food-subscription',
    input: {
      text: 'Dog food and flea treatment delivered on a schedule based on your dogs size, plus a monthly toy box',
    },
    accepted: ['pet-supplies-subscription'],
  },
  {
    id: 'cat-litter',
    input: {
      interests: 'cats, pets, subscription boxes',
      skills: 'ecommerce, supply chain',
      industry: 'ecommerce',
    },
    accepted: ['pet-supplies-subscription'],
  },
  {
    id: 'stem-box',
    input: {
      text: 'Monthly science and craft box for kids 5-11, screen free, everything in the box. Grandparents can gift it',
    },
    accepted: ['kids-activity-box'],
  },
  {
    id: 'crafty-mum',
    input: {
      interests: 'kids crafts, STEM, homeschooling',
      skills: 'primary school teacher, illustration',
      industry: 'education',
      customIndustry: 'Subscription box',
    },
    accepted: ['kids-activity-box'],
  },
  // media and creators
  {
    id: 'local-news-letter',
    input: {
      text: 'A paid weekly newsletter about local politics and housing in my city, free edition with sponsors and a paid tier',
    },
    accepted: ['paid-newsletter'],
  },
  {
    id: 'writer-skills',
    input: {
      interests: 'writing, journalism, investing',
      skills: 'reporter for 10 years, editing',
      industry: 'marketing',
      customIndustry: 'Newsletter',
    },
    accepted: ['paid-newsletter'],
  },
  {
    id: 'podcast-studio',
    input: {
      text: 'Podcast production studio: we make branded podcasts for companies and run a small network of our own shows with ads',
    },
    accepted: ['podcast-network'],
  },
  {
    id: 'audio-nerd',
    input: {
      interests: 'podcasts, audio, storytelling',
      skills: 'sound engineering, interviewing',
      industry: 'creative',
    },
    accepted: ['podcast-network'],
  },
  {
    id: 'maths-youtube',
    input: {
      text: 'I run a youtube channel explaining maths for teenagers and want to earn from it with memberships, sponsors and worksheets for teachers',
    },
    accepted: ['youtube-education-channel', 'online-course-creator'],
  },
  {
    id: 'science-videos',
    input: {
      interests: 'science communication, video editing, animation',
      skills: 'physics degree, After Effects',
      industry: 'education',
      customIndustry: 'YouTube',
    },
    accepted: ['youtube-education-channel'],
  },
  {
    id: 'photography-course',
    input: {
      text: 'Online course teaching product photography to small brand owners, cohort based with live Q&A and feedback on assignments',
    },
    accepted: ['online-course-creator'],
  },
  {
    id: 'ux-writing-teacher',
    input: {
      interests: 'teaching online, UX writing, career change',
      skills: 'senior UX writer, mentoring',
      industry: 'education',
    },
    accepted: ['online-course-creator', 'coding-school'],
  },
  // hardware
  {
    id: 'damp-sensor',
    input: {
      text: 'A battery powered sensor that sticks on the wall and alerts you on your phone about damp, leaks and cold rooms. For renters and landlords',
    },
    accepted: ['smart-home-device'],
  },
  {
    id: 'iot-engineer',
    input: {
      interests: 'IoT, smart home, electronics',
      skills: 'embedded firmware, PCB design',
      industry: 'technology',
    },
    accepted: ['smart-home-device'],
  },
  {
    id: 'print-farm',
    input: {
      text: 'I have 12 3D printers in my garage, selling board game inserts online and printing custom parts and prototypes to order',
    },
    accepted: ['3d-printed-products'],
  },
  {
    id: 'cad-maker',
    input: {
      interests: '3d printing, cosplay, tabletop games',
      skills: 'CAD, Fusion 360',
      industry: 'creative',
    },
    accepted: ['3d-printed-products'],
  },
  {
    id: 'ebike-kits',
    input: {
      text: 'conversion kits to turn your normal bike into an e-bike, hub motor and battery, fitted by partner bike shops',
    },
    accepted: ['ebike-conversion-kits'],
  },
  {
    id: 'cycling-engineer',
    input: {
      interests: 'cycling, electric bikes, commuting',
      skills: 'electrical engineering, bike mechanic',
      industry: 'other',
      customIndustry: 'E-bikes',
    },
    accepted: ['ebike-conversion-kits'],
  },
  // non-profits
  {
    id: 'food-bank',
    input: {
      text: 'We run a community food bank with 40 volunteers and want online referrals from schools and GPs, a volunteer rota and online donations',
    },
    accepted: ['community-food-bank'],
  },
  {
    id: 'food-poverty',
    input: {
      interests: 'food poverty, surplus food, community',
      skills: 'volunteer coordination, fundraising',
      industry: 'other',
      customIndustry: 'Charity',
    },
    accepted: ['community-food-bank'],
  },
  {
    id: 'mentoring-charity',
    input: {
      text: 'A charity matching teenagers at risk of dropping out with volunteer mentors from local businesses for a year',
    },
    accepted: ['youth-mentoring-charity'],
  },
  {
    id: 'youth-worker',
    input: {
      interests: 'young people, mentoring, social mobility',
      skills: 'youth work, safeguarding',
      industry: 'education',
      customIndustry: 'Non-profit',
    },
    accepted: ['youth-mentoring-charity'],
  },
  {
    id: 'dog-rescue',
    input: {
      text: 'Small dog and cat rescue with foster homes, we need adoption applications online and a way for people to sponsor a dog',
    },
    accepted: ['animal-rescue'],
  },
  {
    id: 'animal-welfare',
    input: {
      interests: 'animal welfare, rehoming, volunteering',
      skills: 'veterinary nurse',
      industry: 'other',
      customIndustry: 'Animal rescue',
    },
    accepted: ['animal-rescue'],
  },
  // harder wording: shorthand, slang, typos, no category word
  {
    id: 'tradies-app',
    input: { text: 'app so tradies stop losing job sheets and chasing payments, gets them paid on the day' },
    accepted: ['trades-scheduling-software'],
  },
  {
    id: 'broke-twenties',
    input: {
      text: 'helping people in their 20s who are always broke before payday get on top of there money',
    },
    accepted: ['personal-finance-app'],
  },
  {
    id: 'couch-uber',
    input: {
      text: 'like an uber for used sofas and wardrobes - people selling stuff when they move flat, we pick it up',
    },
    accepted: ['secondhand-furniture-marketplace'],
  },
  {
    id: 'puppy-parents',
    input: {
      text: 'everything a new puppy owner needs, delivered monthly, food amounts that change as the puppy grows',
    },
    accepted: ['pet-supplies-subscription'],
  },
  {
    id: 'rainy-day-kits',
    input: {
      text: 'rainy day project kits posted to your door every month so children get off their tablets',
    },
    accepted: ['kids-activity-box'],
  },
  {
    id: 'shelter-adoptions',
    input: { interests: 'rescue dogs, fostering', skills: 'running adoption days', industry: '' },
    accepted: ['animal-rescue'],
  },
  {
    id: 'inspection-anxiety',
    input: {
      text: 'our physio clinic nearly failed its inspection because training records were in 3 different spreadsheets. want to fix that for other clinics',
    },
    accepted: ['clinic-compliance-software'],
  },
  {
    id: 'ethical-knitwear',
    input: { text: 'knitwear label using recycled wool, small runs, preorders for new colours' },
    accepted: ['sustainable-apparel-brand'],
  },
  // added with the shift-scheduling and pet-care archetypes
  {
    id: 'restaurant-rota',
    input: {
      text: 'B2B software for restaurants to manage staff rotas, shift swaps and timesheets for payroll',
    },
    accepted: ['shift-scheduling-software'],
  },
  {
    id: 'care-home-shifts',
    input: {
      interests: 'workforce scheduling, care homes, hospitality',
      skills: 'ops manager for 8 years, some python',
      industry: 'technology',
      customIndustry: 'Rota software',
    },
    accepted: ['shift-scheduling-software'],
  },
  {
    id: 'dog-walker-app',
    input: {
      text: 'marketplace connecting dog owners with local dog walkers and pet sitters, with gps walk reports',
    },
    accepted: ['pet-care-marketplace'],
  },
  {
    id: 'pet-sitting-platform',
    input: {
      interests: 'dogs, pet sitting, community',
      skills: 'marketplace operations',
      industry: 'other',
      customIndustry: 'Pet care app',
    },
    accepted: ['pet-care-marketplace', 'mobile-dog-grooming'],
  },
];
