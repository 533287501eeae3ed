import { z } from 'zod';

/**
 * Feedback.
 * No z.coerce and no .default(): the form derives from these schemas, and the server applies the
 * defaults (type 'general') in the command handler (docs/architecture.md "Contracts").
 */

export const feedbackTypes = ['bug', 'feature', 'improvement', 'general'] as const;
export const feedbackTypeSchema = z.enum(feedbackTypes, {
  error: 'Choose bug, feature, improvement or general',
});
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

export const feedbackLimits = {
  title: 255,
  descriptionMin: 10,
  description: 5000,
  page: 500,
  adminNotes: 5000,
} as const;

/** POST /api/feedback. */
export const submitFeedbackRequestSchema = z.object({
  type: feedbackTypeSchema.optional(),
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(feedbackLimits.title, 'Title must be less than 255 characters'),
  description: z
    .string({ error: 'Description must be at least 10 characters' })
    .trim()
    .min(feedbackLimits.descriptionMin, 'Description must be at least 10 characters')
    .max(feedbackLimits.description, `Description must be at most ${feedbackLimits.description} characters`),
  rating: z
    .number({ error: 'Rating must be a whole number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5')
    .nullable()
    .optional(),
  page: z
    .string({ error: 'Page must be text' })
    .trim()
    .max(feedbackLimits.page, `Page must be at most ${feedbackLimits.page} characters`)
    .nullable()
    .optional(),
});
export type SubmitFeedbackRequest = z.infer<typeof submitFeedbackRequestSchema>;

/** One feedback item as its author (and the admin table) sees it. `message` equals `description`. */
export const feedbackItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: feedbackTypeSchema,
  title: z.string(),
  description: z.string(),
  message: z.string(),
  rating: z.number().int().min(1).max(5).nullable(),
  page: z.string().nullable(),
  resolved: z.boolean(),
  adminNotes: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** GET /api/feedback: the caller's own items, newest first. */
export const feedbackListResponseSchema = z.array(feedbackItemSchema);

/** GET /api/admin/feedback: every item, newest first, with its author. */
export const adminFeedbackItemSchema = feedbackItemSchema.extend({
  username: z.string(),
  userName: z.string(),
  userEmail: z.string(),
});
export type AdminFeedbackItem = z.infer<typeof adminFeedbackItemSchema>;
export const adminFeedbackListResponseSchema = z.array(adminFeedbackItemSchema);

/**
 * PATCH /api/admin/feedback/{feedbackId}: Mark Resolved (true) or Reopen (false), with optional
 * notes. Notes left out keep the current ones; an empty string clears them.
 */
export const reviewFeedbackRequestSchema = z.object({
  resolved: z.boolean({ error: 'resolved must be true or false' }),
  adminNotes: z
    .string({ error: 'Admin notes must be text' })
    .trim()
    .max(feedbackLimits.adminNotes, `Admin notes must be at most ${feedbackLimits.adminNotes} characters`)
    .nullable()
    .optional(),
});
export type ReviewFeedbackRequest = z.infer<typeof reviewFeedbackRequestSchema>;

// ---- Events of the feedback context (stream `feedback-{feedbackId}`). ----

export const feedbackEventTypes = {
  submitted: 'feedback.feedback-submitted',
  resolved: 'feedback.feedback-resolved',
  reopened: 'feedback.feedback-reopened',
  notesUpdated: 'feedback.admin-notes-updated',
} as const;

export const feedbackSubmittedSchema = z.object({
  type: z.literal(feedbackEventTypes.submitted),
  data: z.object({
    feedbackId: z.string(),
    userId: z.string(),
    type: feedbackTypeSchema,
    title: z.string(),
    description: z.string(),
    rating: z.number().int().min(1).max(5).nullable(),
    page: z.string().nullable(),
    submittedAt: z.string(),
  }),
});
/** An admin marked it resolved; the admin is `resolvedBy` (and the event's metadata.userId). */
export const feedbackResolvedSchema = z.object({
  type: z.literal(feedbackEventTypes.resolved),
  data: z.object({
    feedbackId: z.string(),
    adminNotes: z.string().nullable(),
    resolvedBy: z.string(),
    resolvedAt: z.string(),
  }),
});
export const feedbackReopenedSchema = z.object({
  type: z.literal(feedbackEventTypes.reopened),
  data: z.object({
    feedbackId: z.string(),
    adminNotes: z.string().nullable(),
    reopenedBy: z.string(),
    reopenedAt: z.string(),
  }),
});
/** The admin changed only the notes (the resolved state stayed as it was). */
export const adminNotesUpdatedSchema = z.object({
  type: z.literal(feedbackEventTypes.notesUpdated),
  data: z.object({
    feedbackId: z.string(),
    adminNotes: z.string().nullable(),
    updatedBy: z.string(),
    updatedAt: z.string(),
  }),
});
export const feedbackEventSchema = z.discriminatedUnion('type', [
  feedbackSubmittedSchema,
  feedbackResolvedSchema,
  feedbackReopenedSchema,
  adminNotesUpdatedSchema,
]);
export type FeedbackSubmitted = z.infer<typeof feedbackSubmittedSchema>;
export type FeedbackResolved = z.infer<typeof feedbackResolvedSchema>;
export type FeedbackReopened = z.infer<typeof feedbackReopenedSchema>;
export type AdminNotesUpdated = z.infer<typeof adminNotesUpdatedSchema>;
export type FeedbackEvent = z.infer<typeof feedbackEventSchema>;
