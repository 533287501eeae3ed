import {
  BLACK,
  WHITE,
  contrastRatio,
  contrastReport,
  darkenForText,
  formatRgb,
  parseHex,
  toHex,
  wcagGrade,
} from './contrast';

describe('colour contrast', () => {
  it('parses six- and three-digit hex colours and rejects the rest', () => {
    expect(parseHex('#0F766E')).toEqual({ r: 15, g: 118, b: 110 });
    expect(parseHex('fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('#12345')).toBeUndefined();
    expect(parseHex('teal')).toBeUndefined();
    expect(toHex({ r: 15, g: 118, b: 110 })).toBe('#0F766E');
    expect(formatRgb({ r: 1, g: 2, b: 3 })).toBe('RGB 1, 2, 3');
  });

  it('computes WCAG 2.x ratios', () => {
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBeCloseTo(1, 5);
    // #767676 is the classic lightest grey that passes AA on white (4.54:1); #777777 fails (4.48:1).
    expect(contrastReport({ r: 0x76, g: 0x76, b: 0x76 }, WHITE)).toMatchObject({
      label: '4.54:1',
      grade: 'AA',
      passesBodyText: true,
    });
    expect(contrastReport({ r: 0x77, g: 0x77, b: 0x77 }, WHITE)).toMatchObject({
      label: '4.47:1',
      passesBodyText: false,
    });
  });

  it('grades ratios', () => {
    expect(wcagGrade(7)).toBe('AAA');
    expect(wcagGrade(4.5)).toBe('AA');
    expect(wcagGrade(3.2)).toBe('AA large text only');
    expect(wcagGrade(2.9)).toBe('Fail');
  });

  it('never rounds a failing ratio up to a passing label', () => {
    const report = contrastReport({ r: 0x77, g: 0x77, b: 0x77 }, WHITE);
    expect(report.ratio).toBeLessThan(4.5);
    expect(Number(report.label.split(':')[0])).toBeLessThan(4.5);
  });

  it('darkens a light colour until it reads on white', () => {
    const amber = parseHex('#F59E0B');
    expect(amber).toBeDefined();
    const darker = darkenForText(amber ?? WHITE);
    expect(contrastRatio(darker, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(darkenForText(BLACK)).toEqual(BLACK);
  });
});
