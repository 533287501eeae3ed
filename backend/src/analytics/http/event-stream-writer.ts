import type { ServerResponse } from 'node:http';
import { encodeStreamCursor } from '../../contracts/analytics';
import type { EventStore, GlobalPosition, StoredEvent } from '../../eventstore/event-store.port';
import { toAnalyticsEvent } from '../domain/analytics-event';
import type { EventWakeHub } from '../infrastructure/event-wake-hub';

export interface EventStreamOptions {
  store: EventStore;
  hub: EventWakeHub;
  from: GlobalPosition;
  /**
   * Checked before every batch is sent and at least every `recheckMs`: false ends the stream (a
   * revoked token, an admin demoted, deactivated or signed out).
   */
  stillAllowed: () => Promise<boolean>;
  /**
   * True for an event that ends this consumer's access (its token revoked, its admin demoted...):
   * the stream ends before that event, so nothing written from the change on is sent, even before
   * the read models behind `stillAllowed` have caught up.
   */
  endsAccess?: (event: StoredEvent) => boolean;
  heartbeatMs?: number;
  recheckMs?: number;
  batchSize?: number;
}

/**
 * Server-sent events: every event after `from`, then new ones as they commit. Each message's `id:`
 * is the event's cursor, so a reconnecting EventSource resumes after the last event it received
 * (Last-Event-ID) and gets nothing twice. A comment line every heartbeat keeps proxies from
 * closing an idle connection.
 */
export async function writeEventStream(res: ServerResponse, options: EventStreamOptions): Promise<void> {
  const { store, hub, stillAllowed } = options;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const recheckMs = options.recheckMs ?? 1_000;
  const endsAccess = options.endsAccess ?? (() => false);
  const batchSize = options.batchSize ?? 500;
  let open = true;
  res.on('close', () => (open = false));
  const untrack = hub.track(() => {
    open = false;
    res.end();
  });

  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  await write(res, `retry: 2000\n: resuming after ${encodeStreamCursor(options.from)}\n\n`);

  let after = options.from;
  let lastBeat = Date.now();
  try {
    while (open && !hub.isClosed) {
      if (!(await stillAllowed())) break;
      if (Date.now() - lastBeat >= heartbeatMs) {
        lastBeat = Date.now();
        await write(res, ': keep-alive\n\n');
      }
      const events = await store.readAll({ after, limit: batchSize });
      if (events.length === 0) {
        const untilBeat = heartbeatMs - (Date.now() - lastBeat);
        await hub.waitForAppend(Math.max(50, Math.min(recheckMs, untilBeat)));
        continue;
      }
      const cut = events.findIndex(endsAccess);
      const allowed = cut < 0 ? events : events.slice(0, cut);
      if (allowed.length > 0) {
        if (!open) break;
        let chunk = '';
        for (const event of allowed) {
          const message = toAnalyticsEvent(event);
          chunk += `id: ${message.position}\ndata: ${JSON.stringify(message)}\n\n`;
        }
        await write(res, chunk);
        after = allowed[allowed.length - 1]!.position;
      }
      if (cut >= 0) break;
    }
  } finally {
    untrack();
    if (!res.writableEnded) res.end();
  }
}

/** Writes and waits for the socket to take it when its buffer is full (a slow consumer). */
function write(res: ServerResponse, chunk: string): Promise<void> {
  if (res.writableEnded || res.destroyed) return Promise.resolve();
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
