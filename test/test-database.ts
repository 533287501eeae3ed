import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { connectDatabase, type Database } from '../backend/src/infrastructure/database/connect';
import { runMigrations } from '../projections/src/migrations';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'DATABASE_URL is not set: run tests through jest (test/global-setup.ts starts PostgreSQL)',
    );
  return url;
}

/** A fresh database on the test PostgreSQL, so test files can run in parallel. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `bb_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client(adminUrl());
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client(adminUrl());
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A fresh, migrated database with its pools. */
export async function createMigratedDatabase(): Promise<Database & { url: string; drop(): Promise<void> }> {
  const db = await createTestDatabase();
  const connected = connectDatabase(db.url);
  await runMigrations(connected.knex);
  return {
    ...connected,
    url: db.url,
    drop: async () => {
      await connected.close();
      await db.drop();
    },
  };
}
