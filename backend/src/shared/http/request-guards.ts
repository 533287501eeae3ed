import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { runWithRequestContext } from '../request-context';

// The checks every request passes before its route, as Fastify hooks (http-platform.ts registers
// them). They answer in the app's error shape ({statusCode, error, message}) themselves: Nest's
// exception filter only sees what a route throws.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths that take other bodies on purpose (signed webhooks). */
const RAW_BODY_PATHS = ['/api/billing/webhook', '/api/webhooks/stripe'];

function reject(reply: FastifyReply, status: number, message: string): void {
  const error = status === 415 ? 'Unsupported Media Type' : 'Forbidden';
  void reply.status(status).send({ statusCode: status, error, message });
}

/** The request's path without its query. */
export function pathOf(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

function hasBody(req: FastifyRequest): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

/**
 * State-changing requests accept only JSON from the app's own origin (docs/security.md):
 * a cross-site form post cannot carry the session cookie into a change.
 */
export function sameOriginJsonOnly(allowedOrigin: string | undefined) {
  return (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const path = pathOf(req.raw);
    if (!STATE_CHANGING.has(req.method) || !path.startsWith('/api/') || RAW_BODY_PATHS.includes(path)) {
      done();
      return;
    }
    const origin = req.headers.origin;
    if (origin) {
      const own = `${req.protocol}://${req.headers.host ?? ''}`;
      if (origin !== own && origin !== allowedOrigin) {
        reject(reply, 403, 'Cross-origin requests are not allowed');
        return;
      }
    }
    if (hasBody(req) && !/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
      reject(reply, 415, 'Send the request body as application/json');
      return;
    }
    done();
  };
}

/**
 * A body the server would misread is refused as such (issue 17 item 13): JSON in another charset
 * than UTF-8, or compressed (the server does not inflate request bodies).
 */
export function supportedBodyEncoding(
  req: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (!hasBody(req) || !pathOf(req.raw).startsWith('/api/')) {
    // A request without a body may still name a JSON type (a DELETE from some clients): with no
    // body to parse, its type means nothing, and Fastify would refuse the empty JSON.
    if (!hasBody(req)) delete req.headers['content-type'];
    done();
    return;
  }
  const charset = charsetOf(req.headers['content-type']);
  if (charset !== null && !/^utf-?8$/i.test(charset)) {
    reject(reply, 415, `Send the request body as UTF-8 JSON (charset ${charset} is not supported)`);
    return;
  }
  const encoding = String(req.headers['content-encoding'] ?? 'identity').trim();
  if (encoding.toLowerCase() !== 'identity') {
    reject(reply, 415, `Content-Encoding ${encoding} is not supported: send the request body uncompressed`);
    return;
  }
  done();
}

function charsetOf(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? '');
  return match ? match[1]! : null;
}

/** The request's id: the caller's X-Request-Id when it is a plain token, else a new one (Fastify's genReqId). */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
}

/** Every answer names its request (on the raw response, so answers sent around Fastify carry it too). */
export function requestIdHeader(
  req: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  reply.raw.setHeader('x-request-id', req.id);
  done();
}

/**
 * Runs the route in a context that appended events read metadata from. A preHandler hook: the body
 * has been read by then, so the context is not lost across the body's stream events.
 */
export function requestContext(
  req: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const correlation = req.headers['x-correlation-id'];
  runWithRequestContext(
    {
      requestId: req.id,
      correlationId:
        typeof correlation === 'string' && /^[\w-]{1,100}$/.test(correlation) ? correlation : req.id,
      userId: null,
      ip: req.ip ?? null,
      timeZone: timeZoneHeader(req.headers['x-time-zone']),
    },
    done,
  );
}

/** The X-Time-Zone header when it looks like an IANA zone the runtime knows ('Europe/Paris'), else null. */
export function timeZoneHeader(value: string | string[] | undefined): string | null {
  if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return null;
  // The app sends the header on every call, and asking Intl costs ~0.1 ms: answers are kept (a
  // few hundred zones exist; the map is emptied if junk values fill it).
  const known = checkedZones.get(value);
  if (known !== undefined) return known;
  let zone: string | null;
  try {
    zone = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    zone = null;
  }
  if (checkedZones.size >= CHECKED_ZONES_MAX) checkedZones.clear();
  checkedZones.set(value, zone);
  return zone;
}

const CHECKED_ZONES_MAX = 2000;
const checkedZones = new Map<string, string | null>();
