import type { GamificationActivity } from '@bb/kernel/folds';

/** Test helper: builds activities with unique ids (not a spec file; used by the specs beside it). */
export function activityFactory() {
  let sequence = 0;
  return (
    type: GamificationActivity['type'],
    occurredAt: string,
    extra: Partial<Omit<GamificationActivity, 'type' | 'occurredAt'>> = {},
  ): GamificationActivity => {
    sequence += 1;
    return {
      id: `evt-${String(sequence).padStart(4, '0')}`,
      type,
      occurredAt,
      timeZone: 'America/New_York',
      ...extra,
    };
  };
}
