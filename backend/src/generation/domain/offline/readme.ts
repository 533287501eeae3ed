import type { ProjectBrief } from './project-brief';
import { kebabCase } from './text';

function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(escape).join(' | ')} |`),
  ].join('\n');
}

function structure(brief: ProjectBrief): string {
  const tree = brief.usesNext
    ? [
        'app/                 routes, layouts and pages (App Router)',
        'app/api/             route handlers (REST API)',
        'components/          UI components',
        'lib/                 database client, validation schemas, helpers',
        'db/migrations/       SQL migrations',
        'tests/               unit and end-to-end tests',
      ]
    : [
        'client/              React single-page app (Vite)',
        'client/src/pages/    one folder per screen',
        'client/src/components/ shared UI components',
        'server/              API server',
        'server/src/routes/   one file per resource',
        'server/db/migrations/ SQL migrations',
        'tests/               unit and end-to-end tests',
      ];
  return ['```', `${kebabCase(brief.name) || 'app'}/`, ...tree.map((line) => `  ${line}`), '```'].join('\n');
}

/** A README.md for the project the build prompt describes. */
export function buildReadme(brief: ProjectBrief, platform: string): string {
  const slug = kebabCase(brief.name) || 'app';
  const sections = [
    `# ${brief.name}`,
    `> ${brief.title}`,
    brief.description,
    brief.audience ? `**Who it is for:** ${brief.audience}` : '',
    `## Features\n${brief.features.map((f) => `- ${f}`).join('\n') || '- To be defined'}`,
    `## Tech stack\n${table(
      ['Layer', 'Technologies'],
      [
        ['Frontend', brief.stack.frontend.join(', ') || '-'],
        ['Backend', brief.stack.backend.join(', ') || '-'],
        ['Database', brief.stack.database.join(', ') || '-'],
        ['Hosting', brief.stack.hosting.join(', ') || '-'],
      ],
    )}`,
    brief.architecture
      ? `## Architecture\n${brief.architecture.type}.\n\n${brief.architecture.components.map((c) => `- **${c.name}**: ${c.description}`).join('\n')}`
      : '',
    [
      '## Getting started',
      '',
      '### Prerequisites',
      '- Node.js 20 or newer and npm',
      `- ${brief.stack.database.some((d) => /supabase/i.test(d)) ? 'A Supabase project (free tier is enough)' : 'PostgreSQL 15 or newer (local or hosted)'}`,
      '',
      '### Installation',
      '```bash',
      `git clone https://github.com/your-org/${slug}.git`,
      `cd ${slug}`,
      'npm install',
      'cp .env.example .env   # then fill in the values below',
      'npm run db:migrate',
      'npm run db:seed        # optional demo data',
      'npm run dev',
      '```',
      '',
      'The app runs at http://localhost:3000.',
      '',
      '### Environment variables',
      table(
        ['Variable', 'Description'],
        brief.env.map(([name, description]) => [`\`${name}\``, description]),
      ),
    ].join('\n'),
    `## Project structure\n${structure(brief)}`,
    brief.endpoints.length
      ? `## API overview\n${table(
          ['Method', 'Path', 'Description'],
          brief.endpoints.slice(0, 25).map((e) => [e.method, `\`${e.path}\``, e.description]),
        )}${brief.endpoints.length > 25 ? `\n\n…and ${brief.endpoints.length - 25} more endpoints.` : ''}`
      : '',
    brief.tables.length
      ? `## Data model\n${brief.tables.map((t) => `- \`${t.name}\`: ${t.fields.map((f) => f.name).join(', ')}`).join('\n')}`
      : '',
    `## Brand\n${table(
      ['Token', 'Value'],
      [
        ['Primary colour', brief.colors.primary],
        ['Secondary colour', brief.colors.secondary],
        ['Accent colour', brief.colors.accent],
        ['Neutral colour', brief.colors.neutral],
        ['Heading font', brief.fonts.primary],
        ['Body font', brief.fonts.secondary],
      ],
    )}${brief.personality.length ? `\n\nPersonality: ${brief.personality.join(', ')}.` : ''}`,
    brief.stories.length
      ? `## Roadmap\n${brief.stories.map((s) => `- [ ] ${s.title} (${s.priority} priority, ${s.storyPoints} pts)`).join('\n')}`
      : '',
    '## Scripts\n- `npm run dev`: start in development mode\n- `npm test`: run the tests\n- `npm run build`: production build\n- `npm run db:migrate`: apply database migrations',
    `## Contributing\nOpen an issue to discuss a change, then a pull request with tests. This project was scaffolded with ${platform} from a Business Builder development package.`,
    '## License\nMIT',
  ];
  return `${sections.filter(Boolean).join('\n\n')}\n`;
}
