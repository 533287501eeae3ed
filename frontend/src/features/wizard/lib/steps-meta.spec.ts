import { stepTitle } from '@bb/kernel';
import { stepDescriptions } from './steps-meta';

/** The labels, tabs and titles each step shows. */
const shownOnStep: Record<number, string[]> = {
  1: ['Idea Generation', 'Interests', 'Skills', 'Industry', 'Budget', 'Quick Generate', 'Start Over'],
  2: [
    'Business Definition',
    'Mission Statement',
    'Value Proposition',
    'Business Model',
    'Competitive Advantage',
  ],
  3: ['Name Generation', 'Keywords', 'Style', 'Length', 'Generate More Names'],
  4: ['Style Guide', 'Primary', 'Secondary', 'Accent', 'Neutral', 'Brand Personality', 'Design Principles'],
  5: ['Logo Creation', 'Logo style', 'Symbols'],
  6: ['User Stories', 'Core Features', 'Target Users', 'User Journeys'],
  7: [
    'Tech Documentation',
    'Tech Stack',
    'Architecture',
    'API Design',
    'Database',
    'Budget',
    'Complexity',
    'Vibe Coding',
  ],
  8: ['Export & Save', 'Complete Project', 'Complete Package', 'Business Plan'],
};

describe('step descriptions', () => {
  it.each(Object.entries(shownOnStep))(
    'step %s names none of its own labels, so each is on the page once',
    (step, labels) => {
      const description = stepDescriptions[Number(step) - 1]?.toLowerCase() ?? '';
      expect(description).not.toBe('');
      for (const label of [...labels, stepTitle(Number(step))]) {
        expect(description).not.toContain(label.toLowerCase());
      }
    },
  );
});
