import { downloadFileName, fileNameFromContentDisposition } from './export-file-name';

const day = new Date('2026-03-04T23:30:00.000Z');

describe('export file names', () => {
  it("names a download the server sent no name for as the server would: '<type>-<UTC date>.<ext>'", () => {
    expect(downloadFileName(null, { type: 'complete-package', date: day })).toBe(
      'complete-package-2026-03-04.zip',
    );
    expect(downloadFileName(undefined, { type: 'requirements', date: day, format: 'md' })).toBe(
      'requirements-2026-03-04.md',
    );
    expect(downloadFileName('attachment', { type: 'logo-files', date: day, format: 'md' })).toBe(
      'logo-files-2026-03-04.zip',
    );
  });

  it('puts the package name first when the page knows it', () => {
    expect(downloadFileName(null, { type: 'business-plan', date: day, name: 'cafe-creme' })).toBe(
      'cafe-creme-business-plan-2026-03-04.pdf',
    );
  });

  it("uses the server's name from Content-Disposition when there is one", () => {
    expect(
      downloadFileName('attachment; filename="acme-business-plan-2026-03-04.pdf"', {
        type: 'business-plan',
        date: day,
      }),
    ).toBe('acme-business-plan-2026-03-04.pdf');
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
