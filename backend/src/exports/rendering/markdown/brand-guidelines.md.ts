import { BLACK, WHITE, contrastReport, formatRgb, type ContrastReport } from '../colour/contrast';
import { brandColours, brandFonts, brandName, brandPersonality, designPrinciples } from '../content/brand';
import type { ExportableProject } from '../exportable-project';
import { textOrUndefined } from '../not-defined';
import { formatLongDate, type RenderContext } from '../render-context';
import { bullets, document, field, inline, notDefinedMd, numbered, table } from './md';

function verdict(report: ContrastReport): string {
  if (report.passesBodyText) return `${report.label} pass (${report.grade})`;
  return report.grade === 'AA large text only' ? `${report.label} large text only` : `${report.label} fail`;
}

function logoBlock(ctx: RenderContext): string {
  const lines: string[] = [];
  if (ctx.logos.logos.length === 0) lines.push(notDefinedMd);
  else {
    lines.push(
      ctx.logos.fromSelection
        ? 'The selected logo is delivered as SVG and PNG (256, 512 and 1024 px, plus 512 px versions on light and dark backgrounds) in the logo files package.'
        : 'No logo has been selected yet; every generated logo is in the logo files package. Choose one before briefing a designer.',
    );
    lines.push(
      bullets([
        'Keep clear space around the logo of at least a quarter of its height on every side.',
        'Do not stretch, rotate, recolour, outline or add shadows to it.',
        'Do not show it smaller than 24 px (on screen) or 10 mm (in print) wide.',
      ]),
    );
  }
  if (ctx.logos.notes.length > 0) lines.push(ctx.logos.notes.map((n) => `> ${n}`).join('\n>\n'));
  return lines.join('\n\n');
}

export function brandGuidelinesMarkdown(project: ExportableProject, ctx: RenderContext): string {
  const sg = project.stepData.styleGuide;
  const colours = brandColours(sg);
  const fonts = brandFonts(sg);
  const tagline = textOrUndefined(project.stepData.nameGeneration?.selectedName?.description);
  return document([
    `# ${inline(brandName(project))}: Brand Guidelines`,
    `_Prepared ${formatLongDate(ctx.now)}_`,
    tagline && `> ${inline(tagline)}`,
    '## 1. Brand Story',
    field('Mission', textOrUndefined(project.stepData.businessDefinition?.missionStatement)),
    field('Promise to customers', textOrUndefined(project.stepData.businessDefinition?.valueProposition)),
    '## 2. Logo',
    logoBlock(ctx),
    '## 3. Colour Palette',
    colours.length === 0
      ? notDefinedMd
      : table(
          ['Role', 'Hex', 'RGB', 'Contrast on white', 'Contrast on black'],
          colours.map((c) => [
            c.role,
            `\`${c.hex}\``,
            formatRgb(c.rgb),
            verdict(contrastReport(c.rgb, WHITE)),
            verdict(contrastReport(c.rgb, BLACK)),
          ]),
        ),
    colours.length > 0 &&
      '_Pass: at least 4.5:1, the WCAG 2.x AA level for body text. Large text (18 pt, or 14 pt bold) and icons need 3:1._',
    '## 4. Typography',
    fonts.primary || fonts.secondary
      ? table(
          ['Role', 'Font', 'Use it for'],
          [
            ['Primary', fonts.primary ?? '_Not defined yet_', 'Headings, buttons and navigation'],
            [
              'Secondary',
              fonts.secondary ?? fonts.primary ?? '_Not defined yet_',
              'Body text, tables, captions and forms',
            ],
          ],
        )
      : notDefinedMd,
    '## 5. Brand Personality',
    bullets(brandPersonality(sg)),
    '## 6. Design Principles',
    numbered(designPrinciples(sg)),
  ]);
}
