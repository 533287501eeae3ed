/**
 * Colour helpers for the style guide: hex parsing and WCAG contrast (white or black text). The
 * contrast formulas are the kernel's (`packages/kernel/src/colour-contrast.ts`), shared with the
 * server's palettes and brand documents.
 */
import { contrastRatio as contrastOfRgb, expandHexColour, textColourOn, type Rgb } from '@bb/kernel';

/** '#6366f1', '6366F1', '#abc' -> '#6366F1' / '#AABBCC'; null when it is not a colour. */
export function normalizeHex(input: string): string | null {
  return expandHexColour(input)?.toUpperCase() ?? null;
}

/** The channels of a colour in any form normalizeHex reads; black when it is not a colour. */
export function hexToRgb(hex: string): Rgb {
  const n = normalizeHex(hex) ?? '#000000';
  return { r: parseInt(n.slice(1, 3), 16), g: parseInt(n.slice(3, 5), 16), b: parseInt(n.slice(5, 7), 16) };
}

export function contrastRatio(a: string, b: string): number {
  return contrastOfRgb(hexToRgb(a), hexToRgb(b));
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
  const { text, ratio } = textColourOn(hexToRgb(background));
  const useWhite = text === 'white';
  const rating = ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA Large' : 'Fail';
  return { text: useWhite ? '#FFFFFF' : '#000000', label: useWhite ? 'white' : 'black', ratio, rating };
}
