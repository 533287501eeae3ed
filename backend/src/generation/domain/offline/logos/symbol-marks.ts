import { FRAME_INNER, framePath, iconAt } from './draw';
import { setLine } from './type/set-type';
import type { Frame, Treatment } from './treatments';
import { el, num } from './svg';

/** The marks drawn in a 100 x 100 box: an industry icon (plain, tinted or ringed) or a monogram. */

export interface Paints {
  /** Name and symbol colour: the primary, darkened until it reads on white. */
  ink: string;
  /** Accents: the secondary, darkened until it reads on white. */
  accent: string;
  /** Light fills behind symbols. */
  tint: string;
  /** `fill` value for solid areas: the ink, or the gradient reference. */
  solid: string;
}

export function iconMark(icon: string, t: Treatment, p: Paints, ring: boolean): string {
  if (t.tint) {
    return (
      el('circle', { cx: 50, cy: 50, r: 50, fill: p.tint, 'fill-opacity': '0.18' }) +
      iconAt(icon, 22, 22, 56, p.ink, t.iconStroke)
    );
  }
  if (ring) {
    return (
      el('circle', { cx: 50, cy: 50, r: 47, fill: 'none', stroke: p.ink, 'stroke-width': 3 }) +
      iconAt(icon, 23, 23, 54, p.ink, t.iconStroke)
    );
  }
  return iconAt(icon, 4, 4, 92, p.ink, t.iconStroke);
}

/** Initials knocked out of a solid frame (even-odd fill), or drawn inside an outline for light styles. */
export function monogramMark(initials: string, frame: Frame, t: Treatment, p: Paints): string {
  const face = { personality: t.personality, weight: Math.max(t.weight, 600) };
  const probe = setLine(initials, face, 100, 0.02);
  const inner = FRAME_INNER[frame] * 100;
  const probeWidth = probe.ink.maxX - probe.ink.minX || 1;
  const probeHeight = probe.ink.maxY - probe.ink.minY || 1;
  const size = Math.min((100 * inner) / probeWidth, (100 * inner * 0.8) / probeHeight);
  const line = setLine(initials, face, size, 0.02);
  const x = 50 - (line.ink.minX + line.ink.maxX) / 2;
  const baseline = 50 - (line.ink.minY + line.ink.maxY) / 2 + (frame === 'shield' ? -4 : 0);
  const letters = line.pathAt(x, baseline);
  if (t.style === 'minimalist') {
    return (
      el('path', { d: framePath(frame, 50, 50, 96), fill: 'none', stroke: p.ink, 'stroke-width': 2.5 }) +
      el('path', { d: letters, fill: p.ink })
    );
  }
  return el('path', { d: framePath(frame, 50, 50, 100) + letters, fill: p.solid, 'fill-rule': 'evenodd' });
}

/** Places a 100-box mark at (x, y), `size` wide, as the group exports cut out for icon-only files. */
export function symbolGroup(mark: string, x: number, y: number, size: number): string {
  return el(
    'g',
    { id: 'bb-symbol', transform: `translate(${num(x)} ${num(y)}) scale(${num(size / 100)})` },
    mark,
  );
}
