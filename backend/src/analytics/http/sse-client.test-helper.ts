import { get, type IncomingMessage } from 'node:http';
import { analyticsEventSchema, type AnalyticsEvent } from '../../contracts/analytics';

/** A minimal server-sent-events client: collects messages until closed. */
export function openStream(port: number, headers: Record<string, string>, path = '/api/events/stream') {
  const events: AnalyticsEvent[] = [];
  const ids: string[] = [];
  let status = 0;
  let waiters: Array<() => void> = [];
  let res: IncomingMessage | undefined;
  const req = get(
    { host: '127.0.0.1', port, path, headers: { Accept: 'text/event-stream', ...headers } },
    (response) => {
      res = response;
      status = response.statusCode ?? 0;
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (id && data) {
            ids.push(id);
            events.push(analyticsEventSchema.parse(JSON.parse(data)));
          }
        }
        waiters.forEach((w) => w());
      });
      response.on('end', () => waiters.forEach((w) => w()));
      waiters.forEach((w) => w());
    },
  );
  req.on('error', () => undefined);
  return {
    events,
    ids,
    status: () => status,
    ended: () => Boolean(res?.complete),
    async waitUntil(done: () => boolean, ms = 60_000): Promise<void> {
      const deadline = Date.now() + ms;
      while (!done()) {
        if (Date.now() > deadline)
          throw new Error(
            `stream: condition not met in ${ms} ms (${events.length} events, status ${status})`,
          );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 50);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
        waiters = [];
      }
    },
    close: () => req.destroy(),
  };
}
