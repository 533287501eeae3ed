import { framePath, iconAt } from './draw';
import { fitLine, fitLines } from './name-type';
import { iconMark, monogramMark, symbolGroup, type Paints } from './symbol-marks';
import type { SetLine } from './type/set-type';
import type { Frame, Treatment } from './treatments';
import { el, num } from './svg';

/** The six layouts a logo can take; each one composes the same parts differently. */
export const LOGO_LAYOUTS = ['beside', 'stacked', 'emblem', 'badge', 'lettermark', 'wordmark'] as const;
export type LogoLayout = (typeof LOGO_LAYOUTS)[number];

export const LAYOUT_LABELS: Record<LogoLayout, string> = {
  beside: 'Combination mark (symbol beside the name)',
  stacked: 'Combination mark (symbol above the name)',
  emblem: 'Emblem',
  badge: 'Badge',
  lettermark: 'Lettermark',
  wordmark: 'Wordmark',
};

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface Composition {
  /** Everything drawn, in paint order; the name sits in a group with id bb-name. */
  body: string;
  /** The ink's extent (strokes included), before the margin is added. */
  bounds: Box;
}

export interface LayoutInput {
  name: string;
  initials: string;
  /** The lucide icon, or null to use the monogram as the symbol. */
  icon: string | null;
  frame: Frame;
  treatment: Treatment;
  paints: Paints;
}

const union = (...boxes: Box[]): Box => ({
  minX: Math.min(...boxes.map((b) => b.minX)),
  minY: Math.min(...boxes.map((b) => b.minY)),
  maxX: Math.max(...boxes.map((b) => b.maxX)),
  maxY: Math.max(...boxes.map((b) => b.maxY)),
});

const square = (x: number, y: number, size: number): Box => ({
  minX: x,
  minY: y,
  maxX: x + size,
  maxY: y + size,
});

function mark(input: LayoutInput, ring: boolean): string {
  return input.icon
    ? iconMark(input.icon, input.treatment, input.paints, ring)
    : monogramMark(input.initials, input.frame, input.treatment, input.paints);
}

/** Lines centred on x = cx, the first baseline at `baseline`; returns their path data and ink box. */
function centredLines(lines: readonly SetLine[], cx: number, baseline: number): { d: string; box: Box } {
  let d = '';
  const boxes: Box[] = [];
  let y = baseline;
  lines.forEach((line, i) => {
    if (i > 0) y += line.size * 1.12;
    const x = cx - (line.ink.minX + line.ink.maxX) / 2;
    d += line.pathAt(x, y);
    boxes.push({
      minX: x + line.ink.minX,
      maxX: x + line.ink.maxX,
      minY: y + line.ink.minY,
      maxY: y + line.ink.maxY,
    });
  });
  return { d, box: union(...boxes) };
}

function nameGroup(d: string, fill: string, extra = ''): string {
  return el('g', { id: 'bb-name' }, el('path', { d, fill }), extra);
}

function accentUnder(t: Treatment, p: Paints, box: Box, centred: boolean): { markup: string; box: Box } {
  const width = box.maxX - box.minX;
  const y = box.maxY + Math.max(10, width * 0.035);
  if (t.accent === 'bar' || t.accent === 'block') {
    const w = t.accent === 'block' ? width : Math.min(width * 0.3, 96);
    const h = t.accent === 'block' ? 10 : 7;
    const x = centred ? (box.minX + box.maxX - w) / 2 : box.minX;
    return {
      markup: el('rect', { x, y, width: w, height: h, fill: p.accent }),
      box: { minX: x, minY: y, maxX: x + w, maxY: y + h },
    };
  }
  if (t.accent === 'swash') {
    const d = `M${num(box.minX + width * 0.05)} ${num(y + 6)}Q${num(box.minX + width / 2)} ${num(y + 18)} ${num(box.maxX - width * 0.05)} ${num(y)}`;
    return {
      markup: el('path', { d, fill: 'none', stroke: p.accent, 'stroke-width': 5, 'stroke-linecap': 'round' }),
      box: { minX: box.minX, minY: y - 3, maxX: box.maxX, maxY: y + 18 },
    };
  }
  return { markup: '', box };
}

function wordmark(input: LayoutInput): Composition {
  const { treatment: t, paints: p } = input;
  const lines = fitLines(input.name, t, 80, 640, 40);
  const set = centredLines(lines, 0, 0);
  const first = lines[0]!;
  let extra = '';
  let box = set.box;
  if (t.accent === 'rules') {
    const y = set.box.minY + first.capHeight / 2;
    const gap = 22;
    extra = [
      el('path', {
        d: `M${num(set.box.minX - gap - 56)} ${num(y)}H${num(set.box.minX - gap)}`,
        stroke: p.accent,
        'stroke-width': 2.5,
      }),
      el('path', {
        d: `M${num(set.box.maxX + gap)} ${num(y)}H${num(set.box.maxX + gap + 56)}`,
        stroke: p.accent,
        'stroke-width': 2.5,
      }),
    ].join('');
    box = { ...box, minX: set.box.minX - gap - 56, maxX: set.box.maxX + gap + 56 };
  } else {
    const accent = accentUnder(t, p, set.box, true);
    extra = accent.markup;
    box = union(box, accent.box);
  }
  return { body: nameGroup(set.d, p.solid) + extra, bounds: box };
}

function lettermark(input: LayoutInput): Composition {
  const size = 240;
  const m = monogramMark(input.initials, input.frame, input.treatment, input.paints);
  return { body: symbolGroup(m, -size / 2, -size / 2, size), bounds: square(-size / 2, -size / 2, size) };
}

