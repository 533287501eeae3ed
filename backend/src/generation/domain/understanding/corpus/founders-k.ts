import type { FounderCase } from './founder-case';

/**
 * Founders of the kb11 archetypes (a grassroots football club, youth and adult, and a children's
 * party entertainer, a cybersecurity consultancy, a roofing contractor, a handmade soap brand, a podcast hosting platform) and of football coaching for children (a kids' activity club), written as
 * founders type: short, long, and messy.
 */
export const foundersK: readonly FounderCase[] = [
  // football club: juniors and adults, never a kids' activity club or a youth charity
  {
    id: 'youth-football-club',
    input: { text: 'Youth football club' },
    accepted: ['football-club'],
  },
  {
    id: 'football-club-long',
    input: {
      text: 'I run a grassroots football club with eight junior teams from under-7s to under-16s and two adult Sunday league sides. Subs are collected in cash, fixtures go out on WhatsApp and I want one place for registrations, availability and match fees',
    },
    accepted: ['football-club'],
  },
  {
    id: 'sunday-league-messy',
    input: { text: 'sunday league football team - match fees, who is available, fixtures, league table' },
    accepted: ['football-club'],
  },
  {
    id: 'football-club-fields',
    input: {
      interests: 'football, coaching, my local community',
      skills: 'FA coaching badge, club treasurer for five years',
      industry: 'other',
      customIndustry: 'Amateur football club',
    },
    accepted: ['football-club'],
  },
  // children's party entertainer
  {
    id: 'kids-party-entertainer',
    input: { text: 'Kids party entertainer' },
    accepted: ['kids-party-entertainer'],
  },
  {
    id: 'party-entertainer-long',
    input: {
      text: 'I am a children’s entertainer doing magic shows, party games, balloon modelling and a mini disco at birthday parties for 4 to 8 year olds, and I want parents to book a date and pay a deposit online',
    },
    accepted: ['kids-party-entertainer'],
  },
  {
    id: 'party-entertainer-messy',
    input: { text: 'kids magician + face painter for birthday parties, school fairs, nurseries' },
    accepted: ['kids-party-entertainer'],
  },
  // football coaching for children: a coaching business sold to parents
  {
    id: 'football-coaching-kids',
    input: { text: 'Football coaching for kids' },
    accepted: ['kids-activity-club'],
  },
  {
    id: 'football-coaching-long',
    input: {
      text: 'Weekly football coaching sessions for children aged 4 to 11 after school and on Saturday mornings, with holiday football camps and birthday parties',
    },
    accepted: ['kids-activity-club'],
  },
  // cybersecurity consultancy: audits and tests sold to companies, not compliance software for clinics
  {
    id: 'cyber-audit-firm',
    input: { text: 'B2B cybersecurity audit firm for small companies' },
    accepted: ['cybersecurity-consultancy'],
  },
  {
    id: 'pentest-long',
    input: {
      text: 'I am a penetration tester and want to start my own security consultancy: pen tests of websites and networks, Cyber Essentials and ISO 27001 readiness, phishing simulations and a yearly retainer for retests',
    },
    accepted: ['cybersecurity-consultancy'],
  },
  {
    id: 'cyber-fields',
    input: {
      interests: 'ethical hacking, information security',
      skills: 'OSCP, security audits, ISO 27001',
      industry: 'consulting',
      customIndustry: 'Cybersecurity',
    },
    accepted: ['cybersecurity-consultancy'],
  },
  // roofing contractor: a local trade, not a marketplace of tradespeople
  {
    id: 'roofing-contractor',
    input: { text: 'Roofing contractor' },
    accepted: ['roofing-contractor'],
  },
  {
    id: 'roofer-long',
    input: {
      text: 'My brother and I are roofers and want to start our own roofing company: leak repairs, flat roofs, re-roofs and gutters for homeowners and letting agents, with photo quotes and a 10-year guarantee',
    },
    accepted: ['roofing-contractor'],
  },
  {
    id: 'roofer-messy',
    input: { text: 'roof repairs + guttering, emergency leaks, slate and tile' },
    accepted: ['roofing-contractor'],
  },
  // handmade soap: a skincare maker, not a jewellery shop
  {
    id: 'handmade-soap-shop',
    input: { text: 'An online shop selling handmade soap' },
    accepted: ['handmade-soap-shop'],
  },
  {
    id: 'soap-maker-long',
    input: {
      text: 'I make cold process soap, shampoo bars and balms in my kitchen and sell them at markets; I want an online shop with a subscription for regulars, gift boxes and wholesale for local gift shops',
    },
    accepted: ['handmade-soap-shop'],
  },
  {
    id: 'soap-messy',
    input: { text: 'natural skincare + bath bombs, plastic free, vegan, sensitive skin' },
    accepted: ['handmade-soap-shop'],
  },
  // podcast hosting platform: software for podcasters, not software for podcast studios
  {
    id: 'podcast-hosting',
    input: { text: 'Podcast hosting platform' },
    accepted: ['podcast-hosting-platform'],
  },
  {
    id: 'podcast-hosting-long',
    input: {
      text: 'A podcast hosting service for independent podcasters: upload once and publish to Apple and Spotify via RSS, trustworthy download stats, dynamic ad insertion and private feeds for paying members',
    },
    accepted: ['podcast-hosting-platform'],
  },
  {
    id: 'podcast-hosting-messy',
    input: { text: 'host podcasts + rss feed + analytics + private podcast for companies' },
    accepted: ['podcast-hosting-platform'],
  },
];
