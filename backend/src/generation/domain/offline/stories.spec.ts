import { generateUserStoriesResponseSchema } from '../../../contracts/generation';
import { storiesRequest } from '../fixtures.test-helper';
import { createRng } from './prng';
import { generateUserStories } from './stories';

const FIBONACCI = [1, 2, 3, 5, 8, 13];

describe('generateUserStories', () => {
  const result = generateUserStories(storiesRequest, createRng(1));

  it('validates against the response contract', () => {
    expect(generateUserStoriesResponseSchema.safeParse(result).success).toBe(true);
  });

  it('covers every core feature with a story', () => {
    for (const feature of storiesRequest.coreFeatures) {
      const story = result.generatedStories.find((s) => s.title === feature);
      expect(story).toBeDefined();
      expect(story?.description.toLowerCase()).toContain(feature.toLowerCase());
    }
  });

  it('gives every story 3-5 concrete acceptance criteria, a priority and Fibonacci points', () => {
    for (const story of result.generatedStories) {
      expect(story.id).toMatch(/^US-\d{3}$/);
      expect(story.description).toMatch(/^As an? .+, I want to .+ so that .+\.$/);
      expect(story.acceptanceCriteria.length).toBeGreaterThanOrEqual(3);
      expect(story.acceptanceCriteria.length).toBeLessThanOrEqual(5);
      for (const criterion of story.acceptanceCriteria) {
        expect(criterion.length).toBeGreaterThan(30);
        expect(criterion).not.toMatch(/\{\w+\}/);
      }
      expect(['high', 'medium', 'low']).toContain(story.priority);
      expect(FIBONACCI).toContain(story.storyPoints);
    }
    expect(new Set(result.generatedStories.map((s) => s.id)).size).toBe(result.generatedStories.length);
    expect(result.generatedStories.map((s) => s.priority)).toEqual(
      expect.arrayContaining(['high', 'medium', 'low']),
    );
  });

  it('writes criteria that fit the kind of feature', () => {
    const booking = result.generatedStories.find((s) => s.title === 'Online appointment booking');
    expect(booking?.acceptanceCriteria.join(' ')).toMatch(/slot|cancel|confirm|book/i);
    const payments = result.generatedStories.find((s) => s.title === 'Secure payments');
    expect(payments?.acceptanceCriteria.join(' ')).toMatch(/payment|receipt|card|total/i);
    const workouts = result.generatedStories.find((s) => s.title === 'Workout planner');
    expect(workouts?.acceptanceCriteria.join(' ')).toMatch(/workout/);
  });

  it('describes target users and their journeys', () => {
    expect(result.targetUsers.length).toBeGreaterThanOrEqual(2);
    expect(result.targetUsers[0]?.name).toMatch(/busy professional/);
    for (const user of result.targetUsers) {
      expect(user.name).not.toBe('');
      expect(user.profile.length).toBeGreaterThan(20);
      expect(user.goals.length).toBeGreaterThanOrEqual(3);
      expect(user.frustrations.length).toBeGreaterThanOrEqual(2);
    }
    expect(result.userJourneys).toHaveLength(result.targetUsers.length);
    for (const journey of result.userJourneys) {
      expect(result.targetUsers.map((u) => u.name)).toContain(journey.persona);
      expect(journey.scenario.length).toBeGreaterThan(20);
      expect(journey.steps.length).toBeGreaterThanOrEqual(5);
    }
    const mentioned = storiesRequest.coreFeatures.filter((f) =>
      result.userJourneys.some((j) => j.steps.join(' ').toLowerCase().includes(f.toLowerCase())),
    );
    expect(mentioned.length).toBeGreaterThanOrEqual(3);
  });

  it('ignores blank and duplicate features', () => {
    const { generatedStories } = generateUserStories(
      { ...storiesRequest, coreFeatures: ['Reviews', 'reviews', '  '] },
      createRng(1),
    );
    expect(generatedStories.filter((s) => s.title.toLowerCase() === 'reviews')).toHaveLength(1);
  });

  it('is deterministic per seed and varies across seeds', () => {
    expect(generateUserStories(storiesRequest, createRng(1))).toEqual(result);
    expect(generateUserStories(storiesRequest, createRng(2))).not.toEqual(result);
  });
});
