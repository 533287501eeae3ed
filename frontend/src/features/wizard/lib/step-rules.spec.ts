import type { StepData } from '@bb/backend/contracts';
import { firstFailureBetween, leaveStepFailure, stepRuleMessages } from './step-rules';

const idea = {
  businessIdea: 'Meal kits for athletes',
  description: 'd',
  targetAudience: 't',
  potentialRevenue: 'r',
  keyFeatures: ['k'],
  industry: 'healthcare',
};
const definition = {
  missionStatement: 'm',
  valueProposition: 'v',
  businessModel: 'b',
  competitiveAdvantage: 'c',
};
const logo = (id: string, selected: boolean) => ({ id, imageUrl: 'data:,', prompt: 'p', selected });

describe('the step rules of the wizard frame', () => {
  it('step 1 needs a selected idea', () => {
    expect(leaveStepFailure(1, {})).toBe('Please select a business idea to continue');
    expect(leaveStepFailure(1, { ideaGeneration: { generatedIdeas: [idea], selectedIdea: null } })).toBe(
      stepRuleMessages[1],
    );
    expect(leaveStepFailure(1, { ideaGeneration: { selectedIdea: idea } })).toBeNull();
  });

  it('step 2 needs all four fields, blank ones do not count', () => {
    expect(leaveStepFailure(2, { businessDefinition: { ...definition, businessModel: '   ' } })).toBe(
      'Please fill in all fields before continuing',
    );
    expect(leaveStepFailure(2, { businessDefinition: definition })).toBeNull();
  });

  it('step 3 needs a selected name', () => {
    expect(leaveStepFailure(3, { nameGeneration: { generatedNames: [] } })).toBe(
      'Please select a business name to continue',
    );
    expect(leaveStepFailure(3, { nameGeneration: { selectedName: { name: 'Fitly' } } })).toBeNull();
  });

  it('step 4 needs a primary and a secondary colour (either reading of the spec)', () => {
    expect(leaveStepFailure(4, { styleGuide: { primaryColor: '#6366F1' } })).toBe(stepRuleMessages[4]);
    expect(
      leaveStepFailure(4, { styleGuide: { primaryColor: '#6366F1', secondaryColor: '#8B5CF6' } }),
    ).toBeNull();
    expect(
      leaveStepFailure(4, { styleGuide: { colors: { primary: '#6366F1', secondary: '#8B5CF6' } } }),
    ).toBeNull();
  });

  it('step 5 needs exactly one selected logo', () => {
    expect(leaveStepFailure(5, { logoCreation: { generatedLogos: [logo('logo_1', false)] } })).toBe(
      'Please select a logo design to continue',
    );
    expect(
      leaveStepFailure(5, {
        logoCreation: { generatedLogos: [logo('logo_1', true), logo('logo_2', false)] },
      }),
    ).toBeNull();
    expect(
      leaveStepFailure(5, { logoCreation: { generatedLogos: [logo('logo_1', true), logo('logo_2', true)] } }),
    ).toBe('Please select exactly one logo design');
  });

  it('steps 6, 7 and 8 can always be left', () => {
    expect([6, 7, 8].map((step) => leaveStepFailure(step, {}))).toEqual([null, null, null]);
  });

  it('a jump forward needs every step it passes', () => {
    const data: StepData = { ideaGeneration: { selectedIdea: idea }, businessDefinition: definition };
    expect(firstFailureBetween(1, 3, data)).toBeNull();
    expect(firstFailureBetween(1, 4, data)).toEqual({
      step: 3,
      message: 'Please select a business name to continue',
    });
  });
});
