import type { GenerateNamesRequest } from '../../../contracts/generation';

/** Founders as different as the product's users: keywords, a description and an industry. */
export const FOUNDERS: readonly Omit<GenerateNamesRequest, 'style' | 'maxLength'>[] = [
  {
    keywords: 'sourdough, bread, bakery',
    businessContext: 'An artisan bakery selling sourdough loaves to neighbours',
    industry: 'Other',
  },
  {
    keywords: 'dog grooming, pets',
    businessContext: 'A mobile dog grooming van for busy pet owners',
    industry: 'Other',
  },
  {
    keywords: 'dental, smile, family',
    businessContext: 'A family dental clinic with evening appointments',
    industry: 'Healthcare',
  },
  {
    keywords: 'kids, coding, robots',
    businessContext: 'A coding school teaching kids to build robots',
    industry: 'Education',
  },
  {
    keywords: 'invoices, accounting, automation',
    businessContext: 'B2B SaaS that automates invoice chasing for small firms',
    industry: 'Technology',
  },
  {
    keywords: 'marketplace, vintage furniture',
    businessContext: 'A marketplace for secondhand vintage furniture',
    industry: 'E-commerce',
  },
  {
    keywords: 'fitness, meal, coach',
    businessContext: 'AI meal planning for busy parents',
    industry: 'Healthcare',
  },
  {
    keywords: 'consulting, strategy, growth',
    businessContext: 'Strategy consulting for family businesses',
    industry: 'Consulting',
  },
  {
    keywords: 'coffee, roastery',
    businessContext: 'A small-batch coffee roaster with a subscription',
    industry: 'E-commerce',
  },
  {
    keywords: 'wedding, photography',
    businessContext: 'Wedding photography with a documentary style',
    industry: 'Creative',
  },
  {
    keywords: 'plumbing, repairs',
    businessContext: 'Emergency plumbing repairs around the clock',
    industry: 'Other',
  },
  {
    keywords: 'yoga, mindfulness',
    businessContext: 'Online yoga classes for beginners',
    industry: 'Healthcare',
  },
  {
    keywords: 'solar, energy, homes',
    businessContext: 'Solar panel installation for homeowners',
    industry: 'Technology',
  },
  {
    keywords: 'podcast, marketing',
    businessContext: 'A podcast production agency for brands',
    industry: 'Marketing',
  },
  {
    keywords: 'budget, savings, students',
    businessContext: 'A budgeting app for students',
    industry: 'Finance',
  },
  { keywords: '!!! 42 ??' },
];

/**
 * Founders the knowledge base has no archetype for (no curated trade words): their names come from
 * WordNet's picture words of their keywords.
 */
export const OUTSIDE_FOUNDERS: readonly Omit<GenerateNamesRequest, 'style' | 'maxLength'>[] = [
  { keywords: 'ice cream, gelato', businessContext: 'An ice cream parlour with seasonal gelato' },
  {
    keywords: 'pottery, ceramics, classes',
    businessContext: 'A pottery studio with wheel-throwing classes',
    industry: 'Creative',
  },
  { keywords: 'boat, charter, sailing', businessContext: 'Boat charters and sailing trips along the coast' },
  { keywords: 'coworking, office, desks', businessContext: 'A coworking space for freelancers' },
];
