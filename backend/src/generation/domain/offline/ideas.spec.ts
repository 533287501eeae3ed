import { generateIdeasResponseSchema } from '../../../contracts/generation';
import { industries } from '../../../contracts/options';
import { ideasRequest } from '../fixtures.test-helper';
import { generateIdeas, ideaFromText } from './ideas';
import { hasRepeatedPhrase } from './ideas/wording';
import { createRng } from './prng';

/** '$50K-$200K/year' -> [50000, 200000] */
function revenueRange(text: string): [number, number] {
  const match = /^\$(\d+(?:\.\d+)?)(K|M)-\$(\d+(?:\.\d+)?)(K|M)\/year$/.exec(text);
  if (!match) throw new Error(`Not a revenue range: ${text}`);
  const value = (n: string | undefined, unit: string | undefined) =>
    Number(n) * (unit === 'M' ? 1_000_000 : 1_000);
  return [value(match[1], match[2]), value(match[3], match[4])];
}

const baker = {
  interests: 'baking, sourdough, pastry',
  skills: 'cake decorating',
  industry: 'other' as const,
  customIndustry: 'Food',
  budget: '1000-5000' as const,
};
const groomer = {
  interests: 'dogs, animal care',
  skills: 'grooming',
  industry: 'other' as const,
  customIndustry: 'Pet care',
  budget: '1000-5000' as const,
};

