/**
 * WCAG 2.x colour maths on '#RRGGBB' strings: relative luminance, contrast ratio (the formulas are
 * the kernel's, `packages/kernel/src/colour-contrast.ts`, shared with the frontend), and small HSL
 * adjustments used to make a colour reach a contrast target.
 */
import {
  contrastRatio as contrastOfRgb,
  relativeLuminance as luminanceOfRgb,
  textColourOn,
} from '@bb/kernel';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}
export interface Hsl {
  /** 0..360 */
  h: number;
  /** 0..100 */
  s: number;
  /** 0..100 */
  l: number;
}

export const WHITE = '#FFFFFF';
export const BLACK = '#000000';
/** WCAG AA for normal text. */
export const AA_NORMAL_TEXT = 4.5;

const HEX = /^#([0-9a-fA-F]{6})$/;

export function hexToRgb(hex: string): Rgb {
  const match = HEX.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const n = Number.parseInt(match[1], 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`.toUpperCase();
}

/** Relative luminance as defined by WCAG 2.x (0 for black, 1 for white). */
export function relativeLuminance(hex: string): number {
  return luminanceOfRgb(hexToRgb(hex));
}

/** The WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  return contrastOfRgb(hexToRgb(a), hexToRgb(b));
}

/** White or black, whichever reads better on `background`, with its ratio. */
export function bestTextColor(background: string): { color: typeof WHITE | typeof BLACK; ratio: number } {
  const { text, ratio } = textColourOn(hexToRgb(background));
  return { color: text === 'white' ? WHITE : BLACK, ratio };
}

export function meetsContrast(a: string, b: string, minimum = AA_NORMAL_TEXT): boolean {
  return contrastRatio(a, b) >= minimum;
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l: l * 100 };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h * 60, s: s * 100, l: l * 100 };
}

export function hslToHex({ h, s, l }: Hsl): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const lig = Math.max(0, Math.min(100, l)) / 100;
  if (sat === 0) return rgbToHex({ r: lig * 255, g: lig * 255, b: lig * 255 });
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat;
  const p = 2 * lig - q;
  const toChannel = (t0: number) => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return rgbToHex({
    r: toChannel(hue + 1 / 3) * 255,
    g: toChannel(hue) * 255,
    b: toChannel(hue - 1 / 3) * 255,
  });
}

export function hexToHsl(hex: string): Hsl {
  return rgbToHsl(hexToRgb(hex));
}

/**
 * The colour nearest to `hex` (same hue and saturation, lightness moved away from `against`) that
 * reaches `minimum` contrast with `against`. Returns `hex` unchanged when it already does.
 */
export function ensureContrast(hex: string, against: string, minimum = AA_NORMAL_TEXT): string {
  const color = hex.toUpperCase();
  if (contrastRatio(color, against) >= minimum) return color;
  const hsl = hexToHsl(color);
  const darken = relativeLuminance(against) > 0.5;
  for (let step = 1; step <= 100; step += 1) {
    const l = darken ? hsl.l - step : hsl.l + step;
    const candidate = hslToHex({ ...hsl, l });
    if (contrastRatio(candidate, against) >= minimum) return candidate;
    if (l <= 0 || l >= 100) break;
  }
  return darken ? BLACK : WHITE;
}

/**
 * APCA lightness contrast (Lc, APCA-W3 0.0.98G-4g constants) of `text` on `background`: about
 * 60 for body text, 75 preferred, 45 for large text; negative when the text is lighter. Reported
 * beside the WCAG 2.x ratio, which stays the pass/fail rule (AA is what the law cites today).
 */
export function apcaContrast(text: string, background: string): number {
  const y = (hex: string) => {
    const { r, g, b } = hexToRgb(hex);
    const lin = (v: number) => (v / 255) ** 2.4;
    const raw = 0.2126729 * lin(r) + 0.7151522 * lin(g) + 0.072175 * lin(b);
    return raw < 0.022 ? raw + (0.022 - raw) ** 1.414 : raw;
  };
  const yt = y(text);
  const yb = y(background);
  if (Math.abs(yb - yt) < 0.0005) return 0;
  if (yb > yt) {
    const s = (yb ** 0.56 - yt ** 0.57) * 1.14;
    return s < 0.1 ? 0 : (s - 0.027) * 100;
  }
  const s = (yb ** 0.65 - yt ** 0.62) * 1.14;
  return s > -0.1 ? 0 : (s + 0.027) * 100;
}
