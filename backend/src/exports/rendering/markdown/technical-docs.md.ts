import { brandName } from '../content/brand';
import { designTokens } from '../content/design-tokens';
import { formatParameters, planningSummary, stackChoice, stackLayers, vibePrompts } from '../content/tech';
import type { ExportableProject } from '../exportable-project';
import { nonBlank, textOrUndefined } from '../not-defined';
import { formatLongDate, type RenderContext } from '../render-context';
import { codeBlock, document, field, inline, notDefinedMd, oneLine, safeText, table } from './md';

type Tech = ExportableProject['stepData']['techDocumentation'];

function stackBlocks(tech: Tech): string[] {
  const choice = stackChoice(tech);
  const layers = stackLayers(tech);
  return [
    '## 2. Tech Stack',
    choice
      ? `**Recommended stack:** ${inline(choice.name)}${choice.description ? `. ${safeText(choice.description)}` : ''}`
      : '',
    layers.length === 0
      ? notDefinedMd
      : table(
          ['Layer', 'Technologies'],
          layers.map((l) => [l.layer, l.technologies.join(', ') || '_Not defined yet_']),
        ),
  ];
}

function architectureBlocks(tech: Tech): string[] {
  const arch = tech?.architecture ?? undefined;
  const components = arch?.components ?? [];
  return [
    '## 3. Architecture',
    field('Architecture type', textOrUndefined(arch?.type)),
    '### Components',
    components.length === 0
      ? notDefinedMd
      : table(
          ['Component', 'Responsibility', 'Technologies'],
          components.map((c) => [c.name, c.description, nonBlank(c.technologies).join(', ')]),
        ),
  ];
}

function apiBlocks(tech: Tech): string[] {
  const endpoints = tech?.apiSpecification?.endpoints ?? [];
  return [
    '## 4. API Design',
    endpoints.length === 0
      ? notDefinedMd
      : table(
          ['Method', 'Path', 'Description', 'Parameters'],
          endpoints.map((e) => [
            `\`${e.method.toUpperCase()}\``,
            `\`${e.path}\``,
            e.description,
            formatParameters(e.parameters),
          ]),
        ),
  ];
}

function databaseBlocks(tech: Tech): string[] {
  const tables = tech?.databaseSchema?.tables ?? [];
  if (tables.length === 0) return ['## 5. Database Schema', notDefinedMd];
  return [
    '## 5. Database Schema',
    ...tables.flatMap((t) => [
      `### \`${oneLine(t.name)}\``,
      t.fields.length === 0
        ? notDefinedMd
        : table(
            ['Field', 'Type', 'Constraints'],
            t.fields.map((f) => [`\`${f.name}\``, `\`${f.type}\``, f.constraints || '-']),
          ),
    ]),
  ];
}

export function technicalDocsMarkdown(project: ExportableProject, ctx: RenderContext): string {
  const tech = project.stepData.techDocumentation;
  const prompts = vibePrompts(tech);
  const tokens = designTokens(project.stepData.styleGuide);
  return document([
    `# ${inline(brandName(project))}: Technical Documentation`,
    `_Prepared ${formatLongDate(ctx.now)}_`,
    planningSummary(tech),
    '## 1. Product Overview',
    field('Product', textOrUndefined(project.stepData.ideaGeneration?.selectedIdea?.businessIdea)),
    field('Mission', textOrUndefined(project.stepData.businessDefinition?.missionStatement)),
    ...stackBlocks(tech),
    ...architectureBlocks(tech),
    ...apiBlocks(tech),
    ...databaseBlocks(tech),
    '## 6. Design Tokens',
    tokens.length === 0
      ? notDefinedMd
      : table(
          ['Token', 'Value', 'Use'],
          tokens.map((t) => [`\`${t.token}\``, `\`${t.value}\``, t.use]),
        ),
    ...(prompts.length === 0
      ? []
      : [
          '## 7. Vibe-Coding Prompts',
          ...prompts.flatMap((p) => [`### Prompt for ${p.label}`, codeBlock(p.prompt, 'text')]),
        ]),
  ]);
}
