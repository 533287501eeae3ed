import { createReadStream, statSync, type Stats } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

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

export function staticAssets(root: string) {
  const indexHtml = join(root, 'index.html');
  return (req: Request, res: Response, next: NextFunction): void => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path === '/api' ||
      req.path.startsWith('/api/')
    ) {
      next();
      return;
    }
    const named = req.path === '/' ? indexHtml : resolveInside(root, req.path);
    if (named === null) {
      next();
      return;
    }
    const isPage = extname(named) === '';
    const path = isPage ? indexHtml : named;
    const stats = fileAt(path);
    if (!stats) {
      // A missing file is a 404, never the app's HTML in its place.
      if (!isPage) res.status(404).type('text/plain').send('Not found');
      else next();
      return;
    }

    const encoding = acceptedEncodings(req.headers['accept-encoding']).find((e) => fileAt(path + SUFFIX[e]));
    const sent = encoding ? path + SUFFIX[encoding] : path;
    const sentStats = encoding ? (fileAt(sent) ?? stats) : stats;
    const immutable = req.path.startsWith('/assets/');
    const etag = `W/"${sentStats.size.toString(16)}-${Math.floor(sentStats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;

    res.setHeader('Content-Type', CONTENT_TYPES[extname(path)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', immutable ? IMMUTABLE : REVALIDATE);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', String(sentStats.size));
    if (req.method === 'HEAD') {
      res.status(200).end();
      return;
    }
    res.status(200);
    createReadStream(sent).on('error', next).pipe(res);
  };
}
