import type { StepData } from '../../../contracts/step-data';
import { bestTextColor } from '../../../generation/domain/color-contrast';
import { brandColours, brandFonts } from './brand';

/** The style guide as developer files: CSS custom properties, a Tailwind theme and DTCG tokens. */

interface Token {
  /** kebab-case name without prefix: 'primary', 'on-primary'. */
  name: string;
  value: string;
  description: string;
}

function colourTokens(styleGuide: StepData['styleGuide']): Token[] {
  return brandColours(styleGuide).flatMap((c) => {
    const name = c.role.toLowerCase();
    const on = bestTextColor(c.hex).color;
    return [
      { name, value: c.hex, description: `${c.role} brand colour` },
      { name: `on-${name}`, value: on, description: `Text and icons on ${name} (WCAG AA or better)` },
    ];
  });
}

function fontStacks(styleGuide: StepData['styleGuide']): { heading?: string[]; body?: string[] } {
  const fonts = brandFonts(styleGuide);
  const stack = (font: string | undefined) => (font ? [font, 'system-ui', 'sans-serif'] : undefined);
  const heading = stack(fonts.primary);
  const body = stack(fonts.secondary ?? fonts.primary);
  return { ...(heading ? { heading } : {}), ...(body ? { body } : {}) };
}

const cssFont = (stack: readonly string[]) => stack.map((f) => (/\s/.test(f) ? `'${f}'` : f)).join(', ');

export function tokensCss(styleGuide: StepData['styleGuide']): string {
  const fonts = fontStacks(styleGuide);
  const lines = [
    '/* Brand design tokens as CSS custom properties. */',
    ':root {',
    ...colourTokens(styleGuide).map((t) => `  --color-${t.name}: ${t.value}; /* ${t.description} */`),
    ...(fonts.heading ? [`  --font-heading: ${cssFont(fonts.heading)};`] : []),
    ...(fonts.body ? [`  --font-body: ${cssFont(fonts.body)};`] : []),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

export function tailwindTheme(styleGuide: StepData['styleGuide']): string {
  const colors = Object.fromEntries(colourTokens(styleGuide).map((t) => [t.name, t.value]));
  const fonts = fontStacks(styleGuide);
  const theme = { theme: { extend: { colors, fontFamily: fonts } } };
  return `// Tailwind CSS theme: spread into tailwind.config.js, or use with \`presets: [require('./tailwind.theme.js')]\`.\nmodule.exports = ${JSON.stringify(theme, null, 2)};\n`;
}

/** Design Tokens Community Group format ($type, $value, $description). */
export function dtcgTokens(styleGuide: StepData['styleGuide']): string {
  const color = Object.fromEntries(
    colourTokens(styleGuide).map((t) => [
      t.name,
      { $type: 'color', $value: t.value, $description: t.description },
    ]),
  );
  const fonts = fontStacks(styleGuide);
  const fontFamily = Object.fromEntries(
    Object.entries(fonts).map(([role, stack]) => [role, { $type: 'fontFamily', $value: stack }]),
  );
  return `${JSON.stringify({ color, fontFamily }, null, 2)}\n`;
}
