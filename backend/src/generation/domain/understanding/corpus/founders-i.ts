import type { FounderCase } from './founder-case';

/**
 * Founders of the kb8 archetypes (a mobile game studio, a food delivery app, a niche social
 * network, a gear rental marketplace, a tailoring and alterations shop, a meditation and sleep app,
 * a car wash, a laundromat and dry cleaner, a dance school), written as founders type: short, long,
 * and messy.
 */
export const foundersI: readonly FounderCase[] = [
  // mobile game studio
  {
    id: 'indie-puzzle-games',
    input: { text: 'An indie studio making casual puzzle games for iPhone and Android' },
    accepted: ['mobile-game-studio'],
  },
  {
    id: 'game-dev-long',
    input: {
      text: 'I have been a Unity developer at a big games company for six years and want to start my own studio with two friends, making cosy free-to-play mobile games with fair in-app purchases and daily challenges',
    },
    accepted: ['mobile-game-studio'],
  },
  {
    id: 'game-messy',
    input: { text: 'mobile games, small team, f2p, leaderboards + seasonal events' },
    accepted: ['mobile-game-studio'],
  },
  {
    id: 'game-fields',
    input: {
      interests: 'video games, game design',
      skills: 'C#, Unity, pixel art',
      industry: 'technology',
      customIndustry: 'Mobile gaming',
    },
    accepted: ['mobile-game-studio'],
  },
  // food delivery app
  {
    id: 'local-delivery-app',
    input: { text: 'A food delivery app for independent restaurants in my town' },
    accepted: ['food-delivery-app'],
  },
  {
    id: 'fair-delivery-long',
    input: {
      text: 'Restaurants here lose 30% of every order to the big delivery platforms. I want to launch a local alternative with lower commission, our own riders on e-bikes and live order tracking for customers',
    },
    accepted: ['food-delivery-app'],
  },
  {
    id: 'takeaway-messy',
    input: { text: 'takeaway ordering + couriers for a small city, like deliveroo but local' },
    accepted: ['food-delivery-app'],
  },
  // niche social network
  {
    id: 'gardeners-network',
    input: { text: 'A social network for gardeners to share photos and swap seeds' },
    accepted: ['niche-social-network'],
  },
  {
    id: 'parents-community-long',
    input: {
      text: 'New parents in my area feel isolated and the big social media sites are full of adverts and arguments. I want to build an online community app with local groups, meetups and a kind, moderated feed',
    },
    accepted: ['niche-social-network'],
  },
  {
    id: 'runners-messy',
    input: { text: 'community app for runners - profiles, groups, forum, meetups for group runs' },
    accepted: ['niche-social-network'],
  },
  // gear rental marketplace
  {
    id: 'p2p-outdoor-rental',
    input: { text: 'Peer-to-peer rental of outdoor gear like tents, kayaks and paddleboards' },
    accepted: ['gear-rental-marketplace'],
  },
  {
    id: 'camera-rental-long',
    input: {
      text: 'Photographers own lenses they use twice a year. I want to build a marketplace where people rent camera gear from owners nearby, with a deposit, damage cover and photos at handover',
    },
    accepted: ['gear-rental-marketplace'],
  },
  {
    id: 'ski-kit-messy',
    input: { text: 'rent out ski gear + camping kit you never use, people nearby borrow it for the weekend' },
    accepted: ['gear-rental-marketplace'],
  },
  // tailoring and alterations
  {
    id: 'alterations-short',
    input: { text: 'Clothing alterations and repairs shop' },
    accepted: ['tailor-alterations'],
  },
  {
    id: 'seamstress-long',
    input: {
      text: 'I trained as a seamstress and want to open my own shop on the high street doing hems, zips, wedding dress fittings and made to measure suits',
    },
    accepted: ['tailor-alterations'],
  },
  {
    id: 'tailor-messy',
    input: { text: 'tailor - take ins, take ups, bridal alterations, mending' },
    accepted: ['tailor-alterations'],
  },
  // meditation and sleep app
  {
    id: 'sleep-stories-app',
    input: { text: 'An app with sleep stories and soundscapes for people with insomnia' },
    accepted: ['meditation-sleep-app'],
  },
  {
    id: 'mindfulness-long',
    input: {
      text: 'I teach mindfulness and want to turn my courses into an app: five-minute guided meditations, breathing exercises for anxiety and a wind-down routine for bedtime, with a subscription',
    },
    accepted: ['meditation-sleep-app'],
  },
  {
    id: 'meditation-messy',
    input: { text: 'meditation app for stressed nurses on night shifts, short sessions, offline' },
    accepted: ['meditation-sleep-app'],
  },
  // car wash and valeting
  {
    id: 'hand-car-wash',
    input: { text: 'A hand car wash with a monthly wash club' },
    accepted: ['car-wash-valeting'],
  },
  {
    id: 'valeting-long',
    input: {
      text: 'I have been valeting cars for dealerships for years and want my own site with two bays plus a mobile valeting van, doing full valets, machine polishing and ceramic coating',
    },
    accepted: ['car-wash-valeting'],
  },
  {
    id: 'detailing-messy',
    input: { text: 'mobile car detailing - interior clean, wax, polish, comes to your driveway' },
    accepted: ['car-wash-valeting'],
  },
  // laundromat and dry cleaner
  {
    id: 'dry-cleaner-short',
    input: { text: 'Dry cleaners with shirt pressing and collection' },
    accepted: ['laundromat-dry-cleaner'],
  },
  {
    id: 'launderette-long',
    input: {
      text: 'I want to take over the old launderette on our street, put in new washers and dryers you can pay for by app, and add a wash and fold service and laundry pickup for salons and holiday lets',
    },
    accepted: ['laundromat-dry-cleaner'],
  },
  {
    id: 'laundry-messy',
    input: { text: 'laundry service: service washes, duvets, ironing, delivery' },
    accepted: ['laundromat-dry-cleaner'],
  },
  // dance school
  {
    id: 'ballet-school',
    input: { text: 'A ballet and tap school for children' },
    accepted: ['dance-school'],
  },
  {
    id: 'dance-teacher-long',
    input: {
      text: 'I am a qualified dance teacher and want to open my own studio teaching ballet, jazz and street dance to children from age three, with graded exams and a summer show, plus adult beginner classes',
    },
    accepted: ['dance-school'],
  },
  {
    id: 'salsa-messy',
    input: { text: 'salsa + latin dance classes for adults, drop-in or 10 class pass' },
    accepted: ['dance-school'],
  },
  {
    id: 'dance-fields',
    input: {
      interests: 'dancing, choreography, performing',
      skills: 'contemporary and hip hop teacher',
      industry: 'education',
      customIndustry: 'Dance school',
    },
    accepted: ['dance-school'],
  },
];
