import type { Archiver, ZipOptions } from 'archiver' with { 'resolution-mode': 'import' };
import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * archiver 7 (installed) is CommonJS with a factory, archiver('zip', options); the installed
 * @types/archiver 8 describes the ESM-only archiver 8 (new ZipArchive()). The factory is typed
 * here until the two are aligned (@types/archiver 6.x matches archiver 7).
 */
const createArchive = createRequire(__filename)('archiver') as (
  format: 'zip',
  options?: ZipOptions,
) => Archiver;

export type ZipSource = Readable | Buffer | string;

export interface ZipEntry {
  /** Path inside the archive, forward slashes, built only from slugs and fixed names. */
  name: string;
  /** One line for the package index. */
  description: string;
  /** Produces the content only when the archive is ready for it. */
  content: () => ZipSource | Promise<ZipSource>;
  /** Store without compression (PNG and PDF are compressed already). */
  store?: boolean;
}

/**
 * Streams a zip to `out`, one entry at a time: an entry's content is produced only after the
 * previous one has been written, so at most one document is held in memory. Ends `out`.
 */
export async function writeZip(entries: readonly ZipEntry[], out: Writable, date: Date): Promise<void> {
  const archive = createArchive('zip', { zlib: { level: 6 } });
  const abort = new AbortController();
  const written = pipeline(archive, out);
  written.catch(() => abort.abort());
  try {
    for (const entry of entries) {
      if (abort.signal.aborted) break;
      const source = await entry.content();
      const appended = once(archive, 'entry', { signal: abort.signal });
      archive.append(source, { name: entry.name, date, store: entry.store ?? false });
      await appended;
    }
    if (!abort.signal.aborted) await archive.finalize();
  } catch (error) {
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  await written;
}
