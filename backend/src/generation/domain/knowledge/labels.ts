import { industryLabels } from '@bb/kernel';
import type { Archetype, ArchetypeFamily } from './archetype';

/** The industry options as shown to users (the kernel's table, which the frontend shows too). */
export { industryLabels };

export const familyLabels: Record<ArchetypeFamily, string> = {
  retail: 'Retail',
  'food-and-drink': 'Food and drink',
  'local-services': 'Local services',
  'personal-services': 'Personal services',
  'professional-services': 'Professional services',
  agencies: 'Agencies',
  education: 'Education',
  'health-and-wellness': 'Health and wellness',
  'b2b-saas': 'B2B SaaS',
  'consumer-apps': 'Consumer apps',
  marketplaces: 'Marketplaces',
  ecommerce: 'E-commerce',
  subscriptions: 'Subscriptions',
  'media-and-creators': 'Media and creators',
  hardware: 'Hardware',
  'non-profits': 'Non-profits',
};

/**
 * The industry an idea of this archetype is filed under: the spec's option label when the
 * archetype belongs to one ('Healthcare' for a dental clinic), else its family ('Food and drink').
 */
export function industryLabelOf(archetype: Archetype): string {
  return archetype.industry === 'other' ? familyLabels[archetype.family] : industryLabels[archetype.industry];
}
