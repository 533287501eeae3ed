import type { Archetype } from '../archetype';
import { marketingAgency } from './agencies/marketing-agency';
import { webDesignStudio } from './agencies/web-design-studio';
import { recruitmentAgency } from './agencies/recruitment-agency';
import { interiorDesignStudio } from './agencies/interior-design-studio';

/** Agencies doing marketing, design, build and recruitment work for other businesses, and interiors for homes and premises. */
export const agenciesArchetypes: readonly Archetype[] = [
  marketingAgency,
  webDesignStudio,
  recruitmentAgency,
  interiorDesignStudio,
];
