import type { LogoStyle, LogoSymbol } from '../../../../contracts/options';
import type { GenerateLogosRequest, GenerateLogosResponse } from '../../../../contracts/generation';
import { ensureContrast } from '../../color-contrast';
import { svgToDataUrl } from '../../svg-document';
import type { Rng } from '../prng';
import type { IconKind } from '../vocabulary/industry-profile';
import { resolveIndustry } from '../vocabulary/profiles';
import { placeSymbol, SYMBOL_DESCRIPTIONS } from './symbols';
import { styleSpec, type LogoColors, type StyleSpec } from './styles';
import { el, textEl, xmlEscape } from './svg';

const SIZE = 320;
/** WCAG AA for large text: the wordmark stays readable whatever colours were picked. */
const LARGE_TEXT_CONTRAST = 3;
type Layout = 'stacked' | 'inline';

interface Wordmark {
  markup: string;
  width: number;
  baseline: number;
}

function caseOf(name: string, transform: StyleSpec['text']['transform']): string {
  if (transform === 'upper') return name.toUpperCase();
  if (transform === 'lower') return name.toLowerCase();
  return name;
}

/** Splits a long name into two balanced lines at a space, when it has one. */
function splitLines(text: string, maxChars: number): string[] {
  if (text.length <= maxChars || !text.includes(' ')) return [text];
  let best = -1;
  for (let i = text.indexOf(' '); i !== -1; i = text.indexOf(' ', i + 1)) {
    if (best === -1 || Math.abs(i - text.length / 2) < Math.abs(best - text.length / 2)) best = i;
  }
  return [text.slice(0, best), text.slice(best + 1)];
}

/**
 * The business name as text that fits `maxWidth` around (x, centerY): split over two lines when
 * long, then shrunk and de-spaced; `textLength` squeezes only what still does not fit.
 */
function wordmark(
  name: string,
  spec: StyleSpec,
  x: number,
  centerY: number,
  maxWidth: number,
  anchor: 'middle' | 'start',
): Wordmark {
  const text = caseOf(name, spec.text.transform);
  const lines = splitLines(text, anchor === 'start' ? 11 : 15);
  const longest = Math.max(...lines.map((l) => l.length));
  const heavy = spec.text.weight >= 800;
  const glyph =
    spec.text.transform === 'upper' ? (heavy ? 0.8 : 0.68) : spec.text.weight >= 600 ? 0.58 : 0.54;
  const widthAt = (size: number, spacing: number) => longest * (size * glyph + spacing);
  let fontSize = anchor === 'middle' ? 38 : 30;
  let spacing = spec.text.letterSpacing;
  for (; fontSize > 12; fontSize -= 1) {
    const fitting = [spec.text.letterSpacing, spec.text.letterSpacing / 2, 0].find(
      (ls) => widthAt(fontSize, ls) <= maxWidth,
    );
    if (fitting !== undefined) {
      spacing = fitting;
      break;
    }
    spacing = 0;
  }
  const squeeze = widthAt(fontSize, spacing) > maxWidth;
  const lineHeight = fontSize * 1.15;
  const firstBaseline = centerY + fontSize * 0.35 - (lineHeight * (lines.length - 1)) / 2;
  const markup = lines
    .map((line, i) =>
      textEl(
        {
          x,
          y: firstBaseline + i * lineHeight,
          'text-anchor': anchor,
          'font-family': spec.text.fontFamily,
          'font-size': fontSize,
          'font-weight': spec.text.weight,
          'letter-spacing': spacing || undefined,
          fill: ensureContrast(spec.text.color, spec.background, LARGE_TEXT_CONTRAST),
          textLength: squeeze ? maxWidth : undefined,
          lengthAdjust: squeeze ? 'spacingAndGlyphs' : undefined,
        },
        line,
      ),
    )
    .join('');
  return {
    markup,
    width: Math.min(widthAt(fontSize, spacing), maxWidth),
    baseline: firstBaseline + (lines.length - 1) * lineHeight,
  };
}

export interface LogoDrawing {
  svg: string;
  prompt: string;
}

export interface LogoSpec {
  businessName: string;
  style: LogoStyle;
  symbol: LogoSymbol;
  colors: LogoColors;
  layout: Layout;
  /** 0, 1, 2... alternative containers and angles for more variety. */
  variant: number;
  icon: IconKind;
}

