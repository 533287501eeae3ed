import { z } from 'zod';

/**
 * The audited history an admin reads (GET /api/admin/history/users/{id} and
 * /api/admin/history/projects/{id}): every event of the subject, newest first, with who did it,
 * when, and a one-line summary. Secrets are never in it; personal fields are shown while their
 * owner's key exists and as '[deleted]' after the account was deleted (crypto-shredding).
 */

export const auditEventTypes = {
  historyViewed: 'audit.history-viewed',
} as const;

export const HISTORY_PAGE_DEFAULT = 50;
export const HISTORY_PAGE_MAX = 200;

const wholeNumber = (what: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${what} must be a whole number`)
    .refine((v) => Number(v) >= 1 && Number(v) <= max, `${what} must be from 1 to ${max}`);

/** 'YYYY-MM-DD' (a whole UTC day) or an ISO instant. */
const dateOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Use a date (YYYY-MM-DD) or an ISO date-time',
});

/** Query strings of a history request (no coercion: the controller turns them into numbers). */
export const historyQuerySchema = z
  .object({
    /** Comma-separated event types; 'projects.*' matches every type of a context. */
    type: z
      .string()
      .max(1000)
      .regex(
        /^[a-z0-9.*-]+(,[a-z0-9.*-]+)*$/i,
        "List event types separated by commas, e.g. 'identity.user-logged-in,projects.*'",
      )
      .optional(),
    /** From this day (inclusive) or instant. */
    from: dateOrInstant.optional(),
    /** To this day (inclusive) or instant (inclusive). */
    to: dateOrInstant.optional(),
    limit: wholeNumber('limit', HISTORY_PAGE_MAX).optional(),
    /** The `nextBefore` of the previous page: the entries older than it. */
    before: z.string().max(120).optional(),
    /** Or a page number (1 = newest), with `limit` entries a page. */
    page: wholeNumber('page', 1_000_000).optional(),
  })
  .strict()
  .refine((q) => !(q.before && q.page), { message: 'Use either before or page, not both', path: ['page'] });
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const historySubjectKinds = ['user', 'project'] as const;
export type HistorySubjectKind = (typeof historySubjectKinds)[number];

export const historyActorSchema = z.object({
  id: z.string(),
  /** The actor's username where it can be read; '[deleted]' once the account was deleted; null when unknown. */
  username: z.string().nullable(),
});

export const historyEntrySchema = z.object({
  /** The event id. */
  id: z.string(),
  /** The event's position cursor (opaque, the same as the analytics stream's). */
  position: z.string(),
  streamId: z.string(),
  streamPosition: z.number().int().min(1),
  type: z.string(),
  schemaVersion: z.number().int().min(1),
  /** When the log recorded the event (the date filters use this). */
  at: z.iso.datetime(),
  /** When the command that wrote it ran (metadata.occurredAt), if recorded. */
  occurredAt: z.string().nullable(),
  /** Who caused it (metadata.userId); null for the system (webhooks, jobs). */
  actor: historyActorSchema.nullable(),
  /** The id of the HTTP request that wrote it (metadata.requestId, the X-Request-Id header); null for jobs. */
  requestId: z.string().nullable(),
  summary: z.string(),
  /** The event's data with secrets hidden and personal fields opened (or '[deleted]'). */
  data: z.record(z.string(), z.unknown()),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyResponseSchema = z.object({
  subject: z.object({
    kind: z.enum(historySubjectKinds),
    id: z.string(),
    /** The username or the project title, when known. */
    label: z.string().nullable(),
  }),
  entries: z.array(historyEntrySchema),
  /** Entries matching the filters, across all pages. */
  total: z.number().int().min(0),
  limit: z.number().int().min(1),
  /** The page number when paging by `page`, else null. */
  page: z.number().int().min(1).nullable(),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

export const historyViewedEventSchema = z.object({
  type: z.literal(auditEventTypes.historyViewed),
  data: z.object({
    viewedBy: z.string(),
    subjectKind: z.enum(historySubjectKinds),
    subjectId: z.string(),
    /** The filters and paging of the request, as sent. */
    query: z.record(z.string(), z.string()),
    /** How many entries the admin was shown. */
    entries: z.number().int().min(0),
  }),
});
export type HistoryViewed = z.infer<typeof historyViewedEventSchema>;
