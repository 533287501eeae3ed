import { fullProject } from '../../fixtures/full-project';
import { businessPlanContent } from '../content/business-plan/business-plan-content';
import { TEST_NOW } from '../testing/export-files.test-helper';
import { businessPlanMarkdown } from './business-plan.md';

describe('the business plan in Markdown', () => {
  const ctx = { now: TEST_NOW } as Parameters<typeof businessPlanMarkdown>[1];
  const md = businessPlanMarkdown(fullProject, ctx);
  const { context, sections } = businessPlanContent(fullProject);

  it('has the same numbered sections as the PDF', () => {
    for (const section of sections) expect(md).toContain(`## ${section.title}`);
    expect(md).toContain('## 10. Financial Plan');
  });

  it('carries the same tables, and each chart as a table of its months', () => {
    expect(md).toContain('| Assumption | Value | Source |');
    expect(md).toContain('| Projection | Conservative | Base | Optimistic |');
    expect(md).toContain('| Month | Conservative | Base | Optimistic |');
    const breakEven = context.base.breakEvenMonth;
    expect(md).toContain(breakEven === null ? 'Not within 36 months' : `| Break-even month | `);
    expect(md).toContain('not market data');
  });

  it('puts the idea under the title, not the naming rationale', () => {
    const quotes = md.split('\n').filter((l) => l.startsWith('> '));
    expect(quotes).toEqual(['> Sales and stock analytics for independent coffee shops']);
  });
});
