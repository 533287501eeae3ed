import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { proStatus } from '@/test/billing-fixtures';
import { mockResponse } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ExportMenu } from './export-menu';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const projectId = '0f4e4b56-87e2-4c2b-a328-349d946e9987';
/** Pro with exports left this month. */
const pro = () => ({ ...proStatus('active'), canExport: true, exportLimit: 15, exportsThisMonth: 3 });

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fetch that records its calls and answers the export with a zip blob, or with `refusal`. */
function installExportFetch(refusal?: { status: number; body: unknown }) {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    if (refusal) return Promise.resolve(mockResponse(refusal));
    const response = mockResponse({ body: 'PK', contentType: 'application/zip' });
    return Promise.resolve(
      Object.assign(response, { blob: () => Promise.resolve(new Blob(['PK'], { type: 'application/zip' })) }),
    );
  });
  return calls;
}

/** The names the page hands to the browser as downloads. */
function captureDownloads(): string[] {
  const names: string[] = [];
  Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

afterEach(() => jest.restoreAllMocks());

describe('Edit page: Export Project', () => {
  it("downloads the complete package with { format: 'complete' } as project-{id}-export.zip", async () => {
    const calls = installExportFetch();
    const downloads = captureDownloads();
    renderWithProviders(<ExportMenu projectId={projectId} status={pro()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export Project' }));

    expect(await screen.findByText('Export successful')).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'POST',
      url: `/api/export/${projectId}`,
      body: { format: 'complete' },
    });
    expect(downloads).toEqual([`project-${projectId}-export.zip`]);
  });

  it("a refusal says 'Export failed' with the server's message", async () => {
    installExportFetch({
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'Monthly export limit reached (15/15)' },
    });
    captureDownloads();
    renderWithProviders(<ExportMenu projectId={projectId} status={pro()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export Project' }));

    expect(await screen.findByText('Export failed')).toBeTruthy();
    expect(screen.getByText('Monthly export limit reached (15/15)')).toBeTruthy();
  });

  it("any other failure says 'Failed to export project.'", async () => {
    installExportFetch({ status: 500, body: 'oops' });
    captureDownloads();
    renderWithProviders(<ExportMenu projectId={projectId} status={pro()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export Project' }));

    expect(await screen.findByText('Export failed')).toBeTruthy();
    expect(screen.getByText('Failed to export project.')).toBeTruthy();
  });

  it("the other exports are in 'More export formats'; no export left is 'Export Limit Reached'", async () => {
    installExportFetch();
    const { unmount } = renderWithProviders(<ExportMenu projectId={projectId} status={pro()} />);
    await userEvent.click(screen.getByRole('button', { name: 'More export formats' }));
    expect(await screen.findByRole('menuitem', { name: /Requirements \(Markdown\)/ })).toBeTruthy();
    unmount();

    renderWithProviders(
      <ExportMenu projectId={projectId} status={{ ...pro(), canExport: false, exportsThisMonth: 15 }} />,
    );
    const limited = screen.getByRole('button', { name: 'Export Limit Reached' });
    expect((limited as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Export Project' })).toBeNull();
  });
});
