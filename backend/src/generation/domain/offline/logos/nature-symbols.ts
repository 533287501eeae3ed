import { detailColor, line, mainShape, path, type SymbolContext } from './paint';
import { el } from './svg';

/** Symbols from nature, drawn in a 100x100 box centred on (50, 50). */

export function leaf({ paint }: SymbolContext): string {
  return [
    path('M16 86 C12 44 40 14 88 12 C90 58 62 88 16 86 Z', mainShape(paint)),
    path(
      'M16 86 C36 64 52 48 72 30',
      line(detailColor(paint), paint.mode === 'fill' ? 5 : paint.strokeWidth * 0.8, paint),
    ),
  ].join('');
}

export function mountain({ paint }: SymbolContext): string {
  const snow =
    paint.mode === 'fill' ? path('M40 28 L50 44 L44 40 L38 46 L32 40 Z', { fill: paint.detail }) : '';
  return [
    el('circle', { cx: 78, cy: 22, r: 9, fill: paint.main }),
    el('polygon', { points: '4,88 40,28 62,62 72,48 96,88', ...mainShape(paint) }),
    snow,
  ].join('');
}

export function wave({ paint }: SymbolContext): string {
  const w = paint.mode === 'fill' ? 9 : paint.strokeWidth;
  const waves = [32, 52, 72].map((y, i) =>
    path(`M8 ${y} Q 22 ${y - 14} 36 ${y} T 64 ${y} T 92 ${y}`, {
      ...line(paint.main, w, paint),
      'stroke-opacity': i === 1 || paint.mode === 'stroke' ? '1' : '0.7',
    }),
  );
  return waves.join('');
}

export function flame({ paint }: SymbolContext): string {
  const inner = path('M50 50 C58 60 64 66 62 76 C60 84 55 88 50 88 C45 88 40 84 38 76 C37 68 44 62 50 50 Z', {
    fill: detailColor(paint),
  });
  return (
    path(
      'M50 4 C60 24 80 36 78 62 C76 82 64 96 50 96 C36 96 22 84 22 62 C22 46 32 38 38 24 C42 36 46 40 50 42 C50 30 46 18 50 4 Z',
      mainShape(paint),
    ) + inner
  );
}
