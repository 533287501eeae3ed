import type { Pool } from 'pg';
import type { AppConfig } from '../../config/app-config';
import type { EventStore, InlineProjection } from '../event-store.port';
import { PostgresEventStore } from '../postgres/postgres-event-store';

/**
 * The event store the configuration asks for: PostgreSQL by default, KurrentDB with
 * EVENT_STORE=kurrentdb and KURRENTDB_URL (e.g. 'kurrentdb://localhost:2113?tls=false' or
 * 'esdb://...'). Read models, checkpoints and secrets (subject keys, API keys) stay in PostgreSQL.
 */
export function createEventStore(
  config: Pick<AppConfig, 'eventStore' | 'kurrentDbUrl'>,
  pool: Pool,
  inline: readonly InlineProjection[] = [],
): EventStore {
  // Inline read models need the log in their database: PostgreSQL only.
  if (config.eventStore !== 'kurrentdb') return new PostgresEventStore(pool, inline);
  if (!config.kurrentDbUrl)
    throw new Error('EVENT_STORE=kurrentdb needs KURRENTDB_URL (e.g. esdb://localhost:2113?tls=false)');
  // Loaded only when chosen: the gRPC client costs ~0.4 s at every start of a PostgreSQL deployment.
  const { KurrentDbEventStore } =
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('./kurrentdb-event-store') as typeof import('./kurrentdb-event-store');
  return KurrentDbEventStore.fromConnectionString(toClientConnectionString(config.kurrentDbUrl));
}

/** The 6.x client speaks `esdb://`; KurrentDB's own scheme `kurrentdb://` (and `kdb://`) means the same. */
export function toClientConnectionString(url: string): string {
  return url.replace(
    /^(kurrentdb|kurrent|kdb)(\+discover)?:\/\//i,
    (_, _scheme: string, discover?: string) => `esdb${discover ?? ''}://`,
  );
}
