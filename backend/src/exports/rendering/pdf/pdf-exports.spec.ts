import { fullProject } from '../../fixtures/full-project';
import {
  makeTempDir,
  pdfPageCount,
  pdfText,
  renderToFile,
  type TempDir,
} from '../testing/export-files.test-helper';

// Rendering several exports and reading them back with poppler/unzip is slow on a busy machine.
jest.setTimeout(60_000);

const stepData = fullProject.stepData;
const mission = stepData.businessDefinition?.missionStatement ?? '';
const hexes = ['#0F766E', '#F59E0B', '#7C3AED', '#475569'];
const storyTitles = (stepData.userStories?.generatedStories ?? []).map((s) => s.title);

describe('PDF exports of the full project', () => {
  let dir: TempDir;
  const text: Record<string, string> = {};
  const pages: Record<string, number> = {};

  beforeAll(async () => {
    dir = makeTempDir();
    for (const type of ['business-plan', 'brand-guidelines', 'technical-docs', 'requirements'] as const) {
      const file = await renderToFile(dir.path, fullProject, type, 'pdf');
      text[type] = pdfText(file);
      pages[type] = pdfPageCount(file);
    }
  });
  afterAll(() => dir.remove());

  it.each(['business-plan', 'brand-guidelines', 'technical-docs', 'requirements'])(
    '%s holds the name, the mission and page numbers',
    (type) => {
      const content = text[type] ?? '';
      expect(content).toContain('Brewline');
      expect(content).toContain(mission);
      expect(content).toContain(`Page 2 of ${pages[type]}`);
      expect(content).not.toContain('Not defined yet');
    },
  );

  it('business plan: cover, idea, definition, brand summary and a roadmap by priority with points', () => {
    const content = text['business-plan'] ?? '';
    expect(content).toContain('BUSINESS PLAN');
    expect(content).toContain('Prepared November 22, 2026');
    for (const expected of [
      'Sales and stock analytics for independent coffee shops',
      'Owners and managers of independent coffee shops',
      '$49 to $149 per location per month',
      'Daily margin per drink, including milk and cup costs',
      'Brewline shows owners exactly which drinks',
      'Monthly subscription per location',
      'Built by a former barista',
      'Primary: Poppins. Secondary: Inter.',
      'Straight-talking',
      ...hexes,
      ...storyTitles,
    ])
      expect(content).toContain(expected);
    expect(content).toMatch(/Phase 1: Launch essentials \(MVP\) \(21 points\)/);
    expect(content).toMatch(/Phase 2: Growth features \(16 points\)/);
    expect(content).toMatch(/Phase 3: Polish and extras \(5 points\)/);
    expect(content.indexOf('Phase 1: Launch')).toBeLessThan(content.indexOf('Phase 3: Polish'));
  });

  it('brand guidelines: colours with RGB and contrast verdicts, fonts, personality and principles', () => {
    const content = text['brand-guidelines'] ?? '';
    for (const hex of hexes) expect(content).toContain(hex);
    expect(content).toContain('RGB 15, 118, 110');
    expect(content).toContain('On white: 5.47:1 Pass (AA)');
    expect(content).toContain('On white: 2.14:1 Fail');
    expect(content).toContain('On black: 9.77:1 Pass (AAA)');
    expect(content).toContain('Full colour, on light backgrounds');
    expect(content).toContain('Reversed (one colour white), on dark backgrounds');
    expect(content).toContain('One colour black');
    expect(content).toContain('minimum size (10 mm / 24 px wide)');
    expect(content).toContain('Poppins');
    expect(content).toContain('DejaVu Sans');
    expect(content).toContain('Café-native');
    expect(content).toContain('Numbers first: every screen answers one question with one number.');
  });

  it('technical docs: stack, architecture, API table, database tables, tokens and prompts', () => {
    const content = text['technical-docs'] ?? '';
    for (const expected of [
      'Modular monolith with background workers',
      'POS sync worker',
      'NestJS',
      '/api/auth/register',
      'email: string (required)',
      'from: date (optional)',
      'stock_levels',
      'numeric(10,2)',
      'references shops(id) on delete cascade',
      '--color-primary',
      '#0F766E',
      '--font-heading',
      'Prompt for Lovable',
      'Prompt for any AI coding tool',
    ])
      expect(content).toContain(expected);
  });

  it('requirements: users, journeys and every story with points and acceptance criteria', () => {
    const content = text.requirements ?? '';
    for (const title of storyTitles) expect(content).toContain(title);
    for (const expected of [
      'Maya, café owner',
      'Understaffed Saturday mornings',
      'Connects Square in one click',
      'OAuth connection for Square, Toast and Lightspeed',
      'Managers see only the locations assigned to them',
      '8 points',
      'HIGH',
      'LOW',
    ])
      expect(content).toContain(expected);
  });

  it('has no empty pages and sensible lengths', () => {
    expect(pages).toEqual({
      'business-plan': expect.any(Number),
      'brand-guidelines': expect.any(Number),
      'technical-docs': expect.any(Number),
      requirements: expect.any(Number),
    });
    for (const [type, count] of Object.entries(pages)) {
      expect(count).toBeGreaterThanOrEqual(2);
      // The business plan carries the market, risks and the financial plan with its charts (issue 16).
      expect(count).toBeLessThanOrEqual(type === 'business-plan' ? 14 : 8);
    }
  });
});
