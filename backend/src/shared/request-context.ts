import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../eventstore/event-store.port';

/** Per-request facts every appended event records (docs/architecture.md "The event store"). */
export interface RequestContext {
  requestId: string;
  correlationId: string;
  userId: string | null;
  ip: string | null;
  /** The caller's IANA time zone (X-Time-Zone header), recorded on events as metadata.timeZone. */
  timeZone?: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

export function setContextUser(userId: string | null): void {
  const ctx = storage.getStore();
  if (ctx) ctx.userId = userId;
}

/** Metadata for events appended now; `userId` overrides the signed-in user (e.g. at register). */
export function eventMetadata(overrides: Partial<EventMetadata> = {}, now = new Date()): EventMetadata {
  const ctx = storage.getStore();
  return {
    userId: ctx?.userId ?? null,
    correlationId: ctx?.correlationId ?? randomUUID(),
    causationId: ctx?.requestId ?? null,
    requestId: ctx?.requestId ?? null,
    occurredAt: now.toISOString(),
    ...(ctx?.timeZone ? { timeZone: ctx.timeZone } : {}),
    ...overrides,
  };
}
