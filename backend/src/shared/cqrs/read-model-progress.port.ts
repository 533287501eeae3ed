import type { GlobalPosition } from '../../eventstore/event-store.port';

/**
 * What the app needs of the projection runner (projections/src/runner/projection-runner.ts, which
 * has this shape and is provided under PROJECTION_RUNNER): the read models it keeps, and a wait
 * until they have applied a write. A port, so the app does not depend on the runner's package.
 */
export interface ReadModelProgress {
  readonly projections: ReadonlyArray<{ readonly name: string }>;
  /** Resolves true once every named read model (all by default) has applied `position`, false after `timeoutMs`. */
  waitFor(position: GlobalPosition, timeoutMs?: number, names?: readonly string[]): Promise<boolean>;
}
