import {
  generateIdeasRequestSchema,
  generateLogosRequestSchema,
  generateNamesRequestSchema,
  generateStyleGuideRequestSchema,
  generateTechDocumentationRequestSchema,
  generateUserStoriesRequestSchema,
  generateVibeCodingRequestSchema,
  quickProjectRequestSchema,
  stackPresets,
  stackPresetSchema,
  techBudgetRanges,
} from '../../contracts/generation';
import { z } from 'zod';
import * as contracts from '../../contracts/generation';
import { techBudgets } from '../../contracts/options';
import { ideasRequest, petSitterIdea, vibeRequest } from './fixtures.test-helper';

/** The message of the first issue at `path`, or undefined when the value is valid. */
function messageAt(
  result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } },
  path: string,
): string | undefined {
  return result.error?.issues.find((i) => i.path.join('.') === path)?.message;
}

describe('generation request contracts', () => {
  it('explains what is missing, field by field', () => {
    expect(
      messageAt(
        generateLogosRequestSchema.safeParse({
          businessName: ' ',
          style: 'bold',
          symbols: [],
          colors: { primary: '#000000', secondary: '#FFFFFF' },
        }),
        'symbols',
      ),
    ).toBe('Please select at least one symbol');
    expect(
      messageAt(
        generateLogosRequestSchema.safeParse({
          businessName: ' ',
          style: 'bold',
          symbols: ['star'],
          colors: { primary: '#000000', secondary: '#FFFFFF' },
        }),
        'businessName',
      ),
    ).toBe('Business name is required');
    expect(
      messageAt(
        generateLogosRequestSchema.safeParse({
          businessName: 'A',
          style: 'fancy',
          symbols: ['star'],
          colors: { primary: '#000000', secondary: '#FFFFFF' },
        }),
        'style',
      ),
    ).toBe('Please select a logo style');
    expect(
      messageAt(
        generateLogosRequestSchema.safeParse({
          businessName: 'A',
          style: 'bold',
          symbols: ['star'],
          colors: { primary: 'blue', secondary: '#FFFFFF' },
        }),
        'colors.primary',
      ),
    ).toBe('Primary colour must be like #6366F1');
    expect(
      messageAt(
        generateStyleGuideRequestSchema.safeParse({ businessName: '', industry: '', targetAudience: '' }),
        'businessName',
      ),
    ).toBe('Business name is required');
    expect(
      messageAt(
        generateNamesRequestSchema.safeParse({ keywords: '', style: 'Modern & Tech', maxLength: 'short' }),
        'keywords',
      ),
    ).toBe('Please enter at least one keyword');
    expect(
      messageAt(
        generateNamesRequestSchema.safeParse({ keywords: 'a', style: 'Fancy', maxLength: 'huge' }),
        'maxLength',
      ),
    ).toBe('Please select a name length');
    expect(
      messageAt(
        generateUserStoriesRequestSchema.safeParse({
          businessIdea: 'x',
          targetAudience: '',
          coreFeatures: [],
          businessModel: '',
        }),
        'coreFeatures',
      ),
    ).toBe('Please add at least one core feature');
    expect(
      messageAt(
        generateTechDocumentationRequestSchema.safeParse({
          businessIdea: 'x',
          targetAudience: '',
          complexity: 'simple',
          userStories: [],
        }),
        'userStories',
      ),
    ).toBe('Please generate user stories first');
    expect(
      messageAt(generateIdeasRequestSchema.safeParse({ ...ideasRequest, interests: '  ' }), 'interests'),
    ).toBe('Please tell us about your interests');
  });

  it('needs a custom industry when the industry is other', () => {
    expect(
      messageAt(
        generateIdeasRequestSchema.safeParse({ ...ideasRequest, industry: 'other' }),
        'customIndustry',
      ),
    ).toBe('Please enter your industry');
    expect(
      generateIdeasRequestSchema.safeParse({
        ...ideasRequest,
        industry: 'other',
        customIndustry: 'Beekeeping',
      }).success,
    ).toBe(true);
  });

  it('accepts an optional whole-number seed only', () => {
    expect(generateIdeasRequestSchema.safeParse({ ...ideasRequest, seed: 12 }).success).toBe(true);
    expect(messageAt(generateIdeasRequestSchema.safeParse({ ...ideasRequest, seed: 1.5 }), 'seed')).toBe(
      'Seed must be a whole number',
    );
    expect(generateIdeasRequestSchema.safeParse({ ...ideasRequest, seed: -1 }).success).toBe(false);
  });

  it('needs an idea and a tech stack for vibe coding', () => {
    expect(generateVibeCodingRequestSchema.safeParse(vibeRequest('v0')).success).toBe(true);
    const noStack = vibeRequest('v0');
    noStack.projectData.techDocumentation = {};
    expect(
      messageAt(generateVibeCodingRequestSchema.safeParse(noStack), 'projectData.techDocumentation'),
    ).toBe('Missing required data: generate the tech stack first');
    expect(
      messageAt(
        generateVibeCodingRequestSchema.safeParse({ ...vibeRequest('v0'), promptType: 'cursor' }),
        'promptType',
      ),
    ).toBe('Please select a platform');
  });

  it('takes the quick-project idea as an object or as text', () => {
    expect(
      quickProjectRequestSchema.safeParse({ businessIdea: petSitterIdea, projectId: 'p1' }).success,
    ).toBe(true);
    expect(
      quickProjectRequestSchema.safeParse({
        businessIdea: 'Dog sitting app',
        projectId: 'p1',
        budget: '0-1000',
      }).success,
    ).toBe(true);
    expect(
      messageAt(quickProjectRequestSchema.safeParse({ businessIdea: 'x', projectId: '' }), 'projectId'),
    ).toBe('Project id is required');
  });
});

describe('stack presets', () => {
  it('offers two valid presets per budget with the spec ranges', () => {
    expect(techBudgetRanges).toEqual({
      startup: '$100-2000',
      small: '$800-5000',
      medium: '$3000-15000',
      enterprise: '$10000+',
    });
    for (const preset of stackPresets) expect(stackPresetSchema.safeParse(preset).success).toBe(true);
    for (const budget of techBudgets) {
      const presets = stackPresets.filter((p) => p.budgetTier === budget);
      expect(presets).toHaveLength(2);
      for (const p of presets) expect(p.budget).toBe(techBudgetRanges[budget]);
    }
    expect(new Set(stackPresets.map((p) => p.id)).size).toBe(stackPresets.length);
  });
});

describe('JSON Schema (OpenAPI)', () => {
  const schemas: Array<[string, z.ZodType]> = [];
  for (const [name, value] of Object.entries(contracts) as Array<[string, unknown]>) {
    if (name.endsWith('Schema') && value instanceof z.ZodType) schemas.push([name, value]);
  }

  it.each(schemas)('%s converts to JSON Schema', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });

  it('covers every request and response', () => {
    expect(schemas.length).toBeGreaterThanOrEqual(20);
  });
});
