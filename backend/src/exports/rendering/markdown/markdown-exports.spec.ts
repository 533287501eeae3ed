import { fullProject } from '../../fixtures/full-project';
import type { ExportableProject } from '../exportable-project';
import { createRenderContext } from '../render-context';
import { TEST_NOW } from '../testing/export-files.test-helper';
import { brandGuidelinesMarkdown } from './brand-guidelines.md';
import { businessPlanMarkdown } from './business-plan.md';
import { codeBlock, safeText, table } from './md';
import { requirementsMarkdown } from './requirements.md';
import { technicalDocsMarkdown } from './technical-docs.md';

const render = async (
  fn: typeof businessPlanMarkdown,
  project: ExportableProject = fullProject,
): Promise<string> => fn(project, await createRenderContext(project, TEST_NOW));

describe('Markdown exports', () => {
  it('requirements: stories with priority, points and acceptance criteria as checkboxes', async () => {
    const md = await render(requirementsMarkdown);
    expect(md).toContain('### US-1: Connect my point-of-sale system');
    expect(md).toContain('**Priority:** High | **Story points:** 8');
    expect(md).toContain('- [ ] OAuth connection for Square, Toast and Lightspeed');
    expect(md.match(/^- \[ \] /gm)).toHaveLength(27);
    expect(md).toContain('| Priority | Stories | Story points |');
    expect(md).toContain('| **Total** | 9 | 42 |');
    expect(md).toContain('### Maya, café owner');
    expect(md).toContain('1. Signs up with her email');
  });

  it('technical docs: stack, components, API and database tables, tokens and fenced prompts', async () => {
    const md = await render(technicalDocsMarkdown);
    expect(md).toContain('| Layer | Technologies |');
    expect(md).toContain('| Component | Responsibility | Technologies |');
    expect(md).toContain('| Method | Path | Description | Parameters |');
    expect(md).toContain(
      '| `POST` | `/api/auth/register` | Create an account and a shop. | email: string (required)<br>password: string (required)<br>shopName: string (required) |',
    );
    expect(md).toContain('provider: square \\| toast \\| lightspeed (required)');
    expect(md).toContain('### `stock_levels`');
    expect(md).toContain('| `quantity` | `numeric(10,2)` | not null |');
    expect(md).toContain('| `--color-primary` | `#0F766E` |');
    expect(md).toContain('### Prompt for Lovable\n\n```text\nBuild "Brewline"');
  });

  it('business plan and brand guidelines: colours as tables, roadmap phases with points', async () => {
    const plan = await render(businessPlanMarkdown);
    expect(plan).toContain('| Primary | `#0F766E` | RGB 15, 118, 110 |');
    expect(plan).toContain('### Phase 1: Launch essentials (MVP) (21 points)');
    expect(plan).toContain('| Connect my point-of-sale system | As an owner, I want to connect');
    const guide = await render(brandGuidelinesMarkdown);
    expect(guide).toContain('| Secondary | `#F59E0B` | RGB 245, 158, 11 | 2.14:1 fail | 9.77:1 pass (AAA) |');
    expect(guide).toContain('1. Numbers first');
  });

  it('keeps user text from breaking tables and code fences', () => {
    expect(table(['A', 'B'], [['x | y', 'line 1\nline 2']])).toBe(
      '| A | B |\n| --- | --- |\n| x \\| y | line 1<br>line 2 |',
    );
    expect(codeBlock('has ``` inside')).toBe('````\nhas ``` inside\n````');
  });

  // Issue 17 item 13: what a founder typed (or a generator wrote) never runs in a Markdown viewer.
  const hostile = [
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '<!-- hidden -->',
    '<javascript:alert(1)>',
    '[click me](javascript:alert(1))',
    '![pixel](  JavaScript:alert(1))',
    '[spelled](&#106;avascript:alert(1))',
    '[wrapped](<javascript:alert(1)>)',
    '[data](data:text/html;base64,PHNjcmlwdD4=)',
  ].join(' and ');

  it('shows raw HTML and script links in user text as text', () => {
    const safe = safeText(hostile);
    expect(safe).not.toMatch(/<[a-z!/]/i); // no tag, comment or autolink
    expect(safe).not.toMatch(/\]\(\s*(<|&lt;)?\s*(javascript|data):/i); // no link to a script or data
    expect(safe).not.toMatch(/&#\d/); // no character reference left to decode
    expect(safe).toContain('&lt;script>alert(1)&lt;/script>');
    expect(safe).toContain('[click me]\\(javascript:alert(1))');
    expect(safeText('[ref]: javascript:alert(1)')).toBe('\\[ref]: javascript:alert(1)');
  });

  it('keeps ordinary text, web links and code spans as written', () => {
    expect(safeText('R&D costs 5% of sales, [see](https://example.com) or [docs](/docs#a)')).toBe(
      'R&D costs 5% of sales, [see](https://example.com) or [docs](/docs#a)',
    );
    expect(safeText('Use `<div onclick=x>` here <b>')).toBe('Use `<div onclick=x>` here &lt;b>');
  });

  it('escapes it wherever user text goes into the Markdown files', async () => {
    const stepData = fullProject.stepData;
    const project: ExportableProject = {
      ...fullProject,
      stepData: {
        ...stepData,
        businessDefinition: {
          ...stepData.businessDefinition,
          missionStatement: hostile,
          valueProposition: hostile,
        },
        userStories: {
          ...stepData.userStories,
          generatedStories: (stepData.userStories?.generatedStories ?? []).map((story) => ({
            ...story,
            title: hostile,
            description: hostile,
            acceptanceCriteria: [hostile],
          })),
        },
      },
    };
    for (const fn of [
      businessPlanMarkdown,
      brandGuidelinesMarkdown,
      requirementsMarkdown,
      technicalDocsMarkdown,
    ]) {
      const md = await render(fn, project);
      const withoutCode = md.replace(/```[\s\S]*?```/g, '');
      expect([fn.name, withoutCode]).not.toEqual([
        fn.name,
        expect.stringMatching(/<(script|img|!--|javascript:)/i),
      ]);
      expect([fn.name, withoutCode]).not.toEqual([
        fn.name,
        expect.stringMatching(/\]\(\s*(<|&lt;)?\s*javascript:/i),
      ]);
    }
    expect(await render(requirementsMarkdown, project)).toContain('&lt;script>alert(1)&lt;/script>');
    expect(await render(businessPlanMarkdown, project)).toContain('&lt;img src=x onerror="alert(1)">');
  });
});
