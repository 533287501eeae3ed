import { z } from 'zod';
import { industrySchema } from './options';

/**
 * The daily idea ("Business Idea of the Day"), the
 * admin requests that manage it, the weekly calendar and the events of the ideas context.
 * No z.coerce and no .default(): the forms derive from these schemas (docs/architecture.md "Contracts").
 */

/** A calendar date 'YYYY-MM-DD' (a real date: 2025-02-30 is refused). */
export const featuredDateSchema = z.iso.date({ error: 'Use a date like 2025-01-31' });
export type FeaturedDate = z.infer<typeof featuredDateSchema>;

/** Where an idea comes from: the shipped catalogue (the fallback of every day) or an admin. */
export const ideaSources = ['catalogue', 'admin'] as const;
export const ideaSourceSchema = z.enum(ideaSources);
export type IdeaSource = z.infer<typeof ideaSourceSchema>;

export const ideaLimits = {
  title: 120,
  description: 5000,
  businessIdea: 300,
  targetAudience: 2000,
  potentialRevenue: 500,
  keyFeature: 300,
  keyFeatures: 20,
} as const;

const keyFeaturesSchema = z.array(z.string().max(ideaLimits.keyFeature)).max(ideaLimits.keyFeatures);

export const dailyIdeaSchema = z.object({
  id: z.string().min(1),
  source: ideaSourceSchema,
  title: z.string().min(1).max(ideaLimits.title),
  description: z.string().max(ideaLimits.description),
  businessIdea: z.string().max(ideaLimits.businessIdea),
  targetAudience: z.string().max(ideaLimits.targetAudience),
  industry: industrySchema,
  keyFeatures: keyFeaturesSchema,
  potentialRevenue: z.string().max(ideaLimits.potentialRevenue),
  featuredDate: featuredDateSchema,
  isActive: z.boolean(),
  /** ISO instant. For catalogue ideas: the start of the featured day in New York. */
  createdAt: z.iso.datetime(),
});
export type DailyIdea = z.infer<typeof dailyIdeaSchema>;

const trimmed = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const titleSchema = z
  .string()
  .trim()
  .min(1, 'Title is required')
  .max(ideaLimits.title, `Title must be less than ${ideaLimits.title} characters`);
/** Entries are trimmed and blank ones dropped; .overwrite keeps input and output types equal. */
const keyFeaturesInputSchema = z
  .array(trimmed(ideaLimits.keyFeature))
  .max(ideaLimits.keyFeatures, `At most ${ideaLimits.keyFeatures} key features`)
  .overwrite((features) => features.filter((feature) => feature.length > 0));

/**
 * POST /api/admin/ideas. Only title, industry and featuredDate are required; a missing or blank
 * businessIdea becomes the title, missing texts become '' (done by the domain, not by zod).
 */
export const createIdeaRequestSchema = z.object({
  title: titleSchema,
  description: trimmed(ideaLimits.description).optional(),
  businessIdea: trimmed(ideaLimits.businessIdea).optional(),
  targetAudience: trimmed(ideaLimits.targetAudience).optional(),
  industry: industrySchema,
  keyFeatures: keyFeaturesInputSchema.optional(),
  potentialRevenue: trimmed(ideaLimits.potentialRevenue).optional(),
  featuredDate: featuredDateSchema,
});
export type CreateIdeaRequest = z.infer<typeof createIdeaRequestSchema>;

/** PATCH /api/admin/ideas/{ideaId}: any subset; an empty patch changes nothing. */
export const patchIdeaRequestSchema = z
  .object({
    isActive: z.boolean(),
    title: titleSchema,
    description: trimmed(ideaLimits.description),
    businessIdea: trimmed(ideaLimits.businessIdea),
    targetAudience: trimmed(ideaLimits.targetAudience),
    industry: industrySchema,
    keyFeatures: keyFeaturesInputSchema,
    potentialRevenue: trimmed(ideaLimits.potentialRevenue),
    featuredDate: featuredDateSchema,
  })
  .partial();
export type PatchIdeaRequest = z.infer<typeof patchIdeaRequestSchema>;

/** GET /api/admin/idea-of-the-day: admin-created ideas (not deleted), newest first. */
export const adminIdeasResponseSchema = z.array(dailyIdeaSchema);

/** 'idea': featured 0 to 7 days before today; 'expired': older; 'none': no idea or a future day. */
export const calendarDayStates = ['idea', 'expired', 'none'] as const;
export const calendarDayStateSchema = z.enum(calendarDayStates);
export type CalendarDayState = z.infer<typeof calendarDayStateSchema>;

