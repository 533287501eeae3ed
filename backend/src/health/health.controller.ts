import { Controller, Get, Inject, Optional, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { EventStore } from '../eventstore/event-store.port';
import type { Knex } from 'knex';
import type { ReadModelProgress } from '../shared/cqrs/read-model-progress.port';
import { Public } from '../shared/http/auth';
import { DatabaseUnavailable } from '../shared/database-unavailable';
import {
  EMBEDDED_DATABASE,
  EVENT_STORE,
  KNEX,
  PROJECTION_RUNNER,
  type EmbeddedDatabaseStatus,
} from '../shared/tokens';

/** A readiness probe answers within this, whatever the database's own timeouts. */
const PROBE_TIMEOUT_MS = 2000;

interface ProjectionHealth {
  name: string;
  behindBy: number;
  updatedAt: string | null;
}

/**
 * Readiness (`/health/ready`: the database answers) and health (`/health`: also the projections
 * keep up with the log). While the database is away both answer 503 with Retry-After.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ReadModelProgress,
    @Optional() @Inject(EMBEDDED_DATABASE) private readonly embedded?: EmbeddedDatabaseStatus | null,
  ) {}

  /** Whether this instance can serve: its database answers (and the embedded one is not restarting). */
  @Public()
  @Get('ready')
  async ready() {
    await this.databaseAnswers();
    return { status: 'ready', database: 'up' };
  }

  @Public()
  @Get()
  async health() {
    await this.databaseAnswers();
    const head = await this.store.headPosition();
    const rows = await this.knex.raw<{
      rows: Array<{ projection: string; behind: string; updated_at: Date }>;
    }>(
      `SELECT c.projection, c.updated_at,
              (SELECT count(*) FROM events e WHERE e.global_position > c.global_position
                 AND e.global_position <= ?::bigint) AS behind
         FROM projection_checkpoints c WHERE c.projection = ANY(?::text[])`,
      [head.globalPosition, this.runner.projections.map((p) => p.name)],
    );
    const projections: ProjectionHealth[] = rows.rows.map((r) => ({
      name: r.projection,
      behindBy: Number(r.behind),
      updatedAt: r.updated_at ? new Date(r.updated_at).toISOString() : null,
    }));
    const lagging = projections.filter((p) => p.behindBy > 1000);
    const body = {
      status: lagging.length ? 'degraded' : 'ok',
      database: 'up',
      headPosition: head.globalPosition,
      projections,
    };
    if (lagging.length) throw new ServiceUnavailableException(body);
    return body;
  }

  private async databaseAnswers(): Promise<void> {
    if (this.embedded && this.embedded.status !== 'running') {
      throw new DatabaseUnavailable(`the embedded PostgreSQL is ${this.embedded.status}`);
    }
    await this.knex.raw('SELECT 1').timeout(PROBE_TIMEOUT_MS, { cancel: false });
  }
}
