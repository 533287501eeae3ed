import { screen } from '@testing-library/react';
import { installFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { IdeaSection } from './idea-section';

const idea = {
  id: 'catalogue-x',
  title: 'Mural Studio for Offices',
  description: 'Designs and paints murals.',
  businessIdea: 'A mural studio',
  targetAudience: 'Restaurants',
  industry: 'creative',
  keyFeatures: ['Sketches', 'Muralists', 'Coating', 'Time-lapse', 'A fifth one'],
  potentialRevenue: '$300K',
  featuredDate: '2026-11-22',
};

describe('IdeaSection (landing)', () => {
  it("says 'Business Idea of the Day' once (the heading), with the idea and at most 4 key features", async () => {
    installFetch({ '/api/idea-of-the-day': { body: idea }, '/api/auth/me': { status: 401 } });
    renderWithProviders(<IdeaSection />, { path: '/' });
    expect(await screen.findByText('Mural Studio for Offices')).toBeTruthy();
    expect(screen.getAllByText(/business idea of the day/i)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Business Idea of the Day' })).toBeTruthy();
    expect(screen.queryByText('A fifth one')).toBeNull();
    expect(screen.getByText('Time-lapse')).toBeTruthy();
  });
});
