import { allArchetypes } from '.';
import { archetypeProblems } from './validate';
import { SOFTWARE_FAMILIES, verticalSoftware } from './vertical-software';

const product = { singular: 'booking platform', plural: 'booking platforms', head: 'platform' };
const businesses = allArchetypes.filter((a) => !SOFTWARE_FAMILIES.has(a.family));

describe('software for a kind of business', () => {
  it('is a complete, consistent archetype for every business in the knowledge base', () => {
    const problems = businesses.flatMap((b) =>
      archetypeProblems(verticalSoftware(b, product)).map((p) => `${b.id}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('sells a subscription to the owners and keeps the business’s customers as its end users', () => {
    for (const b of businesses) {
      const s = verticalSoftware(b, product);
      expect(s.segments[0]?.role.plural).toBe(`${b.kind.singular} owners`);
      expect(s.revenue[0]?.kind).toBe('subscription');
      expect(s.entities).toBe(b.entities);
      expect(s.compliance.filter((c) => /GDPR/.test(c))).toHaveLength(1);
      expect(s.costs.map((c) => c.label).join(' ')).not.toMatch(/rent|ingredients|wages/i);
    }
  });

  it('puts the features the product is named for first', () => {
    const salon = businesses.find((b) => b.id === 'hair-salon')!;
    const notes = verticalSoftware(salon, {
      singular: 'client notes app',
      plural: 'client notes apps',
      head: 'app',
    });
    expect(notes.features[0]?.title).toMatch(/notes/i);
  });
});
