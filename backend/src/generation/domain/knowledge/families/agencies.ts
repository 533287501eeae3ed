import type { Archetype } from '../archetype';
import { marketingAgency } from './agencies/marketing-agency';
import { webDesignStudio } from './agencies/web-design-studio';

/** Agencies doing marketing, design and build work for other businesses. */
export const agenciesArchetypes: readonly Archetype[] = [marketingAgency, webDesignStudio];
