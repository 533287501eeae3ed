import type { Readable } from 'node:stream';
import type { StepData } from '../../../contracts/step-data';
import { accentColour, brandColours, brandFonts, brandName, brandPersonality } from '../content/brand';
import { buildRoadmap, priorityLabel, totalStoryPoints } from '../content/roadmap';
import type { ExportableProject } from '../exportable-project';
import { NOT_DEFINED, textOrUndefined } from '../not-defined';
import { formatLongDate, type RenderContext } from '../render-context';
import { PdfLayout } from './layout';
import { businessPlanContent } from '../content/business-plan/business-plan-content';
import { planTagline } from '../content/business-plan/plan-tagline';
import { drawCover, drawPageFurniture } from './page-furniture';
import { drawPlanSections } from './plan-blocks.pdf';
import { buildPdf } from './pdf-document';
import { drawSwatchStrip } from './swatches';
import { drawTable } from './table';

function brandSummary(layout: PdfLayout, project: ExportableProject, number: number): void {
  const { styleGuide, nameGeneration } = project.stepData;
  const chosen = nameGeneration?.selectedName ?? undefined;
  layout.section(`${number}. Brand Summary`, { keepWith: 60 });
  layout.field('Business name', textOrUndefined(chosen?.name));
  if (textOrUndefined(chosen?.description)) layout.paragraph(textOrUndefined(chosen?.description));
  if (textOrUndefined(chosen?.domain)) layout.field('Domain', textOrUndefined(chosen?.domain));
  layout.ensureSpace(110);
  layout.label('Colours');
  layout.gap(2);
  drawSwatchStrip(layout, brandColours(styleGuide));
  const fonts = brandFonts(styleGuide);
  const typography =
    fonts.primary || fonts.secondary
      ? `Primary: ${fonts.primary ?? NOT_DEFINED}. Secondary: ${fonts.secondary ?? NOT_DEFINED}.`
      : undefined;
  layout.field('Typography', typography);
  const traits = brandPersonality(styleGuide);
  layout.field('Personality', traits.length > 0 ? traits.join('  \u2022  ') : undefined);
}

function roadmap(layout: PdfLayout, stepData: StepData, number: number): void {
  const stories = stepData.userStories?.generatedStories ?? [];
  const phases = buildRoadmap(stories);
  layout.section(`${number}. Product Roadmap`, { keepWith: phases.length === 0 ? 20 : 110 });
  if (phases.length === 0) return layout.notDefined();
  layout.paragraph(
    `${stories.length} user ${stories.length === 1 ? 'story' : 'stories'} worth ${totalStoryPoints(stories)} story points, ` +
      `delivered in ${phases.length} ${phases.length === 1 ? 'phase' : 'phases'} by priority: the most important work first.`,
  );
  drawTable(
    layout,
    [
      { header: 'Phase', share: 4, bold: true },
      { header: 'Priority', share: 1.4 },
      { header: 'Stories', share: 1.2 },
      { header: 'Story points', share: 1.6 },
    ],
    phases.map((p) => [
      `Phase ${p.number}: ${p.name}`,
      priorityLabel(p.priority),
      String(p.stories.length),
      String(p.storyPoints),
    ]),
  );
  for (const phase of phases) {
    layout.heading(`Phase ${phase.number}: ${phase.name} (${phase.storyPoints} points)`, 90);
    layout.paragraph(phase.summary, { size: 9.5, color: '#64748B', gapAfter: 6 });
    drawTable(
      layout,
      [
        { header: 'Story', share: 4, bold: true },
        { header: 'What it delivers', share: 6 },
        { header: 'Points', share: 1.1 },
      ],
      phase.stories.map((s) => [s.title, s.description, String(s.storyPoints)]),
    );
  }
}

export async function businessPlanPdf(project: ExportableProject, ctx: RenderContext): Promise<Readable> {
  const name = brandName(project);
  const logo = ctx.logos.logos[0];
  const logoPng = logo ? await ctx.renderer.png(logo, 512) : undefined;
  const chosen = project.stepData.nameGeneration?.selectedName ?? undefined;
  const date = formatLongDate(ctx.now);
  const { sections } = businessPlanContent(project);
  return buildPdf({ title: `${name} - Business Plan`, subject: 'Business plan', now: ctx.now }, (doc) => {
    const layout = new PdfLayout(doc, accentColour(project));
    drawCover(layout, {
      kind: 'Business plan',
      name,
      // What the business is, never the naming rationale.
      tagline: planTagline(project),
      details: [
        `Prepared ${date}`,
        ...(textOrUndefined(chosen?.domain) ? [textOrUndefined(chosen?.domain) ?? ''] : []),
      ],
      logoPng,
    });
    drawPlanSections(layout, sections);
    brandSummary(layout, project, sections.length + 1);
    roadmap(layout, project.stepData, sections.length + 2);
    drawPageFurniture(layout, {
      brand: name,
      documentTitle: 'Business Plan',
      footerNote: `Prepared ${date}`,
      hasCover: true,
    });
  });
}
