import { formatRgb } from '../colour/contrast';
import { brandColours, brandFonts, brandName, brandPersonality } from '../content/brand';
import { buildRoadmap, priorityLabel, totalStoryPoints } from '../content/roadmap';
import type { ExportableProject } from '../exportable-project';
import { NOT_DEFINED, nonBlank, textOrUndefined } from '../not-defined';
import { formatLongDate, type RenderContext } from '../render-context';
import { bullets, document, field, inline, notDefinedMd, table } from './md';

function brandBlocks(project: ExportableProject): string[] {
  const { styleGuide, nameGeneration } = project.stepData;
  const chosen = nameGeneration?.selectedName ?? undefined;
  const colours = brandColours(styleGuide);
  const fonts = brandFonts(styleGuide);
  const traits = brandPersonality(styleGuide);
  return [
    '## 3. Brand Summary',
    field('Business name', textOrUndefined(chosen?.name)),
    ...(textOrUndefined(chosen?.description) ? [textOrUndefined(chosen?.description) ?? ''] : []),
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

function roadmapBlocks(project: ExportableProject): string[] {
  const stories = project.stepData.userStories?.generatedStories ?? [];
  const phases = buildRoadmap(stories);
  if (phases.length === 0) return ['## 4. Product Roadmap', notDefinedMd];
  return [
    '## 4. Product Roadmap',
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
      `### Phase ${p.number}: ${p.name} (${p.storyPoints} points)`,
      p.summary,
      table(
        ['Story', 'What it delivers', 'Points'],
        p.stories.map((s) => [s.title, s.description, String(s.storyPoints)]),
      ),
    ]),
  ];
}

export function businessPlanMarkdown(project: ExportableProject, ctx: RenderContext): string {
  const idea = project.stepData.ideaGeneration?.selectedIdea ?? undefined;
  const def = project.stepData.businessDefinition;
  const tagline = textOrUndefined(project.stepData.nameGeneration?.selectedName?.description);
  return document([
    `# ${inline(brandName(project))}: Business Plan`,
    `_Prepared ${formatLongDate(ctx.now)}_`,
    tagline && `> ${inline(tagline)}`,
    '## 1. The Opportunity',
    field('Business idea', textOrUndefined(idea?.businessIdea)),
    field('Description', textOrUndefined(idea?.description)),
    textOrUndefined(idea?.industry) && field('Industry', textOrUndefined(idea?.industry)),
    field('Target audience', textOrUndefined(idea?.targetAudience)),
    field('Revenue potential', textOrUndefined(idea?.potentialRevenue)),
    `### Key features\n\n${bullets(nonBlank(idea?.keyFeatures))}`,
    '## 2. Business Definition',
    field('Mission statement', textOrUndefined(def?.missionStatement)),
    field('Value proposition', textOrUndefined(def?.valueProposition)),
    field('Business model', textOrUndefined(def?.businessModel)),
    field('Competitive advantage', textOrUndefined(def?.competitiveAdvantage)),
    ...brandBlocks(project),
    ...roadmapBlocks(project),
  ]);
}
