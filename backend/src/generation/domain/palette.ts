import {
  clampChroma,
  converter,
  differenceCiede2000,
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  formatHex,
  type Oklch,
} from 'culori/require';
import { AA_NORMAL_TEXT, apcaContrast, bestTextColor, contrastRatio, WHITE } from './color-contrast';

/**
 * Brand palettes built in OKLCH (perceptual lightness, chroma, hue) with culori, and the checks
 * every palette passes: AA for each text pair, a lightness gap between primary and secondary, and
 * the pair staying apart for readers with protanopia, deuteranopia or tritanopia.
 */
export interface PaletteColors {
  primary: string;
  secondary: string;
  accent: string;
  neutral: string;
}

export interface PaletteMood {
  /** OKLCH chroma of the primary (0.05 muted ... 0.2 vivid). */
  chroma: number;
  /** OKLCH lightness the primary starts from before it is darkened for AA (0..1). */
  lightness: number;
}

/** OKLCH lightness between primary and secondary: one reads as dark, the other as light, even in greyscale. */
export const MIN_LIGHTNESS_GAP = 0.15;
/**
 * CIEDE2000 distance the primary/secondary pair keeps under each simulated colour-vision
 * deficiency. 2.3 is a just-noticeable difference and about 10 is "different at a glance" for
 * neighbouring flat colours; 15 leaves margin for small marks and poor screens.
 */
export const MIN_CVD_DELTA_E = 15;

const toOklch = converter('oklch');
const toRgb = converter('rgb');
const deltaE = differenceCiede2000();
const SIMULATIONS = {
  protanopia: filterDeficiencyProt(1),
  deuteranopia: filterDeficiencyDeuter(1),
  tritanopia: filterDeficiencyTrit(1),
} as const;
export type Deficiency = keyof typeof SIMULATIONS;

function hex(l: number, c: number, h: number): string {
  const colour: Oklch = {
    mode: 'oklch',
    l: Math.min(0.98, Math.max(0.05, l)),
    c: Math.max(0, c),
    h: ((h % 360) + 360) % 360,
  };
  return formatHex(clampChroma(colour, 'oklch')).toUpperCase();
}

export function lightnessOf(colour: string): number {
  return toOklch(colour)?.l ?? 0;
}

/** Darkens (lower OKLCH lightness) until the colour reaches AA as text on white. */
function darkEnoughForWhite(l: number, c: number, h: number): string {
  for (let lightness = l; lightness > 0.05; lightness -= 0.01) {
    const colour = hex(lightness, c, h);
    if (contrastRatio(colour, WHITE) >= AA_NORMAL_TEXT) return colour;
  }
  return hex(0.2, c, h);
}

/** Moves lightness until white or black text on the colour reaches AA (never parks it in the middle). */
function readableSurface(l: number, c: number, h: number): string {
  for (let step = 0; step < 60; step += 1) {
    const lightness = l >= 0.58 ? l + step * 0.01 : l - step * 0.01;
    const colour = hex(lightness, c, h);
    if (bestTextColor(colour).ratio >= AA_NORMAL_TEXT) return colour;
  }
  return hex(l >= 0.58 ? 0.9 : 0.3, c, h);
}

export interface CvdDistance {
  deficiency: Deficiency;
  deltaE: number;
}

/** The primary/secondary distance (CIEDE2000) as seen with each full colour-vision deficiency. */
export function cvdDistances(a: string, b: string): CvdDistance[] {
  return (Object.keys(SIMULATIONS) as Deficiency[]).map((deficiency) => {
    const simulate = SIMULATIONS[deficiency];
    const [ra, rb] = [toRgb(a), toRgb(b)];
    if (!ra || !rb) throw new Error(`Not a colour: ${a} or ${b}`);
    return { deficiency, deltaE: deltaE(simulate(ra), simulate(rb)) };
  });
}

export interface TextPair {
  label: string;
  text: string;
  background: string;
  wcag: number;
  apca: number;
}

/** The text pairs a palette is used with: brand colours as text on white, and text on each colour. */
export function textPairs(colors: PaletteColors): TextPair[] {
  const pair = (label: string, text: string, background: string): TextPair => ({
    label,
    text,
    background,
    wcag: contrastRatio(text, background),
    apca: apcaContrast(text, background),
  });
  const on = (background: string) => bestTextColor(background).color;
  return [
    pair('Primary text and links on white', colors.primary, WHITE),
    pair('Text on primary (buttons)', on(colors.primary), colors.primary),
    pair('Text on secondary', on(colors.secondary), colors.secondary),
    pair('Text on accent', on(colors.accent), colors.accent),
    pair('Body text (neutral) on white', colors.neutral, WHITE),
  ];
}

export interface PaletteReport {
  pairs: TextPair[];
  lightnessGap: number;
  cvd: CvdDistance[];
  passes: boolean;
}

export function checkPalette(colors: PaletteColors): PaletteReport {
  const pairs = textPairs(colors);
  const lightnessGap = Math.abs(lightnessOf(colors.primary) - lightnessOf(colors.secondary));
  const cvd = cvdDistances(colors.primary, colors.secondary);
  const passes =
    pairs.every((p) => p.wcag >= AA_NORMAL_TEXT) &&
    lightnessGap >= MIN_LIGHTNESS_GAP &&
    cvd.every((d) => d.deltaE >= MIN_CVD_DELTA_E);
  return { pairs, lightnessGap, cvd, passes };
}

/** Hue offsets from the primary to the secondary and the accent. */
const SCHEMES: ReadonlyArray<readonly [number, number]> = [
  [35, -150],
  [180, 40],
  [120, 240],
  [150, 210],
];

export interface PaletteRandom {
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/**
 * A palette around `baseHue`: a primary dark enough for white text and links, a secondary at
 * least MIN_LIGHTNESS_GAP lighter in a harmony hue (rotated further when a colour-vision
 * simulation brings the pair too close), an accent for highlights and a near-grey neutral.
 */
export function buildPalette(baseHue: number, mood: PaletteMood, rng: PaletteRandom): PaletteColors {
  const h = baseHue + rng.int(-10, 10);
  const [toSecondary, toAccent] = rng.pick(SCHEMES);
  const c = mood.chroma * (0.9 + rng.int(0, 20) / 100);
  const primary = darkEnoughForWhite(mood.lightness + rng.int(-3, 3) / 100, c, h);
  const lp = lightnessOf(primary);
  let secondary = primary;
  for (let attempt = 0; attempt < 24; attempt += 1) {
    const gap = MIN_LIGHTNESS_GAP + 0.07 + (attempt % 4) * 0.04;
    const hue = h + toSecondary + Math.floor(attempt / 4) * 30;
    secondary = readableSurface(Math.min(0.9, lp + gap), c * 0.85, hue);
    const ok =
      lightnessOf(secondary) - lp >= MIN_LIGHTNESS_GAP &&
      cvdDistances(primary, secondary).every((d) => d.deltaE >= MIN_CVD_DELTA_E);
    if (ok) break;
  }
  const accent = readableSurface(0.72 + rng.int(-4, 4) / 100, Math.max(0.12, c), h + toAccent);
  const neutral = darkEnoughForWhite(0.5, 0.02, h);
  return { primary, secondary, accent, neutral };
}
