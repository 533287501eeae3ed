import 'reflect-metadata';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { runMigrations } from '@bb/projections/migrations';
import { AppModule, FRONTEND_DIST } from './app.module';
import type { AppConfig } from './config/app-config';
import { connectDatabase, UNBOUNDED_STATEMENTS, type Database } from './infrastructure/database/connect';
import {
  startEmbeddedPostgres,
  type RunningEmbeddedPostgres,
} from './infrastructure/database/embedded-postgres';
import { configureHttp, httpAdapter } from './shared/http/http-platform';
import { AppLogger, rootLogger } from './shared/logging/app-logger';
import type { Clock } from './shared/tokens';

export interface RunningApp {
  app: INestApplication;
  database: Database;
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * Builds the whole product: the database (DATABASE_URL, or an embedded PostgreSQL in the data
 * directory), migrations, and the Nest application with its security, docs and static frontend.
 * `main.ts` listens on it; HTTP tests use it as it is.
 */
export async function createApp(config: AppConfig, options: { clock?: Clock } = {}): Promise<RunningApp> {
  let embedded: RunningEmbeddedPostgres | null = null;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(join(config.dataDir, 'postgres'));
  }
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  // Migrations may run long statements on a large database: their own connection, unbounded.
  const migrator = connectDatabase(databaseUrl, {
    max: 1,
    timeouts: { ...config.databaseTimeouts, ...UNBOUNDED_STATEMENTS },
  });
  try {
    await runMigrations(migrator.knex);
  } finally {
    await migrator.close();
  }
  const database = connectDatabase(databaseUrl, {
    max: config.databasePoolSize,
    timeouts: config.databaseTimeouts,
  });

  const logger = rootLogger(config.logLevel);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register({
      config,
      pool: database.pool,
      knex: database.knex,
      clock: options.clock,
      embeddedDatabase: embedded,
    }),
    httpAdapter(config),
    { bufferLogs: true, rawBody: true },
  );
  app.useLogger(new AppLogger(logger));
  app.setGlobalPrefix('api', { exclude: [] });
  await configureHttp(app, {
    config,
    logger,
    frontendDist: existsSync(join(FRONTEND_DIST, 'index.html')) ? FRONTEND_DIST : null,
  });
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app));

  let closed = false;
  return {
    app,
    database,
    databaseUrl,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close();
      await embedded?.stop();
    },
  };
}

/**
 * The app initialised and its HTTP server ready to take requests without listening itself (HTTP
 * tests hand the server to supertest; `main.ts` listens instead).
 */
export async function readyServer(running: RunningApp): Promise<Server> {
  await running.app.init();
  await (running.app as NestFastifyApplication).getHttpAdapter().getInstance().ready();
  return running.app.getHttpServer() as Server;
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Business Builder API')
    .setDescription('From a business idea to a brand identity and a development package.')
    .setVersion('1.0')
    .addCookieAuth('bb_session')
    .build();
  return cleanupOpenApiDoc(SwaggerModule.createDocument(app, config));
}
