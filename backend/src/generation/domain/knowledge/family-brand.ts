import type { ArchetypeFamily } from './archetype';

/**
 * How each family of businesses tends to present itself: the personality a style guide starts
 * from when the founder has not chosen one. The first two words set the mood (palette and fonts),
 * so they carry the family's character: a bakery is warm before it is modern, a law practice
 * trustworthy before it is friendly.
 */
export const familyPersonality: Readonly<Record<ArchetypeFamily, readonly string[]>> = {
  retail: ['Welcoming', 'Curated', 'Personal', 'Friendly', 'Local'],
  'food-and-drink': ['Warm', 'Welcoming', 'Honest', 'Artisanal', 'Local'],
  'local-services': ['Reliable', 'Trustworthy', 'Punctual', 'Practical', 'Friendly'],
  'personal-services': ['Caring', 'Personal', 'Relaxed', 'Skilled', 'Welcoming'],
  'professional-services': ['Trustworthy', 'Expert', 'Clear', 'Discreet', 'Approachable'],
  agencies: ['Creative', 'Sharp', 'Collaborative', 'Confident', 'Results-driven'],
  education: ['Supportive', 'Encouraging', 'Curious', 'Clear', 'Inspiring'],
  'health-and-wellness': ['Caring', 'Calm', 'Trustworthy', 'Reassuring', 'Professional'],
  'b2b-saas': ['Reliable', 'Efficient', 'Clear', 'Modern', 'Trustworthy'],
  'consumer-apps': ['Friendly', 'Motivating', 'Simple', 'Modern', 'Encouraging'],
  marketplaces: ['Trustworthy', 'Fair', 'Simple', 'Friendly', 'Local'],
  ecommerce: ['Honest', 'Modern', 'Considered', 'Transparent', 'Friendly'],
  subscriptions: ['Friendly', 'Dependable', 'Generous', 'Simple', 'Delightful'],
  'media-and-creators': ['Creative', 'Curious', 'Authentic', 'Engaging', 'Bold'],
  hardware: ['Innovative', 'Durable', 'Practical', 'Precise', 'Reliable'],
  'non-profits': ['Caring', 'Hopeful', 'Trustworthy', 'Transparent', 'Community-minded'],
};
