/**
 * A command was written, but the read models it waited for did not reach it in time: the caller
 * gets 503 with Retry-After (shared/http/exception.filter.ts) rather than an answer read from a
 * read model that may not have the write yet. The write itself stands; a retry of an idempotent
 * request finds it.
 */
export class ReadModelsBehind extends Error {
  readonly retryAfterSeconds = 1;

  constructor(readonly readModels: readonly string[]) {
    super(`Read models not up to date in time: ${readModels.join(', ')}`);
    this.name = 'ReadModelsBehind';
  }
}

export const READ_MODELS_BEHIND_MESSAGE =
  'Your change was saved but is not visible yet. Try again in a moment.';
