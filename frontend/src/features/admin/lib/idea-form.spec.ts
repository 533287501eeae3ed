import { adminStatsQueryOptions, ADMIN_STATS_REFRESH_MS } from '../api/get-admin-stats';
import { emptyIdeaForm, keyFeaturesFromText, toIdeaRequest } from './idea-form';

describe('the idea form', () => {
  it('drops blank key features and trims the others', () => {
    expect(keyFeaturesFromText('Weekly plans\n\n   \n  Grocery list  \n- Tracking\r\n')).toEqual([
      'Weekly plans',
      'Grocery list',
      'Tracking',
    ]);
    const request = toIdeaRequest({
      ...emptyIdeaForm('2025-06-18'),
      title: '  Meal planner ',
      keyFeatures: '\nPlans\n \n',
    });
    expect(request).toMatchObject({
      title: 'Meal planner',
      keyFeatures: ['Plans'],
      featuredDate: '2025-06-18',
    });
  });

  it('defaults the featured date to the day given (the New York day: the kernel calendar, newYorkDate)', () => {
    expect(emptyIdeaForm('2025-06-18').featuredDate).toBe('2025-06-18');
  });

  it('polls the admin stats every 30 seconds', () => {
    expect(ADMIN_STATS_REFRESH_MS).toBe(30_000);
    expect(adminStatsQueryOptions().refetchInterval).toBe(30_000);
  });
});
