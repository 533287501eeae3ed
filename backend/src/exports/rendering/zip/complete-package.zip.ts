import { inline } from '../markdown/md';
import { MANIFEST_DESCRIPTION, MANIFEST_NAME } from '../../domain/export-manifest';
import { brandName } from '../content/brand';
import { financialsCsv } from '../content/business-plan/financials-csv';
import { planContext } from '../content/business-plan/plan-context';
import { documents, type DocumentType } from '../documents';
import type { ExportableProject } from '../exportable-project';
import { formatLongDate, type RenderContext } from '../render-context';
import { logoFileEntries } from './logo-files.zip';
import { vibeCodingEntries } from './vibe-coding-entries';
import type { ZipEntry } from './zip-writer';

function documentEntries(project: ExportableProject, ctx: RenderContext): ZipEntry[] {
  return (Object.keys(documents) as DocumentType[]).flatMap((type): ZipEntry[] => {
    const doc = documents[type];
    return [
      {
        name: `${type}.pdf`,
        description: `${doc.title} (PDF): ${doc.summary}.`,
        content: () => doc.pdf(project, ctx),
        store: true,
      },
      {
        name: `${type}.md`,
        description: `${doc.title} (Markdown), the same content in an editable form.`,
        content: () => doc.markdown(project, ctx),
      },
    ];
  });
}

function indexMarkdown(project: ExportableProject, ctx: RenderContext, entries: readonly ZipEntry[]): string {
  const lines = [
    `# ${inline(brandName(project))}: Complete Package`,
    '',
    `_Prepared ${formatLongDate(ctx.now)} with Business Builder._ Everything a designer, a developer or an investor needs, in one folder.`,
    '',
    '## Files',
    '',
    ...entries.map((e) => `- \`${e.name}\`: ${inline(e.description)}`),
    `- \`${MANIFEST_NAME}\`: ${MANIFEST_DESCRIPTION}`,
  ];
  if (ctx.logos.notes.length > 0)
    lines.push('', '## Notes', '', ...ctx.logos.notes.map((n) => `- ${inline(n)}`));
  return `${lines.join('\n')}\n`;
}

/** Every document as PDF and Markdown, the logo files, vibe-coding prompts, project.json and an index. */
export function completePackageEntries(project: ExportableProject, ctx: RenderContext): ZipEntry[] {
  const entries: ZipEntry[] = [
    ...documentEntries(project, ctx),
    ...logoFileEntries(project, ctx, 'logos/'),
    ...vibeCodingEntries(project),
    {
      name: 'financials.csv',
      description:
        'The financial projections (CSV): one row per scenario (conservative, base, optimistic) and month, 36 months, computed from the assumptions in the business plan.',
      content: () => financialsCsv(planContext(project).financials.model),
    },
    {
      name: 'project.json',
      description: 'The project data from every wizard step (JSON), for backups and other tools.',
      content: () => `${JSON.stringify(project.stepData, null, 2)}\n`,
    },
  ];
  const index: ZipEntry = {
    name: 'README.md',
    description: 'This index.',
    content: () => indexMarkdown(project, ctx, [index, ...entries]),
  };
  return [index, ...entries];
}
