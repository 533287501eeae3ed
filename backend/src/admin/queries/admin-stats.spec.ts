import { fillDays } from './admin-stats.read-model';

describe('fillDays', () => {
  it('gives one entry per day with zeros where nothing happened, across a month end', () => {
    expect(
      fillDays(
        '2025-01-30',
        4,
        new Map([
          ['2025-01-31', 3],
          ['2025-02-02', 1],
        ]),
      ),
    ).toEqual([
      { date: '2025-01-30', count: 0 },
      { date: '2025-01-31', count: 3 },
      { date: '2025-02-01', count: 0 },
      { date: '2025-02-02', count: 1 },
    ]);
  });
});
