import { roleProblems } from '../grammar';
import { allArchetypes, archetypeById, archetypeFamilies, archetypesOfFamily } from './index';
import { knowledgeBaseProblems } from './validate';

/** Every family of the knowledge base holds at least two archetypes. */
const completeFamilies: readonly string[] = archetypeFamilies;

describe('the knowledge base', () => {
  it('is consistent: unique ids, proper role nouns, known entities, ordered prices', () => {
    expect(knowledgeBaseProblems(allArchetypes)).toEqual([]);
  });

  it('has no role noun that starts or ends with a function word', () => {
    const roles = allArchetypes.flatMap((a) => a.segments.flatMap((s) => [s.role.singular, s.role.plural]));
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.filter((r) => roleProblems(r).length > 0)).toEqual([]);
  });

  it.each(completeFamilies)('family %s has at least two archetypes', (family) => {
    expect(archetypeFamilies).toContain(family);
    expect(archetypesOfFamily(family as (typeof archetypeFamilies)[number]).length).toBeGreaterThanOrEqual(2);
  });

  it('looks archetypes up by id', () => {
    const first = allArchetypes[0];
    expect(first && archetypeById(first.id)).toBe(first);
    expect(archetypeById('no-such-business')).toBeUndefined();
  });
});
