import type { StepData } from '../../contracts/step-data';

/** The smallest logo the save rules accept (shared/svg/logo-svg-policy.ts): an empty SVG document. */
const EMPTY_SVG_LOGO = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;

/** stepData that passes every step rule, step by step (for domain and HTTP tests). */
export const idea = {
  businessIdea: 'A neighbourhood tool library with app-based lending and doorstep delivery',
  description: 'Members borrow drills, ladders and garden tools instead of buying them.',
  targetAudience: 'Urban renters and first-time home owners',
  potentialRevenue: '$8k-15k MRR',
  keyFeatures: ['Lending app', 'Doorstep delivery'],
  industry: 'ecommerce',
};

export const step1: StepData = {
  ideaGeneration: {
    interests: 'DIY',
    skills: 'logistics',
    industry: 'ecommerce',
    budget: '1000-5000',
    selectedIdea: idea,
  },
};
export const step2: StepData = {
  businessDefinition: {
    missionStatement: 'Make every tool available to every neighbour.',
    valueProposition: 'Borrow instead of buy.',
    businessModel: 'Monthly membership',
    competitiveAdvantage: 'Same-day delivery network',
  },
};
export const step3: StepData = {
  nameGeneration: {
    keywords: 'tools, share',
    generatedNames: [
      {
        name: 'ToolNest',
        domain: 'toolnest.com',
        description: 'A nest of tools',
        length: 8,
        isFavorite: false,
      },
    ],
    selectedName: { name: 'ToolNest', description: 'A nest of tools', domain: 'toolnest.com' },
  },
};
export const step4: StepData = {
  styleGuide: { primaryColor: '#6366F1', secondaryColor: '#8B5CF6', fontPrimary: 'Inter' },
};
export const step5: StepData = {
  logoCreation: {
    logoStyle: 'modern',
    symbols: ['leaf'],
    generatedLogos: [
      { id: 'logo_1', imageUrl: EMPTY_SVG_LOGO, prompt: 'a', selected: true },
      { id: 'logo_2', imageUrl: EMPTY_SVG_LOGO, prompt: 'b', selected: false },
    ],
  },
};
export const step6: StepData = { userStories: { coreFeatures: ['Borrow a tool'] } };
export const step7: StepData = {
  techDocumentation: {
    budget: 'startup',
    complexity: 'simple',
    architecture: { type: 'Monolith', components: [] },
  },
};

/** Everything a project needs to reach step 8 and be completed. */
export const completeStepData: StepData = {
  ...step1,
  ...step2,
  ...step3,
  ...step4,
  ...step5,
  ...step6,
  ...step7,
};
