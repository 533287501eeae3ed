import { execFileSync } from 'node:child_process';
import { fullProject } from '../../fixtures/full-project';
import type { ExportableProject } from '../exportable-project';
import { makeTempDir, pdfText, renderToFile, type TempDir } from '../testing/export-files.test-helper';

jest.setTimeout(60_000);

const NAME = 'Zażółć Café Ωmega';
const project: ExportableProject = {
  ...fullProject,
  stepData: {
    ...fullProject.stepData,
    nameGeneration: { ...fullProject.stepData.nameGeneration, selectedName: { name: NAME } },
  },
};

/** `pdffonts` rows: font name and its "emb" column. */
function fonts(file: string): Array<{ name: string; embedded: boolean }> {
  const lines = execFileSync('pdffonts', [file]).toString('utf8').split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    const columns = line.trim().split(/\s+/);
    // name type encoding emb sub uni object-id: "emb" is the fourth column from the end but two.
    return { name: columns[0] ?? '', embedded: columns[columns.length - 5] === 'yes' };
  });
}

describe('PDFs print any name', () => {
  let dir: TempDir;
  beforeAll(() => {
    dir = makeTempDir();
  });
  afterAll(() => dir.remove());

  it.each(['business-plan', 'brand-guidelines', 'technical-docs', 'requirements'] as const)(
    '%s prints "Zażółć Café Ωmega" exactly, with embedded fonts only',
    async (type) => {
      const file = await renderToFile(dir.path, project, type, 'pdf');
      expect(pdfText(file)).toContain(NAME);
      const used = fonts(file);
      expect(used.length).toBeGreaterThan(0);
      expect(used.filter((f) => !f.embedded)).toEqual([]);
    },
  );
});
