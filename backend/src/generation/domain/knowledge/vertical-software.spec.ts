import { allArchetypes } from '.';
import { archetypeProblems } from './validate';
import { isPersonKind, SOFTWARE_FAMILIES, verticalSoftware } from './vertical-software';

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
      // A piano technician owns the business: the buyers are piano technicians, not their owners.
      expect(s.segments[0]?.role.plural).toBe(isPersonKind(b) ? b.kind.plural : `${b.kind.singular} owners`);
      expect(s.revenue[0]?.kind).toBe('subscription');
      expect(s.entities).toBe(b.entities);
      expect(s.compliance.filter((c) => /GDPR/.test(c))).toHaveLength(1);
      expect(s.costs.map((c) => c.label).join(' ')).not.toMatch(/rent|ingredients|wages/i);
    }
  });

  it('words the owners’ jobs for their customers as the customers’ own actions, not feature titles', () => {
    // 'offer engaged readers upgrade to paid' read a feature title as a verb phrase.
    const misread = businesses.flatMap((b) => {
      const owners = verticalSoftware(b, product).segments[0];
      const titles = b.features.map((f) => f.title.toLowerCase());
      const client = verticalSoftware(b, product).segments[1]?.role.plural ?? '';
      return (owners?.jobs ?? []).filter(
        (job) =>
          /^offer /.test(job) || titles.some((t) => job.toLowerCase() === `let ${client} ${t}`.toLowerCase()),
      );
    });
    expect(misread).toEqual([]);
    const bakery = verticalSoftware(
      businesses.find((b) => b.id === 'artisan-bakery')!,
      product,
    );
    expect(bakery.segments[0]?.jobs).toContain(
      'let local regulars reserve tomorrow’s bread and pick a collection time',
    );
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
