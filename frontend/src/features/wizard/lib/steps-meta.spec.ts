import { stepDescriptions } from './steps-meta';

// Labels of steps 2, 6 and 7 the spec names; a text lookup of one (substring, any case) must not
// also match the step's description.
const labels: Record<number, string[]> = {
  2: ['Mission Statement', 'Value Proposition', 'Business Model', 'Competitive Advantage'],
  6: ['Core features', 'User stories', 'Target users', 'User journeys'],
  7: ['Tech Stack', 'Architecture', 'API Design', 'Database', 'Budget', 'Complexity', 'Vibe Coding'],
};

describe('step descriptions', () => {
  it.each(Object.entries(labels))("step %s's description names none of its labels", (step, names) => {
    const description = stepDescriptions[Number(step) - 1]!.toLowerCase();
    for (const name of names) expect(description).not.toContain(name.toLowerCase());
  });
});
