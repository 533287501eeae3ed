import { formatRgb } from '../colour/contrast';
import { brandColours, brandFonts, brandName, brandPersonality } from '../content/brand';
import { buildRoadmap, priorityLabel, totalStoryPoints } from '../content/roadmap';
import type { ExportableProject } from '../exportable-project';
import { NOT_DEFINED, textOrUndefined } from '../not-defined';
import { formatLongDate, type RenderContext } from '../render-context';
import { businessPlanContent } from '../content/business-plan/business-plan-content';
import { planTagline } from '../content/business-plan/plan-tagline';
import { document, field, inline, notDefinedMd, safeText, table } from './md';
import { planSectionsMd } from './plan-blocks.md';

function brandBlocks(project: ExportableProject, number: number): string[] {
  const { styleGuide, nameGeneration } = project.stepData;
  const chosen = nameGeneration?.selectedName ?? undefined;
  const colours = brandColours(styleGuide);
  const fonts = brandFonts(styleGuide);
  const traits = brandPersonality(styleGuide);
  return [
    `## ${number}. Brand Summary`,
    field('Business name', textOrUndefined(chosen?.name)),
    ...(textOrUndefined(chosen?.description) ? [safeText(textOrUndefined(chosen?.description) ?? '')] : []),
    ...(textOrUndefined(chosen?.domain) ? [field('Domain', textOrUndefined(chosen?.domain))] : []),
    '### Colours',
    colours.length === 0
      ? notDefinedMd
      : table(
          ['Role', 'Hex', 'RGB'],
          colours.map((c) => [c.role, `\`${c.hex}\``, formatRgb(c.rgb)]),
        ),
    field(
      'Typography',
      fonts.primary || fonts.secondary
        ? `Primary: ${fonts.primary ?? NOT_DEFINED}. Secondary: ${fonts.secondary ?? NOT_DEFINED}.`
        : undefined,
    ),
    field('Personality', traits.length > 0 ? traits.join(', ') : undefined),
  ];
}

function roadmapBlocks(project: ExportableProject, number: number): string[] {
  const stories = project.stepData.userStories?.generatedStories ?? [];
  const phases = buildRoadmap(stories);
  if (phases.length === 0) return [`## ${number}. Product Roadmap`, notDefinedMd];
  return [
    `## ${number}. Product Roadmap`,
    `${stories.length} user ${stories.length === 1 ? 'story' : 'stories'} worth ${totalStoryPoints(stories)} story points, delivered in ${phases.length} ${phases.length === 1 ? 'phase' : 'phases'} by priority.`,
    table(
      ['Phase', 'Priority', 'Stories', 'Story points'],
      phases.map((p) => [
        `Phase ${p.number}: ${p.name}`,
        priorityLabel(p.priority),
        String(p.stories.length),
        String(p.storyPoints),
      ]),
    ),
    ...phases.flatMap((p) => [
      `### Phase ${p.number}: ${inline(p.name)} (${p.storyPoints} points)`,
      safeText(p.summary),
      table(
        ['Story', 'What it delivers', 'Points'],
        p.stories.map((s) => [s.title, s.description, String(s.storyPoints)]),
      ),
    ]),
  ];
}

export function businessPlanMarkdown(project: ExportableProject, ctx: RenderContext): string {
  const tagline = planTagline(project);
  const { sections } = businessPlanContent(project);
  return document([
    `# ${inline(brandName(project))}: Business Plan`,
    `_Prepared ${formatLongDate(ctx.now)}_`,
    tagline && `> ${inline(tagline)}`,
    ...planSectionsMd(sections),
    ...brandBlocks(project, sections.length + 1),
    ...roadmapBlocks(project, sections.length + 2),
  ]);
}
