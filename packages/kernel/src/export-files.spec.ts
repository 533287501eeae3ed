import { exportFileKind, exportFileName, isZippedExport } from './export-files';

describe('export files', () => {
  it('the complete package and the logo files are zips, whatever format is named', () => {
    expect(isZippedExport('complete-package')).toBe(true);
    expect(isZippedExport('logo-files')).toBe(true);
    expect(exportFileKind('logo-files', 'md')).toBe('zip');
    expect(isZippedExport('business-plan')).toBe(false);
  });

  it('a document is Markdown when asked for, else PDF', () => {
    expect(exportFileKind('business-plan', 'md')).toBe('md');
    expect(exportFileKind('business-plan', 'pdf')).toBe('pdf');
    expect(exportFileKind('requirements')).toBe('pdf');
  });

  it('names a file <name>-<kind>-<UTC date>.<file kind>, the name left out when empty', () => {
    const late = new Date('2026-11-22T23:30:00.000Z');
    expect(exportFileName('acme-analytics', 'business-plan', late)).toBe(
      'acme-analytics-business-plan-2026-11-22.pdf',
    );
    expect(exportFileName('brewline', 'requirements', late, 'md')).toBe(
      'brewline-requirements-2026-11-22.md',
    );
    expect(exportFileName('brewline', 'logo-files', late, 'md')).toBe('brewline-logo-files-2026-11-22.zip');
    expect(exportFileName('', 'complete-package', late)).toBe('complete-package-2026-11-22.zip');
  });
});
