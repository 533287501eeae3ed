import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { runMigrations } from '@bb/projections/migrations';
import { AppModule, FRONTEND_DIST } from './app.module';
import type { AppConfig } from './config/app-config';
import { connectDatabase, UNBOUNDED_STATEMENTS, type Database } from './infrastructure/database/connect';
import {
  startEmbeddedPostgres,
  type RunningEmbeddedPostgres,
} from './infrastructure/database/embedded-postgres';
import {
  bodyParserErrors,
  requestContext,
  sameOriginJsonOnly,
  supportedBodyEncoding,
} from './shared/http/request-guards.middleware';
import { staticAssets } from './shared/http/static-assets';
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

  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register({
      config,
      pool: database.pool,
      knex: database.knex,
      clock: options.clock,
      embeddedDatabase: embedded,
    }),
    { bufferLogs: true, rawBody: true },
  );
  app.useLogger(app.get(Logger));
  // X-Forwarded-For only from the proxies in TRUST_PROXY: otherwise any client could name its own
  // address and escape the sign-in limits.
  app.set('trust proxy', config.trustProxy.length > 0 ? config.trustProxy : false);
  app.setGlobalPrefix('api', { exclude: [] });
  app.use(requestContext);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // No inline script in the app (boot.js is a file), so none is allowed.
          'script-src': ["'self'", 'https://js.stripe.com'],
          'img-src': ["'self'", 'data:', 'blob:'],
          'frame-src': ["'self'", 'https://js.stripe.com'],
          'connect-src': ["'self'", 'https://api.stripe.com'],
          // Only where the app is served over https: on a plain-HTTP deployment (docker-compose
          // ports, a LAN address) it would send the browser to an https that does not exist.
          'upgrade-insecure-requests': config.appOrigin?.startsWith('https://') ? [] : null,
        },
      },
    }),
  );
  if (existsSync(join(FRONTEND_DIST, 'index.html'))) app.use(staticAssets(FRONTEND_DIST));
  app.use(cookieParser());
  app.use(sameOriginJsonOnly(config.appOrigin));
  app.use(supportedBodyEncoding);
  app.useBodyParser('json', { limit: '2mb' });
  app.use(bodyParserErrors);
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

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Business Builder API')
    .setDescription('From a business idea to a brand identity and a development package.')
    .setVersion('1.0')
    .addCookieAuth('bb_session')
    .build();
  return cleanupOpenApiDoc(SwaggerModule.createDocument(app, config));
}
