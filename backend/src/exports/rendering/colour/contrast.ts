/** sRGB colour helpers for the brand documents: hex parsing and contrast reports (WCAG 2.x and APCA). */
import { apcaContrast, contrastRatio as wcagContrast } from '../../../generation/domain/color-contrast';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

export function parseHex(hex: string): Rgb | undefined {
  const match = HEX.exec(hex.trim());
  const digits = match?.[1];
  if (!digits) return undefined;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const value = Number.parseInt(full, 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

export function formatRgb({ r, g, b }: Rgb): string {
  return `RGB ${r}, ${g}, ${b}`;
}

/** WCAG 2.x contrast ratio, 1 to 21: the generation domain's one implementation, on RGB triples. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  return wcagContrast(toHex(a), toHex(b));
}

export type WcagGrade = 'AAA' | 'AA' | 'AA large text only' | 'Fail';

/** The best WCAG 2.x level text in this colour pair reaches. */
export function wcagGrade(ratio: number): WcagGrade {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large text only';
  return 'Fail';
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0 };

export interface ContrastReport {
  ratio: number;
  /** Rounded to two decimals, e.g. "4.54:1". */
  label: string;
  grade: WcagGrade;
  /** Normal-size body text needs 4.5:1 (WCAG 2.x AA). */
  passesBodyText: boolean;
  /** APCA lightness contrast (Lc) of `colour` as text on `against`, for information. */
  apca: number;
}

export function contrastReport(colour: Rgb, against: Rgb): ContrastReport {
  const ratio = contrastRatio(colour, against);
  return {
    ratio,
    label: `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`,
    grade: wcagGrade(ratio),
    passesBodyText: ratio >= 4.5,
    apca: apcaContrast(toHex(colour), toHex(against)),
  };
}

/** Mixes a colour towards black until it reads as text on white (at least 4.5:1). */
export function darkenForText(colour: Rgb, minimumRatio = 4.5): Rgb {
  let current = colour;
  for (let step = 0; step < 20 && contrastRatio(current, WHITE) < minimumRatio; step += 1) {
    current = { r: current.r * 0.88, g: current.g * 0.88, b: current.b * 0.88 };
  }
  return { r: Math.round(current.r), g: Math.round(current.g), b: Math.round(current.b) };
}
