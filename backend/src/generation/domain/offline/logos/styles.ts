import type { LogoStyle } from '../../../../contracts/options';
import { bestTextColor } from '../../color-contrast';
import type { Rng } from '../prng';
import type { Paint } from './paint';
import { el, num, polygonPoints } from './svg';

export interface LogoColors {
  primary: string;
  secondary: string;
}

/** Everything a style decides about a logo. */
export interface StyleSpec {
  background: string;
  paint: Paint;
  /** Markup behind the symbol, centred on (cx, cy) for a symbol `size` wide. */
  container(cx: number, cy: number, size: number, rng: Rng, variant: number): string;
  /** How much of the container the symbol fills. */
  symbolScale: number;
  text: {
    color: string;
    weight: number;
    transform: 'none' | 'upper' | 'lower';
    letterSpacing: number;
    fontFamily: string;
  };
  /** Markup under the wordmark (rules, bars); `width` is the wordmark's estimated width. */
  decor(x: number, y: number, width: number, anchor: 'middle' | 'start'): string;
  /** Words for the prompt. */
  describe: { paint: string; container: string; text: string };
  /** Defs (gradients) this style needs. */
  defs(id: string): string;
}

const SANS = "Inter, 'Helvetica Neue', Arial, sans-serif";

function blob(cx: number, cy: number, radius: number, rng: Rng): string {
  const points = 7;
  const pts = Array.from({ length: points }, (_, i) => {
    const angle = (Math.PI * 2 * i) / points;
    const r = radius * (0.82 + rng.next() * 0.3);
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as const;
  });
  const mid = (a: readonly [number, number], b: readonly [number, number]) =>
    [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  const first = pts[0] ?? [cx, cy];
  const last = pts[points - 1] ?? [cx, cy];
  const start = mid(last, first);
  let d = `M${num(start[0])} ${num(start[1])}`;
  for (let i = 0; i < points; i += 1) {
    const p = pts[i] ?? first;
    const next = pts[(i + 1) % points] ?? first;
    const m = mid(p, next);
    d += ` Q${num(p[0])} ${num(p[1])} ${num(m[0])} ${num(m[1])}`;
  }
  return `${d} Z`;
}

export function styleSpec(style: LogoStyle, colors: LogoColors, fontFamily: string): StyleSpec {
  const { primary, secondary } = colors;
  const none = () => '';
  switch (style) {
    case 'minimalist':
      return {
        background: '#FFFFFF',
        paint: {
          mode: 'stroke',
          main: primary,
          detail: '#FFFFFF',
          strokeWidth: 5,
          join: 'round',
          fontFamily,
        },
        container: none,
        symbolScale: 0.9,
        text: {
          color: primary,
          weight: 300,
          transform: 'lower',
          letterSpacing: 1.5,
          fontFamily: "'Helvetica Neue', Helvetica, Arial, sans-serif",
        },
        decor: (x, y, _width, anchor) =>
          el('line', {
            x1: anchor === 'middle' ? x - 14 : x,
            y1: y + 12,
            x2: anchor === 'middle' ? x + 14 : x + 28,
            y2: y + 12,
            stroke: secondary,
            'stroke-width': 2,
            'stroke-linecap': 'round',
          }),
        describe: {
          paint: 'a thin single-weight outline',
          container: 'on plain white with generous space',
          text: `a light lowercase wordmark over a short ${secondary} rule`,
        },
        defs: none,
      };
    case 'modern':
      return {
        background: '#FFFFFF',
        paint: { mode: 'fill', main: '#FFFFFF', detail: primary, strokeWidth: 6, join: 'round', fontFamily },
        container: (cx, cy, size, _rng, variant) =>
          variant % 2 === 0
            ? el('rect', {
                x: cx - size / 2,
                y: cy - size / 2,
                width: size,
                height: size,
                rx: size * 0.24,
                fill: 'url(#grad)',
              })
            : el('circle', { cx, cy, r: size / 2, fill: 'url(#grad)' }),
        symbolScale: 0.6,
        text: { color: primary, weight: 700, transform: 'none', letterSpacing: 0, fontFamily: SANS },
        decor: (x, y, width, anchor) =>
          el('circle', {
            cx: anchor === 'middle' ? x + width / 2 + 8 : x + width + 8,
            cy: y - 4,
            r: 4,
            fill: secondary,
          }),
        describe: {
          paint: 'a solid white',
          container: `in a rounded tile with a ${primary} to ${secondary} gradient`,
          text: 'a bold sans-serif wordmark with an accent dot',
        },
        defs: () =>
          el(
            'linearGradient',
            { id: 'grad', x1: '0', y1: '0', x2: '1', y2: '1' },
            el('stop', { offset: '0', 'stop-color': primary }),
            el('stop', { offset: '1', 'stop-color': secondary }),
          ),
      };
    case 'classic':
      return {
        background: '#FBF8F1',
        paint: {
          mode: 'fill',
          main: primary,
          detail: '#FBF8F1',
          strokeWidth: 5,
          join: 'round',
          fontFamily: "Georgia, 'Times New Roman', serif",
        },
        container: (cx, cy, size, _rng, variant) =>
          el('circle', { cx, cy, r: size / 2, fill: 'none', stroke: primary, 'stroke-width': 3 }) +
          el('circle', {
            cx,
            cy,
            r: size / 2 - 7,
            fill: 'none',
            stroke: variant % 2 === 0 ? secondary : primary,
            'stroke-width': 1.2,
          }),
        symbolScale: 0.55,
        text: {
          color: primary,
          weight: 600,
          transform: 'upper',
          letterSpacing: 4,
          fontFamily: "Georgia, 'Times New Roman', serif",
        },
        decor: (x, y, width, anchor) => {
          const cx = anchor === 'middle' ? x : x + width / 2;
          return [
            el('line', {
              x1: cx - 60,
              y1: y + 16,
              x2: cx - 10,
              y2: y + 16,
              stroke: secondary,
              'stroke-width': 1.2,
            }),
            el('polygon', { points: polygonPoints(cx, y + 16, 5, 4, 0), fill: secondary }),
            el('line', {
              x1: cx + 10,
              y1: y + 16,
              x2: cx + 60,
              y2: y + 16,
              stroke: secondary,
              'stroke-width': 1.2,
            }),
          ].join('');
        },
        describe: {
          paint: 'a solid',
          container: 'inside a double-ring emblem on cream',
          text: 'an uppercase serif wordmark with ornamental rules',
        },
        defs: none,
      };
    case 'geometric':
      return {
        background: '#FFFFFF',
        paint: {
          mode: 'stroke',
          main: primary,
          detail: '#FFFFFF',
          strokeWidth: 7,
          join: 'miter',
          fontFamily,
        },
        container: (cx, cy, size, _rng, variant) =>
          el('polygon', {
            points: polygonPoints(cx, cy, size / 2, variant % 2 === 0 ? 6 : 4, variant % 2 === 0 ? 30 : 45),
            fill: secondary,
            'fill-opacity': '0.12',
            stroke: secondary,
            'stroke-width': 3,
          }),
        symbolScale: 0.58,
        text: {
          color: primary,
          weight: 600,
          transform: 'upper',
          letterSpacing: 5,
          fontFamily: "Montserrat, Futura, 'Century Gothic', Arial, sans-serif",
        },
        decor: (x, y, width, anchor) => {
          const start = anchor === 'middle' ? x - 20 : x;
          return [0, 1, 2]
            .map((i) =>
              el('rect', {
                x: start + i * 16,
                y: y + 12,
                width: 8,
                height: 8,
                fill: i === 1 ? primary : secondary,
              }),
            )
            .join('');
        },
        describe: {
          paint: 'a sharp-cornered outline',
          container: 'inside a tinted polygon frame',
          text: 'a widely spaced uppercase geometric wordmark',
        },
        defs: none,
      };
    case 'organic':
      return {
        background: '#FFFFFF',
        paint: { mode: 'fill', main: primary, detail: '#FFFFFF', strokeWidth: 6, join: 'round', fontFamily },
        container: (cx, cy, size, rng) =>
          el('path', { d: blob(cx, cy, size / 2, rng), fill: secondary, 'fill-opacity': '0.2' }) +
          el('path', { d: blob(cx + 4, cy - 3, size / 2.3, rng), fill: primary, 'fill-opacity': '0.1' }),
        symbolScale: 0.6,
        text: {
          color: primary,
          weight: 600,
          transform: 'lower',
          letterSpacing: 0.5,
          fontFamily: "'Nunito Sans', 'Trebuchet MS', sans-serif",
        },
        decor: none,
        describe: {
          paint: 'a soft, rounded solid',
          container: 'over hand-drawn translucent blobs',
          text: 'a friendly rounded lowercase wordmark',
        },
        defs: none,
      };
    case 'bold': {
      const onPrimary = bestTextColor(primary).color;
      return {
        background: primary,
        paint: { mode: 'fill', main: onPrimary, detail: primary, strokeWidth: 9, join: 'miter', fontFamily },
        container: none,
        symbolScale: 0.95,
        text: {
          color: onPrimary,
          weight: 900,
          transform: 'upper',
          letterSpacing: 1,
          fontFamily: "'Arial Black', Montserrat, Impact, sans-serif",
        },
        decor: (x, y, width, anchor) =>
          el('rect', {
            x: anchor === 'middle' ? x - Math.min(width, 260) / 2 : x,
            y: y + 10,
            width: Math.min(width, 260),
            height: 8,
            fill: secondary,
          }),
        describe: {
          paint: `a heavy solid ${onPrimary === '#FFFFFF' ? 'white' : 'black'}`,
          container: `on a full ${primary} background`,
          text: `a heavy uppercase wordmark over a ${secondary} bar`,
        },
        defs: none,
      };
    }
  }
}
