import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { runWithRequestContext } from '../request-context';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths that take other bodies on purpose (signed webhooks). */
const RAW_BODY_PATHS = ['/api/billing/webhook', '/api/webhooks/stripe'];

function reject(res: Response, status: number, message: string): void {
  const error = status === 415 ? 'Unsupported Media Type' : 'Forbidden';
  res.status(status).json({ statusCode: status, error, message });
}

/**
 * State-changing requests accept only JSON from the app's own origin (docs/security.md):
 * a cross-site form post cannot carry the session cookie into a change.
 */
export function sameOriginJsonOnly(allowedOrigin: string | undefined) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (
      !STATE_CHANGING.has(req.method) ||
      !req.path.startsWith('/api/') ||
      RAW_BODY_PATHS.includes(req.path)
    ) {
      next();
      return;
    }
    const origin = req.headers.origin;
    if (origin) {
      const own = `${req.protocol}://${req.headers.host ?? ''}`;
      if (origin !== own && origin !== allowedOrigin) {
        reject(res, 403, 'Cross-origin requests are not allowed');
        return;
      }
    }
    const hasBody =
      Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json')) {
      reject(res, 415, 'Send the request body as application/json');
      return;
    }
    next();
  };
}

/**
 * A body in a charset other than UTF-8, or in a Content-Encoding the server does not decode,
 * answers 415 saying so (issue 17 item 13): the parser used to read UTF-16 as broken JSON (400)
 * and name every refusal 'not valid JSON'.
 */
export function supportedBodyEncoding(req: Request, res: Response, next: NextFunction): void {
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody || !req.path.startsWith('/api/')) {
    next();
    return;
  }
  const charset = charsetOf(req.headers['content-type']);
  if (charset !== null && !/^utf-?8$/i.test(charset)) {
    reject(res, 415, `Send the request body as UTF-8 JSON (charset ${charset} is not supported)`);
    return;
  }
  // Bodies are small JSON: none is compressed (a browser never does), and no zip bomb is inflated.
  const encoding = String(req.headers['content-encoding'] ?? 'identity').trim();
  if (encoding.toLowerCase() !== 'identity') {
    reject(res, 415, `Content-Encoding ${encoding} is not supported: send the request body uncompressed`);
    return;
  }
  next();
}

function charsetOf(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? '');
  return match ? match[1]! : null;
}

/** Gives every request an id and runs it in a context that appended events read metadata from. */
export function requestContext(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
  const correlation = req.headers['x-correlation-id'];
  res.setHeader('x-request-id', requestId);
  runWithRequestContext(
    {
      requestId,
      correlationId:
        typeof correlation === 'string' && /^[\w-]{1,100}$/.test(correlation) ? correlation : requestId,
      userId: null,
      ip: req.ip ?? null,
      timeZone: timeZoneHeader(req.headers['x-time-zone']),
    },
    next,
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

/** A body that is not valid JSON (or too large) is the client's error: 400/413 with a clear message. */
export function bodyParserErrors(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (status === 413) {
    res
      .status(413)
      .json({ statusCode: 413, error: 'Payload Too Large', message: 'The request body is too large' });
    return;
  }
  if (status === 400) {
    res
      .status(400)
      .json({ statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON' });
    return;
  }
  next(error);
}
