/**
 * The base of every rule a command can break. Domain code says what kind of failure it is; the one
 * exception filter (http/exception.filter.ts) turns the kind into an HTTP status.
 */
export type DomainErrorKind =
  | 'validation' // 400
  | 'unauthenticated' // 401
  | 'payment_required' // 402
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409 (also concurrency and read-only)
  | 'limit_reached' // 429 for rate limits, 403 for plan limits: see `status` override
  | 'too_many_requests'; // 429

export class DomainError extends Error {
  /** More fields of the error answer a client acts on (e.g. a conflict's current version). */
  readonly answer?: Readonly<Record<string, unknown>>;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details?: Record<string, string>,
    readonly code?: string,
  ) {
    super(message);
    this.name = code ?? new.target.name;
  }
}

/** A 429 that says when to try again: the exception filter sends `Retry-After` with it. */
export class TooManyRequests extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too_many_requests', message);
  }
}
