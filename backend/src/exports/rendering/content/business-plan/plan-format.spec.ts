import { frequency } from './plan-format';

describe('how often a customer pays, in the plan’s words', () => {
  it('says it as a founder would, for regulars and for occasional customers', () => {
    expect(frequency(1)).toBe('once a month');
    expect(frequency(2)).toBe('twice a month');
    expect(frequency(4)).toBe('4 times a month');
    expect(frequency(0.5)).toBe('once every two months');
    expect(frequency(0.33)).toBe('once every three months');
    expect(frequency(0.75)).toBe('about once every six weeks');
  });
});
