import pg from 'pg';

type QueryCallback = (error: Error | null, result?: unknown) => void;

/**
 * A pg Client that closes its connection when a query gets no answer within `queryMs` (a paused,
 * hung or unreachable server; a slow statement is cancelled before by statement_timeout).
 *
 * Not pg's own `query_timeout`: that one answers the caller but keeps the connection, with the
 * statement still on its way and whatever transaction it was in still open on the server; the
 * next request given that connection would then write inside a transaction nobody commits
 * (acknowledged, then lost). Closing the connection makes the server roll it back, and the pools
 * drop the client (the caller gets 'Connection terminated', answered 503).
 */
export function clientWithQueryTimeout(queryMs: number): typeof pg.Client {
  class QueryTimeoutClient extends pg.Client {
    // pg's overloads (text or config, values, callback, submittable) are passed through as they are.
    override query(...args: unknown[]): never {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with this client below
      const run = super.query as (...a: unknown[]) => unknown;
      const [config, second, third] = args;
      const submittable = typeof (config as { submit?: unknown } | null)?.submit === 'function';
      if (queryMs <= 0 || submittable) return run.apply(this, args) as never;
      const callback = (typeof second === 'function' ? second : third) as QueryCallback | undefined;
      const values = typeof second === 'function' ? undefined : second;
      const timer = setTimeout(() => {
        const stream = (this as unknown as { connection?: { stream?: { destroy(e?: Error): void } } })
          .connection?.stream;
        stream?.destroy(new Error(`Query read timeout: no answer from the database within ${queryMs} ms`));
      }, queryMs);
      timer.unref?.();
      if (callback) {
        return run.call(this, config, values, (error: Error | null, result: unknown) => {
          clearTimeout(timer);
          callback(error, result);
        }) as never;
      }
      return (run.call(this, config, values) as Promise<unknown>).finally(() => clearTimeout(timer)) as never;
    }
  }
  return QueryTimeoutClient;
}
