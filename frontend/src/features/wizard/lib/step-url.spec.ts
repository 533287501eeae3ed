import { furthestOpenableStep, parseStepParam, stepFromUrl } from './step-url';

const done = {
  ideaGeneration: {
    selectedIdea: {
      businessIdea: 'Meal kits for athletes',
      description: 'd',
      targetAudience: 't',
      potentialRevenue: 'r',
      keyFeatures: ['k'],
      industry: 'healthcare',
    },
  },
  businessDefinition: {
    missionStatement: 'm',
    valueProposition: 'v',
    businessModel: 'b',
    competitiveAdvantage: 'c',
  },
  nameGeneration: { selectedName: { name: 'Fitly' } },
  styleGuide: { primaryColor: '#6366F1', secondaryColor: '#8B5CF6' },
  logoCreation: { generatedLogos: [{ id: 'l1', imageUrl: 'data:,', prompt: 'p', selected: true }] },
  userStories: {
    coreFeatures: ['Plans'],
    userStories: [
      {
        id: 's1',
        title: 't',
        asA: 'a',
        iWant: 'w',
        soThat: 's',
        acceptanceCriteria: ['c'],
        priority: 'high',
        storyPoints: 3,
      },
    ],
  },
  techDocumentation: { techStack: { frontend: 'React' }, databaseSchema: 's', apiEndpoints: 'e' },
} as never;

describe('the wizard step in the URL', () => {
  it('reads only the steps 1 to 8', () => {
    expect(parseStepParam('3')).toBe(3);
    expect(parseStepParam('8')).toBe(8);
    for (const bad of [null, '', '0', '9', '-1', '2.5', 'x', '03a']) expect(parseStepParam(bad)).toBeNull();
  });

  it('opens a reached step, and falls back to the current step for one not reached yet', () => {
    expect(stepFromUrl('2', 4, false, {})).toBe(2);
    expect(stepFromUrl('4', 4, false, {})).toBe(4);
    expect(stepFromUrl('6', 4, false, {})).toBe(4);
    expect(stepFromUrl(null, 4, false, {})).toBe(4);
  });

  it('opens step 8 of an open project only once step 7 is reached and every step before it is done', () => {
    expect(furthestOpenableStep(7, false, {})).toBe(7);
    expect(stepFromUrl('8', 7, false, {})).toBe(7);
    expect(furthestOpenableStep(6, false, done)).toBe(6);
    expect(furthestOpenableStep(7, false, done)).toBe(8);
    expect(stepFromUrl('8', 7, false, done)).toBe(8);
  });

  it('opens every step of a completed project, step 8 by default', () => {
    expect(stepFromUrl('1', 8, true, {})).toBe(1);
    expect(stepFromUrl(null, 8, true, {})).toBe(8);
  });
});
