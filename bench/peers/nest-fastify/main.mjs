// The app on @nestjs/platform-fastify instead of Express, for the A/B of issue 19 item 6
// (`BENCH_PEERS_SERVERS=ours,fastify npm run bench save-peers`). Bench only: it builds the same
// AppModule as backend/src/create-app.ts on the same migrations and pool, with the Express
// middleware that the step save passes through ported to Fastify hooks (request context, the
// same-origin JSON check, the body encoding check, helmet's headers, cookies). Not ported, so not
// served here: the static frontend, /api/docs, the Stripe webhook's raw body, multipart uploads.
//
//   DATABASE_URL=... PORT=... node --max-semi-space-size=4 bench/peers/nest-fastify/main.mjs
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import helmet from 'helmet';

const dist = createRequire(new URL('../../../backend/dist/', import.meta.url));
const { AppModule } = dist('./app.module.js');
const { loadConfig } = dist('./config/app-config.js');
const { connectDatabase, UNBOUNDED_STATEMENTS } = dist('./infrastructure/database/connect.js');
const { runMigrations } = dist('@bb/projections/migrations');
const { runWithRequestContext } = dist('./shared/request-context.js');
const { timeZoneHeader } = dist('./shared/http/request-guards.middleware.js');

process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'bb-bench-fastify-'));
const config = loadConfig();
const migrator = connectDatabase(config.databaseUrl, {
  max: 1,
  timeouts: { ...config.databaseTimeouts, ...UNBOUNDED_STATEMENTS },
});
await runMigrations(migrator.knex).finally(() => migrator.close());
const database = connectDatabase(config.databaseUrl, {
  max: config.databasePoolSize,
  timeouts: config.databaseTimeouts,
});

const adapter = new FastifyAdapter({
  bodyLimit: 2 * 1024 * 1024,
  trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
});
const app = await NestFactory.create(
  AppModule.register({ config, pool: database.pool, knex: database.knex }),
  adapter,
  { bufferLogs: true, rawBody: true },
);
app.useLogger(app.get(dist('nestjs-pino').Logger));
app.setGlobalPrefix('api', { exclude: [] });
const fastify = app.getHttpAdapter().getInstance();
await fastify.register(fastifyCookie);
// @fastify/cookie gives the reply Express's cookie() and clearCookie() (maxAge read in seconds,
// not ms: the session cookie lives 1000x longer here; the token's own expiry still holds).

// The exception filter answers the Express way.
fastify.decorateReply('json', function json(body) {
  return this.send(body);
});
// Express's JSON parser lets a request without a body through (a DELETE sent with
// Content-Type: application/json); Fastify's refuses it: the header is dropped when there is no body.
fastify.addHook('onRequest', (req, _reply, done) => {
  if (Number(req.headers['content-length'] ?? 0) === 0 && req.headers['transfer-encoding'] === undefined)
    delete req.headers['content-type'];
  done();
});

const helmetHeaders = helmet();
fastify.addHook('onRequest', (req, reply, done) => {
  helmetHeaders(req.raw, reply.raw, done);
});

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const refuse = (reply, status, message) =>
  reply
    .status(status)
    .send({ statusCode: status, error: status === 415 ? 'Unsupported Media Type' : 'Forbidden', message });
fastify.addHook('onRequest', (req, reply, done) => {
  const path = req.url.split('?')[0];
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (STATE_CHANGING.has(req.method) && path.startsWith('/api/')) {
    const origin = req.headers.origin;
    if (origin && origin !== `${req.protocol}://${req.headers.host ?? ''}` && origin !== config.appOrigin)
      return refuse(reply, 403, 'Cross-origin requests are not allowed');
    if (hasBody && !/^application\/json\b/i.test(req.headers['content-type'] ?? ''))
      return refuse(reply, 415, 'Send the request body as application/json');
  }
  if (hasBody && path.startsWith('/api/')) {
    const charset = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(req.headers['content-type'] ?? '')?.[1];
    if (charset && !/^utf-?8$/i.test(charset))
      return refuse(reply, 415, `charset ${charset} is not supported`);
    const encoding = String(req.headers['content-encoding'] ?? 'identity').trim();
    if (encoding.toLowerCase() !== 'identity')
      return refuse(reply, 415, `Content-Encoding ${encoding} is not supported`);
  }
  done();
});
// The request context around the handler (after the body is read, so the context is not lost
// across the body's stream events).
fastify.addHook('preHandler', (req, reply, done) => {
  const incoming = req.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
  const correlation = req.headers['x-correlation-id'];
  reply.header('x-request-id', requestId);
  runWithRequestContext(
    {
      requestId,
      correlationId:
        typeof correlation === 'string' && /^[\w-]{1,100}$/.test(correlation) ? correlation : requestId,
      userId: null,
      ip: req.ip ?? null,
      timeZone: timeZoneHeader(req.headers['x-time-zone']),
    },
    done,
  );
});

await app.listen(config.port, config.host);
process.once('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
