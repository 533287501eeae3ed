import type { IconKind } from '../vocabulary/industry-profile';
import { detailColor, line, mainShape, path, type Paint, type SymbolContext } from './paint';
import { el } from './svg';

/** Industry pictograms for the 'icon' symbol, in a 100x100 box. */

function chip(p: Paint): string {
  const pins = [30, 50, 70]
    .flatMap((v) => [`M${v} 6 V20`, `M${v} 80 V94`, `M6 ${v} H20`, `M80 ${v} H94`])
    .map((d) => path(d, line(p.main, 6, p)))
    .join('');
  return (
    el('rect', { x: 20, y: 20, width: 60, height: 60, rx: 8, ...mainShape(p) }) +
    el('rect', { x: 38, y: 38, width: 24, height: 24, rx: 3, fill: detailColor(p) }) +
    pins
  );
}

function cross(p: Paint): string {
  return (
    path('M38 8 H62 V38 H92 V62 H62 V92 H38 V62 H8 V38 H38 Z', mainShape(p)) +
    el('circle', { cx: 50, cy: 50, r: 8, fill: detailColor(p) })
  );
}

function book(p: Paint): string {
  return [
    path('M50 24 C38 14 20 14 8 18 V84 C20 80 38 80 50 90 Z', mainShape(p)),
    path('M50 24 C62 14 80 14 92 18 V84 C80 80 62 80 50 90 Z', mainShape(p)),
    path('M50 26 V88', line(detailColor(p), 4, p)),
  ].join('');
}

function chart(p: Paint): string {
  const bars = [
    [12, 60, 18, 30],
    [38, 42, 18, 48],
    [64, 22, 18, 68],
  ]
    .map(([x = 0, y = 0, w = 0, h = 0]) => el('rect', { x, y, width: w, height: h, rx: 3, ...mainShape(p) }))
    .join('');
  return (
    bars +
    path('M10 50 L40 30 L60 38 L90 10', line(p.mode === 'fill' ? p.main : p.main, 5, p)) +
    path('M8 94 H92', line(p.main, 4, p))
  );
}

function bag(p: Paint): string {
  return [
    path('M36 34 V26 C36 14 64 14 64 26 V34', line(p.main, 7, p)),
    path('M14 34 H86 L80 92 H20 Z', mainShape(p)),
    el('circle', { cx: 50, cy: 60, r: 8, fill: detailColor(p) }),
  ].join('');
}

function megaphone(p: Paint): string {
  return [
    path('M14 40 H34 L78 16 V84 L34 60 H14 Z', mainShape(p)),
    path('M26 60 L34 88 H46 L40 60', mainShape(p)),
    path('M86 38 C92 44 92 56 86 62', line(p.main, 5, p)),
  ].join('');
}

function compass(p: Paint): string {
  return [
    el('circle', { cx: 50, cy: 50, r: 43, ...mainShape(p) }),
    el('polygon', { points: '50,16 60,50 50,84 40,50', fill: detailColor(p) }),
    el('circle', { cx: 50, cy: 50, r: 5, fill: p.mode === 'fill' ? p.main : p.detail }),
  ].join('');
}

function brush(p: Paint): string {
  return [
    path('M86 8 L92 14 L50 62 L40 52 Z', mainShape(p)),
    path('M38 56 L46 64 C44 80 30 92 10 90 C18 82 14 64 38 56 Z', mainShape(p)),
    el('circle', { cx: 80, cy: 20, r: 3, fill: detailColor(p) }),
  ].join('');
}

function bulb(p: Paint): string {
  return [
    path(
      'M50 8 C30 8 18 24 18 40 C18 54 28 60 34 70 H66 C72 60 82 54 82 40 C82 24 70 8 50 8 Z',
      mainShape(p),
    ),
    el('rect', { x: 36, y: 76, width: 28, height: 7, rx: 3, fill: p.main }),
    el('rect', { x: 40, y: 86, width: 20, height: 7, rx: 3, fill: p.main }),
    path('M42 52 L50 38 L58 52', line(detailColor(p), 4, p)),
  ].join('');
}

const ICONS: Record<IconKind, (p: Paint) => string> = {
  chip,
  cross,
  book,
  chart,
  bag,
  megaphone,
  compass,
  brush,
  bulb,
};

export function icon({ paint, icon: kind }: SymbolContext): string {
  return ICONS[kind](paint);
}
