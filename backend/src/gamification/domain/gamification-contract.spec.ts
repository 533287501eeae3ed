import { z } from 'zod';
import {
  gamificationActivityLabels,
  gamificationActivityTypes,
  gamificationStatsSchema,
} from '../../contracts/gamification';

describe('gamification contract', () => {
  it('labels every activity type as the spec names it', () => {
    expect(gamificationActivityLabels).toEqual({
      login: 'Daily Login',
      project_start: 'Started Project',
      step_complete: 'Completed Step',
      project_complete: 'Finished Project',
      export: 'Exported Package',
      idea_view: 'Viewed Business Idea',
    });
    expect(Object.keys(gamificationActivityLabels)).toEqual([...gamificationActivityTypes]);
  });

  it('converts the stats response to JSON Schema for OpenAPI', () => {
    expect(() => z.toJSONSchema(gamificationStatsSchema, { io: 'output' })).not.toThrow();
  });

  it('refuses more than 5 recent activities', () => {
    const activity = { id: 'e', activityType: 'login', date: '2025-01-01T00:00:00.000Z', points: 10 };
    const recent = gamificationStatsSchema.shape.recentActivities;
    expect(recent.safeParse(Array.from({ length: 5 }, () => activity)).success).toBe(true);
    expect(recent.safeParse(Array.from({ length: 6 }, () => activity)).success).toBe(false);
  });
});
