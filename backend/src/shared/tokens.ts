/** Injection tokens of the infrastructure every context shares. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const PG_POOL = Symbol('PG_POOL');
export const KNEX = Symbol('KNEX');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const PROJECTION_RUNNER = Symbol('PROJECTION_RUNNER');
export const CLOCK = Symbol('CLOCK');

export interface Clock {
  now(): Date;
}

/** The embedded PostgreSQL's supervision, when the app started one (DATABASE_URL unset). */
export const EMBEDDED_DATABASE = Symbol('EMBEDDED_DATABASE');
export interface EmbeddedDatabaseStatus {
  readonly status: 'running' | 'restarting' | 'stopped';
}
