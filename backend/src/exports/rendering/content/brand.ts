import type { StepData } from '../../../contracts/step-data';
import { darkenForText, parseHex, toHex, type Rgb } from '../colour/contrast';
import type { ExportableProject } from '../exportable-project';
import { nonBlank, textOrUndefined } from '../not-defined';

export type ColourRole = 'Primary' | 'Secondary' | 'Accent' | 'Neutral';

export interface BrandColour {
  role: ColourRole;
  /** Upper-case "#RRGGBB". */
  hex: string;
  rgb: Rgb;
}

/** The business name documents are titled with: the chosen name, else the project title. */
export function brandName(project: ExportableProject): string {
  return (
    textOrUndefined(project.stepData.nameGeneration?.selectedName?.name) ??
    textOrUndefined(project.title) ??
    'Untitled project'
  );
}

type StyleGuide = NonNullable<StepData['styleGuide']>;

/** The palette, in role order; a role appears only when it holds a valid hex colour. */
export function brandColours(styleGuide: StyleGuide | undefined): BrandColour[] {
  const sg = styleGuide ?? {};
  const candidates: [ColourRole, string | undefined][] = [
    ['Primary', sg.primaryColor ?? sg.colors?.primary],
    ['Secondary', sg.secondaryColor ?? sg.colors?.secondary],
    ['Accent', sg.accentColor ?? sg.colors?.accent],
    ['Neutral', sg.neutralColor ?? sg.colors?.neutral],
  ];
  const colours: BrandColour[] = [];
  for (const [role, value] of candidates) {
    const rgb = value ? parseHex(value) : undefined;
    if (rgb) colours.push({ role, hex: toHex(rgb), rgb });
  }
  return colours;
}

export interface BrandFonts {
  primary?: string;
  secondary?: string;
}

export function brandFonts(styleGuide: StyleGuide | undefined): BrandFonts {
  return {
    primary: textOrUndefined(styleGuide?.fontPrimary),
    secondary: textOrUndefined(styleGuide?.fontSecondary),
  };
}

export function brandPersonality(styleGuide: StyleGuide | undefined): string[] {
  return nonBlank(styleGuide?.brandPersonality);
}

export function designPrinciples(styleGuide: StyleGuide | undefined): string[] {
  return nonBlank(styleGuide?.designPrinciples);
}

const FALLBACK_ACCENT = '#334155';

/** The brand primary, darkened if needed so that headings in it stay readable on white paper. */
export function accentColour(project: ExportableProject): string {
  const primary = brandColours(project.stepData.styleGuide).find((c) => c.role === 'Primary');
  return primary ? toHex(darkenForText(primary.rgb, 3)) : FALLBACK_ACCENT;
}
