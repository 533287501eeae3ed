/** A stale expected version: someone else wrote to the stream first. Maps to HTTP 409. */
export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  constructor(
    readonly streamId: string,
    readonly expectedVersion: string,
  ) {
    super(`Stream ${streamId} was changed by someone else (expected version ${expectedVersion})`);
  }
}

/** A unique value (email, username, ...) is already claimed by another stream. Maps to HTTP 409. */
export class UniqueClaimTaken extends Error {
  override readonly name = 'UniqueClaimTaken';
  constructor(readonly scope: string) {
    super(`The ${scope} is already taken`);
  }
}
