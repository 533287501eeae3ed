import { generateUserStoriesResponseSchema } from '../../../contracts/generation';
import { storiesRequest } from '../fixtures.test-helper';
import { roleProblems, withArticle } from '../grammar';
import { requireArchetype } from '../knowledge';
import { createRng } from './prng';
import { singularQualifier } from '../grammar';
import { generateUserStories } from './stories';

const FIBONACCI = [1, 2, 3, 5, 8, 13];

const bakery = requireArchetype('artisan-bakery');
const bakeryRequest = {
  businessIdea: 'A sourdough bakery and cafe on the high street with cakes to order',
  targetAudience: 'Locals who shop on the high street, and cafes nearby',
  coreFeatures: [
    'Pre-orders for collection',
    'Bread club', // edited by the founder: still the bread club subscription
    'Cake orders',
    'Allergen information per product',
    'Gift vouchers', // the founder's own feature, unknown to the knowledge base
  ],
  businessModel: 'Counter sales, cakes to order and a bread club',
  businessName: 'Crumb & Co',
};
const compliance = requireArchetype('clinic-compliance-software');
const complianceRequest = {
  businessIdea: 'Compliance software for small dental clinics: policies, training and inspections',
  targetAudience: 'Practice managers at independent dental practices',
  coreFeatures: compliance.features.map((f) => f.title),
  businessModel: 'Monthly subscription per clinic site',
};

/** Every sentence of the stories, journeys and personas, for overlap checks. */
function sentencesOf(result: ReturnType<typeof generateUserStories>): string[] {
  return [
    ...result.generatedStories.flatMap((s) => [s.description, ...s.acceptanceCriteria]),
    ...result.userJourneys.flatMap((j) => [j.scenario, ...j.steps]),
  ];
}

