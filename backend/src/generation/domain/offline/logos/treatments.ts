import type { LogoStyle } from '../../../../contracts/options';
import type { Personality } from './type/typefaces';

/** A container a symbol or monogram sits in. */
export type Frame = 'circle' | 'rounded' | 'hexagon' | 'shield' | 'diamond';

/** What a logo style decides about type and paint; the layout decides where things go. */
export interface Treatment {
  style: LogoStyle;
  personality: Personality;
  weight: number;
  /** Letter case of the name: kept as typed unless the style is an all-capitals one. */
  caps: boolean;
  /** Letter spacing in em. */
  tracking: number;
  /** Icon stroke width on lucide's 24-unit grid. */
  iconStroke: number;
  /** Fill the name (and monogram tiles) with a primary-to-secondary gradient. */
  gradient: boolean;
  /** A light tint of the secondary colour behind symbols. */
  tint: boolean;
  /** The container used when the picked symbols do not name one. */
  frame: Frame;
  /** How the wordmark is finished: nothing, a short bar, rules either side, a swash. */
  accent: 'none' | 'bar' | 'rules' | 'swash' | 'block';
  /** Words for the prompt. */
  words: string;
}

/** The typeface personality a sector prefers, for the styles that follow the business. */
export function treatmentFor(style: LogoStyle, sectorType: Personality): Treatment {
  switch (style) {
    case 'minimalist':
      return {
        style,
        personality: sectorType === 'serif' ? 'serif' : 'humanist',
        weight: 400,
        caps: false,
        tracking: 0.06,
        iconStroke: 1.5,
        gradient: false,
        tint: false,
        frame: 'circle',
        accent: 'none',
        words: 'a light, widely spaced wordmark and a thin-line symbol',
      };
    case 'modern':
      return {
        style,
        personality: 'geometric',
        weight: 700,
        caps: false,
        tracking: -0.01,
        iconStroke: 2,
        gradient: true,
        tint: true,
        frame: 'rounded',
        accent: 'none',
        words: 'a bold geometric sans-serif with a primary-to-secondary gradient',
      };
    case 'classic':
      return {
        style,
        personality: 'serif',
        weight: 600,
        caps: true,
        tracking: 0.12,
        iconStroke: 1.75,
        gradient: false,
        tint: false,
        frame: 'shield',
        accent: 'rules',
        words: 'spaced serif capitals with fine rules',
      };
    case 'geometric':
      return {
        style,
        personality: sectorType === 'slab' ? 'slab' : 'geometric',
        weight: 600,
        caps: true,
        tracking: 0.16,
        iconStroke: 2,
        gradient: false,
        tint: false,
        frame: 'hexagon',
        accent: 'bar',
        words: 'widely tracked geometric capitals with a short accent bar',
      };
    case 'organic':
      return {
        style,
        personality: sectorType === 'script' || sectorType === 'serif' ? 'script' : 'rounded',
        weight: 700,
        caps: false,
        tracking: 0,
        iconStroke: 2,
        gradient: false,
        tint: true,
        frame: 'circle',
        accent: 'swash',
        words: 'a friendly rounded or script wordmark with a soft tinted symbol',
      };
    case 'bold':
      return {
        style,
        personality: sectorType === 'slab' || sectorType === 'serif' ? 'slab' : 'geometric',
        weight: 800,
        caps: true,
        tracking: 0.02,
        iconStroke: 2.75,
        gradient: false,
        tint: false,
        frame: 'rounded',
        accent: 'block',
        words: 'heavy capitals and a thick-stroked symbol over a solid accent block',
      };
  }
}
