import { completeStepData, step1, step2, step3, step4, step5, step6, step7 } from './step-data.test-helper';
import {
  checkLeaveStep,
  completionPercentage,
  displayStatus,
  firstBrokenStepBefore,
  firstFailureBetween,
  stepsDone,
} from './step-rules';

describe('step rules (leaving a step forward)', () => {
  it.each([
    [1, {}, 'Please select a business idea to continue'],
    [
      2,
      { businessDefinition: { missionStatement: 'm', valueProposition: 'v', businessModel: 'b' } },
      'Please fill in all fields before continuing',
    ],
    [3, { nameGeneration: { selectedName: null } }, 'Please select a business name to continue'],
    [
      4,
      { styleGuide: { primaryColor: '#000000' } },
      'Please choose a primary and a secondary colour to continue',
    ],
    [5, { logoCreation: { generatedLogos: [] } }, 'Please select a logo design to continue'],
  ])('given step %i unfinished, then its rule fails with the spec message', (step, data, message) => {
    expect(checkLeaveStep(step, data)).toMatchObject({ step, message });
  });

  it.each([
    [1, step1],
    [2, step2],
    [3, step3],
    [4, step4],
    [5, step5],
    [6, {}],
    [7, {}],
    [8, {}],
  ])('given step %i finished (6 and 7 always), then its rule holds', (step, data) => {
    expect(checkLeaveStep(step, data)).toBeNull();
  });

  it('accepts the colours in styleGuide.colors too', () => {
    expect(
      checkLeaveStep(4, { styleGuide: { colors: { primary: '#111111', secondary: '#222222' } } }),
    ).toBeNull();
  });

  it('blank definition fields do not count', () => {
    expect(
      checkLeaveStep(2, { businessDefinition: { ...step2.businessDefinition, businessModel: '   ' } }),
    ).not.toBeNull();
  });

  it('a blank selected idea or name does not count', () => {
    expect(
      checkLeaveStep(1, {
        ideaGeneration: { selectedIdea: { ...step1.ideaGeneration!.selectedIdea!, businessIdea: ' ' } },
      }),
    ).not.toBeNull();
    expect(checkLeaveStep(3, { nameGeneration: { selectedName: { name: '' } } })).not.toBeNull();
  });

  it('a colour that is not #RRGGBB does not count, and the answer names the field', () => {
    const failure = checkLeaveStep(4, { styleGuide: { primaryColor: 'red', secondaryColor: '#8B5CF6' } });
    expect(failure).toMatchObject({
      step: 4,
      message: 'Please choose a primary and a secondary colour to continue',
      details: { 'stepData.styleGuide.primaryColor': 'Must be a colour like #6366F1' },
    });
    expect(failure?.details['stepData.styleGuide.secondaryColor']).toBeUndefined();
    expect(
      checkLeaveStep(4, { styleGuide: { colors: { primary: '#6366F1', secondary: '#8B5CF' } } })?.details,
    ).toMatchObject({ 'stepData.styleGuide.secondaryColor': 'Must be a colour like #6366F1' });
    expect(
      checkLeaveStep(4, { styleGuide: { primaryColor: '#6366f1', secondaryColor: '#8b5cf6' } }),
    ).toBeNull();
  });

  it('step 2 names each missing field', () => {
    expect(
      Object.keys(checkLeaveStep(2, { businessDefinition: { missionStatement: 'm' } })?.details ?? {}),
    ).toEqual([
      'stepData.businessDefinition.valueProposition',
      'stepData.businessDefinition.businessModel',
      'stepData.businessDefinition.competitiveAdvantage',
      'currentStep',
    ]);
  });

  it('two selected logos break the logo rule', () => {
    const logos = step5.logoCreation!.generatedLogos!.map((l) => ({ ...l, selected: true }));
    expect(checkLeaveStep(5, { logoCreation: { generatedLogos: logos } })?.message).toBe(
      'Please select exactly one logo design',
    );
  });

  it('reaching a step needs every earlier step: the first broken one is reported', () => {
    expect(firstBrokenStepBefore(8, completeStepData)).toBeNull();
    expect(firstBrokenStepBefore(8, { ...completeStepData, nameGeneration: {}, styleGuide: {} })?.step).toBe(
      3,
    );
    expect(firstBrokenStepBefore(3, { ...step1 })?.step).toBe(2);
    expect(firstBrokenStepBefore(1, {})).toBeNull();
  });

  it('a jump forward needs every step it passes, from where the wizard is', () => {
    const data = { ...step1, ...step2 };
    expect(firstFailureBetween(1, 3, data)).toBeNull();
    expect(firstFailureBetween(1, 4, data)).toMatchObject({
      step: 3,
      message: 'Please select a business name to continue',
    });
    expect(firstFailureBetween(4, 6, { ...step4 })?.step).toBe(5);
  });
});

describe('done steps and progress', () => {
  it('an empty project at step 1 has nothing done', () => {
    expect(stepsDone({}, 1)).toEqual([false, false, false, false, false, false, false, false]);
    expect(completionPercentage({}, 1)).toBe(0);
  });

  it('each done rule counts one eighth', () => {
    expect(stepsDone(step1, 1)[0]).toBe(true);
    expect(stepsDone({ businessDefinition: { missionStatement: 'm' } }, 1)[1]).toBe(true);
    expect(stepsDone(step3, 1)[2]).toBe(true);
    expect(stepsDone({ styleGuide: { primaryColor: '#000000' } }, 1)[3]).toBe(true);
    expect(stepsDone(step5, 1)[4]).toBe(true);
    expect(stepsDone(step6, 1)[5]).toBe(true);
    expect(
      stepsDone(
        {
          userStories: {
            generatedStories: [
              {
                id: 's',
                title: 't',
                description: 'd',
                priority: 'high',
                storyPoints: 3,
                acceptanceCriteria: [],
              },
            ],
          },
        },
        1,
      )[5],
    ).toBe(true);
    expect(stepsDone(step7, 1)[6]).toBe(true);
    expect(stepsDone({}, 8)[7]).toBe(true);
    expect(completionPercentage(step1, 1)).toBe(13); // 1/8 = 12.5 %, rounded
    expect(completionPercentage({ ...step1, ...step2 }, 3)).toBe(25);
  });

  it('a finished project at step 8 is 100 %', () => {
    expect(completionPercentage(completeStepData, 8)).toBe(100);
    expect(completionPercentage(completeStepData, 7)).toBe(88);
  });

  it('an empty core features list and a null architecture do not count', () => {
    expect(
      stepsDone({ userStories: { coreFeatures: [] }, techDocumentation: { architecture: null } }, 1),
    ).toEqual(Array(8).fill(false));
  });
});

describe('display status', () => {
  it('draft at step 1, in progress above it, completed when completed', () => {
    expect(displayStatus(1, false)).toBe('draft');
    expect(displayStatus(2, false)).toBe('in_progress');
    expect(displayStatus(8, false)).toBe('in_progress');
    expect(displayStatus(8, true)).toBe('completed');
  });
});
