/**
 * Whether an error means the database cannot be reached or cannot answer right now (refused,
 * terminated, restarting, timed out, no free connection), as opposed to a bug or a bad statement.
 * The exception filter answers these with 503 and Retry-After instead of 500 (issue 17 item 11).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const e = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (error instanceof DatabaseUnavailable) return true;
  if (e.name === 'KnexTimeoutError') return true; // no free connection within the acquire timeout
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || isUnavailableSqlState(e.code))) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** Thrown where the app itself knows the database is away (the embedded server restarting). */
export class DatabaseUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'DatabaseUnavailable';
  }
}

/** What a client is told to wait before trying again (seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not answering right now. Try again in a few seconds.';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01-57P03 (shutting
 * down, crashed, starting up), 53300 (too many connections), 57014 (statement_timeout reached).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === '53300' || code === '57014';
}

/**
 * node-postgres and pg-pool say these in words only (knex prefixes the statement to them):
 * a connection cut, the connect or query timeout, a pool waited on too long.
 */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout expired|Query read timeout|timeout exceeded when trying to connect|is not queryable|Connection ended unexpectedly/;
