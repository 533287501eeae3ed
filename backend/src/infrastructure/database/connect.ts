import type { DatabaseTimeouts } from '../../config/app-config';
import knexFactory, { type Knex } from 'knex';
import pg, { Pool } from 'pg';
import { clientWithQueryTimeout } from './query-timeout-client';

export interface Database {
  pool: Pool;
  knex: Knex;
  close(): Promise<void>;
}

export type { DatabaseTimeouts };

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 20_000,
  queryMs: 25_000,
  idleInTransactionMs: 30_000,
};

/** For migrations and rebuilds: long statements are expected; only connecting is bounded. */
export const UNBOUNDED_STATEMENTS: Partial<DatabaseTimeouts> = { statementMs: 0, queryMs: 0 };

export interface DatabaseOptions {
  /** Connections of each pool; default 10. */
  max?: number;
  timeouts?: Partial<DatabaseTimeouts>;
}

/**
 * One pg pool for the event store and one knex pool for read models, both on DATABASE_URL, with
 * the same timeouts: a database that is paused, gone or overloaded makes requests fail within
 * them (the exception filter answers 503), never hang. A stuck transaction cannot hold event
 * readers back for long (idle_in_transaction timeout).
 */
export function connectDatabase(url: string, { max = 10, timeouts = {} }: DatabaseOptions = {}): Database {
  const t = { ...DEFAULT_DATABASE_TIMEOUTS, ...timeouts };
  const options =
    `-c idle_in_transaction_session_timeout=${t.idleInTransactionMs} ` +
    `-c statement_timeout=${t.statementMs}`;
  const Client = clientWithQueryTimeout(t.queryMs);
  const pool = new Pool({
    connectionString: url,
    max,
    options,
    connectionTimeoutMillis: t.connectMs,
    Client,
  });
  pool.on('error', () => undefined);
  const knex = knexFactory({
    client: 'pg',
    connection: { connectionString: url, options, connectionTimeoutMillis: t.connectMs },
    pool: { min: 0, max },
    acquireConnectionTimeout: t.connectMs,
  });
  // knex makes its connections with `driver.Client`: the same query timeout for read models.
  const knexClient = knex.client as { driver: typeof pg };
  knexClient.driver = Object.assign(Object.create(knexClient.driver) as typeof pg, { Client });
  return {
    pool,
    knex,
    close: async () => {
      await Promise.allSettled([pool.end(), knex.destroy()]);
    },
  };
}
