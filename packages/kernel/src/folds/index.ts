/**
 * The folds of event streams that more than one side reads: the aggregate that decides on a stream
 * (backend/src/<context>/domain) and the read model that writes its table (projections/src) fold
 * with the same evolve, so the table and the aggregate cannot drift. A subpath of the kernel
 * (`@bb/kernel/folds`): the browser imports `@bb/kernel` and never folds an event.
 */
export * from './project-events';
export * from './field-changes';
export * from './project';
export * from './subscription-state';
export * from './sealed';
export * from './user-events';
export * from './user';
export * from './gamification';
