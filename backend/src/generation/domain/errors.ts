import type { GenerationKind } from './generator.port';

/** Why a generation failed: the provider answered with an error, or its answer was unusable. */
export type GenerationFailureReason =
  'provider-error' | 'provider-unreachable' | 'invalid-json' | 'invalid-response';

/**
 * A generation that produced nothing usable. Nothing was saved: a generator either returns a whole,
 * valid answer or throws this. `status` is the provider's HTTP status when it gave one.
 */
export class GenerationFailed extends Error {
  override readonly name = 'GenerationFailed';
  readonly kind: GenerationKind;
  readonly reason: GenerationFailureReason;
  readonly status: number | undefined;

  constructor(
    kind: GenerationKind,
    reason: GenerationFailureReason,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.reason = reason;
    this.status = options.status;
  }
}
