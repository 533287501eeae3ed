import type { DailyIdea } from '@bb/backend/contracts';
import { prefillHref } from './prefill-href';

describe('Start New Project', () => {
  it('opens the wizard with the idea as encoded JSON in ?prefill', () => {
    const idea: DailyIdea = {
      id: 'catalogue-x',
      source: 'catalogue',
      title: 'Meal plans & more',
      description: 'Plans for busy parents',
      businessIdea: 'AI meal planner',
      targetAudience: 'Parents',
      industry: 'healthcare',
      keyFeatures: ['Plans', ' ', 'Lists'],
      potentialRevenue: '$10K/month',
      featuredDate: '2025-06-18',
      isActive: true,
      createdAt: '2025-06-18T04:00:00.000Z',
    };
    const href = prefillHref(idea);
    expect(href.startsWith('/wizard?prefill=')).toBe(true);
    const parsed = JSON.parse(new URL(href, 'http://x').searchParams.get('prefill') ?? '');
    expect(parsed).toEqual({
      title: 'Meal plans & more',
      businessIdea: 'AI meal planner',
      description: 'Plans for busy parents',
      targetAudience: 'Parents',
      potentialRevenue: '$10K/month',
      keyFeatures: ['Plans', 'Lists'],
      industry: 'healthcare',
    });
  });
});
