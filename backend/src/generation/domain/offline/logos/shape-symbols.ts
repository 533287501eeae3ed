import { detailColor, line, mainShape, path, type SymbolContext } from './paint';
import { el, num, polygonPoints, textEl } from './svg';

/** Geometric and emblem symbols, drawn in a 100x100 box centred on (50, 50). */

export function circle({ paint }: SymbolContext): string {
  if (paint.mode === 'fill') {
    return [
      el('circle', { cx: 50, cy: 50, r: 44, fill: paint.main }),
      el('circle', { cx: 50, cy: 50, r: 26, ...line(paint.detail, 6, paint) }),
      el('circle', { cx: 50, cy: 50, r: 9, fill: paint.detail }),
    ].join('');
  }
  return [
    el('circle', { cx: 50, cy: 50, r: 42, ...mainShape(paint) }),
    el('circle', { cx: 50, cy: 50, r: 14, fill: paint.main }),
  ].join('');
}

export function triangle({ paint }: SymbolContext): string {
  return [
    el('polygon', { points: '50,8 94,86 6,86', ...mainShape(paint) }),
    el('polygon', { points: '50,44 68,76 32,76', fill: detailColor(paint) }),
  ].join('');
}

export function hexagon({ paint }: SymbolContext): string {
  const inner =
    paint.mode === 'fill'
      ? el('polygon', { points: polygonPoints(50, 50, 22, 6, 30), fill: paint.detail })
      : el('polygon', { points: polygonPoints(50, 50, 20, 6, 30), ...mainShape(paint) });
  return el('polygon', { points: polygonPoints(50, 50, 46, 6, 30), ...mainShape(paint) }) + inner;
}

export function star({ paint }: SymbolContext): string {
  return [
    el('polygon', { points: polygonPoints(50, 53, 47, 5, -90, 19), ...mainShape(paint) }),
    el('circle', { cx: 50, cy: 53, r: 6, fill: detailColor(paint) }),
  ].join('');
}

export function crown({ paint }: SymbolContext): string {
  const jewels = [18, 50, 82]
    .map((x, i) => el('circle', { cx: x, cy: i === 1 ? 16 : 26, r: 6, fill: paint.main }))
    .join('');
  return [
    path('M12 78 L16 34 L35 56 L50 24 L65 56 L84 34 L88 78 Z', mainShape(paint)),
    el('rect', { x: 12, y: 82, width: 76, height: 9, rx: paint.join === 'round' ? 3 : 0, fill: paint.main }),
    el('circle', { cx: 50, cy: 62, r: 7, fill: detailColor(paint) }),
    jewels,
  ].join('');
}

export function arrow({ paint }: SymbolContext): string {
  if (paint.mode === 'fill') {
    return path('M14 76 L58 32 L44 32 L44 18 L82 18 L82 56 L68 56 L68 42 L24 86 Z', { fill: paint.main });
  }
  return [
    path('M18 82 L78 22', line(paint.main, paint.strokeWidth, paint)),
    path('M42 22 L78 22 L78 58', line(paint.main, paint.strokeWidth, paint)),
  ].join('');
}

export function lightning({ paint }: SymbolContext): string {
  return el('polygon', { points: '58,4 18,56 46,56 38,96 82,40 54,40 64,4', ...mainShape(paint) });
}

/** Interlocking loops: a brand mark with no literal meaning. */
export function symbol({ paint }: SymbolContext): string {
  const width = paint.mode === 'fill' ? 12 : paint.strokeWidth;
  return [
    path(
      'M50 50 C40 28 12 30 12 50 C12 70 40 72 50 50 C60 28 88 30 88 50 C88 70 60 72 50 50 Z',
      line(paint.main, width, paint),
    ),
    el('circle', { cx: 50, cy: 50, r: width / 2 + 2, fill: paint.main }),
  ].join('');
}

/** Overlapping translucent shapes whose layout depends on the seed. */
export function abstract({ paint, rng }: SymbolContext): string {
  const shapes: string[] = [];
  const count = rng.int(3, 4);
  for (let i = 0; i < count; i += 1) {
    const angle = (360 / count) * i + rng.int(0, 40);
    const rad = (angle * Math.PI) / 180;
    const d = rng.int(12, 18);
    const cx = 50 + d * Math.cos(rad);
    const cy = 50 + d * Math.sin(rad);
    const rx = rng.int(20, 30);
    const ry = rng.int(12, 22);
    const attributes =
      paint.mode === 'fill'
        ? { fill: paint.main, 'fill-opacity': num(0.45 + 0.15 * (i % 2)) }
        : mainShape(paint);
    shapes.push(
      el('ellipse', {
        cx,
        cy,
        rx,
        ry,
        transform: `rotate(${num(angle)} ${num(cx)} ${num(cy)})`,
        ...attributes,
      }),
    );
  }
  shapes.push(el('circle', { cx: 50, cy: 50, r: 6, fill: paint.main }));
  return shapes.join('');
}

/** Nested diamond, circle and square. */
export function geometric({ paint }: SymbolContext): string {
  return [
    el('polygon', { points: '50,4 96,50 50,96 4,50', ...mainShape(paint) }),
    el('circle', {
      cx: 50,
      cy: 50,
      r: 24,
      ...(paint.mode === 'fill' ? { fill: paint.detail } : mainShape(paint)),
    }),
    el('rect', { x: 41, y: 41, width: 18, height: 18, fill: paint.main, transform: 'rotate(45 50 50)' }),
  ].join('');
}

/** The business name's initial in a badge. */
export function letter({ paint, initial }: SymbolContext): string {
  const badge =
    paint.mode === 'fill'
      ? el('rect', {
          x: 6,
          y: 6,
          width: 88,
          height: 88,
          rx: paint.join === 'round' ? 24 : 4,
          fill: paint.main,
        })
      : el('circle', { cx: 50, cy: 50, r: 43, ...mainShape(paint) });
  const text = textEl(
    {
      x: 50,
      y: 70,
      'text-anchor': 'middle',
      'font-family': paint.fontFamily,
      'font-size': 56,
      'font-weight': 700,
      fill: detailColor(paint),
    },
    initial,
  );
  return badge + text;
}
