import { execFileSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fullProject } from '../../fixtures/full-project';
import { businessPlanContent } from '../content/business-plan/business-plan-content';
import { makeTempDir, pdfText, renderToFile, type TempDir } from '../testing/export-files.test-helper';

jest.setTimeout(60_000);

const PLAN_HEADINGS = [
  'Executive Summary',
  'Problem and Solution',
  'Target Market',
  'Competition',
  'Business Model',
  'Go-to-Market',
  'Operations',
  'Milestones',
  'Risks and Mitigations',
  'Financial Plan',
];

describe('the business plan PDF', () => {
  let dir: TempDir;
  let text = '';
  let file = '';
  const edited = {
    ...fullProject,
    stepData: { ...fullProject.stepData, financials: { price: 79, startingCash: 12000 } },
  };

  beforeAll(async () => {
    dir = makeTempDir();
    file = await renderToFile(dir.path, edited, 'business-plan', 'pdf');
    text = pdfText(file);
    if (process.env.PLAN_PNG_DIR) {
      // Looking at the plan: PLAN_PNG_DIR=/tmp/x npx jest this file, then open the PNGs.
      copyFileSync(file, join(process.env.PLAN_PNG_DIR, 'plan.pdf'));
      execFileSync('pdftoppm', ['-png', '-r', '60', file, join(process.env.PLAN_PNG_DIR, 'plan')]);
    }
  });
  afterAll(() => dir.remove());

  it('has every section a lender reads, numbered in order', () => {
    let at = -1;
    PLAN_HEADINGS.forEach((heading, i) => {
      const found = text.indexOf(`${i + 1}. ${heading}`);
      expect(found).toBeGreaterThan(at);
      at = found;
    });
  });

  it('prints the model’s break-even month and the assumptions it came from, labelled as projections', () => {
    const { context } = businessPlanContent(edited);
    expect(context.financials.assumptions.price).toBe(79);
    const month = context.base.breakEvenMonth;
    expect(text).toContain(month === null ? 'Not within 36 months' : `Break-even, month ${month}`);
    expect(text).toContain('Price per month $79');
    // pdftotext reads a table that continues on the next page out of row order, so the value and
    // its source are checked apart.
    expect(text).toContain('Starting cash $12,000');
    expect(text).toContain('Your figure');
    expect(text).toContain('not market data');
    expect(text).toContain('Estimates, not market research');
  });

  it('has the idea on the cover, not the naming rationale', () => {
    const cover = execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'])
      .toString('utf8')
      .replace(/\s+/g, ' ');
    expect(cover).toContain('Sales and stock analytics for independent coffee shops');
    expect(cover).not.toContain('A line from the brew to the bottom line');
  });
});
