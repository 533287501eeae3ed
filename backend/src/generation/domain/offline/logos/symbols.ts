import type { LogoSymbol } from '../../../../contracts/options';
import { icon } from './icons';
import { flame, leaf, mountain, wave } from './nature-symbols';
import type { SymbolContext } from './paint';
import {
  abstract,
  arrow,
  circle,
  crown,
  geometric,
  hexagon,
  letter,
  lightning,
  star,
  symbol,
  triangle,
} from './shape-symbols';
import { el, num } from './svg';

const DRAWERS: Record<LogoSymbol, (context: SymbolContext) => string> = {
  abstract,
  geometric,
  letter,
  icon,
  symbol,
  crown,
  star,
  circle,
  triangle,
  hexagon,
  arrow,
  lightning,
  leaf,
  mountain,
  wave,
  flame,
};

/** What each symbol depicts, for the logo's prompt. */
export const SYMBOL_DESCRIPTIONS: Record<LogoSymbol, string> = {
  abstract: 'overlapping abstract ellipses',
  geometric: 'nested diamond, circle and square',
  letter: 'monogram initial',
  icon: 'industry pictogram',
  symbol: 'interlocking loop mark',
  crown: 'crown',
  star: 'five-point star',
  circle: 'concentric circle',
  triangle: 'triangle',
  hexagon: 'hexagon',
  arrow: 'rising arrow',
  lightning: 'lightning bolt',
  leaf: 'leaf',
  mountain: 'mountain peak with a sun',
  wave: 'flowing waves',
  flame: 'flame',
};

/** Draws a symbol centred on (cx, cy), `size` wide, by scaling its 100x100 drawing. */
export function placeSymbol(
  kind: LogoSymbol,
  context: SymbolContext,
  cx: number,
  cy: number,
  size: number,
  rotate = 0,
): string {
  const scale = size / 100;
  const transform = `translate(${num(cx - size / 2)} ${num(cy - size / 2)}) scale(${num(scale)})${rotate ? ` rotate(${num(rotate)} 50 50)` : ''}`;
  return el('g', { transform }, DRAWERS[kind](context));
}
