import type { FounderCase } from './founder-case';

/**
 * Founders of everyday neighbourhood businesses: restaurants, wine bars, gyms, repair workshops,
 * garden centres, venues, vets, nurseries, guesthouses and music schools, as they would fill in
 * step 1 or type into Quick Generate. Some name the business, some only their trade.
 */
export const foundersC: readonly FounderCase[] = [
  // restaurants
  {
    id: 'neighbourhood-trattoria',
    input: {
      text: 'A neighbourhood Italian restaurant with 45 covers, fresh pasta made every morning and a short wine list',
    },
    accepted: ['neighbourhood-restaurant'],
  },
  {
    id: 'chef-owner-bistro',
    input: {
      interests: 'cooking, seasonal menus, hosting people',
      skills: 'head chef for ten years',
      industry: 'other',
      customIndustry: 'Restaurant',
    },
    accepted: ['neighbourhood-restaurant'],
  },
  {
    id: 'family-dinner-place',
    input: {
      text: 'A family-run sit-down place serving dinner and Sunday lunch, with table bookings and takeaway',
    },
    accepted: ['neighbourhood-restaurant'],
  },
  // wine shops and bars
  {
    id: 'wine-tasting-bar',
    input: { text: 'A wine shop and tasting bar that runs monthly tasting evenings' },
    accepted: ['wine-shop-bar'],
  },
  {
    id: 'natural-wine-merchant',
    input: {
      interests: 'natural wine, small vineyards, hosting tastings',
      skills: 'sommelier, retail',
      industry: 'other',
      customIndustry: 'Wine',
    },
    accepted: ['wine-shop-bar'],
  },
  {
    id: 'bottle-shop-club',
    input: {
      text: 'An independent bottle shop selling wines from small producers, with a few bar stools for a glass after work and a monthly wine club',
    },
    accepted: ['wine-shop-bar'],
  },
  // climbing gyms
  {
    id: 'bouldering-walls',
    input: { text: 'A climbing gym with bouldering walls' },
    accepted: ['climbing-gym'],
  },
  {
    id: 'climber-route-setter',
    input: {
      interests: 'rock climbing, bouldering, coaching kids',
      skills: 'route setting, instructor',
      industry: 'other',
      customIndustry: 'Indoor climbing',
    },
    accepted: ['climbing-gym'],
  },
  {
    id: 'warehouse-bouldering',
    input: {
      text: 'Turn an old warehouse into a bouldering centre with day passes, memberships and intro sessions for beginners',
    },
    accepted: ['climbing-gym'],
  },
  // bike shops
  {
    id: 'bike-repair-workshop',
    input: { text: 'A bike repair workshop' },
    accepted: ['bike-shop'],
  },
  {
    id: 'bicycle-shop-servicing',
    input: {
      text: 'An independent bicycle shop that sells road and kids bikes, services them in the back and takes trade-ins',
    },
    accepted: ['bike-shop'],
  },
  {
    id: 'mechanic-opens-shop',
    input: {
      interests: 'mountain biking, fixing bikes',
      skills: 'bicycle mechanic',
      industry: 'other',
      customIndustry: 'Bike shop',
    },
    accepted: ['bike-shop'],
  },
  // plant nurseries
  {
    id: 'nursery-garden-centre',
    input: { text: 'A plant nursery and garden centre' },
    accepted: ['garden-centre'],
  },
  {
    id: 'grower-perennials',
    input: {
      interests: 'gardening, growing perennials and shrubs, greenhouses',
      skills: 'horticulture',
      industry: 'other',
      customIndustry: 'Plants',
    },
    accepted: ['garden-centre'],
  },
  {
    id: 'houseplant-and-garden-shop',
    input: {
      text: 'A garden center on the edge of town selling houseplants, bedding plants and compost, with delivery for big trees',
    },
    accepted: ['garden-centre'],
  },
  // escape rooms
  {
    id: 'escape-room-groups',
    input: { text: 'An escape room venue for groups' },
    accepted: ['escape-room'],
  },
  {
    id: 'puzzle-designer',
    input: {
      interests: 'puzzles, riddles, immersive theatre',
      skills: 'set building, game design',
      industry: 'other',
      customIndustry: 'Entertainment',
    },
    accepted: ['escape-room'],
  },
  {
    id: 'team-building-rooms',
    input: {
      text: 'Three themed escape rooms in the town centre for friends, birthday parties and company team building',
    },
    accepted: ['escape-room'],
  },
  // vets
  {
    id: 'small-animal-vet',
    input: { text: 'A veterinary clinic for cats and dogs with a monthly pet health plan' },
    accepted: ['veterinary-clinic'],
  },
  {
    id: 'vet-opens-practice',
    input: {
      interests: 'animal health, running my own practice',
      skills: 'veterinary surgeon',
      industry: 'healthcare',
    },
    accepted: ['veterinary-clinic'],
  },
  {
    id: 'village-vet',
    input: {
      text: 'I am a vet and want to open a small practice in my village for pets: vaccinations, neutering and check-ups',
    },
    accepted: ['veterinary-clinic'],
  },
  // car repair garages
  {
    id: 'garage-mots',
    input: { text: 'A car repair garage doing MOTs, servicing and brakes for local drivers' },
    accepted: ['car-repair-garage'],
  },
  {
    id: 'mechanic-own-garage',
    input: {
      interests: 'cars, engines, diagnostics',
      skills: 'motor mechanic, fifteen years at a dealership',
      industry: 'other',
      customIndustry: 'Auto repair',
    },
    accepted: ['car-repair-garage'],
  },
  {
    id: 'auto-shop-fleets',
    input: {
      text: 'An independent auto repair shop with four bays for oil changes, tires and state inspections, and service plans for local business vans',
    },
    accepted: ['car-repair-garage'],
  },
  // day nurseries
  {
    id: 'day-nursery-under-fives',
    input: { text: 'A day nursery for children aged 0-5 with funded hours and a garden' },
    accepted: ['day-nursery'],
  },
  {
    id: 'early-years-teacher',
    input: {
      interests: 'early years, toddlers, outdoor play',
      skills: 'early years teacher, nursery manager',
      industry: 'education',
      customIndustry: 'Childcare',
    },
    accepted: ['day-nursery'],
  },
  {
    id: 'daycare-working-parents',
    input: {
      text: 'A daycare center for babies and toddlers of working parents, open 7am to 6pm, with daily photo updates for parents',
    },
    accepted: ['day-nursery'],
  },
  // bed and breakfasts
  {
    id: 'countryside-b-and-b',
    input: {
      text: 'A bed and breakfast with six rooms in an old farmhouse in the countryside, dog friendly',
    },
    accepted: ['bed-and-breakfast'],
  },
  {
    id: 'seaside-guesthouse',
    input: {
      text: 'We bought a seaside guesthouse and want more direct bookings instead of paying commission to the booking sites',
    },
    accepted: ['bed-and-breakfast'],
  },
  {
    id: 'host-hospitality',
    input: {
      interests: 'hosting guests, cooking breakfast, walking',
      skills: 'hospitality, hotel reception',
      industry: 'other',
      customIndustry: 'Accommodation',
    },
    accepted: ['bed-and-breakfast'],
  },
  // music schools
  {
    id: 'guitar-piano-school',
    input: {
      text: 'A music school teaching guitar, piano and singing lessons to kids after school and adults in the evening',
    },
    accepted: ['music-school'],
  },
  {
    id: 'pianist-teacher',
    input: {
      interests: 'piano, teaching children, recitals',
      skills: 'piano teacher, music degree',
      industry: 'education',
    },
    accepted: ['music-school'],
  },
  {
    id: 'drum-and-band-lessons',
    input: {
      text: 'Music lessons for drums, bass and electric guitar with rooms for teenage bands to rehearse',
    },
    accepted: ['music-school'],
  },
  // independent gyms
  {
    id: 'weights-and-classes-gym',
    input: {
      text: 'An independent gym with a free weights floor, spin and HIIT classes and monthly memberships',
    },
    accepted: ['independent-gym'],
  },
  {
    id: 'powerlifter-opens-gym',
    input: {
      interests: 'powerlifting, strength, community',
      skills: 'gym manager, coaching',
      industry: 'other',
      customIndustry: 'Gym',
    },
    accepted: ['independent-gym', 'personal-trainer'],
  },
  {
    id: 'town-health-club',
    input: {
      text: 'Take over the local fitness centre in our small town and keep members coming back after January',
    },
    accepted: ['independent-gym'],
  },
  // a groomer with a shop rather than a van: the grooming trade, not a hair salon
  {
    id: 'dog-grooming-salon',
    input: { text: 'A dog grooming salon in town with a self-wash station and nail trims while you wait' },
    accepted: ['mobile-dog-grooming'],
  },
  // invoicing software for freelancers: software sold to them, not a marketplace of freelancers
  {
    id: 'freelance-invoicing-app',
    input: { text: 'Invoicing and bookkeeping software for freelance designers who hate spreadsheets' },
    accepted: ['invoicing-software'],
  },
  {
    id: 'late-payment-chaser',
    input: { text: 'An app that sends invoices and chases late payments automatically for sole traders' },
    accepted: ['invoicing-software'],
  },
];
