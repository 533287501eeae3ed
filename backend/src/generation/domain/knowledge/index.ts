import type { Industry } from '../../../contracts/options';
import type { Archetype, ArchetypeFamily } from './archetype';
import { allArchetypes } from './families';

export type * from './archetype';
export { archetypeFamilies } from './archetype';
export { allArchetypes };

/** Lookups built once, when the module loads (the knowledge base never changes at run time). */
const byId: ReadonlyMap<string, Archetype> = new Map(allArchetypes.map((a) => [a.id, a]));

function groupBy<K>(key: (a: Archetype) => K): ReadonlyMap<K, readonly Archetype[]> {
  const map = new Map<K, Archetype[]>();
  for (const a of allArchetypes) map.set(key(a), [...(map.get(key(a)) ?? []), a]);
  return map;
}

const byFamily = groupBy((a) => a.family);
const byIndustry = groupBy((a) => a.industry);

export function archetypeById(id: string): Archetype | undefined {
  return byId.get(id);
}

/** The archetype with this id; throws for an unknown id (a programming error, not user input). */
export function requireArchetype(id: string): Archetype {
  const found = byId.get(id);
  if (!found) throw new Error(`Unknown archetype '${id}'`);
  return found;
}

export function archetypesOfFamily(family: ArchetypeFamily): readonly Archetype[] {
  return byFamily.get(family) ?? [];
}

export function archetypesOfIndustry(industry: Industry): readonly Archetype[] {
  return byIndustry.get(industry) ?? [];
}

export { familyLabels, industryLabelOf, industryLabels } from './labels';
export { familyPersonality } from './family-brand';
