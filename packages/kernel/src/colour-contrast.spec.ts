import { contrastRatio, relativeLuminance, textColourOn } from './colour-contrast';

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
};

describe('WCAG 2.x colour contrast', () => {
  it('measures luminance from black (0) to white (1)', () => {
    expect(relativeLuminance(rgb('#000000'))).toBe(0);
    expect(relativeLuminance(rgb('#FFFFFF'))).toBeCloseTo(1, 10);
  });

  it('gives the ratios the WCAG examples give, in either order', () => {
    expect(contrastRatio(rgb('#000000'), rgb('#FFFFFF'))).toBeCloseTo(21, 10);
    expect(contrastRatio(rgb('#6366F1'), rgb('#6366F1'))).toBe(1);
    // #777777 on white is the classic "just below AA" grey: 4.48:1.
    expect(contrastRatio(rgb('#777777'), rgb('#FFFFFF'))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(rgb('#FFFFFF'), rgb('#777777'))).toBe(contrastRatio(rgb('#777777'), rgb('#FFFFFF')));
  });

  it('picks the text colour that reads better', () => {
    expect(textColourOn(rgb('#3730A3')).text).toBe('white');
    expect(textColourOn(rgb('#6366F1')).text).toBe('black');
    expect(textColourOn(rgb('#FFFFFF')).text).toBe('black');
    expect(textColourOn(rgb('#FFFFFF')).ratio).toBeCloseTo(21, 10);
  });
});
