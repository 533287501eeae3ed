import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * Every setting has a working default, so `npm start` on a fresh machine runs the whole product
 * (README "Configuration"). Validated once at boot; a bad value stops the start with a clear
 * message instead of failing later.
 */
const milliseconds = z.string().regex(/^\d{1,9}$/, 'a number of milliseconds (0 to 999999999)');

const envSchema = z.object({
  PORT: z.string().regex(/^\d+$/, 'PORT must be a number').optional(),
  HOST: z.string().optional(),
  DATABASE_URL: z.string().url('DATABASE_URL must be a postgres:// URL').optional(),
  DATA_DIR: z.string().optional(),
  EVENT_STORE: z.enum(['postgres', 'kurrentdb']).optional(),
  KURRENTDB_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'ENCRYPTION_KEY must be 64 hex characters (32 bytes)')
    .optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  APP_ORIGIN: z.string().url().optional(),
  REDIS_URL: z.string().optional(),
  /**
   * The proxies whose X-Forwarded-For is believed (Fastify's trustProxy): addresses, subnets or
   * loopback / linklocal / uniquelocal, comma separated. Unset: none, the client is the socket's address.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/, 'addresses, subnets or loopback, comma separated')
    .optional(),
  /** Prefix of the rate-limit keys in Redis; default 'bb'. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits, _ : . - (at most 64)')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  RUN_PROJECTIONS: z.enum(['true', 'false']).optional(),
  /** Connections of each database pool (the event store's and the read models'); default 10. */
  DATABASE_POOL_SIZE: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, 'a number of connections, 1 to 999')
    .optional(),
  /** Database timeouts in milliseconds (connectDatabase's DatabaseTimeouts); 0 turns one off. */
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds.optional(),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds.optional(),
  DATABASE_QUERY_TIMEOUT_MS: milliseconds.optional(),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds.optional(),
  /** How long a request waits for the read models it reads before it answers 503; default 5000. */
  READ_MODEL_WAIT_MS: milliseconds.optional(),
  NODE_ENV: z.string().optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_POOL_SIZE; unset: connectDatabase's default. */
  databasePoolSize?: number;
  /** DATABASE_*_TIMEOUT_MS as given; unset ones take connectDatabase's defaults. */
  databaseTimeouts?: Partial<DatabaseTimeouts>;
  eventStore: 'postgres' | 'kurrentdb';
  kurrentDbUrl: string | undefined;
  jwtSecret: string;
  encryptionKey: Buffer;
  openAi: { apiKey: string; baseUrl: string | undefined; model: string } | null;
  stripe: { secretKey: string; publishableKey: string | undefined; webhookSecret: string | undefined } | null;
  /** Every STRIPE_* setting as given (prices, API host for tests); billing reads it with createBilling. */
  billingEnv?: Readonly<Record<string, string | undefined>>;
  appOrigin: string | undefined;
  redisUrl: string | undefined;
  /** REDIS_KEY_PREFIX: the rate-limit keys in Redis start with it; default 'bb'. */
  redisKeyPrefix: string;
  /** TRUST_PROXY split on commas; empty: X-Forwarded-For is never believed. */
  trustProxy: string[];
  logLevel: string;
  runProjections: boolean;
  /** READ_MODEL_WAIT_MS: a request's wait for the read models it reads (then 503 ReadModelsBehind). */
  readModelWaitMs: number;
  secureCookies: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR ?? join(process.cwd(), '.data'));
  const secrets = e.JWT_SECRET && e.ENCRYPTION_KEY ? null : loadOrCreateSecrets(dataDir);
  return {
    port: Number(e.PORT ?? 3000),
    host: e.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ? Number(e.DATABASE_POOL_SIZE) : undefined,
    databaseTimeouts: definedOnly({
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      queryMs: e.DATABASE_QUERY_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    }),
    eventStore: e.EVENT_STORE ?? 'postgres',
    kurrentDbUrl: e.KURRENTDB_URL,
    jwtSecret: e.JWT_SECRET ?? secrets!.jwtSecret,
    encryptionKey: Buffer.from(e.ENCRYPTION_KEY ?? secrets!.encryptionKey, 'hex'),
    openAi: e.OPENAI_API_KEY
      ? { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL ?? 'gpt-4o' }
      : null,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        }
      : null,
    billingEnv: Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('STRIPE_'))),
    appOrigin: e.APP_ORIGIN,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX ?? 'bb',
    trustProxy: (e.TRUST_PROXY ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    runProjections: e.RUN_PROJECTIONS !== 'false',
    readModelWaitMs: e.READ_MODEL_WAIT_MS === undefined ? 5000 : Number(e.READ_MODEL_WAIT_MS),
    secureCookies: (e.APP_ORIGIN ?? '').startsWith('https://'),
  };
}

function definedOnly(values: Record<keyof DatabaseTimeouts, string | undefined>): Partial<DatabaseTimeouts> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, Number(value)]),
  );
}

/** JWT_SECRET and ENCRYPTION_KEY are generated on first start and kept in the data directory. */
function loadOrCreateSecrets(dataDir: string): { jwtSecret: string; encryptionKey: string } {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    return JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret: string; encryptionKey: string };
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets = {
    jwtSecret: randomBytes(48).toString('hex'),
    encryptionKey: randomBytes(32).toString('hex'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** How long the app waits on PostgreSQL before it answers 503 (issue 17: requests used to hang). */
export interface DatabaseTimeouts {
  /** Connecting, and waiting for a free connection of a pool (DATABASE_CONNECT_TIMEOUT_MS). */
  connectMs: number;
  /** PostgreSQL cancels a statement that runs longer (statement_timeout; 0: never). */
  statementMs: number;
  /**
   * The client stops waiting for an answer and closes the connection (0: never): a paused or
   * unreachable server never cancels anything itself. Longer than statementMs, so a slow
   * statement is cancelled by PostgreSQL first and its connection stays usable.
   */
  queryMs: number;
  /** PostgreSQL ends a session left idle inside a transaction (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
}
