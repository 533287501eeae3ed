import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, type AppConfig } from '@bb/backend/config/app-config';
import { connectDatabase, UNBOUNDED_STATEMENTS } from '@bb/backend/infrastructure/database/connect';
import { startEmbeddedPostgres } from '@bb/backend/infrastructure/database/embedded-postgres';
import {
  embeddedPostgresUrl,
  LEGACY_PASSWORD,
  readSuperuserPassword,
} from '@bb/backend/infrastructure/database/embedded-postgres-password';
import { createEventStore } from '@bb/backend/eventstore/kurrentdb/create-event-store';
import { PersonalDataVault } from '@bb/backend/shared/crypto/personal-data-vault';
import { createProjections, runMigrations } from './index';
import { rebuildProjections } from './runner/rebuild';
import { progressBar } from './runner/rebuild-progress';

const USAGE = `Usage: npm run projections:rebuild [name...] [-- --batch-size=5000]

Replays the whole event log into fresh copies of the named projections' tables (all projections
when none is named), then swaps them in, while the app keeps serving. Progress goes to stderr.

Options:
  --list             print the projections and their tables, and exit
  --batch-size=N     events folded per transaction (default 5000)
  --help             this text

Database: DATABASE_URL, or the embedded PostgreSQL of the data directory (the running app's, or
started for the rebuild when the app is not running). EVENT_STORE=kurrentdb reads the log from
KURRENTDB_URL.`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const batchArg = args.find((a) => a.startsWith('--batch-size='));
  const batchSize = batchArg ? Number(batchArg.slice('--batch-size='.length)) : 5000;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 100_000)
    throw new Error('--batch-size must be 1 to 100000');
  const unknown = args.filter((a) => a.startsWith('-') && a !== '--list' && !a.startsWith('--batch-size='));
  if (unknown.length) throw new Error(`Unknown option ${unknown.join(' ')}\n\n${USAGE}`);
  const wanted = args.filter((a) => !a.startsWith('-'));

  const config = loadConfig();
  const { url, stop } = await databaseFor(config);
  // A rebuild writes large batches: only connecting is bounded.
  const db = connectDatabase(url, { max: 10, timeouts: UNBOUNDED_STATEMENTS });
  try {
    await runMigrations(db.knex);
    const vault = new PersonalDataVault(db.pool, config.encryptionKey);
    const all = createProjections({ vault });
    if (args.includes('--list')) {
      for (const p of all) console.log(`${p.name}: ${p.tables.join(', ')}`);
      return;
    }
    const missing = wanted.filter((name) => !all.some((p) => p.name === name));
    if (missing.length)
      throw new Error(
        `No projection named ${missing.join(', ')}; there are: ${all.map((p) => p.name).join(', ')}`,
      );
    const chosen = wanted.length ? all.filter((p) => wanted.includes(p.name)) : all;
    const store = createEventStore(config, db.pool);
    const report = await rebuildProjections({
      store,
      knex: db.knex,
      pool: db.pool,
      projections: chosen,
      batchSize,
      onProgress: progressBar(process.stderr),
      log: (message) => process.stderr.write(`${message}\n`),
    });
    console.log(
      `Rebuilt ${report.projections.join(', ')}: ${report.events.toLocaleString('en-US')} events in ${report.seconds.toFixed(1)} s ` +
        `(${Math.round(report.eventsPerSecond).toLocaleString('en-US')} events/s)`,
    );
    await (store as { close?: () => Promise<void> }).close?.();
  } finally {
    await db.close();
    await stop();
  }
}

/**
 * DATABASE_URL; else the embedded PostgreSQL in the data directory: the one the running app
 * started (its postmaster.pid names the port), or one started here when the app is not running.
 */
async function databaseFor(config: AppConfig): Promise<{ url: string; stop: () => Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  const dataDir = join(config.dataDir, 'postgres');
  const pidFile = join(dataDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
    if (pid && port && isAlive(Number(pid))) {
      return {
        url: embeddedPostgresUrl(Number(port.trim()), readSuperuserPassword(dataDir) ?? LEGACY_PASSWORD),
        stop: async () => undefined,
      };
    }
  }
  const embedded = await startEmbeddedPostgres(dataDir);
  return { url: embedded.url, stop: () => embedded.stop() };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
