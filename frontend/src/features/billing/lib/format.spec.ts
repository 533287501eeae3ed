import { daysLeft, formatPrice, limitText } from './format';

describe('billing formats', () => {
  it('prices from cents', () => {
    expect(formatPrice(2499)).toBe('$24.99');
    expect(formatPrice(999)).toBe('$9.99');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(24999)).toBe('$249.99');
  });

  it('days left of a trial: a started day counts, never below 0', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(daysLeft('2026-03-17T12:00:00Z', now)).toBe(7);
    expect(daysLeft('2026-03-10T12:00:01Z', now)).toBe(1);
    expect(daysLeft('2026-03-09T12:00:00Z', now)).toBe(0);
    expect(daysLeft(null, now)).toBe(0);
    expect(daysLeft('not a date', now)).toBe(0);
  });

  it('limit text (tier order and unlimited are the kernel plan table, packages/kernel/src/plans.spec.ts)', () => {
    expect(limitText(-1)).toBe('Unlimited');
    expect(limitText(5)).toBe('5');
  });
});
