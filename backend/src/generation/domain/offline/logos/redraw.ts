import { logoStyles, type LogoStyle } from '../../../../contracts/options';
import type { Logo } from '../../../../contracts/step-data';
import { dataUrlToSvg, svgToDataUrl } from '../../svg-document';
import { LAYOUT_LABELS, LOGO_LAYOUTS, type LogoLayout } from './layouts';
import { drawLogo, type LogoSpec } from './logos';
import { TYPEFACES, type Personality } from './type/typefaces';
import { treatmentFor, type Frame, type Treatment } from './treatments';

/**
 * Redraws a logo this renderer drew, with another business name and (optionally) other colours,
 * keeping its layout, style, symbol, typeface and frame (issue 14: a renamed business keeps its
 * look). The logo's prompt names everything but the frame and the sector's treatment; those are
 * found by drawing the candidates with the old name and keeping the one that gives the very same
 * SVG. A logo that no candidate reproduces (another renderer, an uploaded image) is not redrawn.
 */
const PROMPT =
  /^(.+) for "(.*)", ([a-z-]+): (a (.+) symbol|the monogram .+), set in (.+?) \(.*\); colours (#[0-9A-F]{6}) and (#[0-9A-F]{6}), transparent background\.$/s;

const FRAMES: readonly Frame[] = ['circle', 'rounded', 'hexagon', 'shield', 'diamond'];
const PERSONALITIES = Object.keys(TYPEFACES) as Personality[];

interface ParsedPrompt {
  layout: LogoLayout;
  name: string;
  style: LogoStyle;
  icon: string | null;
  family: string;
  colors: LogoSpec['colors'];
}

function parsePrompt(prompt: string): ParsedPrompt | null {
  const m = PROMPT.exec(prompt);
  if (!m) return null;
  const layout = LOGO_LAYOUTS.find((l) => LAYOUT_LABELS[l] === m[1]);
  const style = logoStyles.find((s) => s === m[3]);
  if (!layout || !style) return null;
  return {
    layout,
    name: m[2]!,
    style,
    icon: m[5] ? m[5].replace(/ /g, '-') : null,
    family: m[6]!,
    colors: { primary: m[7]!, secondary: m[8]! },
  };
}

/** The treatments of `style` whose typeface is `family` (one per distinct treatment). */
function treatmentsOf(style: LogoStyle, family: string): Treatment[] {
  const seen = new Map<string, Treatment>();
  for (const sector of PERSONALITIES) {
    const t = treatmentFor(style, sector);
    if (TYPEFACES[t.personality].family === family) seen.set(JSON.stringify(t), t);
  }
  return [...seen.values()];
}

/** The spec that draws exactly `svg` from the parsed prompt, if any. */
function specOf(parsed: ParsedPrompt, svg: string): LogoSpec | null {
  for (const treatment of treatmentsOf(parsed.style, parsed.family)) {
    for (const frame of FRAMES) {
      const spec: LogoSpec = {
        businessName: parsed.name,
        layout: parsed.layout,
        treatment,
        icon: parsed.icon,
        frame,
        colors: parsed.colors,
      };
      if (drawLogo(spec).svg === svg) return spec;
    }
  }
  return null;
}

export interface Redraw {
  businessName: string;
  /** Colour replacements, old → new (upper-case hex); a colour not listed stays. */
  colors?: Readonly<Record<string, string>>;
}

/** `logo` drawn again with the new name and colours, same id and selection; null when it cannot be. */
export function redrawLogo(logo: Logo, change: Redraw): Logo | null {
  const parsed = parsePrompt(logo.prompt);
  if (!parsed) return null;
  let svg: string;
  try {
    svg = dataUrlToSvg(logo.imageUrl);
  } catch {
    return null;
  }
  const spec = specOf(parsed, svg);
  if (!spec) return null;
  const recolour = (c: string) => change.colors?.[c.toUpperCase()] ?? c;
  const drawing = drawLogo({
    ...spec,
    businessName: change.businessName,
    colors: { primary: recolour(spec.colors.primary), secondary: recolour(spec.colors.secondary) },
  });
  return { ...logo, imageUrl: svgToDataUrl(drawing.svg), prompt: drawing.prompt };
}
