import {
  exportExtension,
  exportFileName,
  fallbackExportFileName,
  fileNameFromContentDisposition,
} from './export-file-name';

const day = new Date(2026, 2, 4, 23, 30); // 4 March 2026, local time

describe('export file names', () => {
  it('falls back to <type>-<date>.<ext>: zip for the complete package and the logo files', () => {
    expect(fallbackExportFileName('complete-package', day)).toBe('complete-package-2026-03-04.zip');
    expect(fallbackExportFileName('logo-files', day, 'md')).toBe('logo-files-2026-03-04.zip');
  });

  it('pdf for documents, md when Markdown was chosen', () => {
    expect(fallbackExportFileName('business-plan', day)).toBe('business-plan-2026-03-04.pdf');
    expect(fallbackExportFileName('technical-docs', day, 'pdf')).toBe('technical-docs-2026-03-04.pdf');
    expect(fallbackExportFileName('requirements', day, 'md')).toBe('requirements-2026-03-04.md');
    expect(exportExtension('brand-guidelines')).toBe('pdf');
  });

  it("uses the server's name from Content-Disposition when there is one", () => {
    expect(
      exportFileName('attachment; filename="acme-business-plan-2026-03-04.pdf"', 'business-plan', day),
    ).toBe('acme-business-plan-2026-03-04.pdf');
    expect(exportFileName(null, 'requirements', day, 'md')).toBe('requirements-2026-03-04.md');
    expect(exportFileName('attachment', 'logo-files', day)).toBe('logo-files-2026-03-04.zip');
  });

  it('reads filename* (RFC 5987) before filename, and plain tokens', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="cafe.pdf"; filename*=UTF-8''caf%C3%A9-cr%C3%A8me.pdf`,
      ),
    ).toBe('café-crème.pdf');
    expect(fileNameFromContentDisposition('attachment; filename=plain.zip')).toBe('plain.zip');
    expect(fileNameFromContentDisposition('inline')).toBeUndefined();
  });

  it('never keeps a path from the header', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromContentDisposition('attachment; filename=".."')).toBeUndefined();
  });
});
