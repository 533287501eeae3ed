import { formatDuration, formatProgressLine, eventsPerSecond } from './rebuild-progress';

describe('rebuild progress line', () => {
  const base = { projections: ['users', 'projects'], startedAt: 0 } as const;

  it('shows the bar, the count, events per second and the ETA', () => {
    const p = { ...base, phase: 'replaying' as const, events: 450_000, total: 1_000_000, now: 10_000 };
    expect(eventsPerSecond(p)).toBe(45_000);
    expect(formatProgressLine(p, 20)).toBe(
      '[#########-----------]  45%  450,000/1,000,000 events  45,000 ev/s  ETA 00:12  users, projects',
    );
  });

  it('says when it swaps and when it is done, and copes with an unknown total', () => {
    expect(formatProgressLine({ ...base, phase: 'swapping', events: 10, total: 10, now: 1000 }, 4)).toContain(
      'swapping tables',
    );
    expect(formatProgressLine({ ...base, phase: 'done', events: 10, total: 5, now: 2000 }, 4)).toBe(
      '[####] 100%  10/10 events  5 ev/s  in 00:02  users, projects',
    );
    expect(formatProgressLine({ ...base, phase: 'replaying', events: 3, total: null, now: 0 }, 4)).toBe(
      '[----]   0%  3 events  0 ev/s  ETA --:--  users, projects',
    );
  });

  it('formats durations', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(61)).toBe('01:01');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(Infinity)).toBe('--:--');
  });
});
