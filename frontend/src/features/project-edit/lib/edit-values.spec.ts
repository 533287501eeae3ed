import type { StepData } from '@bb/backend/contracts';
import { editValuesOf, editValuesSchema, fieldErrorsOf, stepDataChanges, stepOfField } from './edit-values';

const data: StepData = {
  ideaGeneration: {
    industry: 'technology',
    generatedIdeas: [],
    selectedIdea: {
      businessIdea: 'Café analytics',
      description: 'Numbers for cafés',
      targetAudience: 'Café owners',
      potentialRevenue: '$2M ARR',
      keyFeatures: ['POS sync'],
      industry: 'Food tech',
    },
  },
  businessDefinition: {
    missionStatement: 'Help cafés',
    valueProposition: 'Clear numbers',
    businessModel: 'SaaS',
    competitiveAdvantage: 'Café-only',
  },
  nameGeneration: {
    keywords: 'brew',
    selectedName: { name: 'Brewline', description: 'A line', domain: 'brewline.io' },
  },
  styleGuide: {
    primaryColor: '#0F766E',
    secondaryColor: '#F59E0B',
    accentColor: '#7C3AED',
    colors: { primary: '#0F766E', secondary: '#F59E0B', accent: '#7C3AED' },
    fontPrimary: 'Poppins',
    fontSecondary: 'Inter',
    brandPersonality: ['Warm'],
  },
  logoCreation: { generatedLogos: [] },
};

describe('edit values', () => {
  it('reads the four editable steps; the plain colour spelling first, else colors.*', () => {
    expect(editValuesOf(data)).toEqual({
      businessIdea: 'Café analytics',
      description: 'Numbers for cafés',
      targetAudience: 'Café owners',
      potentialRevenue: '$2M ARR',
      missionStatement: 'Help cafés',
      valueProposition: 'Clear numbers',
      businessModel: 'SaaS',
      competitiveAdvantage: 'Café-only',
      name: 'Brewline',
      nameDescription: 'A line',
      domain: 'brewline.io',
      primaryColor: '#0F766E',
      secondaryColor: '#F59E0B',
      fontPrimary: 'Poppins',
      fontSecondary: 'Inter',
    });
    expect(editValuesOf({ styleGuide: { colors: { primary: '#111111' } } })).toMatchObject({
      primaryColor: '#111111',
      secondaryColor: '',
      name: '',
    });
    expect(Object.values(editValuesOf({})).every((v) => v === '')).toBe(true);
  });

  it('sends nothing when nothing changed', () => {
    expect(stepDataChanges(data, editValuesOf(data))).toEqual({});
  });

  it('sends only the changed steps, each whole, keeping what the page does not edit', () => {
    const values = { ...editValuesOf(data), missionStatement: 'Help every café', secondaryColor: '#22c55e' };
    expect(stepDataChanges(data, values)).toEqual({
      businessDefinition: { ...data.businessDefinition, missionStatement: 'Help every café' },
      styleGuide: {
        ...data.styleGuide,
        secondaryColor: '#22C55E',
        colors: { primary: '#0F766E', secondary: '#22C55E', accent: '#7C3AED' },
      },
    });
  });

  it('an edited idea keeps its key features and industry; a new one gets empty ones', () => {
    const changed = stepDataChanges(data, { ...editValuesOf(data), targetAudience: 'Small chains' });
    expect(changed.ideaGeneration?.selectedIdea).toEqual({
      ...data.ideaGeneration!.selectedIdea,
      targetAudience: 'Small chains',
    });
    expect(changed.ideaGeneration?.industry).toBe('technology');
    const fresh = stepDataChanges({}, { ...editValuesOf({}), businessIdea: 'A new idea' });
    expect(fresh.ideaGeneration?.selectedIdea).toEqual({
      businessIdea: 'A new idea',
      description: '',
      targetAudience: '',
      potentialRevenue: '',
      keyFeatures: [],
      industry: '',
    });
  });

  it('a name emptied of everything is no name; empty optional parts are left out', () => {
    const cleared = { ...editValuesOf(data), name: '', nameDescription: '', domain: '' };
    expect(stepDataChanges(data, cleared).nameGeneration).toEqual({ keywords: 'brew', selectedName: null });
    const renamed = { ...editValuesOf(data), name: 'Cupmetric', domain: '' };
    expect(stepDataChanges(data, renamed).nameGeneration?.selectedName).toEqual({
      name: 'Cupmetric',
      description: 'A line',
    });
  });

  it('checks lengths and colours like the contract', () => {
    const ok = editValuesSchema.safeParse({ ...editValuesOf(data), primaryColor: '' });
    expect(ok.success).toBe(true);
    const bad = editValuesSchema.safeParse({
      ...editValuesOf(data),
      primaryColor: 'teal',
      businessIdea: 'x'.repeat(301),
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      primaryColor: 'Must be a colour like #6366F1',
      businessIdea: 'Must be at most 300 characters',
    });
  });

  it("maps a save's details onto the form's fields, and fields onto their tab", () => {
    expect(
      fieldErrorsOf({
        'stepData.styleGuide.primaryColor': 'Must be a colour like #6366F1',
        'stepData.ideaGeneration.selectedIdea.businessIdea': 'Too long',
        'stepData.logoCreation.generatedLogos': 'not ours',
      }),
    ).toEqual({ primaryColor: 'Must be a colour like #6366F1', businessIdea: 'Too long' });
    expect(stepOfField('domain')).toBe('nameGeneration');
    expect(stepOfField('fontSecondary')).toBe('styleGuide');
  });
});
