import { exportFileKind, isZippedExport } from './export-files';

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
});
