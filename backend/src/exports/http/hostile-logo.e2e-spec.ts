import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { StepData } from '../../contracts/step-data';
import { UpdateProjectCommand } from '../../projects/commands/update-project/update-project.handler';
import { CommandGateway } from '../../shared/cqrs/command-gateway';
import { morphologySvg, useBombSvg } from '../../shared/svg/hostile-svgs.test-helper';
import { fullStepData } from '../fixtures/full-project';
import { svgRenderPool, SvgRenderStarved } from '../rendering/logo/svg-render-pool';
import { makeTempDir, zipEntries, zipEntry } from '../rendering/testing/export-files.test-helper';
import { accountOn, createProject, download, saveDownload, type Agent } from './exports.test-helper';

jest.setTimeout(180_000);

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const withLogo = (svg: string): StepData => ({
  logoCreation: { generatedLogos: [{ id: 'logo_1', imageUrl: dataUrl(svg), prompt: 'x', selected: true }] },
});

/** Issue 17 item 1: hostile logos are refused at save; one stored earlier cannot stall an export. */
describe('hostile SVG logos', () => {
  let t: TestApp;
  let agent: Agent;
  let userId: string;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    const server = t.running.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    ({ agent, userId } = await accountOn(t, 'enterprise'));
  });
  afterAll(async () => {
    await t.close();
  });

  const exportsCounted = async (projectId: string) =>
    (await t.running.database.knex('events').where({ event_type: 'exports.export-created' })).filter(
      (e: { data: { projectId: string } }) => e.data.projectId === projectId,
    ).length;

  it.each([
    ['the 201-byte feMorphology logo', morphologySvg, /filter/],
    ['the 1.2 KB <use> bomb', useBombSvg(), /expand/],
  ])('refuses %s at save with 400 naming the field', async (_name, svg, reason) => {
    const id = await createProject(agent, fullStepData);
    const res = await agent
      .patch(`/api/projects/${id}`)
      .send({ stepData: withLogo(svg) })
      .expect(400);
    const field = 'stepData.logoCreation.generatedLogos.0.imageUrl';
    expect(Object.keys(res.body.details as object)).toEqual([field]);
    expect(res.body.details[field]).toMatch(reason);
    await agent
      .post('/api/projects')
      .send({ title: 'x', stepData: withLogo(svg) })
      .expect(400);
  });

  /** A project holding a hostile logo saved before the rules existed (written past the HTTP check). */
  async function legacyProjectWithHostileLogo(): Promise<string> {
    const id = await createProject(agent, fullStepData);
    await t.running.app
      .get(CommandGateway)
      .execute(new UpdateProjectCommand(userId, id, { stepData: withLogo(morphologySvg) }));
    return id;
  }

  async function sessionCookie(): Promise<string> {
    const email = (await t.running.database.knex('rm_users').where({ id: userId }).first<{ email: string }>())
      .email;
    const res = await request(t.http)
      .post('/api/auth/login')
      .send({ email, password: 'Passw0rdOk' })
      .expect(200);
    return String(res.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
  }

  // Issue 17 item 13: the same for a logo with scripts and event handlers, written out as .svg files.
  it('writes a stored logo with scripts and event handlers into the logo files without them', async () => {
    const scripted =
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert(1)">' +
      '<script>alert(2)</script><circle cx="32" cy="32" r="30" fill="#0F766E" onclick="alert(3)"/></svg>';
    const id = await createProject(agent, fullStepData);
    await t.running.app
      .get(CommandGateway)
      .execute(new UpdateProjectCommand(userId, id, { stepData: withLogo(scripted) }));
    const file = await download(agent, `/api/export/${id}/logo-files`, {});
    expect(file.status).toBe(200);
    const dir = makeTempDir();
    try {
      const path = saveDownload(dir.path, file);
      const svgs = zipEntries(path).filter((name) => name.endsWith('.svg'));
      expect(svgs.length).toBeGreaterThanOrEqual(3); // the logo, black and white
      expect(svgs.filter((name) => name.endsWith('-logo.svg'))).toHaveLength(1);
      for (const name of svgs) {
        const svg = zipEntry(path, name).toString('utf8');
        // The logo keeps its drawing (the icon and favicon are drawn from the name).
        if (name.endsWith('-logo.svg')) expect(svg).toMatch(/<circle [^>]*fill="#0F766E"/);
        expect([name, svg]).not.toEqual([name, expect.stringMatching(/<script|\son\w+\s*=/i)]);
      }
    } finally {
      dir.remove();
    }
  });

  it('exports a project whose stored logo is over the render budget, leaving that logo out', async () => {
    const id = await legacyProjectWithHostileLogo();
    const file = await download(agent, `/api/export/${id}/business-plan`, { format: 'pdf' });
    expect(file.status).toBe(200);
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await exportsCounted(id)).toBe(1);
  });

  it('stops the render of an export whose client went away, and does not count it', async () => {
    const id = await legacyProjectWithHostileLogo();
    const cookie = await sessionCookie();
    // The cookie opens this account (a refused request would count nothing either).
    await request(t.http).get(`/api/projects/${id}`).set('Cookie', cookie).expect(200);
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/export/${id}/logo-files`,
      headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: `http://127.0.0.1:${port}` },
    });
    req.on('error', () => undefined);
    req.end('{}');
    await new Promise((r) => setTimeout(r, 400)); // the logo is being drawn
    req.destroy();
    await new Promise((r) => setTimeout(r, 3_000)); // past any render budget
    expect(await exportsCounted(id)).toBe(0);
  });

  it('answers 503 saying the server is busy, and counts nothing, when the logos cannot be drawn in time', async () => {
    const id = await createProject(agent, fullStepData);
    const png = jest.spyOn(svgRenderPool, 'png').mockRejectedValue(new SvgRenderStarved());
    try {
      const file = await download(agent, `/api/export/${id}/logo-files`);
      expect(file.status).toBe(503);
      expect(file.json()).toMatchObject({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'ExportNotRendered',
        message: expect.stringMatching(/too busy.*Nothing was counted/) as unknown,
      });
      expect(await exportsCounted(id)).toBe(0);
    } finally {
      png.mockRestore();
    }
  });
});
