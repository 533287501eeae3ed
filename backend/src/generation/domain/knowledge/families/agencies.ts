import type { Archetype } from '../archetype';
import { marketingAgency } from './agencies/marketing-agency';
import { webDesignStudio } from './agencies/web-design-studio';
import { recruitmentAgency } from './agencies/recruitment-agency';

/** Agencies doing marketing, design, build and recruitment work for other businesses. */
export const agenciesArchetypes: readonly Archetype[] = [marketingAgency, webDesignStudio, recruitmentAgency];
