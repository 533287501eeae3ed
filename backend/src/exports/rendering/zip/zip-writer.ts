import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { createHash } from 'node:crypto';
import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  MANIFEST_NAME,
  manifestText,
  type ManifestFile,
  type ManifestHeader,
} from '../../domain/export-manifest';

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

const UNIX = 3;
const REGULAR_FILE = 0o100644 << 16;

/**
 * Streams a zip to `out`, one entry at a time: an entry's content is produced only after the
 * previous one has been written, so at most one document is held in memory. Ends `out`.
 * Every entry carries `date`, so the same entries always give the same bytes; `manifest.json`,
 * with the header and the SHA-256 of every other file, is written last.
 *
 * fflate's streaming zip (one small module) rather than archiver, whose ~200 modules (glob,
 * readable-stream, async, lodash) took ~0.15 s of CPU to load at the first export and ~2.7 MB of
 * heap in a bare Node (docs/benchmarks.md "Exports").
 */
export async function writeZip(
  entries: readonly ZipEntry[],
  out: Writable,
  date: Date,
  manifest: ManifestHeader,
): Promise<void> {
  let failure: Error | undefined;
  const closed = () => failure !== undefined || out.destroyed || out.writableEnded;
  // A reader that fails (the client went away) stops the zip; writeZip then rejects with its error.
  out.on('error', (error) => {
    failure ??= error;
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) failure ??= error;
    else if (!out.destroyed) out.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if (final && !out.destroyed) out.end();
  });
  // Waits while `out` holds more than its high-water mark, so a slow reader bounds the memory.
  const drained = () =>
    out.writableNeedDrain && !out.destroyed
      ? new Promise<void>((resolve) => {
          const done = () => {
            out.off('drain', done);
            out.off('close', done);
            resolve();
          };
          out.on('drain', done);
          out.on('close', done);
        })
      : undefined;
  const files: ManifestFile[] = [];
  const add = async (name: string, source: ZipSource, store: boolean) => {
    const file = store ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    file.mtime = date;
    // A regular file readable by all (-rw-r--r--), as unzip on Unix then extracts it.
    file.os = UNIX;
    file.attrs = REGULAR_FILE;
    zip.add(file);
    const hash = createHash('sha256');
    let bytes = 0;
    const push = (chunk: Uint8Array, final: boolean) => {
      hash.update(chunk);
      bytes += chunk.length;
      file.push(chunk, final);
    };
    if (source instanceof Readable) {
      for await (const chunk of source) {
        if (closed()) {
          source.destroy();
          break;
        }
        push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : (chunk as Buffer), false);
        await drained();
      }
      push(new Uint8Array(0), true);
    } else push(typeof source === 'string' ? Buffer.from(source, 'utf8') : source, true);
    files.push({ path: name, sha256: hash.digest('hex'), bytes });
    await drained();
  };
  try {
    for (const entry of entries) {
      if (closed()) break;
      await add(entry.name, await entry.content(), entry.store ?? false);
    }
    if (!closed()) await add(MANIFEST_NAME, manifestText(manifest, files), false);
    if (!closed()) zip.end();
    if (failure) throw failure;
  } catch (error) {
    zip.terminate();
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  await finished(out);
}
