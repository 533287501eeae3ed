import {
  BLACK,
  bestTextColor,
  contrastRatio,
  ensureContrast,
  hexToHsl,
  hslToHex,
  meetsContrast,
  relativeLuminance,
  WHITE,
} from './color-contrast';

describe('WCAG contrast', () => {
  it('computes the reference ratios', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', WHITE)).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#6366F1', WHITE)).toBeCloseTo(4.47, 2);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
    expect(relativeLuminance(WHITE)).toBeCloseTo(1, 5);
    expect(relativeLuminance(BLACK)).toBe(0);
  });

  it('is symmetric and checks the AA threshold', () => {
    expect(contrastRatio('#1E40AF', WHITE)).toBeCloseTo(contrastRatio(WHITE, '#1E40AF'), 10);
    expect(meetsContrast('#767676', WHITE)).toBe(true);
    expect(meetsContrast('#777777', WHITE)).toBe(false);
  });

  it('picks the readable text colour', () => {
    expect(bestTextColor('#FFFF00').color).toBe(BLACK);
    expect(bestTextColor('#1E3A8A').color).toBe(WHITE);
    expect(bestTextColor('#808080').ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('moves lightness just enough to reach a target, keeping the hue', () => {
    for (const colour of ['#6366F1', '#FACC15', '#22D3EE', '#F472B6', '#A3E635']) {
      const fixed = ensureContrast(colour, WHITE, 4.5);
      expect(contrastRatio(fixed, WHITE)).toBeGreaterThanOrEqual(4.5);
      expect(Math.abs(hexToHsl(fixed).h - hexToHsl(colour).h)).toBeLessThan(6);
      const lighter = ensureContrast(colour, BLACK, 12);
      expect(contrastRatio(lighter, BLACK)).toBeGreaterThanOrEqual(12);
    }
    expect(ensureContrast('#1E40AF', WHITE)).toBe('#1E40AF');
  });

  it('round-trips HSL', () => {
    for (const colour of ['#1E40AF', '#0E7490', '#F59E0B', '#475569']) {
      const back = hslToHex(hexToHsl(colour));
      expect(contrastRatio(back, colour)).toBeLessThan(1.02);
    }
  });
});
