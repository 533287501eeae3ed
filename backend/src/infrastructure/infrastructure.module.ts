import {
  Global,
  Inject,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import type { Pool } from 'pg';
import { ProjectionRunner, createInlineProjections, createProjections } from '@bb/projections';
import type { AppConfig } from '../config/app-config';
import { createEventStore } from '../eventstore/kurrentdb/create-event-store';
import { PersonalDataVault } from '../shared/crypto/personal-data-vault';
import { CommandGateway } from '../shared/cqrs/command-gateway';
import { CommandRunner } from '../shared/cqrs/command-runner';
import {
  APP_CONFIG,
  CLOCK,
  EMBEDDED_DATABASE,
  EVENT_STORE,
  KNEX,
  PG_POOL,
  PROJECTION_RUNNER,
  type Clock,
  type EmbeddedDatabaseStatus,
} from '../shared/tokens';

export interface InfrastructureOptions {
  config: AppConfig;
  pool: Pool;
  knex: Knex;
  clock?: Clock;
  /** The embedded PostgreSQL's supervision, when the app started one; readiness reads it. */
  embeddedDatabase?: EmbeddedDatabaseStatus | null;
}

/**
 * The shared infrastructure every bounded context uses: configuration, the database pools, the
 * event store, the personal-data vault, the projection runner and the command gateway.
 */
@Global()
@Module({})
export class InfrastructureModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.runProjections) await this.runner.start();
  }

  static register(options: InfrastructureOptions): DynamicModule {
    const store = createEventStore(options.config, options.pool, createInlineProjections());
    const vault = new PersonalDataVault(options.pool, options.config.encryptionKey);
    const runner = new ProjectionRunner(store, options.knex, options.pool, createProjections({ vault }), {
      log: (message, extra) => console.warn(message, extra ?? ''),
    });
    const providers = [
      { provide: APP_CONFIG, useValue: options.config },
      { provide: PG_POOL, useValue: options.pool },
      { provide: KNEX, useValue: options.knex },
      { provide: EVENT_STORE, useValue: store },
      { provide: PersonalDataVault, useValue: vault },
      { provide: PROJECTION_RUNNER, useValue: runner },
      { provide: CLOCK, useValue: options.clock ?? { now: () => new Date() } },
      { provide: EMBEDDED_DATABASE, useValue: options.embeddedDatabase ?? null },
      CommandGateway,
      CommandRunner,
    ];
    return {
      module: InfrastructureModule,
      imports: [CqrsModule.forRoot()],
      providers,
      exports: [...providers.map((p) => ('provide' in p ? p.provide : p)), CqrsModule],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.stop();
  }
}
