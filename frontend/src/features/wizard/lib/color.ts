/** Colour helpers for the style guide: hex parsing and WCAG contrast (white or black text). */

/** '#6366f1', '6366F1', '#abc' -> '#6366F1' / '#AABBCC'; null when it is not a colour. */
export function normalizeHex(input: string): string | null {
  const raw = input.trim().replace(/^#/, '');
  if (/^[0-9a-fA-F]{3}$/.test(raw)) {
    return `#${raw
      .split('')
      .map((c) => c + c)
      .join('')
      .toUpperCase()}`;
  }
  if (/^[0-9a-fA-F]{6}$/.test(raw)) return `#${raw.toUpperCase()}`;
  return null;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a '#RRGGBB' colour. */
export function luminance(hex: string): number {
  const n = normalizeHex(hex) ?? '#000000';
  const r = parseInt(n.slice(1, 3), 16);
  const g = parseInt(n.slice(3, 5), 16);
  const b = parseInt(n.slice(5, 7), 16);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface TextOnColour {
  /** '#FFFFFF' or '#000000', whichever reads better on the colour. */
  text: '#FFFFFF' | '#000000';
  label: 'white' | 'black';
  ratio: number;
  /** 'AAA' (7:1), 'AA' (4.5:1), 'AA Large' (3:1, large text only) or 'Fail'. */
  rating: 'AAA' | 'AA' | 'AA Large' | 'Fail';
}

export function textOn(background: string): TextOnColour {
  const white = contrastRatio(background, '#FFFFFF');
  const black = contrastRatio(background, '#000000');
  const useWhite = white >= black;
  const ratio = useWhite ? white : black;
  const rating = ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA Large' : 'Fail';
  return { text: useWhite ? '#FFFFFF' : '#000000', label: useWhite ? 'white' : 'black', ratio, rating };
}