export function drawLogo(spec: LogoSpec, rng: Rng): LogoDrawing {
  const look = styleSpec(spec.style, spec.colors, "Inter, 'Helvetica Neue', Arial, sans-serif");
  const name = spec.businessName.trim();
  const initial = (/[\p{L}\p{N}]/u.exec(name)?.[0] ?? 'B').toUpperCase();
  const context = { paint: look.paint, initial, icon: spec.icon, rng };
  const rotate =
    spec.variant >= 2 && (spec.symbol === 'geometric' || spec.symbol === 'abstract')
      ? 15 * (spec.variant - 1)
      : 0;
  // Later variants draw the symbol a little smaller, so every variant differs in every style.
  const shrink = Math.max(0.6, 1 - 0.05 * spec.variant);

  let body: string;
  if (spec.layout === 'stacked') {
    const cx = SIZE / 2;
    const cy = 124;
    const frame = 156;
    const mark = wordmark(name, look, cx, 256, 280, 'middle');
    body = [
      look.container(cx, cy, frame, rng, spec.variant),
      placeSymbol(spec.symbol, context, cx, cy, frame * look.symbolScale * shrink, rotate),
      mark.markup,
      look.decor(cx, mark.baseline, mark.width, 'middle'),
    ].join('');
  } else {
    const cx = 70;
    const cy = 160;
    const frame = 104;
    const mark = wordmark(name, look, 136, 158, 170, 'start');
    body = [
      look.container(cx, cy, frame, rng, spec.variant),
      placeSymbol(spec.symbol, context, cx, cy, frame * look.symbolScale * shrink, rotate),
      mark.markup,
      look.decor(136, mark.baseline, mark.width, 'start'),
    ].join('');
  }

  const defs = look.defs('grad');
  const title = `${name} logo`;
  const svg = el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: SIZE,
      height: SIZE,
      viewBox: `0 0 ${SIZE} ${SIZE}`,
      role: 'img',
      'aria-label': title,
    },
    `<title>${xmlEscape(title)}</title>`,
    defs ? el('defs', {}, defs) : '',
    el('rect', { width: SIZE, height: SIZE, fill: look.background }),
    body,
  );
  const d = look.describe;
  const prompt =
    `${spec.style.charAt(0).toUpperCase()}${spec.style.slice(1)} logo for "${name}": ${d.paint} ${SYMBOL_DESCRIPTIONS[spec.symbol]} symbol ${d.container}, ` +
    `${spec.layout === 'stacked' ? 'stacked above' : 'beside'} ${d.text}; colours ${spec.colors.primary} and ${spec.colors.secondary}.`;
  return { svg, prompt };
}

export function generateLogos(request: GenerateLogosRequest, count: number, rng: Rng): GenerateLogosResponse {
  const icon = resolveIndustry(request.industry).icon;
  const symbols = request.symbols;
  // The seed shifts where the sequence of layouts and colour orders starts: "generate again" differs.
  const offset = rng.fork('offset').int(0, 3);
  const logos = Array.from({ length: count }, (_, i) => {
    const symbolIndex = i % symbols.length;
    const symbol = symbols[symbolIndex] ?? 'circle';
    // For one symbol, each round changes layout, then colour order, then variant: never the same twice.
    const round = Math.floor(i / symbols.length) + offset;
    const layout: Layout = (round + symbolIndex) % 2 === 0 ? 'stacked' : 'inline';
    const swap = Math.floor(round / 2) % 2 === 1;
    const variant = Math.floor(round / 4);
    const colors = swap
      ? { primary: request.colors.secondary.toUpperCase(), secondary: request.colors.primary.toUpperCase() }
      : { primary: request.colors.primary.toUpperCase(), secondary: request.colors.secondary.toUpperCase() };
    const drawing = drawLogo(
      { businessName: request.businessName, style: request.style, symbol, colors, layout, variant, icon },
      rng.fork(`logo:${i}`),
    );
    return {
      id: `logo_${i + 1}`,
      imageUrl: svgToDataUrl(drawing.svg),
      prompt: drawing.prompt,
      selected: false,
    };
  });
  return { logos };
}
