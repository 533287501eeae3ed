import { dailyIdeaSchema } from '../../contracts/ideas';
import { industries } from '../../contracts/options';
import { catalogueByIndustry, catalogueIdeaId, findCatalogueIdea, ideaCatalogue } from './catalogue';
import { toDailyIdea } from './idea-of-the-day';

describe('the shipped idea catalogue', () => {
  it('holds at least 60 ideas', () => {
    expect(ideaCatalogue.length).toBeGreaterThanOrEqual(60);
  });

  it('covers every industry of the spec, each file holding only its own industry', () => {
    for (const industry of industries) {
      const ideas = catalogueByIndustry[industry];
      expect(ideas.length).toBeGreaterThanOrEqual(5);
      expect(ideas.every((idea) => idea.industry === industry)).toBe(true);
    }
    expect(new Set(ideaCatalogue.map((idea) => idea.industry))).toEqual(new Set(industries));
  });

  it('has unique titles, slugs, pitches and descriptions', () => {
    const unique = (values: string[]) => new Set(values.map((v) => v.toLowerCase())).size;
    expect(unique(ideaCatalogue.map((i) => i.title))).toBe(ideaCatalogue.length);
    expect(unique(ideaCatalogue.map((i) => i.slug))).toBe(ideaCatalogue.length);
    expect(unique(ideaCatalogue.map((i) => i.businessIdea))).toBe(ideaCatalogue.length);
    expect(unique(ideaCatalogue.map((i) => i.description))).toBe(ideaCatalogue.length);
  });

  it.each(ideaCatalogue.map((idea) => [idea.slug, idea] as const))(
    '%s is a complete, valid daily idea',
    (_, idea) => {
      const parsed = dailyIdeaSchema.safeParse(toDailyIdea(idea, '2025-03-01'));
      expect(parsed.error?.issues).toBeUndefined();
      expect(idea.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(idea.keyFeatures.length).toBeGreaterThanOrEqual(4);
      expect(idea.keyFeatures.length).toBeLessThanOrEqual(6);
      expect(new Set(idea.keyFeatures).size).toBe(idea.keyFeatures.length);
      const sentences = idea.description.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(idea.potentialRevenue).toMatch(/\$\d/);
      expect(idea.targetAudience.length).toBeGreaterThan(20);
      expect(idea.businessIdea.length).toBeGreaterThan(20);
      expect(idea.title.length).toBeLessThanOrEqual(60);
    },
  );

  it('finds a catalogue idea by its DailyIdea id, and only then', () => {
    const first = ideaCatalogue[0];
    expect(first).toBeDefined();
    if (!first) return;
    expect(findCatalogueIdea(catalogueIdeaId(first.slug))).toBe(first);
    expect(findCatalogueIdea(first.slug)).toBeUndefined();
    expect(findCatalogueIdea('catalogue-no-such-idea')).toBeUndefined();
  });
});
