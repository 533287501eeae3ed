import { z } from 'zod';
import {
  adminIdeasResponseSchema,
  createIdeaRequestSchema,
  dailyIdeaSchema,
  ideaEventSchema,
  patchIdeaRequestSchema,
  weeklyIdeasResponseSchema,
} from '../../contracts/ideas';

describe('ideas contract', () => {
  const valid = { title: 'Drone Roof Surveys', industry: 'other', featuredDate: '2025-01-20' };

  it('needs only title, industry and featuredDate to create an idea, and adds no defaults', () => {
    expect(createIdeaRequestSchema.parse(valid)).toEqual(valid);
  });

  it("says 'Title is required' for a blank title", () => {
    const result = createIdeaRequestSchema.safeParse({ ...valid, title: '   ' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['title'], message: 'Title is required' }),
    ]);
  });

  it('trims key features and drops blank ones', () => {
    const parsed = createIdeaRequestSchema.parse({
      ...valid,
      keyFeatures: [' Thermal imaging ', '', '  ', 'Reports'],
    });
    expect(parsed.keyFeatures).toEqual(['Thermal imaging', 'Reports']);
  });

  it('refuses impossible dates, unknown industries and coerced values', () => {
    expect(createIdeaRequestSchema.safeParse({ ...valid, featuredDate: '2025-02-30' }).success).toBe(false);
    expect(
      createIdeaRequestSchema.safeParse({ ...valid, featuredDate: '2025-01-20T00:00:00Z' }).success,
    ).toBe(false);
    expect(createIdeaRequestSchema.safeParse({ ...valid, industry: 'space' }).success).toBe(false);
    expect(patchIdeaRequestSchema.safeParse({ isActive: 'true' }).success).toBe(false);
  });

  it('accepts any subset in a patch, including an empty one', () => {
    expect(patchIdeaRequestSchema.parse({})).toEqual({});
    expect(patchIdeaRequestSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(patchIdeaRequestSchema.safeParse({ title: '' }).error?.issues[0]?.message).toBe(
      'Title is required',
    );
  });

  it.each([
    ['dailyIdea', dailyIdeaSchema],
    ['createIdeaRequest', createIdeaRequestSchema],
    ['patchIdeaRequest', patchIdeaRequestSchema],
    ['adminIdeasResponse', adminIdeasResponseSchema],
    ['weeklyIdeasResponse', weeklyIdeasResponseSchema],
    ['ideaEvent', ideaEventSchema],
  ] as const)('%s converts to JSON Schema for OpenAPI (input and output)', (_, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });
});
