import { allArchetypes } from '../knowledge';
import { isPersonKind, SOFTWARE_FAMILIES } from '../knowledge/vertical-software';
import { outputFor, type FounderOutput } from './ideas-definitions';

/**
 * Software sold to each business of the knowledge base ('Booking software for piano technicians'),
 * through steps 1 and 2 offline with three seeds (the mission has three shapes). Run:
 * npx jest backend/src/generation/domain/quality/software-for-businesses-quality.spec.ts
 */
const businesses = allArchetypes.filter((a) => !SOFTWARE_FAMILIES.has(a.family));
const SEEDS = [1, 2, 3];

describe('quality of the definition of software for each business', () => {
  const runs = businesses.flatMap((b) =>
    SEEDS.map((seed) => ({
      b,
      o: outputFor(
        { id: b.id, input: { text: `Booking software for ${b.kind.plural}` }, accepted: [] },
        seed,
        1,
      ),
    })),
  );
  const text = (o: FounderOutput) => [o.ideas[0]?.targetAudience, ...Object.values(o.definition)].join(' ');
  const figures: Record<string, string | number> = {};
  afterAll(() =>
    console.log(`Software for ${businesses.length} businesses:\n${JSON.stringify(figures, null, 2)}`),
  );

  it('reads most ideas as software for the business they name', () => {
    const found = runs.filter(({ b, o }) => o.archetype.servesArchetype === b.id).length;
    figures.readAsSoftwareForTheirBusiness = `${found}/${runs.length}`;
    expect(found / runs.length).toBeGreaterThanOrEqual(0.9);
  });

  it('never doubles the verb of the owners’ job for their customers ("To let yoga studio owners let ...")', () => {
    const doubled = runs
      .map(({ o }) => o.definition.missionStatement)
      .filter((m) => /\bto let (?:[^\s,.;]+ ){1,5}let\b/i.test(m));
    figures.missionsWithADoubledLet = doubled.length;
    expect(doubled).toEqual([]);
  });

  it('names a business whose kind is a person by its kind, not as "<kind> owners" ("piano technician owners")', () => {
    const owners = runs
      .filter(({ b }) => isPersonKind(b))
      .filter(({ b, o }) => new RegExp(`\\b${b.kind.singular} owners?\\b`, 'i').test(text(o)))
      .map(({ b }) => b.id);
    figures.personKinds = businesses
      .filter(isPersonKind)
      .map((b) => b.kind.singular)
      .join(', ');
    figures.personKindsNamedAsOwners = owners.length;
    expect(owners).toEqual([]);
  });

  it('tells the customers’ actions about them, not in the first person ("householders say where I am")', () => {
    const firstPerson = runs
      .filter(({ o }) => /\b(I|my|me|our)\b/.test(Object.values(o.definition).join(' ')))
      .map(({ b }) => b.id);
    figures.definitionsInTheFirstPerson = firstPerson.length;
    expect(firstPerson).toEqual([]);
  });
});
