import type { Archiver, ZipOptions } from 'archiver' with { 'resolution-mode': 'import' };
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  MANIFEST_NAME,
  manifestText,
  type ManifestFile,
  type ManifestHeader,
} from '../../domain/export-manifest';

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

/** Passes a source through unchanged while taking its SHA-256 and length for the manifest. */
function hashed(source: ZipSource, path: string, files: ManifestFile[]): ZipSource {
  if (!(source instanceof Readable)) {
    const bytes = typeof source === 'string' ? Buffer.from(source, 'utf8') : source;
    files.push({ path, sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length });
    return bytes;
  }
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      bytes += chunk.length;
      callback(null, chunk);
    },
    flush(callback) {
      files.push({ path, sha256: hash.digest('hex'), bytes });
      callback();
    },
  });
  source.on('error', (error) => tap.destroy(error));
  return source.pipe(tap);
}

/**
 * Streams a zip to `out`, one entry at a time: an entry's content is produced only after the
 * previous one has been written, so at most one document is held in memory. Ends `out`.
 * Every entry carries `date`, so the same entries always give the same bytes; `manifest.json`,
 * with the header and the SHA-256 of every other file, is written last.
 */
export async function writeZip(
  entries: readonly ZipEntry[],
  out: Writable,
  date: Date,
  manifest: ManifestHeader,
): Promise<void> {
  const archive = createArchive('zip', { zlib: { level: 6 } });
  const abort = new AbortController();
  const written = pipeline(archive, out);
  written.catch(() => abort.abort());
  const files: ManifestFile[] = [];
  const add = async (name: string, source: ZipSource, store: boolean) => {
    const appended = once(archive, 'entry', { signal: abort.signal });
    archive.append(source, { name, date, store });
    await appended;
  };
  try {
    for (const entry of entries) {
      if (abort.signal.aborted) break;
      await add(entry.name, hashed(await entry.content(), entry.name, files), entry.store ?? false);
    }
    if (!abort.signal.aborted) await add(MANIFEST_NAME, manifestText(manifest, files), false);
    if (!abort.signal.aborted) await archive.finalize();
  } catch (error) {
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  await written;
}
