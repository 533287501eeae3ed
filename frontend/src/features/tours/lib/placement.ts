import type { TourPlacement } from './tours';

/**
 * Where the tooltip goes: the step's side when it fits, else the opposite one, else beside the
 * target on the right (a tall target such as the wizard's sidebar), always kept in the viewport.
 */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const GAP = 14;
const MARGIN = 8;

export type PlacedSide = TourPlacement | 'right';

const fallbacks: Record<TourPlacement, PlacedSide[]> = {
  top: ['top', 'bottom', 'right', 'left'],
  bottom: ['bottom', 'top', 'right', 'left'],
  left: ['left', 'bottom', 'top', 'right'],
};

export function placeTooltip(
  target: Box,
  size: { width: number; height: number },
  placement: TourPlacement,
  viewport: { width: number; height: number },
): { top: number; left: number; placement: PlacedSide } {
  const fits = (p: PlacedSide) => {
    if (p === 'top') return target.top - GAP - size.height >= MARGIN;
    if (p === 'bottom') return target.top + target.height + GAP + size.height <= viewport.height - MARGIN;
    if (p === 'right') return target.left + target.width + GAP + size.width <= viewport.width - MARGIN;
    return target.left - GAP - size.width >= MARGIN;
  };
  const chosen = fallbacks[placement].find(fits) ?? placement;
  let top: number;
  let left: number;
  if (chosen === 'left' || chosen === 'right') {
    left = chosen === 'left' ? target.left - GAP - size.width : target.left + target.width + GAP;
    // Beside a target taller than the screen: level with its visible top part.
    const visibleTop = Math.max(target.top, MARGIN);
    const visibleBottom = Math.min(target.top + target.height, viewport.height - MARGIN);
    top = (visibleTop + visibleBottom) / 2 - size.height / 2;
  } else {
    left = target.left + target.width / 2 - size.width / 2;
    top = chosen === 'top' ? target.top - GAP - size.height : target.top + target.height + GAP;
  }
  const clamp = (v: number, max: number) => Math.max(MARGIN, Math.min(v, max - MARGIN));
  return {
    top: clamp(top, viewport.height - size.height),
    left: clamp(left, viewport.width - size.width),
    placement: chosen,
  };
}
