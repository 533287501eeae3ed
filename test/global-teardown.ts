import { rmSync } from 'node:fs';
import { dirname } from 'node:path';

export default async function globalTeardown(): Promise<void> {
  const pg = globalThis.__BB_EMBEDDED_PG__;
  if (pg) {
    globalThis.__BB_EMBEDDED_PG__ = undefined;
    await pg.stop();
    const dir = process.env.BB_EMBEDDED_TEST_PG_DIR;
    if (dir) rmSync(dirname(dir), { recursive: true, force: true });
  }
}
