import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Where rate-limit counters live. Without REDIS_URL: in this process (one instance). With it:
 * in Redis, so every instance of the app counts against the same limit; while Redis does not
 * answer, each instance falls back to its own in-process counters (rate-limiter-flexible's
 * insurance limiter) instead of failing the request.
 */
export interface RateLimitStore {
  /** True when the counters are shared through Redis. */
  readonly shared: boolean;
  /** A counter of `points` per `durationSeconds`, its keys under `name`. */
  limiter(name: string, points: number, durationSeconds: number): RateLimiterAbstract;
  close(): Promise<void>;
}

export interface RateLimitStoreOptions {
  redisUrl?: string;
  /** Prefix of every key in Redis (REDIS_KEY_PREFIX); lets several deployments or tests share one Redis. */
  keyPrefix?: string;
  /** How long the start waits for Redis before counting in-process; default 3 s. */
  connectTimeoutMs?: number;
  onError?: (error: Error) => void;
}

export async function createRateLimitStore(options: RateLimitStoreOptions): Promise<RateLimitStore> {
  if (!options.redisUrl) return memoryStore();
  const client = new Redis(options.redisUrl, {
    // A command while Redis is away fails at once (the insurance limiter answers) instead of
    // queueing behind a sign-in.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: options.connectTimeoutMs ?? 3000,
  });
  client.on('error', (error: Error) => options.onError?.(error));
  await waitForReady(client, options.connectTimeoutMs ?? 3000);
  const prefix = options.keyPrefix ?? 'bb';
  return {
    shared: true,
    limiter: (name, points, duration) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${prefix}:rl:${name}`,
        points,
        duration,
        insuranceLimiter: inProcess(name, points, duration),
      }),
    close: async () => {
      client.disconnect();
      await Promise.resolve();
    },
  };
}

/**
 * In-process counters expire through setTimeout, which fires at once for anything over 2^31 ms
 * (~24.8 days): a longer window (the 30 days an owner's address is remembered) would be forgotten
 * immediately, so in-process windows are capped just below that.
 */
const MAX_IN_PROCESS_SECONDS = Math.floor((2 ** 31 - 1) / 1000);
const inProcess = (name: string, points: number, duration: number) =>
  new RateLimiterMemory({ keyPrefix: name, points, duration: Math.min(duration, MAX_IN_PROCESS_SECONDS) });

function memoryStore(): RateLimitStore {
  return {
    shared: false,
    limiter: inProcess,
    close: () => Promise.resolve(),
  };
}

function waitForReady(client: Redis, timeoutMs: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    client.once('ready', done);
  });
}