function beside(input: LayoutInput): Composition {
  const { treatment: t, paints: p } = input;
  const line = fitLine(input.name, t, 72, 620);
  const symbolSize = Math.max(110, line.capHeight * 2.8);
  const gap = symbolSize * 0.26;
  const x = symbolSize + gap - line.ink.minX;
  const baseline = symbolSize / 2 + line.capHeight / 2;
  const nameBox = {
    minX: x + line.ink.minX,
    maxX: x + line.ink.maxX,
    minY: baseline + line.ink.minY,
    maxY: baseline + line.ink.maxY,
  };
  const accent =
    t.accent === 'bar' || t.accent === 'block'
      ? accentUnder({ ...t, accent: 'bar' }, p, nameBox, false)
      : { markup: '', box: nameBox };
  return {
    body:
      symbolGroup(mark(input, t.accent === 'rules'), 0, 0, symbolSize) +
      nameGroup(line.pathAt(x, baseline), p.solid) +
      accent.markup,
    bounds: union(square(0, 0, symbolSize), nameBox, accent.box),
  };
}

function stacked(input: LayoutInput): Composition {
  const { treatment: t, paints: p } = input;
  const lines = fitLines(input.name, t, 64, 460, 34);
  const symbolSize = 150;
  const set = centredLines(lines, 0, symbolSize + 36 + (lines[0]?.capHeight ?? 40));
  const accent = accentUnder(t.accent === 'block' ? { ...t, accent: 'bar' } : t, p, set.box, true);
  return {
    body:
      symbolGroup(mark(input, t.accent === 'rules'), -symbolSize / 2, 0, symbolSize) +
      nameGroup(set.d, p.solid) +
      accent.markup,
    bounds: union(square(-symbolSize / 2, 0, symbolSize), set.box, accent.box),
  };
}

function emblem(input: LayoutInput): Composition {
  const { treatment: t, paints: p } = input;
  const r = 160;
  const rings =
    el('circle', { cx: 0, cy: 0, r: r - 4, fill: 'none', stroke: p.ink, 'stroke-width': 7 }) +
    el('circle', { cx: 0, cy: 0, r: r - 18, fill: 'none', stroke: p.accent, 'stroke-width': 2 });
  const symbolSize = 104;
  const lines = fitLines(input.name, t, 46, 220, 30);
  const top = lines.length > 1 ? 4 : 16;
  const set = centredLines(lines, 0, top + (lines[0]?.capHeight ?? 32));
  const ruleY = set.box.maxY + 16;
  const rule = el('path', {
    d: `M-28 ${num(ruleY)}H28`,
    stroke: p.accent,
    'stroke-width': 3,
    'stroke-linecap': 'round',
  });
  const symbolY = top - 14 - symbolSize;
  return {
    body:
      rings +
      symbolGroup(mark(input, false), -symbolSize / 2, symbolY, symbolSize) +
      nameGroup(set.d, p.solid) +
      rule,
    bounds: square(-r, -r, 2 * r),
  };
}

function badge(input: LayoutInput): Composition {
  const { treatment: t, paints: p } = input;
  const frame: Frame = input.frame === 'circle' ? 'shield' : input.frame;
  const size = 300;
  const outline = el('path', {
    d: framePath(frame, 0, 0, size),
    fill: 'none',
    stroke: p.ink,
    'stroke-width': 6,
    'stroke-linejoin': 'round',
  });
  // A long name takes two lines in a taller band rather than shrinking to an unreadable size.
  const lines = fitLines(input.name, t, 40, 216, 26);
  const probe = centredLines(lines, 0, 0).box;
  const capHeight = lines[0]?.capHeight ?? 28;
  const bandHeight = Math.max(58, probe.maxY - probe.minY + capHeight * 1.1);
  // The band ends where the frame is still wide (its outline would show through the letters
  // lower down); the symbol takes the room left above it.
  const bandTop = Math.min(26, 84 - bandHeight);
  const symbolSize = Math.min(116, bandTop - 18 + size / 2 - 20);
  const half = 168;
  const notch = 16;
  const band = `M${-half} ${bandTop}H${half}L${half - notch} ${num(bandTop + bandHeight / 2)}L${half} ${num(bandTop + bandHeight)}H${-half}L${-half + notch} ${num(bandTop + bandHeight / 2)}Z`;
  const text = centredLines(lines, 0, bandTop + bandHeight / 2 - (probe.minY + probe.maxY) / 2);
  const symbol = input.icon
    ? el(
        'g',
        {
          id: 'bb-symbol',
          transform: `translate(${-symbolSize / 2} ${bandTop - 18 - symbolSize}) scale(${num(symbolSize / 100)})`,
        },
        iconAt(input.icon, 4, 4, 92, p.ink, t.iconStroke),
      )
    : symbolGroup(mark(input, false), -symbolSize / 2, bandTop - 18 - symbolSize, symbolSize);
  return {
    body:
      outline +
      symbol +
      el('g', { id: 'bb-name' }, el('path', { d: band + text.d, fill: p.solid, 'fill-rule': 'evenodd' })),
    bounds: { minX: -half, maxX: half, minY: -size / 2 - 3, maxY: size / 2 + 3 },
  };
}

export const LAYOUTS: Record<LogoLayout, (input: LayoutInput) => Composition> = {
  beside,
  stacked,
  emblem,
  badge,
  lettermark,
  wordmark,
};
