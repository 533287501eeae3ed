import type { UserStory } from '../../../contracts/step-data';
import { buildRoadmap, totalStoryPoints } from './roadmap';

const story = (id: string, priority: UserStory['priority'], storyPoints: number): UserStory => ({
  id,
  title: `Story ${id}`,
  description: '',
  priority,
  storyPoints,
  acceptanceCriteria: [],
});

describe('buildRoadmap', () => {
  it('groups stories high, medium, low into numbered phases with their points', () => {
    const phases = buildRoadmap([
      story('a', 'low', 2),
      story('b', 'high', 5),
      story('c', 'medium', 3),
      story('d', 'high', 8),
    ]);
    expect(phases.map((p) => [p.number, p.priority, p.stories.map((s) => s.id), p.storyPoints])).toEqual([
      [1, 'high', ['b', 'd'], 13],
      [2, 'medium', ['c'], 3],
      [3, 'low', ['a'], 2],
    ]);
  });

  it('leaves out empty phases and renumbers', () => {
    expect(buildRoadmap([story('a', 'low', 1)]).map((p) => [p.number, p.priority])).toEqual([[1, 'low']]);
    expect(buildRoadmap(undefined)).toEqual([]);
    expect(totalStoryPoints([story('a', 'low', 1), story('b', 'high', 4)])).toBe(5);
  });
});
