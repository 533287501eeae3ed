import { Module } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AppConfig } from '../config/app-config';
import type { EventStore } from '../eventstore/event-store.port';
import { APP_CONFIG, EVENT_STORE, PG_POOL } from '../shared/tokens';
import { RecordHistoryViewHandler } from './commands/record-history-view/record-history-view.handler';
import { AdminHistoryController } from './http/admin-history.controller';
import { GetAuditHistoryHandler } from './queries/get-audit-history.query';
import { HISTORY_SOURCE } from './queries/history-source';
import { PortHistorySource } from './queries/port-history-source';
import { PostgresHistorySource } from './queries/postgres-history-source';

const httpControllers = [AdminHistoryController];
const commandHandlers = [RecordHistoryViewHandler];
const queryHandlers = [GetAuditHistoryHandler];

/**
 * The audited history (admins read any user's or project's events). The history is read from the
 * log itself: with PostgreSQL through the events table's indexes, with KurrentDB through the port.
 */
@Module({
  controllers: httpControllers,
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    {
      provide: HISTORY_SOURCE,
      inject: [APP_CONFIG, PG_POOL, EVENT_STORE],
      useFactory: (config: AppConfig, pool: Pool, store: EventStore) =>
        config.eventStore === 'postgres' ? new PostgresHistorySource(pool) : new PortHistorySource(store),
    },
  ],
})
export class AuditModule {}
