import { AA_NORMAL_TEXT } from './color-contrast';
import { createRng } from './offline/prng';
import { buildPalette, checkPalette, cvdDistances, MIN_CVD_DELTA_E, MIN_LIGHTNESS_GAP } from './palette';

const MOODS = [
  { chroma: 0.19, lightness: 0.52 },
  { chroma: 0.08, lightness: 0.36 },
  { chroma: 0.1, lightness: 0.46 },
  { chroma: 0.14, lightness: 0.46 },
];

describe('buildPalette', () => {
  it('passes AA for every text pair, the lightness gap and the colour-blind check over many seeds and hues', () => {
    const failures: string[] = [];
    for (let seed = 0; seed < 400; seed += 1) {
      const rng = createRng(seed, 'palette');
      const hue = (seed * 37) % 360;
      const colors = buildPalette(hue, MOODS[seed % MOODS.length]!, rng);
      const report = checkPalette(colors);
      if (!report.passes) failures.push(`${seed} ${JSON.stringify(colors)} ${JSON.stringify(report)}`);
      for (const pair of report.pairs) expect(pair.wcag).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      expect(report.lightnessGap).toBeGreaterThanOrEqual(MIN_LIGHTNESS_GAP);
    }
    expect(failures).toEqual([]);
  });

  it('catches the pairs the old palettes produced: a green and a crimson of equal lightness', () => {
    const report = checkPalette({
      primary: '#15803D',
      secondary: '#BE123C',
      accent: '#F59E0B',
      neutral: '#475569',
    });
    expect(report.passes).toBe(false);
    expect(report.lightnessGap).toBeLessThan(MIN_LIGHTNESS_GAP);
    const deutan = cvdDistances('#15803D', '#BE123C').find((d) => d.deficiency === 'deuteranopia');
    expect(deutan!.deltaE).toBeLessThan(MIN_CVD_DELTA_E);
  });

  it('reports APCA beside WCAG for each pair', () => {
    const report = checkPalette(buildPalette(250, MOODS[0]!, createRng(1)));
    for (const pair of report.pairs) expect(Math.abs(pair.apca)).toBeGreaterThan(40);
  });
});
