/**
 * WCAG 2.x colour contrast, the one implementation: the style guide's swatches and previews in the
 * wizard and on the edit page, the generated palettes and logos, and the brand documents all use
 * it. Channels are 0-255 sRGB; parsing a colour stays with the caller (each accepts its own forms).
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** One sRGB channel (0-255) to linear light, as WCAG 2.x defines it. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance as defined by WCAG 2.x: 0 for black, 1 for white. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [hi, lo] = la >= lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** White or black text, whichever has more contrast on `background` (white when they tie), with its ratio. */
export function textColourOn(background: Rgb): { text: 'white' | 'black'; ratio: number } {
  const onWhite = contrastRatio(background, WHITE);
  const onBlack = contrastRatio(background, BLACK);
  return onWhite >= onBlack ? { text: 'white', ratio: onWhite } : { text: 'black', ratio: onBlack };
}
