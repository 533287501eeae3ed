import type { StepData } from '../../../contracts/step-data';
import { brandColours, brandFonts, type ColourRole } from './brand';

export interface DesignToken {
  token: string;
  value: string;
  use: string;
}

const colourUse: Record<ColourRole, string> = {
  Primary: 'Brand colour: primary buttons, links, active states',
  Secondary: 'Supporting colour: secondary actions and highlights',
  Accent: 'Sparing emphasis: badges, charts, illustrations',
  Neutral: 'Text, borders and surfaces',
};

/** The style guide as the tokens a developer puts in CSS variables or a Tailwind theme. */
export function designTokens(styleGuide: StepData['styleGuide']): DesignToken[] {
  const fonts = brandFonts(styleGuide);
  const tokens: DesignToken[] = brandColours(styleGuide).map((c) => ({
    token: `--color-${c.role.toLowerCase()}`,
    value: c.hex,
    use: colourUse[c.role],
  }));
  if (fonts.primary)
    tokens.push({ token: '--font-heading', value: fonts.primary, use: 'Headings, buttons, navigation' });
  const body = fonts.secondary ?? fonts.primary;
  if (body) tokens.push({ token: '--font-body', value: body, use: 'Body text, tables, forms' });
  return tokens;
}
