import type { RuleStepData } from './step-rules';

/** stepData that passes every step rule, step by step (the kernel's tests). */
export const step1: RuleStepData = { ideaGeneration: { selectedIdea: { businessIdea: 'A tool library' } } };
export const step2: RuleStepData = {
  businessDefinition: {
    missionStatement: 'Make every tool available to every neighbour.',
    valueProposition: 'Borrow instead of buy.',
    businessModel: 'Monthly membership',
    competitiveAdvantage: 'Same-day delivery network',
  },
};
export const step3: RuleStepData = { nameGeneration: { selectedName: { name: 'ToolNest' } } };
export const step4: RuleStepData = { styleGuide: { primaryColor: '#6366F1', secondaryColor: '#8B5CF6' } };
export const step5: RuleStepData = {
  logoCreation: { generatedLogos: [{ selected: true }, { selected: false }] },
};
export const step6: RuleStepData = { userStories: { coreFeatures: ['Borrow a tool'] } };
export const step7: RuleStepData = {
  techDocumentation: { architecture: { type: 'Monolith', components: [] } },
};

/** Everything a project needs to reach step 8 and be completed. */
export const completeStepData: RuleStepData = {
  ...step1,
  ...step2,
  ...step3,
  ...step4,
  ...step5,
  ...step6,
  ...step7,
};