export const ideaCalendarDaySchema = z.object({
  date: featuredDateSchema,
  isToday: z.boolean(),
  state: calendarDayStateSchema,
  /** Present only when state is 'idea'. */
  idea: dailyIdeaSchema.optional(),
});
export type IdeaCalendarDay = z.infer<typeof ideaCalendarDaySchema>;

/** GET /api/idea-of-the-day/weekly?weekOffset=n: Monday..Sunday of the week n weeks from today. */
export const weeklyIdeasResponseSchema = z.object({
  today: featuredDateSchema,
  weekOffset: z.number().int(),
  weekStart: featuredDateSchema,
  days: z.array(ideaCalendarDaySchema).length(7),
  /** The ideas of the 'idea' days, oldest first, each with its featuredDate (the spec's reading: "ideas with featuredDate"). */
  ideas: z.array(dailyIdeaSchema),
});
export type WeeklyIdeasResponse = z.infer<typeof weeklyIdeasResponseSchema>;

// ---- Events of the ideas context. Stable type strings; never derived from class names. ----

export const ideaEventTypes = [
  'ideas.idea-created',
  'ideas.idea-updated',
  'ideas.idea-activation-changed',
  'ideas.idea-deleted',
  'ideas.idea-viewed',
] as const;
export type IdeaEventType = (typeof ideaEventTypes)[number];

/** The idea fields an admin can change with IdeaUpdated (activation has its own event). */
export const ideaContentSchema = z.object({
  title: z.string().min(1).max(ideaLimits.title),
  description: z.string().max(ideaLimits.description),
  businessIdea: z.string().max(ideaLimits.businessIdea),
  targetAudience: z.string().max(ideaLimits.targetAudience),
  industry: industrySchema,
  keyFeatures: keyFeaturesSchema,
  potentialRevenue: z.string().max(ideaLimits.potentialRevenue),
  featuredDate: featuredDateSchema,
});
export type IdeaContent = z.infer<typeof ideaContentSchema>;
export type IdeaContentField = keyof IdeaContent;

export const ideaCreatedSchema = z.object({
  type: z.literal('ideas.idea-created'),
  schemaVersion: z.literal(1),
  data: ideaContentSchema.extend({
    ideaId: z.string().min(1),
    isActive: z.boolean(),
    createdAt: z.iso.datetime(),
  }),
});

export const ideaUpdatedSchema = z.object({
  type: z.literal('ideas.idea-updated'),
  schemaVersion: z.literal(1),
  /** Only the fields whose value changed. */
  data: z.object({
    ideaId: z.string().min(1),
    changes: ideaContentSchema.partial(),
    updatedAt: z.iso.datetime(),
  }),
});

export const ideaActivationChangedSchema = z.object({
  type: z.literal('ideas.idea-activation-changed'),
  schemaVersion: z.literal(1),
  data: z.object({ ideaId: z.string().min(1), isActive: z.boolean(), changedAt: z.iso.datetime() }),
});

export const ideaDeletedSchema = z.object({
  type: z.literal('ideas.idea-deleted'),
  schemaVersion: z.literal(1),
  data: z.object({ ideaId: z.string().min(1), deletedAt: z.iso.datetime() }),
});

/** A signed-in user opened an idea's details; feeds gamification (idea_view). */
export const ideaViewedSchema = z.object({
  type: z.literal('ideas.idea-viewed'),
  schemaVersion: z.literal(1),
  data: z.object({
    ideaId: z.string().min(1),
    userId: z.string().min(1),
    source: ideaSourceSchema,
    featuredDate: featuredDateSchema,
    viewedAt: z.iso.datetime(),
    /** The viewer's IANA time zone when known (gamification counts days in it). */
    timeZone: z.string().min(1).max(100).optional(),
  }),
});

export const ideaEventSchema = z.discriminatedUnion('type', [
  ideaCreatedSchema,
  ideaUpdatedSchema,
  ideaActivationChangedSchema,
  ideaDeletedSchema,
  ideaViewedSchema,
]);
export type IdeaCreated = z.infer<typeof ideaCreatedSchema>;
export type IdeaUpdated = z.infer<typeof ideaUpdatedSchema>;
export type IdeaActivationChanged = z.infer<typeof ideaActivationChangedSchema>;
export type IdeaDeleted = z.infer<typeof ideaDeletedSchema>;
export type IdeaViewed = z.infer<typeof ideaViewedSchema>;
export type IdeaEvent = z.infer<typeof ideaEventSchema>;
