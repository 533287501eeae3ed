import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Read-only files shipped inside installed packages (OFL fonts, the lucide icon set, DejaVu).
 * They are data, like a lookup table: read once, never written, the same bytes on every machine
 * that ran `npm ci`, so everything drawn from them stays deterministic.
 */

const dirs = new Map<string, string>();

/** The installed directory of `pkg` (looked up the way `require` looks, without its `exports` map). */
export function packageDir(pkg: string): string {
  const known = dirs.get(pkg);
  if (known) return known;
  const candidates = require.resolve.paths(pkg) ?? [];
  const found = candidates
    .map((base) => join(base, pkg))
    .find((dir) => existsSync(join(dir, 'package.json')));
  if (!found) throw new Error(`Package ${pkg} is not installed`);
  dirs.set(pkg, found);
  return found;
}

/** A file inside an installed package, as bytes. */
export function packageFile(pkg: string, ...path: string[]): Buffer {
  return readFileSync(join(packageDir(pkg), ...path));
}

/** Whether the package ships that file. */
export function hasPackageFile(pkg: string, ...path: string[]): boolean {
  try {
    return existsSync(join(packageDir(pkg), ...path));
  } catch {
    return false;
  }
}
