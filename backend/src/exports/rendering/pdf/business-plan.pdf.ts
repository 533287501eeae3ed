import type { Readable } from 'node:stream';
import type { StepData } from '../../../contracts/step-data';
import { accentColour, brandColours, brandFonts, brandName, brandPersonality } from '../content/brand';
import { buildRoadmap, priorityLabel, totalStoryPoints } from '../content/roadmap';
import type { ExportableProject } from '../exportable-project';
import { NOT_DEFINED, nonBlank, textOrUndefined } from '../not-defined';
import { formatLongDate, type RenderContext } from '../render-context';
import { PdfLayout } from './layout';
import { drawCover, drawPageFurniture } from './page-furniture';
import { buildPdf } from './pdf-document';
import { drawSwatchStrip } from './swatches';
import { drawTable } from './table';

function opportunity(layout: PdfLayout, stepData: StepData): void {
  const idea = stepData.ideaGeneration?.selectedIdea ?? undefined;
  layout.section('1. The Opportunity');
  layout.field('Business idea', textOrUndefined(idea?.businessIdea));
  layout.field('Description', textOrUndefined(idea?.description));
  if (textOrUndefined(idea?.industry)) layout.field('Industry', textOrUndefined(idea?.industry));
  layout.field('Target audience', textOrUndefined(idea?.targetAudience));
  layout.field('Revenue potential', textOrUndefined(idea?.potentialRevenue));
  layout.ensureSpace(40);
  layout.label('Key features');
  layout.bullets(nonBlank(idea?.keyFeatures));
}

function definition(layout: PdfLayout, stepData: StepData): void {
  const def = stepData.businessDefinition;
  layout.section('2. Business Definition');
  layout.field('Mission statement', textOrUndefined(def?.missionStatement));
  layout.field('Value proposition', textOrUndefined(def?.valueProposition));
  layout.field('Business model', textOrUndefined(def?.businessModel));
  layout.field('Competitive advantage', textOrUndefined(def?.competitiveAdvantage));
}

function brandSummary(layout: PdfLayout, project: ExportableProject): void {
  const { styleGuide, nameGeneration } = project.stepData;
  const chosen = nameGeneration?.selectedName ?? undefined;
  layout.section('3. Brand Summary', { keepWith: 60 });
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

function roadmap(layout: PdfLayout, stepData: StepData): void {
  const stories = stepData.userStories?.generatedStories ?? [];
  const phases = buildRoadmap(stories);
  layout.section('4. Product Roadmap', { keepWith: phases.length === 0 ? 20 : 110 });
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
  const logoPng = logo ? await ctx.renderer.png(logo, 512).catch(() => undefined) : undefined;
  const chosen = project.stepData.nameGeneration?.selectedName ?? undefined;
  const date = formatLongDate(ctx.now);
  return buildPdf({ title: `${name} - Business Plan`, subject: 'Business plan', now: ctx.now }, (doc) => {
    const layout = new PdfLayout(doc, accentColour(project));
    drawCover(layout, {
      kind: 'Business plan',
      name,
      tagline:
        textOrUndefined(chosen?.description) ??
        textOrUndefined(project.stepData.ideaGeneration?.selectedIdea?.businessIdea),
      details: [
        `Prepared ${date}`,
        ...(textOrUndefined(chosen?.domain) ? [textOrUndefined(chosen?.domain) ?? ''] : []),
      ],
      logoPng,
    });
    opportunity(layout, project.stepData);
    definition(layout, project.stepData);
    brandSummary(layout, project);
    roadmap(layout, project.stepData);
    drawPageFurniture(layout, {
      brand: name,
      documentTitle: 'Business Plan',
      footerNote: `Prepared ${date}`,
      hasCover: true,
    });
  });
}
