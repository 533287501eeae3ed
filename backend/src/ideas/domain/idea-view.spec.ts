import { dailyIdeaSchema, ideaEventSchema, type DailyIdea } from '../../contracts/ideas';
import { evolve, initialIdeaState } from './idea';
import { IdeaNotFound } from './idea-errors';
import { recordIdeaView } from './idea-view';
import { catalogueIdeaFor } from './idea-of-the-day';

const t1 = '2025-01-11T09:30:00.000Z';
const idea: DailyIdea = dailyIdeaSchema.parse({
  id: '0b7e6a52-5a1f-4a53-9c55-0e0d0c6f1a01',
  source: 'admin',
  title: 'Drone Roof Surveys',
  description: 'Roof inspections by drone.',
  businessIdea: 'Drone Roof Surveys',
  targetAudience: 'Roofers',
  industry: 'other',
  keyFeatures: ['Thermal imaging'],
  potentialRevenue: '$200K',
  featuredDate: '2025-01-20',
  isActive: true,
  createdAt: '2025-01-10T12:00:00.000Z',
});

describe('recordIdeaView', () => {
  it('records which idea a user viewed, when, and in which zone', () => {
    const event = recordIdeaView({ userId: 'u1', idea, viewedAt: t1, timeZone: 'Asia/Tokyo' });
    expect(event).toEqual({
      type: 'ideas.idea-viewed',
      schemaVersion: 1,
      data: {
        ideaId: idea.id,
        userId: 'u1',
        source: 'admin',
        featuredDate: '2025-01-20',
        viewedAt: t1,
        timeZone: 'Asia/Tokyo',
      },
    });
    expect(ideaEventSchema.parse(event)).toEqual(event);
  });

  it('records catalogue ideas too, and leaves out an unknown zone', () => {
    const daily = catalogueIdeaFor('2025-01-11');
    const event = recordIdeaView({ userId: 'u1', idea: daily, viewedAt: t1 });
    expect(event.data).toEqual({
      ideaId: daily.id,
      userId: 'u1',
      source: 'catalogue',
      featuredDate: '2025-01-11',
      viewedAt: t1,
    });
  });

  it('does not touch an idea stream', () => {
    const event = recordIdeaView({ userId: 'u1', idea, viewedAt: t1 });
    expect(evolve(initialIdeaState, event)).toBe(initialIdeaState);
  });

  it('refuses a view of an inactive idea', () => {
    expect(() => recordIdeaView({ userId: 'u1', idea: { ...idea, isActive: false }, viewedAt: t1 })).toThrow(
      IdeaNotFound,
    );
  });
});