describe('generateUserStories', () => {
  const result = generateUserStories(bakeryRequest, createRng(1));

  it('validates against the response contract, for known and unknown businesses', () => {
    expect(generateUserStoriesResponseSchema.safeParse(result).success).toBe(true);
    const unknown = generateUserStories(storiesRequest, createRng(1));
    expect(generateUserStoriesResponseSchema.safeParse(unknown).success).toBe(true);
  });

  it('writes a story per core feature, titled with the founder’s words', () => {
    for (const feature of bakeryRequest.coreFeatures)
      expect(result.generatedStories.map((s) => s.title)).toContain(feature);
  });

  it('speaks for the archetype’s customers with a role noun of the knowledge base, in good grammar', () => {
    const roles = bakery.segments.map((s) => withArticle(s.role.singular));
    for (const story of result.generatedStories) {
      expect(story.description).toMatch(/^As (a|an|the) .+, I want .+ so that .+\.$/);
      const role = /^As (.+?), I want/.exec(story.description)?.[1] ?? '';
      expect(roles.some((r) => role.startsWith(r)) || role.startsWith('the owner of Crumb & Co')).toBe(true);
      for (const segment of bakery.segments) expect(roleProblems(segment.role.singular)).toEqual([]);
    }
    const preOrder = result.generatedStories.find((s) => s.title === 'Pre-orders for collection');
    expect(preOrder?.description).toBe(
      'As a local regular who shops on the high street, I want to reserve tomorrow’s bread and pick a collection time so that I can collect my loaf even when the shelves are empty.',
    );
  });

  it('exercises the feature: its action, benefit and the acceptance criteria of the knowledge base', () => {
    const cake = bakery.features.find((f) => f.id === 'custom-cakes');
    const story = result.generatedStories.find((s) => s.title === 'Cake orders');
    expect(cake).toBeDefined();
    expect(story?.description).toContain(cake?.action);
    expect(story?.acceptanceCriteria).toEqual(expect.arrayContaining(cake?.acceptance ?? ['missing']));
    for (const s of result.generatedStories) {
      expect(s.acceptanceCriteria.length).toBeGreaterThanOrEqual(3);
      expect(s.acceptanceCriteria.length).toBeLessThanOrEqual(5);
      for (const criterion of s.acceptanceCriteria) expect(criterion).not.toMatch(/\{\w+\}/);
      expect(FIBONACCI).toContain(s.storyPoints);
    }
  });

  it('sizes stories by the feature: larger features get more points', () => {
    const points = (title: string) =>
      result.generatedStories.find((s) => s.title === title)?.storyPoints ?? 0;
    const size = (id: string) => bakery.features.find((f) => f.id === id)?.size ?? 0;
    expect(size('custom-cakes')).toBeGreaterThan(size('allergens'));
    expect(points('Cake orders')).toBeGreaterThan(points('Allergen information per product'));
  });

  it('tells a feature the knowledge base does not know for the founder’s lead customer, never with a cut-out role', () => {
    const own = result.generatedStories.find((s) => s.title === 'Gift vouchers');
    expect(own?.description).toBe(
      'As a local regular who shops on the high street, I want gift vouchers in Crumb & Co so that I can pick up a fresh loaf on the way home.',
    );
  });

  it('adds the stories of the business’s own people from the knowledge base', () => {
    const staffOnly = compliance.features.filter((f) => f.usedBy.every((u) => u === 'clinical-staff'));
    const res = generateUserStories(complianceRequest, createRng(1));
    for (const feature of staffOnly) {
      const story = res.generatedStories.find((s) => s.title === feature.title);
      expect(story?.description).toMatch(/^As a clinic staff member, /);
    }
  });

  it('describes personas from the segments and walks their journeys through the features', () => {
    expect(result.targetUsers.map((u) => u.name)).toEqual(
      expect.arrayContaining(['Hannah, a local regular', 'Priya, a cafe owner']),
    );
    expect(result.targetUsers[0]?.name).toBe('Hannah, a local regular');
    for (const user of result.targetUsers) {
      expect(user.profile.length).toBeGreaterThan(20);
      expect(user.goals.length).toBeGreaterThanOrEqual(2);
      expect(user.frustrations.length).toBeGreaterThanOrEqual(2);
    }
    expect(result.userJourneys).toHaveLength(result.targetUsers.length);
    for (const journey of result.userJourneys) {
      expect(result.targetUsers.map((u) => u.name)).toContain(journey.persona);
      expect(journey.steps.length).toBeGreaterThanOrEqual(5);
      expect(journey.steps.join(' ')).toContain('Crumb & Co');
    }
    const hannah = result.userJourneys.find((j) => j.persona.startsWith('Hannah'));
    expect(hannah?.steps).toContain(
      'Uses pre-orders for collection to reserve tomorrow’s bread and pick a collection time',
    );
  });

  it('shares almost no sentence between two different businesses', () => {
    const other = new Set(sentencesOf(generateUserStories(complianceRequest, createRng(1))));
    const mine = sentencesOf(result);
    const shared = mine.filter((s) => other.has(s));
    expect(shared.length / mine.length).toBeLessThanOrEqual(0.15);
  });

  it('speaks first for the customers the audience names before "also"', () => {
    // The adult players share more words with the whole audience, but the parents lead it.
    const stories = generateUserStories(
      {
        businessIdea: 'Youth Football Club',
        targetAudience:
          'Parents of youth players; also adult players in a Saturday or Sunday league and local sponsors who back a team for the season',
        coreFeatures: ['Season registration and subs', 'Match availability and squad selection'],
        businessModel: '',
      },
      createRng(1),
    );
    expect(stories.generatedStories[0]?.description).toMatch(/^As a parent of youth players,/);
  });

  it('makes a plural qualifier agree with one person', () => {
    expect(singularQualifier('who shop on the high street')).toBe('who shops on the high street');
    expect(singularQualifier('who also treat patients')).toBe('who also treats patients');
    expect(singularQualifier('who are new to running')).toBe('who is new to running');
    expect(singularQualifier('ordering a celebration cake')).toBe('ordering a celebration cake');
  });

  it('ignores blank and duplicate features and is deterministic per seed', () => {
    const { generatedStories } = generateUserStories(
      { ...bakeryRequest, coreFeatures: ['Bread club', 'bread club', '  '] },
      createRng(1),
    );
    expect(generatedStories.filter((s) => s.title.toLowerCase() === 'bread club')).toHaveLength(1);
    expect(generateUserStories(bakeryRequest, createRng(1))).toEqual(result);
  });

  it('stays with the business the idea names when the founder’s features look like another one’s', () => {
    // Gift cards and pre-orders are an apparel brand's features too; the idea says bakery.
    const result = generateUserStories(
      {
        businessIdea: 'Neighbourhood sourdough bakery',
        targetAudience: 'Local regulars',
        coreFeatures: ['Gift cards', 'Loyalty stamps on the phone', 'Pre-orders for collection'],
        businessModel: '',
      },
      createRng(3),
    );
    const text = sentencesOf(result).join(' ');
    expect(text).toMatch(/bakery|loaf|bread/);
    expect(text).not.toMatch(/clothes|garment|boutique/);
    // The thing a feature manages is its own noun phrase, not the word after 'on the'.
    const stamps = result.generatedStories.find((s) => s.title === 'Loyalty stamps on the phone');
    expect(stamps?.acceptanceCriteria.join(' ')).toContain('loyalty stamp');
    expect(stamps?.acceptanceCriteria.join(' ')).not.toMatch(/my phones|create a phone/i);
  });
});
