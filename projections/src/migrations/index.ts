import type { Knex } from 'knex';
import * as eventStore from './0001-event-store';
import * as secrets from './0002-secrets';
import * as identity from './0003-identity-read-models';
import * as projectsReadModels from './0010-projects-read-models';
import * as billingReadModels from './0020-billing-read-models';
import * as feedbackReadModels from './0030-feedback-read-models';
import * as apiKeys from './0031-api-keys';
import * as ideasReadModels from './0032-ideas-read-models';
import * as gamificationReadModels from './0040-gamification-read-models';
import * as eventHistoryIndexes from './0041-event-history-indexes';
import * as personalDataErasure from './0050-personal-data-erasure';
import * as projectStaleness from './0051-project-staleness';
import * as projectSources from './0052-project-sources';
import * as inlineRowCheck from './0053-inline-row-check';

interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** Every migration, in order. Add a new file and list it here; never edit a released one. */
export const migrations: readonly Migration[] = [
  eventStore,
  secrets,
  identity,
  projectsReadModels,
  billingReadModels,
  feedbackReadModels,
  apiKeys,
  ideasReadModels,
  gamificationReadModels,
  eventHistoryIndexes,
  personalDataErasure,
  projectStaleness,
  projectSources,
  inlineRowCheck,
];

const source: Knex.MigrationSource<Migration> = {
  getMigrations: async () => [...migrations],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

/** Brings the database schema up to date; run on every start (and by tests on fresh databases). */
export async function runMigrations(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource: source, tableName: 'knex_migrations' });
}
