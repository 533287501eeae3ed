import type { Response } from 'express';
import { encodeStreamCursor } from '../../contracts/analytics';
import type { EventStore, GlobalPosition } from '../../eventstore/event-store.port';
import { toAnalyticsEvent } from '../domain/analytics-event';
import type { EventWakeHub } from '../infrastructure/event-wake-hub';

export interface EventStreamOptions {
  store: EventStore;
  hub: EventWakeHub;
  from: GlobalPosition;
  /** Checked every heartbeat: false ends the stream (a revoked token). */
  stillAllowed: () => Promise<boolean>;
  heartbeatMs?: number;
  batchSize?: number;
}

/**
 * Server-sent events: every event after `from`, then new ones as they commit. Each message's `id:`
 * is the event's cursor, so a reconnecting EventSource resumes after the last event it received
 * (Last-Event-ID) and gets nothing twice. A comment line every heartbeat keeps proxies from
 * closing an idle connection.
 */
export async function writeEventStream(res: Response, options: EventStreamOptions): Promise<void> {
  const { store, hub, stillAllowed } = options;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const batchSize = options.batchSize ?? 500;
  let open = true;
  res.on('close', () => (open = false));
  const untrack = hub.track(() => {
    open = false;
    res.end();
  });

  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  await write(res, `retry: 2000\n: resuming after ${encodeStreamCursor(options.from)}\n\n`);

  let after = options.from;
  let lastCheck = Date.now();
  try {
    while (open && !hub.isClosed) {
      if (Date.now() - lastCheck >= heartbeatMs) {
        lastCheck = Date.now();
        if (!(await stillAllowed())) break;
        await write(res, ': keep-alive\n\n');
      }
      const events = await store.readAll({ after, limit: batchSize });
      if (events.length === 0) {
        await hub.waitForAppend(Math.max(50, heartbeatMs - (Date.now() - lastCheck)));
        continue;
      }
      let chunk = '';
      for (const event of events) {
        const message = toAnalyticsEvent(event);
        chunk += `id: ${message.position}\ndata: ${JSON.stringify(message)}\n\n`;
      }
      if (!open) break;
      await write(res, chunk);
      after = events[events.length - 1]!.position;
    }
  } finally {
    untrack();
    if (!res.writableEnded) res.end();
  }
}

/** Writes and waits for the socket to take it when its buffer is full (a slow consumer). */
function write(res: Response, chunk: string): Promise<void> {
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
