/**
 * Kept only for update-project.handler.ts until it moves to the CommandRunner
 * (shared/cqrs/command-runner.ts); the policy itself is shared/cqrs/retry-on-conflict.ts.
 */
export { retryOnConflict } from '../../shared/cqrs/retry-on-conflict';
