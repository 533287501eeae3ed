import { emptyProject, fullProject } from '../fixtures/full-project';
import { exportContentType, exportFileName, exportSlug } from './export-file-name';
import type { ExportableProject } from './exportable-project';

const now = new Date('2026-11-22T23:30:00.000Z');
const named = (name: string, title = ''): ExportableProject => ({
  ...emptyProject,
  title,
  stepData: { nameGeneration: { selectedName: { name } } },
});

describe('export file names', () => {
  it('names files by package name, type and UTC date', () => {
    expect(exportFileName(named('Acme Analytics'), 'business-plan', undefined, now)).toBe(
      'acme-analytics-business-plan-2026-11-22.pdf',
    );
    expect(exportFileName(fullProject, 'requirements', 'md', now)).toBe(
      'brewline-requirements-2026-11-22.md',
    );
    expect(exportFileName(fullProject, 'technical-docs', 'pdf', now)).toBe(
      'brewline-technical-docs-2026-11-22.pdf',
    );
    expect(exportFileName(fullProject, 'complete-package', 'md', now)).toBe(
      'brewline-complete-package-2026-11-22.zip',
    );
    expect(exportFileName(fullProject, 'logo-files', undefined, now)).toBe(
      'brewline-logo-files-2026-11-22.zip',
    );
  });

  it('prefers the chosen name, then the title, then project-<id>', () => {
    expect(exportSlug(named('Brewline', 'My coffee idea'))).toBe('brewline');
    expect(exportSlug(named('  ', 'My coffee idea'))).toBe('my-coffee-idea');
    expect(exportSlug(named('☕☕', '咖啡'))).toBe(`project-${emptyProject.id}`);
    expect(exportSlug({ ...emptyProject, id: '../..' })).toBe('project');
  });

  it('gives the content type', () => {
    expect(exportContentType('business-plan')).toBe('application/pdf');
    expect(exportContentType('requirements', 'md')).toBe('text/markdown; charset=utf-8');
    expect(exportContentType('complete-package')).toBe('application/zip');
    expect(exportContentType('logo-files', 'md')).toBe('application/zip');
  });
});
