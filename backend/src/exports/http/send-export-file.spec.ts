import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import type { ExportFile } from '../commands/create-export/export-file';
import { contentDisposition, sendExportFile } from './send-export-file';

/** What a client receives when a file fails before or after its first byte (a real HTTP server). */
describe('sendExportFile', () => {
  let server: Server;
  let file: ExportFile;
  beforeAll(async () => {
    Logger.overrideLogger(false);
    server = createServer((_req, res) => void sendExportFile(file, res)).listen(0, '127.0.0.1');
    await once(server, 'listening');
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const base = {
    exportType: 'complete-package',
    kind: 'zip',
    fileName: 'brewline-complete-package-2026-11-22.zip',
    contentType: 'application/zip',
    size: null,
    discard: () => Promise.resolve(),
  } as const;

  function fetchFile(): Promise<{
    status: number;
    headers: Record<string, unknown>;
    body: string;
    aborted: boolean;
  }> {
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/file', method: 'POST' }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        const done = (aborted: boolean) =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            aborted,
          });
        res.on('end', () => done(false));
        res.on('aborted', () => done(true));
        res.on('error', () => done(true));
      });
      req.end();
    });
  }

  it('streams the file with its name, type and no caching', async () => {
    file = { ...base, writeTo: async (out) => void out.end('PK-bytes') };
    const res = await fetchFile();
    expect(res).toMatchObject({ status: 200, body: 'PK-bytes', aborted: false });
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="brewline-complete-package-2026-11-22.zip"; filename*=UTF-8''brewline-complete-package-2026-11-22.zip`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a failure before the first byte is a JSON error, not a file', async () => {
    file = { ...base, writeTo: () => Promise.reject(new Error('logo could not be drawn')) };
    const res = await fetchFile();
    expect(res.status).toBe(500);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Failed to export project',
    });
  });

  it('a failure after the first byte cuts the connection: never a complete-looking half file', async () => {
    file = {
      ...base,
      writeTo: async (out) => {
        out.write('PK-first-part');
        await new Promise((r) => setTimeout(r, 20));
        throw new Error('a document failed inside the zip');
      },
    };
    const res = await fetchFile();
    expect(res.aborted).toBe(true);
  });

  it('names outside ASCII keep an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('café "plan".pdf')).toBe(
      `attachment; filename="caf_ _plan_.pdf"; filename*=UTF-8''caf%C3%A9%20%22plan%22.pdf`,
    );
  });
});
