import { z } from 'zod';

/**
 * The analytics stream (GET /api/events, GET /api/events/stream) and the tokens that open it
 * (/api/admin/analytics-tokens). Events leave with personal data removed; see
 * docs/analytics-stream.md.
 */

// ---------------------------------------------------------------- cursor

/** A position in the global stream: the writer's transaction id and the global sequence. */
export interface StreamCursorPosition {
  transactionId: string;
  globalPosition: string;
}

const CURSOR_PREFIX = 'v1:';
const DECIMAL = /^\d{1,20}$/;

/**
 * The opaque cursor of a position: base64url of 'v1:<transactionId>:<globalPosition>'. Clients
 * store it and send it back (`after`, `Last-Event-ID`); they never need to look inside.
 */
export function encodeStreamCursor(position: StreamCursorPosition): string {
  return toBase64Url(`${CURSOR_PREFIX}${position.transactionId}:${position.globalPosition}`);
}

/** The position of a cursor, or null when it is not one of ours. '0' is the start of the log. */
export function decodeStreamCursor(cursor: string): StreamCursorPosition | null {
  if (cursor === '0') return { transactionId: '0', globalPosition: '0' };
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(cursor)) return null;
  let text: string;
  try {
    text = fromBase64Url(cursor);
  } catch {
    return null;
  }
  if (!text.startsWith(CURSOR_PREFIX)) return null;
  const [transactionId, globalPosition, ...rest] = text.slice(CURSOR_PREFIX.length).split(':');
  if (
    rest.length ||
    !transactionId ||
    !globalPosition ||
    !DECIMAL.test(transactionId) ||
    !DECIMAL.test(globalPosition)
  ) {
    return null;
  }
  return { transactionId: String(BigInt(transactionId)), globalPosition: String(BigInt(globalPosition)) };
}

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(cursor: string): string {
  const padded = cursor.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (cursor.length % 4)) % 4);
  return atob(padded);
}

export const streamCursorSchema = z
  .string()
  .max(120)
  .refine((value) => decodeStreamCursor(value) !== null, 'Not a valid position cursor');

// ---------------------------------------------------------------- events

export const ANALYTICS_PAGE_DEFAULT = 100;
export const ANALYTICS_PAGE_MAX = 1000;

/** GET /api/events?after=&limit= (query strings; no coercion, parsed by the controller). */
export const analyticsEventsQuerySchema = z
  .object({
    after: streamCursorSchema.optional(),
    limit: z
      .string()
      .regex(/^\d{1,4}$/, `limit must be a whole number from 1 to ${ANALYTICS_PAGE_MAX}`)
      .refine(
        (v) => Number(v) >= 1 && Number(v) <= ANALYTICS_PAGE_MAX,
        `limit must be from 1 to ${ANALYTICS_PAGE_MAX}`,
      )
      .optional(),
  })
  .strict();

/** One event as an analytics consumer sees it: ids are pseudonymous, personal fields are gone. */
export const analyticsEventSchema = z.object({
  /** The cursor of this event: resume after it with `after=` or `Last-Event-ID`. */
  position: z.string(),
  id: z.string(),
  streamId: z.string(),
  streamPosition: z.number().int().min(1),
  type: z.string(),
  schemaVersion: z.number().int().min(1),
  /** ISO instant the log recorded the event. */
  recordedAt: z.iso.datetime(),
  data: z.record(z.string(), z.unknown()),
  /** userId (pseudonymous), correlationId, causationId, occurredAt only. */
  metadata: z.record(z.string(), z.unknown()),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsEventsPageSchema = z.object({
  events: z.array(analyticsEventSchema),
  /** Send it back as `after` for the next page (the same cursor when nothing new arrived). */
  next: z.string(),
  /** True when more events were ready than the page held: ask again at once. */
  hasMore: z.boolean(),
});
export type AnalyticsEventsPage = z.infer<typeof analyticsEventsPageSchema>;

// ---------------------------------------------------------------- tokens

export const analyticsTokenEventTypes = {
  created: 'analytics.token-created',
  revoked: 'analytics.token-revoked',
} as const;

export const createAnalyticsTokenRequestSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(100, 'Name must be at most 100 characters'),
  })
  .strict();
export type CreateAnalyticsTokenRequest = z.infer<typeof createAnalyticsTokenRequestSchema>;

export const analyticsTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The last 4 characters of the token, to tell tokens apart (the token itself is never stored). */
  hint: z.string(),
  createdAt: z.iso.datetime(),
  createdBy: z.string().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type AnalyticsToken = z.infer<typeof analyticsTokenSchema>;

/** POST /api/admin/analytics-tokens: the token is in this answer and nowhere else, ever. */
export const createdAnalyticsTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  token: z.string(),
  createdAt: z.iso.datetime(),
});
export type CreatedAnalyticsToken = z.infer<typeof createdAnalyticsTokenSchema>;
