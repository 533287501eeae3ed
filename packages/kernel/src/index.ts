/**
 * The kernel: rules that the frontend, the backend and the projections all need, written once.
 * Pure TypeScript with no framework and no I/O (the boundary check keeps it so). The backend and
 * the projections run its build (`dist/`, made by `npm run build:server`); the frontend, jest and
 * tsc read these sources through the `@bb/kernel` alias. The folds of event streams, which the
 * browser does not need, are the subpath `@bb/kernel/folds` (folds/index.ts).
 */
export * from './colour-contrast';
export * from './steps';
export * from './hex-colour';
export * from './step-rules';
export * from './completion-checklist';
export * from './deep-equal';
export * from './field-sources';
export * from './overwrite-rule';
export * from './step-dependencies';
export * from './labels';
export * from './field-labels';
export * from './export-files';
export * from './slugify';
export * from './plans';
export * from './usage-limits';
export * from './subscription-terms';
export * from './roles';
export * from './product-time-zone';
export * from './calendar';
export * from './gamification-terms';
export * from './admin-password';
