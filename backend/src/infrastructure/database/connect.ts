import knexFactory, { type Knex } from 'knex';
import { Pool } from 'pg';

export interface Database {
  pool: Pool;
  knex: Knex;
  close(): Promise<void>;
}

/**
 * One pg pool for the event store and one knex pool for read models, both on DATABASE_URL.
 * A stuck transaction cannot hold event readers back for long (idle_in_transaction timeout).
 */
export function connectDatabase(url: string, max = 10): Database {
  const options = '-c idle_in_transaction_session_timeout=30000';
  const pool = new Pool({ connectionString: url, max, options });
  pool.on('error', () => undefined);
  const knex = knexFactory({
    client: 'pg',
    connection: { connectionString: url, options },
    pool: { min: 0, max },
  });
  return {
    pool,
    knex,
    close: async () => {
      await Promise.allSettled([pool.end(), knex.destroy()]);
    },
  };
}
