import { createReadStream, statSync, type Stats } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathOf } from './request-guards';

/**
 * Serves the built single-page app fast (docs/architecture.md "The first page, the URL and the edges of the flows"):
 * - the `.br` or `.gz` file the build wrote beside each asset, when the browser accepts it
 *   (no compression work per request);
 * - fingerprinted files under /assets/ cached for a year as `immutable` (their name changes with
 *   their content); everything else (index.html, robots.txt, favicons) revalidated on every visit;
 * - every path without a file extension outside /api answered with index.html (the client router
 *   decides; its 404 page is a route), and a missing file with a 404 (not the app's HTML).
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};

type Encoding = 'br' | 'gzip';
const SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/** The encodings the request accepts, best first (q=0 refuses one). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const order: Encoding[] = ['br', 'gzip'];
  return order.filter((e) => (accepted.get(e) ?? accepted.get('*') ?? 0) > 0);
}

function fileAt(path: string): Stats | null {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** The file a URL path names inside `root`, or null when it leaves root. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  return full === root || full.startsWith(root.endsWith(sep) ? root : root + sep) ? full : null;
}

/**
 * Answers a request for the built app, or returns false for the routes to answer (anything under
 * /api, other methods, a path that leaves the root, and pages when there is no index.html).
 */
export function staticAssets(root: string) {
  const indexHtml = join(root, 'index.html');
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = pathOf(req);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path === '/api' || path.startsWith('/api/')) {
      return false;
    }
    const named = path === '/' ? indexHtml : resolveInside(root, path);
    if (named === null) return false;
    const isPage = extname(named) === '';
    const file = isPage ? indexHtml : named;
    const stats = fileAt(file);
    if (!stats) {
      if (isPage) return false;
      // A missing file is a 404, never the app's HTML in its place.
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return true;
    }

    const encoding = acceptedEncodings(req.headers['accept-encoding']).find((e) => fileAt(file + SUFFIX[e]));
    const sent = encoding ? file + SUFFIX[encoding] : file;
    const sentStats = encoding ? (fileAt(sent) ?? stats) : stats;
    const immutable = path.startsWith('/assets/');
    const etag = `W/"${sentStats.size.toString(16)}-${Math.floor(sentStats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;

    res.setHeader('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', immutable ? IMMUTABLE : REVALIDATE);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return true;
    }
    res.setHeader('Content-Length', String(sentStats.size));
    if (req.method === 'HEAD') {
      res.writeHead(200).end();
      return true;
    }
    res.writeHead(200);
    createReadStream(sent)
      .on('error', () => res.destroy())
      .pipe(res);
    return true;
  };
}
