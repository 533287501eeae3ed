import { budgets, industries } from '../../../contracts/options';
import { generateIdeasResponseSchema } from '../../../contracts/generation';
import { ideasRequest } from '../fixtures.test-helper';
import { generateIdeas, ideaFromText } from './ideas';
import { createRng } from './prng';

/** '$50K-$200K/year' -> [50000, 200000] */
function revenueRange(text: string): [number, number] {
  const match = /^\$(\d+(?:\.\d+)?)(K|M)-\$(\d+(?:\.\d+)?)(K|M)\/year$/.exec(text);
  if (!match) throw new Error(`Not a revenue range: ${text}`);
  const value = (n: string | undefined, unit: string | undefined) =>
    Number(n) * (unit === 'M' ? 1_000_000 : 1_000);
  return [value(match[1], match[2]), value(match[3], match[4])];
}

describe('generateIdeas', () => {
  it('returns the requested number of complete, valid ideas', () => {
    const { ideas } = generateIdeas(ideasRequest, 3, createRng(1));
    expect(ideas).toHaveLength(3);
    expect(generateIdeasResponseSchema.safeParse({ ideas }).success).toBe(true);
    for (const idea of ideas) {
      const sentences = idea.description.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(idea.keyFeatures.length).toBeGreaterThanOrEqual(4);
      expect(idea.keyFeatures.length).toBeLessThanOrEqual(6);
      expect(idea.businessIdea.length).toBeLessThanOrEqual(60);
      expect(idea.industry).toBe('Healthcare');
      revenueRange(idea.potentialRevenue);
    }
  });

  it("does not double the templates' noun when the skill already has it ('AI skills', Quick Generate's value)", () => {
    const { ideas } = generateIdeas(
      { ...ideasRequest, skills: 'AI skills, sales experience, design background' },
      6,
      createRng(1),
    );
    for (const idea of ideas) {
      expect(idea.description).not.toMatch(
        /\b(skills|experience|expertise|background) (skills|experience|expertise|background)\b/,
      );
    }
    expect(ideas.some((idea) => idea.description.includes('Your AI skills'))).toBe(true);
  });

  it('reflects the interests and the skills', () => {
    const { ideas } = generateIdeas(ideasRequest, 3, createRng(1));
    const interests = ['fitness', 'cooking', 'travel'];
    const covered = interests.filter((i) =>
      ideas.some((idea) => `${idea.businessIdea} ${idea.targetAudience}`.toLowerCase().includes(i)),
    );
    expect(covered).toHaveLength(3);
    for (const idea of ideas) expect(idea.description).toMatch(/web development|marketing/);
  });

  it('scales revenue with the budget', () => {
    const lows = budgets.map((budget) => {
      const { ideas } = generateIdeas({ ...ideasRequest, budget }, 5, createRng(2));
      return Math.min(...ideas.map((i) => revenueRange(i.potentialRevenue)[0]));
    });
    for (let i = 1; i < lows.length; i += 1) expect(lows[i]).toBeGreaterThan(lows[i - 1] ?? 0);
  });

  it('speaks the language of each of the 9 industries', () => {
    const featureSets = industries.map((industry) => {
      const request = {
        ...ideasRequest,
        industry,
        customIndustry: industry === 'other' ? 'urban beekeeping' : undefined,
      };
      const { ideas } = generateIdeas(request, 3, createRng(3));
      expect(generateIdeasResponseSchema.safeParse({ ideas }).success).toBe(true);
      const label = ideas[0]?.industry ?? '';
      if (industry === 'other') expect(label).toBe('Urban Beekeeping');
      else expect(label.toLowerCase().replace('-', '')).toBe(industry);
      return ideas.flatMap((i) => i.keyFeatures).join('|');
    });
    expect(new Set(featureSets).size).toBe(industries.length);
  });

  it('gives 25 distinct ideas for the largest plans, even from one interest', () => {
    const { ideas } = generateIdeas({ ...ideasRequest, interests: 'gardening' }, 25, createRng(4));
    expect(ideas).toHaveLength(25);
    expect(new Set(ideas.map((i) => i.businessIdea)).size).toBe(25);
  });

  it('is deterministic per seed and varies across seeds', () => {
    expect(generateIdeas(ideasRequest, 3, createRng(5))).toEqual(
      generateIdeas(ideasRequest, 3, createRng(5)),
    );
    expect(generateIdeas(ideasRequest, 3, createRng(6))).not.toEqual(
      generateIdeas(ideasRequest, 3, createRng(5)),
    );
  });

  it('expands a one-line idea into a full one', () => {
    const idea = ideaFromText('An app that helps dog owners find trusted sitters', '0-1000', createRng(1));
    expect(generateIdeasResponseSchema.safeParse({ ideas: [idea] }).success).toBe(true);
    expect(idea.businessIdea).toBe('An App That Helps Dog Owners Find Trusted Sitters');
    expect(idea.keyFeatures.length).toBeGreaterThanOrEqual(4);
  });
});
