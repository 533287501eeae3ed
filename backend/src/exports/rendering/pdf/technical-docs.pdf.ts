import type { Readable } from 'node:stream';
import { accentColour, brandName } from '../content/brand';
import { designTokens } from '../content/design-tokens';
import { formatParameters, planningSummary, stackChoice, stackLayers, vibePrompts } from '../content/tech';
import type { ExportableProject } from '../exportable-project';
import { nonBlank, textOrUndefined } from '../not-defined';
import { formatLongDate, type RenderContext } from '../render-context';
import { PdfLayout } from './layout';
import { drawPageFurniture, drawTitleBlock } from './page-furniture';
import { buildPdfAsync } from './pdf-document';
import { drawTable } from './table';
import { FONT, INK } from './theme';

type Tech = ExportableProject['stepData']['techDocumentation'];

function stack(layout: PdfLayout, tech: Tech): void {
  const choice = stackChoice(tech);
  const layers = stackLayers(tech);
  layout.section('2. Tech Stack', { keepWith: layers.length === 0 && !choice ? 20 : 100 });
  if (choice)
    layout.field(
      'Recommended stack',
      choice.description ? `${choice.name}: ${choice.description}` : choice.name,
    );
  if (layers.length === 0) return layout.notDefined();
  drawTable(
    layout,
    [
      { header: 'Layer', share: 1.3, bold: true },
      { header: 'Technologies', share: 5 },
    ],
    layers.map((l) => [l.layer, l.technologies.join(', ') || 'Not defined yet']),
  );
}

function architecture(layout: PdfLayout, tech: Tech): void {
  const arch = tech?.architecture ?? undefined;
  const components = arch?.components ?? [];
  layout.section('3. Architecture', { keepWith: components.length === 0 ? 60 : 100 });
  layout.field('Architecture type', textOrUndefined(arch?.type));
  layout.label('Components');
  if (components.length === 0) return layout.notDefined();
  drawTable(
    layout,
    [
      { header: 'Component', share: 2, bold: true },
      { header: 'Responsibility', share: 4.5 },
      { header: 'Technologies', share: 3 },
    ],
    components.map((c) => [c.name, c.description, nonBlank(c.technologies).join(', ')]),
  );
}

function api(layout: PdfLayout, tech: Tech): void {
  const endpoints = tech?.apiSpecification?.endpoints ?? [];
  layout.section('4. API Design', { keepWith: endpoints.length === 0 ? 20 : 100 });
  if (endpoints.length === 0) return layout.notDefined();
  drawTable(
    layout,
    [
      { header: 'Method', share: 1.35, mono: true },
      { header: 'Path', share: 3, mono: true },
      { header: 'Description', share: 3.3 },
      { header: 'Parameters', share: 3.5 },
    ],
    endpoints.map((e) => [e.method.toUpperCase(), e.path, e.description, formatParameters(e.parameters)]),
  );
}

function database(layout: PdfLayout, tech: Tech): void {
  const tables = tech?.databaseSchema?.tables ?? [];
  layout.section('5. Database Schema', { keepWith: tables.length === 0 ? 20 : 100 });
  if (tables.length === 0) return layout.notDefined();
  for (const table of tables) {
    layout.heading(table.name, 70);
    if (table.fields.length === 0) {
      layout.notDefined('No fields defined yet');
      continue;
    }
    drawTable(
      layout,
      [
        { header: 'Field', share: 2.2, mono: true },
        { header: 'Type', share: 2, mono: true },
        { header: 'Constraints', share: 5 },
      ],
      table.fields.map((f) => [f.name, f.type, f.constraints || '-']),
    );
  }
}

function overview(layout: PdfLayout, project: ExportableProject): void {
  layout.section('1. Product Overview', { keepWith: 80 });
  layout.field('Product', textOrUndefined(project.stepData.ideaGeneration?.selectedIdea?.businessIdea));
  layout.field('Mission', textOrUndefined(project.stepData.businessDefinition?.missionStatement));
}

function tokens(layout: PdfLayout, project: ExportableProject): void {
  const list = designTokens(project.stepData.styleGuide);
  layout.section('6. Design Tokens', { keepWith: list.length === 0 ? 20 : 100 });
  if (list.length === 0) return layout.notDefined();
  layout.paragraph('The brand style guide as values for CSS variables or a Tailwind theme.', {
    color: INK.muted,
    size: 9.5,
  });
  drawTable(
    layout,
    [
      { header: 'Token', share: 2.2, mono: true },
      { header: 'Value', share: 1.8, mono: true },
      { header: 'Use', share: 5 },
    ],
    list.map((t) => [t.token, t.value, t.use]),
  );
}

function prompts(layout: PdfLayout, tech: Tech): void {
  const outputs = vibePrompts(tech);
  if (outputs.length === 0) return;
  layout.section('7. Vibe-Coding Prompts', { keepWith: 140 });
  layout.paragraph(
    'Paste a prompt into the matching AI coding tool to generate a first version of the product.',
    { color: INK.muted, size: 9.5 },
  );
  for (const output of outputs) {
    layout.heading(`Prompt for ${output.label}`, 60);
    layout.write(output.prompt, { font: FONT.mono, size: 8.5, color: INK.text, gapAfter: 14 });
  }
}

export function technicalDocsPdf(project: ExportableProject, ctx: RenderContext): Promise<Readable> {
  const name = brandName(project);
  const tech = project.stepData.techDocumentation;
  const date = formatLongDate(ctx.now);
  const planning = planningSummary(tech);
  return buildPdfAsync(
    { title: `${name} - Technical Documentation`, subject: 'Technical documentation', now: ctx.now },
    (doc) => {
      const layout = new PdfLayout(doc, accentColour(project));
      drawTitleBlock(layout, 'Technical documentation', name, [
        `Prepared ${date}`,
        ...(planning ? [planning] : []),
      ]);
      overview(layout, project);
      stack(layout, tech);
      architecture(layout, tech);
      api(layout, tech);
      database(layout, tech);
      tokens(layout, project);
      prompts(layout, tech);
      drawPageFurniture(layout, {
        brand: name,
        documentTitle: 'Technical Documentation',
        footerNote: `Prepared ${date}`,
        hasCover: false,
      });
    },
  );
}
