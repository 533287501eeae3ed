import { createHash } from 'node:crypto';
import { fullProject } from '../../fixtures/full-project';
import {
  makeTempDir,
  renderToFile,
  zipEntries,
  zipEntry,
  type TempDir,
} from '../testing/export-files.test-helper';

jest.setTimeout(60_000);

interface Manifest {
  projectId: string;
  exportType: string;
  files: { path: string; sha256: string; bytes: number }[];
}

describe('zip manifest and reproducible bytes', () => {
  let dir: TempDir;
  beforeAll(() => {
    dir = makeTempDir();
  });
  afterAll(() => dir.remove());

  it.each(['complete-package', 'logo-files'] as const)(
    '%s: manifest.json comes last and lists every other file with its SHA-256 and length',
    async (type) => {
      const file = await renderToFile(dir.path, fullProject, type);
      const entries = zipEntries(file);
      expect(entries[entries.length - 1]).toBe('manifest.json');
      const manifest = JSON.parse(zipEntry(file, 'manifest.json').toString('utf8')) as Manifest;
      expect(manifest).toMatchObject({ projectId: fullProject.id, exportType: type });
      expect(manifest.files.map((f) => f.path).sort()).toEqual(
        entries.filter((e) => e !== 'manifest.json').sort(),
      );
      for (const listed of manifest.files) {
        const bytes = zipEntry(file, listed.path);
        expect({
          path: listed.path,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          bytes: bytes.length,
        }).toEqual(listed);
      }
    },
  );

  it('the same project and date render the same files, every one of them', async () => {
    const filesOf = (file: string) =>
      (JSON.parse(zipEntry(file, 'manifest.json').toString('utf8')) as Manifest).files;
    const first = filesOf(await renderToFile(dir.path, fullProject, 'complete-package'));
    const again = makeTempDir();
    try {
      expect(filesOf(await renderToFile(again.path, fullProject, 'complete-package'))).toEqual(first);
    } finally {
      again.remove();
    }
  });
});
