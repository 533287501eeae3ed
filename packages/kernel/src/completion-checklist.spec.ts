import { checklistPercent, completionChecklist } from './completion-checklist';
import { completeStepData } from './step-data.test-helper';
import { completionPercentage } from './step-rules';

describe('the step-8 checklist', () => {
  it('nothing is done for an empty project', () => {
    const items = completionChecklist({}, 1);
    expect(items.map((i) => i.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(items.every((i) => !i.done)).toBe(true);
    expect(checklistPercent(items)).toBe(0);
  });

  it('follows the done rules, step by step, and names each item', () => {
    const items = completionChecklist(
      {
        ideaGeneration: { selectedIdea: { businessIdea: 'Dog walking' } },
        businessDefinition: { missionStatement: '  ' },
        nameGeneration: { selectedName: { name: 'Pawsome' } },
        styleGuide: { colors: { primary: '#112233' } },
        logoCreation: { generatedLogos: [{ selected: false }] },
        userStories: { coreFeatures: ['Booking'] },
        techDocumentation: { architecture: null },
      },
      7,
    );
    expect(items.map((i) => i.done)).toEqual([true, false, true, true, false, true, false, false]);
    expect(items.map((i) => i.label)).toEqual([
      'Business idea selected',
      'Mission statement written',
      'Business name chosen',
      'Primary brand colour set',
      'Logo selected',
      'Core features or user stories',
      'Architecture documented',
      'Final step reached',
    ]);
  });

  it('an empty primary colour is not set', () => {
    expect(completionChecklist({ styleGuide: { primaryColor: '' } }, 1)[3]?.done).toBe(false);
  });

  it("agrees with the project's completion percentage", () => {
    for (const step of [7, 8]) {
      expect(checklistPercent(completionChecklist(completeStepData, step))).toBe(
        completionPercentage(completeStepData, step),
      );
    }
    expect(checklistPercent(completionChecklist(completeStepData, 8))).toBe(100);
    expect(checklistPercent(completionChecklist(completeStepData, 7))).toBe(88);
  });
});
