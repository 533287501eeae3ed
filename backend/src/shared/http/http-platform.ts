import fastifyCookie from '@fastify/cookie';
import { BadRequestException } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/app-config';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import {
  pathOf,
  requestContext,
  requestIdHeader,
  requestIdOf,
  sameOriginJsonOnly,
  supportedBodyEncoding,
} from './request-guards';
import { staticAssets } from './static-assets';

/** The largest request body taken (a project's step data with its logos stays far below). */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * The HTTP server under Nest: Fastify (docs/decisions.md "Fastify under Nest"). The request id is
 * Fastify's own (`request.id`): the caller's X-Request-Id when it is a plain token.
 */
export function httpAdapter(config: AppConfig): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-For only from the proxies in TRUST_PROXY: otherwise any client could name its own
    // address and escape the sign-in limits.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true },
  });
}

/**
 * What every request passes before its route, in this order: its id on the answer, the security
 * headers, the built frontend (answered here, outside Nest), the same-origin JSON check and the
 * body's encoding; then the body is read (JSON only) and the route runs in the request's context.
 */
export async function configureHttp(
  app: NestFastifyApplication,
  { config, logger, frontendDist }: { config: AppConfig; logger: Logger; frontendDist: string | null },
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  await app.register(fastifyCookie);
  fastify.addHook('onRequest', requestIdHeader);
  const securityHeaders = helmet({
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
  });
  fastify.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, () => done()));
  if (frontendDist) {
    const serve = staticAssets(frontendDist);
    fastify.addHook('onRequest', (req, reply, done) => {
      if (!serve(req.raw, reply.raw)) return done();
      // Answered on the raw response: Fastify's lifecycle stops here.
      reply.hijack();
    });
  }
  fastify.addHook('onRequest', sameOriginJsonOnly(config.appOrigin));
  fastify.addHook('onRequest', supportedBodyEncoding);
  // JSON bodies only (no form bodies: a cross-site form could post one). The raw bytes stay on the
  // request for the signed webhooks (NestFactory's rawBody).
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT_BYTES }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body.toString('utf8')));
    } catch {
      done(new BadRequestException('The request body is not valid JSON'), undefined);
    }
  });
  fastify.addHook('preHandler', requestContext);
  fastify.addHook('onResponse', requestLog(logger));
}

/** Probes that would flood the log. */
const UNLOGGED = new Set(['/api/health', '/api/health/ready']);

/**
 * One line per answered request, at info: its id, method, path (no query: it may hold a reset
 * token), the caller's address, the status and the time taken. No headers, so no cookie or
 * bearer token ever reaches the log.
 */
function requestLog(logger: Logger) {
  return (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const path = pathOf(req.raw);
    if (logger.isLevelEnabled('info') && !UNLOGGED.has(path))
      logger.info(
        {
          reqId: req.id,
          req: { method: req.method, path, remoteAddress: req.ip },
          res: { statusCode: reply.statusCode },
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      );
    done();
  };
}
