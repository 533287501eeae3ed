import type { Rng } from '../prng';
import type { IconKind } from '../vocabulary/industry-profile';
import { el, type Attrs } from './svg';

/** How a symbol is painted, in its 100x100 drawing box. */
export interface Paint {
  /** Solid shapes, or outlines. */
  mode: 'fill' | 'stroke';
  /** The symbol's colour. */
  main: string;
  /** The colour of details drawn over the main shape (usually the colour behind the symbol). */
  detail: string;
  /** Outline width in the 100x100 box. */
  strokeWidth: number;
  /** Sharp corners (geometric) or rounded (everything else). */
  join: 'round' | 'miter';
  fontFamily: string;
}

export interface SymbolContext {
  paint: Paint;
  /** The business name's first letter, for 'letter'. */
  initial: string;
  /** Which pictogram 'icon' draws. */
  icon: IconKind;
  rng: Rng;
}

/** Attributes painting a closed shape in the main colour, filled or outlined by the paint mode. */
export function mainShape(paint: Paint): Attrs {
  return paint.mode === 'fill'
    ? { fill: paint.main }
    : {
        fill: 'none',
        stroke: paint.main,
        'stroke-width': paint.strokeWidth,
        'stroke-linejoin': paint.join,
        'stroke-linecap': paint.join === 'round' ? 'round' : 'square',
      };
}

/** Attributes for an open line (always stroked) in a colour. */
export function line(color: string, width: number, paint: Paint): Attrs {
  return {
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': paint.join === 'round' ? 'round' : 'square',
    'stroke-linejoin': paint.join,
  };
}

/** Details: in fill mode cut out in the detail colour, in stroke mode drawn in the main colour. */
export function detailColor(paint: Paint): string {
  return paint.mode === 'fill' ? paint.detail : paint.main;
}

export function path(d: string, attributes: Attrs): string {
  return el('path', { d, ...attributes });
}
