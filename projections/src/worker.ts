import { loadConfig } from '@bb/backend/config/app-config';
import { connectDatabase, UNBOUNDED_STATEMENTS } from '@bb/backend/infrastructure/database/connect';
import { createEventStore } from '@bb/backend/eventstore/kurrentdb/create-event-store';
import { PersonalDataVault } from '@bb/backend/shared/crypto/personal-data-vault';
import { createProjections, ProjectionRunner, runMigrations } from './index';

/**
 * `npm run projections`: the projections in their own process, for scale. Several workers may run
 * at once; an advisory lock per projection lets one apply it and the others stand by.
 * Needs DATABASE_URL (the app's database); the app then runs with RUN_PROJECTIONS=false. The event
 * log is read from the store EVENT_STORE names, as the app does (KurrentDB with KURRENTDB_URL).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('Set DATABASE_URL to the database the app uses');
  const migrator = connectDatabase(config.databaseUrl, {
    max: 1,
    timeouts: { ...config.databaseTimeouts, ...UNBOUNDED_STATEMENTS },
  });
  await runMigrations(migrator.knex).finally(() => migrator.close());
  const db = connectDatabase(config.databaseUrl, { timeouts: config.databaseTimeouts });
  // The app's own choice of event store (EVENT_STORE, KURRENTDB_URL); read models stay in PostgreSQL.
  const store = createEventStore(config, db.pool);
  const vault = new PersonalDataVault(db.pool, config.encryptionKey);
  const runner = new ProjectionRunner(store, db.knex, db.pool, createProjections({ vault }), {
    log: (message, extra) => console.warn(message, extra ?? ''),
  });
  await runner.start();
  console.log(`Projection worker running: ${runner.projections.map((p) => p.name).join(', ')}`);
  const stop = async () => {
    await runner.stop();
    await (store as { close?: () => Promise<void> }).close?.();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
