import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExportType } from '../../../contracts/options';
import { exportFileName, type ExportFormat } from '../export-file-name';
import type { ExportableProject } from '../exportable-project';
import { renderExport } from '../render-export';

/** Test support: renders exports into a temp directory and reads them back with poppler and unzip. */
export const TEST_NOW = new Date('2026-11-22T10:00:00.000Z');

export interface TempDir {
  path: string;
  remove: () => void;
}

export function makeTempDir(): TempDir {
  const path = mkdtempSync(join(tmpdir(), 'bb-exports-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export async function renderToFile(
  dir: string,
  project: ExportableProject,
  exportType: ExportType,
  format?: ExportFormat,
): Promise<string> {
  const file = join(dir, exportFileName(project, exportType, format, TEST_NOW));
  await renderExport(project, exportType, format, createWriteStream(file), { now: TEST_NOW });
  return file;
}

const MAX_BUFFER = 64 * 1024 * 1024;

/** The PDF's text with runs of white space collapsed to one space. */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: MAX_BUFFER })
    .toString('utf8')
    .replace(/\s+/g, ' ');
}

export function pdfPageCount(file: string): number {
  const info = execFileSync('pdfinfo', [file]).toString('utf8');
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
}

/** Entry names; throws when `unzip -t` finds the archive damaged. */
export function zipEntries(file: string): string[] {
  execFileSync('unzip', ['-tqq', file]);
  return execFileSync('unzip', ['-Z1', file])
    .toString('utf8')
    .split('\n')
    .filter((l) => l.length > 0);
}

export function zipEntry(file: string, name: string): Buffer {
  return execFileSync('unzip', ['-p', file, name], { maxBuffer: MAX_BUFFER });
}
