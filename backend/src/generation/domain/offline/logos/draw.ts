import { lucideIcon } from '../../../assets/lucide';
import type { Frame } from './treatments';
import { el, num } from './svg';

/** Drawing helpers in user units: lucide icons, frame outlines as path data, a gradient. */

/** A lucide icon `size` wide with its top-left at (x, y), stroked in `color`. */
export function iconAt(
  name: string,
  x: number,
  y: number,
  size: number,
  color: string,
  strokeWidth: number,
): string {
  const elements = lucideIcon(name) ?? lucideIcon('sparkles') ?? [];
  const children = elements.map((e) => el(e.tag, Object.fromEntries(e.attributes))).join('');
  return el(
    'g',
    {
      transform: `translate(${num(x)} ${num(y)}) scale(${num(size / 24)})`,
      fill: 'none',
      stroke: color,
      'stroke-width': strokeWidth,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    },
    children,
  );
}

function polygon(points: ReadonlyArray<readonly [number, number]>): string {
  return `${points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`).join('')}Z`;
}

/** A closed outline centred on (cx, cy) that fits a `size` square, as path data. */
export function framePath(frame: Frame, cx: number, cy: number, size: number): string {
  const r = size / 2;
  switch (frame) {
    case 'circle':
      return `M${num(cx - r)} ${num(cy)}A${num(r)} ${num(r)} 0 1 0 ${num(cx + r)} ${num(cy)}A${num(r)} ${num(r)} 0 1 0 ${num(cx - r)} ${num(cy)}Z`;
    case 'rounded': {
      const k = r * 0.28;
      const [l, t, ri, b] = [cx - r, cy - r, cx + r, cy + r];
      return `M${num(l + k)} ${num(t)}H${num(ri - k)}Q${num(ri)} ${num(t)} ${num(ri)} ${num(t + k)}V${num(b - k)}Q${num(ri)} ${num(b)} ${num(ri - k)} ${num(b)}H${num(l + k)}Q${num(l)} ${num(b)} ${num(l)} ${num(b - k)}V${num(t + k)}Q${num(l)} ${num(t)} ${num(l + k)} ${num(t)}Z`;
    }
    case 'hexagon':
      return polygon(
        Array.from({ length: 6 }, (_, i) => {
          const a = ((60 * i - 90) * Math.PI) / 180;
          return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
        }),
      );
    case 'diamond':
      return polygon([
        [cx, cy - r],
        [cx + r, cy],
        [cx, cy + r],
        [cx - r, cy],
      ]);
    case 'shield': {
      const w = r * 0.88;
      const top = cy - r;
      return `M${num(cx - w)} ${num(top)}H${num(cx + w)}V${num(cy + r * 0.05)}C${num(cx + w)} ${num(cy + r * 0.55)} ${num(cx + w * 0.45)} ${num(cy + r * 0.85)} ${num(cx)} ${num(cy + r)}C${num(cx - w * 0.45)} ${num(cy + r * 0.85)} ${num(cx - w)} ${num(cy + r * 0.55)} ${num(cx - w)} ${num(cy + r * 0.05)}Z`;
    }
  }
}

/** How much of a frame's square the inside of the frame keeps clear for content (a circle loses its corners). */
export const FRAME_INNER: Record<Frame, number> = {
  circle: 0.62,
  rounded: 0.68,
  hexagon: 0.58,
  diamond: 0.48,
  shield: 0.56,
};

/** A left-to-right gradient definition from `from` to `to`. */
export function gradientDef(id: string, from: string, to: string): string {
  return el(
    'linearGradient',
    { id, x1: '0', y1: '0', x2: '1', y2: '1' },
    el('stop', { offset: '0', 'stop-color': from }),
    el('stop', { offset: '1', 'stop-color': to }),
  );
}
