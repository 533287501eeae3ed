import { formatFeaturedDate } from './format-featured-date';

describe('formatFeaturedDate', () => {
  it('shows the featured day itself in New York time, not the day before', () => {
    expect(formatFeaturedDate('2025-01-01')).toBe('Wednesday, January 1, 2025');
    expect(formatFeaturedDate('2025-07-04')).toBe('Friday, July 4, 2025');
  });

  it('returns unparseable input unchanged', () => {
    expect(formatFeaturedDate('soon')).toBe('soon');
  });
});
