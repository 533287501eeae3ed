import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { EventStore } from '../eventstore/event-store.port';
import type { Knex } from 'knex';
import type { ProjectionRunner } from '@bb/projections/runner/projection-runner';
import { Public } from '../identity/auth/decorators';
import { EVENT_STORE, KNEX, PROJECTION_RUNNER } from '../shared/tokens';

interface ProjectionHealth {
  name: string;
  behindBy: number;
  updatedAt: string | null;
}

/** Liveness and readiness: the database answers and the projections keep up with the log. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
  ) {}

  @Public()
  @Get()
  async health() {
    try {
      await this.knex.raw('SELECT 1');
    } catch {
      throw new ServiceUnavailableException({ status: 'error', database: 'down' });
    }
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
}