describe('generateIdeas', () => {
  it('returns the requested number of complete, valid ideas', () => {
    const { ideas } = generateIdeas(ideasRequest, 3, createRng(1));
    expect(ideas).toHaveLength(3);
    expect(generateIdeasResponseSchema.safeParse({ ideas }).success).toBe(true);
    for (const idea of ideas) {
      const sentences = idea.description.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(3);
      expect(sentences.length).toBeLessThanOrEqual(4);
      expect(idea.keyFeatures.length).toBeGreaterThanOrEqual(4);
      expect(idea.keyFeatures.length).toBeLessThanOrEqual(6);
      expect(idea.businessIdea.length).toBeLessThanOrEqual(64);
      revenueRange(idea.potentialRevenue);
    }
  });

  it('gives a baker and a dog groomer ideas that are their business', () => {
    const bakery = generateIdeas(baker, 3, createRng(1)).ideas;
    expect(bakery[0]?.businessIdea).toMatch(/Bakery|Bread/);
    expect(bakery[0]?.keyFeatures).toEqual(
      expect.arrayContaining(['Bread club subscription', 'Wholesale accounts for cafes']),
    );
    const grooming = generateIdeas(groomer, 3, createRng(1)).ideas;
    expect(grooming[0]?.businessIdea).toMatch(/Dog Grooming/);
    expect(grooming[0]?.targetAudience).toMatch(/^Dog owners/);
    expect(grooming.map((i) => i.description).join(' ')).not.toMatch(/Busy professionals|Video calls/);
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

  it('ties every idea to the founder’s interests or skills', () => {
    const { ideas } = generateIdeas(ideasRequest, 10, createRng(1));
    for (const idea of ideas)
      expect(idea.description).toMatch(/web development|marketing|fitness|cooking|travel/i);
  });

  it('estimates revenue from the business’s own costs: a dental clinic needs more than a mobile groomer', () => {
    const dental = generateIdeas(
      { interests: 'dentistry', skills: 'dentist', industry: 'healthcare', budget: '50000+' },
      1,
      createRng(2),
    );
    const grooming = generateIdeas(groomer, 1, createRng(2));
    const [dentalLow] = revenueRange(dental.ideas[0]?.potentialRevenue ?? '');
    const [groomingLow] = revenueRange(grooming.ideas[0]?.potentialRevenue ?? '');
    expect(dentalLow).toBeGreaterThan(groomingLow * 2);
  });

  it('speaks the language of each of the 9 industries', () => {
    const featureSets = industries.map((industry) => {
      const request = {
        ...ideasRequest,
        interests: '',
        industry,
        customIndustry: industry === 'other' ? 'urban beekeeping' : undefined,
      };
      const { ideas } = generateIdeas(request, 3, createRng(3));
      expect(generateIdeasResponseSchema.safeParse({ ideas }).success).toBe(true);
      return ideas.flatMap((i) => i.keyFeatures).join('|');
    });
    expect(new Set(featureSets).size).toBeGreaterThanOrEqual(industries.length - 1);
  });

  it('gives 25 distinct ideas of different kinds of business, none with a repeated phrase in its title', () => {
    const { ideas } = generateIdeas({ ...ideasRequest, interests: 'gardening' }, 25, createRng(4));
    expect(ideas).toHaveLength(25);
    expect(new Set(ideas.map((i) => i.businessIdea)).size).toBe(25);
    expect(ideas.filter((i) => hasRepeatedPhrase(i.businessIdea))).toEqual([]);
    const kinds = new Set(ideas.map((i) => i.description.split(/[,:.]/)[0]));
    expect(kinds.size).toBeGreaterThanOrEqual(15);
  });

  it('is deterministic per seed and varies across seeds', () => {
    expect(generateIdeas(ideasRequest, 3, createRng(5))).toEqual(
      generateIdeas(ideasRequest, 3, createRng(5)),
    );
    expect(generateIdeas(ideasRequest, 3, createRng(6))).not.toEqual(
      generateIdeas(ideasRequest, 3, createRng(5)),
    );
  });

  it('titles the business with the founder’s words, without the clause that says what it sells', () => {
    const title = (text: string) => ideaFromText(text, undefined, createRng(1)).businessIdea;
    expect(title('A sourdough bakery and cafe on the high street selling bread, pastries and coffee.')).toBe(
      'Sourdough Bakery and Cafe on the High Street',
    );
    expect(title('A mobile dog grooming van that visits homes in the suburbs.')).toBe(
      'Mobile Dog Grooming Van',
    );
    // A cut that would leave too little to tell the business is not made.
    expect(title('An online marketplace where people sell vintage furniture')).toMatch(/Vintage Furniture/);
  });

  it('expands the founder’s own words into their business (Quick Generate)', () => {
    const idea = ideaFromText(
      'A sourdough bakery and cafe on the high street, with a bread club and wholesale to local cafes.',
      '0-1000',
      createRng(1),
    );
    expect(generateIdeasResponseSchema.safeParse({ ideas: [idea] }).success).toBe(true);
    expect(idea.businessIdea).toBe('Sourdough Bakery and Cafe on the High Street');
    expect(idea.description).toContain('high street');
    expect(idea.targetAudience).not.toMatch(/Busy professionals/);
    expect(idea.keyFeatures.slice(0, 2)).toEqual(
      expect.arrayContaining(['Bread club subscription', 'Wholesale accounts for cafes']),
    );
    expect(idea.keyFeatures.join(' ')).not.toMatch(/Video calls|Provider search/);

    const school = ideaFromText(
      'An after-school coding school for kids aged 8 to 14, with Scratch and Python classes',
      undefined,
      createRng(1),
    );
    expect(school.businessIdea).toBe('After-School Coding School for Kids Aged 8 to 14');
    expect(school.targetAudience).toMatch(/^Parents/);
  });

  it('leads with the customers the founder’s words name, with or without a "for"', () => {
    const audience = (text: string) => ideaFromText(text, undefined, createRng(1)).targetAudience;
    // 'for adults' names the adult players, though 'players' is not said.
    expect(audience('Football club for adults')).toMatch(/^Adult players/);
    expect(audience('Youth football club')).toMatch(/^Parents of youth players/);
    // A word qualifying the business that one segment alone has: a children's dentist is for families.
    expect(audience('A children’s dentist')).toMatch(/^Families/);
    expect(audience('Dog walking service')).toMatch(/^Dog owners/);
  });
});
