import { logoText } from '../../../../contracts/logo-text';
import type { LogoStyle, LogoSymbol } from '../../../../contracts/options';
import type { GenerateLogosRequest, GenerateLogosResponse } from '../../../../contracts/generation';
import { ensureContrast, WHITE } from '../../color-contrast';
import { svgToDataUrl } from '../../svg-document';
import type { Rng } from '../prng';
import { gradientDef } from './draw';
import { LAYOUT_LABELS, LAYOUTS, LOGO_LAYOUTS, type LogoLayout } from './layouts';
import { chooseMotifs, SYMBOL_ICONS } from './motifs';
import { displayName, initialsOf } from './name-type';
import { monogramMark, type Paints } from './symbol-marks';
import { TYPEFACES } from './type/typefaces';
import { treatmentFor, type Frame, type Treatment } from './treatments';
import { el, num, xmlEscape } from './svg';

/** WCAG 2.x minimum for large text and graphics: the mark reads on white whatever colours were picked. */
const GRAPHIC_CONTRAST = 3;
/** Clear space around the ink, as a share of the longer side of the ink. */
const MARGIN = 0.1;
/** The longer side of the delivered SVG's width and height, in CSS pixels. */
const DISPLAY_SIZE = 320;
const GRADIENT_ID = 'bb-grad';

export interface LogoSpec {
  businessName: string;
  layout: LogoLayout;
  treatment: Treatment;
  /** A lucide icon name, or null for a monogram symbol. */
  icon: string | null;
  frame: Frame;
  colors: { primary: string; secondary: string };
}

export interface LogoDrawing {
  svg: string;
  prompt: string;
}

function paintsFor(colors: LogoSpec['colors'], t: Treatment): Paints {
  const ink = ensureContrast(colors.primary.toUpperCase(), WHITE, GRAPHIC_CONTRAST);
  const accent = ensureContrast(colors.secondary.toUpperCase(), WHITE, GRAPHIC_CONTRAST);
  return {
    ink,
    accent,
    tint: colors.secondary.toUpperCase(),
    solid: t.gradient ? `url(#${GRADIENT_ID})` : ink,
  };
}

/**
 * One logo as a self-contained SVG: outlined type (no text elements, so every viewer and the PNG
 * renderer draw the same letters), lucide strokes and plain shapes, on a transparent canvas sized
 * to the ink plus a clear-space margin.
 */
export function drawLogo(spec: LogoSpec): LogoDrawing {
  const t = spec.treatment;
  const paints = paintsFor(spec.colors, t);
  const name = displayName(spec.businessName, t);
  const composition = LAYOUTS[spec.layout]({
    name,
    initials: initialsOf(spec.businessName),
    icon: spec.icon,
    frame: spec.frame,
    treatment: t,
    paints,
  });
  const b = composition.bounds;
  const width = b.maxX - b.minX;
  const height = b.maxY - b.minY;
  const margin = Math.max(width, height) * MARGIN;
  const vw = width + 2 * margin;
  const vh = height + 2 * margin;
  const scale = DISPLAY_SIZE / Math.max(vw, vh);
  const title = logoText(`${spec.businessName.trim()} logo`);
  const defs = t.gradient ? el('defs', {}, gradientDef(GRADIENT_ID, paints.ink, paints.accent)) : '';
  const svg = el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: num(vw * scale),
      height: num(vh * scale),
      viewBox: `${num(b.minX - margin)} ${num(b.minY - margin)} ${num(vw)} ${num(vh)}`,
      role: 'img',
      'aria-label': title,
    },
    `<title>${xmlEscape(title)}</title>`,
    defs,
    composition.body,
  );
  const what = spec.icon
    ? `a ${spec.icon.replace(/-/g, ' ')} symbol`
    : `the monogram ${initialsOf(spec.businessName)}`;
  const prompt =
    `${LAYOUT_LABELS[spec.layout]} for "${spec.businessName.trim()}", ${spec.treatment.style}: ${what}, ` +
    `set in ${TYPEFACES[t.personality].family} (${t.words}); colours ${spec.colors.primary.toUpperCase()} and ${spec.colors.secondary.toUpperCase()}, transparent background.`;
  return { svg, prompt };
}

const FRAME_OF: Partial<Record<LogoSymbol, Frame>> = {
  circle: 'circle',
  hexagon: 'hexagon',
  triangle: 'shield',
  geometric: 'diamond',
};

/**
 * `count` logos in the request's style, cycling through the six layouts; the symbols come from the
 * business's kind (industry, description, name and any archetype motifs), one icon per logo.
 */
export function generateLogos(request: GenerateLogosRequest, count: number, rng: Rng): GenerateLogosResponse {
  const motifs = chooseMotifs(request);
  const symbols = request.symbols.length > 0 ? request.symbols : (['icon'] as LogoSymbol[]);
  const treatment = treatmentFor(request.style, motifs.sector.type);
  // The seed shifts where the sequence of layouts, icons and colour orders starts: "generate again" differs.
  const offset = rng.fork('offset').int(0, LOGO_LAYOUTS.length - 1);
  // The first logos draw the business's own things (a cup for a coffee shop), what its words name
  // first, the sector's after them.
  const leading = motifs.named || motifs.own || motifs.icons.length;
  let iconTurn = rng.fork('icons').int(0, Math.max(0, leading - 1));
  const logos = Array.from({ length: count }, (_, i) => {
    const layout = LOGO_LAYOUTS[(offset + i) % LOGO_LAYOUTS.length]!;
    const pick = symbols[i % symbols.length]!;
    const named = SYMBOL_ICONS[pick];
    const icon =
      pick === 'letter' ? null : (named ?? motifs.icons[iconTurn++ % motifs.icons.length] ?? 'sparkles');
    const frame = FRAME_OF[pick] ?? treatment.frame;
    const round = Math.floor(i / LOGO_LAYOUTS.length);
    const swap = round % 2 === 1;
    const colors = swap
      ? { primary: request.colors.secondary, secondary: request.colors.primary }
      : { primary: request.colors.primary, secondary: request.colors.secondary };
    const drawing = drawLogo({ businessName: request.businessName, layout, treatment, icon, frame, colors });
    return {
      id: `logo_${i + 1}`,
      imageUrl: svgToDataUrl(drawing.svg),
      prompt: drawing.prompt,
      selected: false,
    };
  });
  return { logos };
}

/** A square monogram icon for logos that have no symbol of their own (favicons, avatars). */
export function monogramIcon(businessName: string, style: LogoStyle, colors: LogoSpec['colors']): string {
  const t = treatmentFor(style, 'geometric');
  const paints = paintsFor(colors, t);
  const defs = t.gradient ? el('defs', {}, gradientDef(GRADIENT_ID, paints.ink, paints.accent)) : '';
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width: 512, height: 512, viewBox: '-4 -4 108 108' },
    defs,
    el('g', { id: 'bb-symbol' }, monogramMark(initialsOf(businessName), t.frame, t, paints)),
  );
}
