import { contrastRatio, normalizeHex, textOn } from './color';

describe('style guide colours', () => {
  it('normalises hex input', () => {
    expect(normalizeHex('#6366f1')).toBe('#6366F1');
    expect(normalizeHex('6366F1')).toBe('#6366F1');
    expect(normalizeHex('#abc')).toBe('#AABBCC');
    expect(normalizeHex('#12345')).toBeNull();
    expect(normalizeHex('blue')).toBeNull();
  });

  it('picks white or black text by WCAG contrast', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(textOn('#3730A3').label).toBe('white');
    // The default indigo sits in the middle: black reads (a little) better on it.
    expect(textOn('#6366F1').label).toBe('black');
    expect(textOn('#06B6D4').label).toBe('black');
    expect(textOn('#FFFFFF')).toMatchObject({ label: 'black', rating: 'AAA' });
    expect(textOn('#64748B').rating).toBe('AA');
  });
});
