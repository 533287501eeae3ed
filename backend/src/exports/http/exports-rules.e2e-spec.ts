import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { fullStepData } from '../fixtures/full-project';
import { accountOn, createProject, download } from './exports.test-helper';

/**
 * Who may export what, and what an export records: plan gates, the monthly limit under
 * concurrency, ownership, bad requests, and the counts the dashboard and edit page show.
 */
jest.setTimeout(180_000);

interface EventRow {
  stream_id: string;
  stream_position: number;
  event_type: string;
  data: Record<string, unknown>;
  transaction_id: string;
}

describe('export rules over HTTP', () => {
  let t: TestApp;
  let now = new Date('2026-11-22T15:00:00Z');
  const events = (where: Record<string, unknown>): Promise<EventRow[]> =>
    t.running.database
      .knex('events')
      .where(where)
      .orderBy('global_position')
      .select<EventRow[]>(
        'stream_id',
        'stream_position',
        'event_type',
        'data',
        t.running.database.knex.raw('transaction_id::text AS transaction_id'),
      );

  beforeAll(async () => {
    t = await createTestApp({}, { clock: { now: () => now } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records an event with the usage count in one append, and updates exportCount, lastExportedAt and exportsThisMonth', async () => {
    now = new Date('2026-11-22T15:00:00Z');
    const { agent, userId } = await accountOn(t, 'pro');
    const id = await createProject(agent, fullStepData);
    const before = (await agent.get(`/api/projects/${id}`).expect(200)).body as {
      exportCount: number;
      lastExportedAt: null;
      updatedAt: string;
    };
    expect(before).toMatchObject({ exportCount: 0, lastExportedAt: null });

    expect((await download(agent, `/api/export/${id}/business-plan`)).status).toBe(200);
    now = new Date('2026-11-23T09:30:00Z');
    expect((await download(agent, `/api/export/${id}/requirements`, { format: 'md' })).status).toBe(200);

    const project = (await agent.get(`/api/projects/${id}`).expect(200)).body as {
      exportCount: number;
      lastExportedAt: string;
      updatedAt: string;
    };
    expect(project.exportCount).toBe(2);
    expect(project.lastExportedAt).toBe('2026-11-23T09:30:00.000Z');
    expect(project.updatedAt).toBe(before.updatedAt); // exporting is not editing
    const list = (await agent.get('/api/projects').expect(200)).body as { id: string; exportCount: number }[];
    expect(list.find((p) => p.id === id)?.exportCount).toBe(2);
    expect((await agent.get('/api/subscription-status').expect(200)).body).toMatchObject({
      exportsThisMonth: 2,
      exportLimit: 15,
      canExport: true,
    });

    const exported = await events({ stream_id: `project-${id}`, event_type: 'exports.export-created' });
    expect(exported.map((e) => e.data)).toEqual([
      {
        projectId: id,
        userId,
        exportType: 'business-plan',
        format: 'pdf',
        fileName: 'brewline-business-plan-2026-11-22.pdf',
        period: '2026-11',
        exportsThisMonth: 1,
        exportLimit: 15,
        tier: 'pro',
        projectVersion: 2,
        exportedAt: '2026-11-22T15:00:00.000Z',
      },
      expect.objectContaining({
        exportType: 'requirements',
        format: 'md',
        exportsThisMonth: 2,
        projectVersion: 2, // an export is not a new version of the project
      }),
    ]);
    const counted = await events({ stream_id: `usage-${userId}-2026-11` });
    expect(counted.map((e) => e.data.counter)).toEqual(['exports', 'exports']);
    expect(counted.map((e) => e.transaction_id)).toEqual(exported.map((e) => e.transaction_id));
  });

  it('10 parallel exports on starter (5 a month): exactly 5 files, 5 refusals with the limit, counts of 5', async () => {
    now = new Date('2026-11-22T15:00:00Z');
    const { agent, userId } = await accountOn(t, 'starter');
    const id = await createProject(agent, fullStepData);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        download(agent, `/api/export/${id}/${i % 2 ? 'brand-guidelines' : 'logo-files'}`),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(5);
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    for (const r of refused)
      expect(r.json()).toMatchObject({
        message: 'Monthly export limit reached (5/5)',
        code: 'MonthlyLimitReached',
      });
    for (const r of ok) expect(r.body.length).toBeGreaterThan(1000);

    expect(await events({ stream_id: `project-${id}`, event_type: 'exports.export-created' })).toHaveLength(
      5,
    );
    expect(await events({ stream_id: `usage-${userId}-2026-11` })).toHaveLength(5);
    expect((await agent.get(`/api/projects/${id}`).expect(200)).body).toMatchObject({ exportCount: 5 });
    expect((await agent.get('/api/subscription-status').expect(200)).body).toMatchObject({
      exportsThisMonth: 5,
      exportLimit: 5,
      canExport: false,
    });
    // A new month (New York time) has its own five.
    now = new Date('2026-12-01T05:00:00Z');
    expect((await download(agent, `/api/export/${id}/business-plan`)).status).toBe(200);
  });

  it('free: every export is refused, saying exports are not in the Free plan', async () => {
    now = new Date('2026-11-22T15:00:00Z');
    const { agent } = await accountOn(t, 'free');
    const id = await createProject(agent, {}, 'Free idea', 1);
    for (const type of ['business-plan', 'complete-package', 'logo-files']) {
      const res = await download(agent, `/api/export/${id}/${type}`);
      expect(res.status).toBe(403);
      expect(res.contentType).toMatch(/^application\/json/);
      expect(res.disposition).toBe('');
      expect(res.json()).toMatchObject({ code: 'ExportsNotInPlan' });
      expect(res.json().message).toMatch(/^Exports are not included in the Free plan/);
    }
    expect((await download(agent, `/api/export/${id}`, { format: 'complete' })).status).toBe(403);
    expect((await agent.get(`/api/projects/${id}`).expect(200)).body).toMatchObject({ exportCount: 0 });
  });

  it('starter: the complete package is Pro and up; documents and logo files are fine', async () => {
    const { agent } = await accountOn(t, 'starter');
    const id = await createProject(agent, fullStepData);
    const res = await download(agent, `/api/export/${id}/complete-package`);
    expect(res.status).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'ExportTypeNotInPlan',
      message:
        'Complete Package export is included in the Pro plan and above. Upgrade to Pro to download it.',
    });
    expect((await download(agent, `/api/export/${id}/technical-docs`, { format: 'md' })).status).toBe(200);
    expect((await agent.get('/api/subscription-status').expect(200)).body).toMatchObject({
      exportsThisMonth: 1,
    });
  });

  it('the trial has Pro features and 2 exports', async () => {
    const { agent } = await accountOn(t, 'trial');
    const id = await createProject(agent, fullStepData);
    expect((await download(agent, `/api/export/${id}/complete-package`)).status).toBe(200);
    expect((await download(agent, `/api/export/${id}/business-plan`)).status).toBe(200);
    const third = await download(agent, `/api/export/${id}/business-plan`);
    expect(third.status).toBe(403);
    expect(third.json().message).toBe('Monthly export limit reached (2/2)');
  });

  it("another user's project, a deleted one and unknown ids are 'Project not found'; signed out is 401", async () => {
    const owner = await accountOn(t, 'pro');
    const other = await accountOn(t, 'pro');
    const id = await createProject(owner.agent, fullStepData);
    for (const path of [
      `/api/export/${id}/business-plan`,
      `/api/export/${randomUUID()}/business-plan`,
      '/api/export/not-a-uuid/business-plan',
    ]) {
      const res = await download(other.agent, path);
      expect(res.status).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Project not found' });
    }
    expect((await download(other.agent, `/api/export/${id}`, { format: 'complete' })).status).toBe(404);
    const gone = await createProject(owner.agent, fullStepData);
    await owner.agent.delete(`/api/projects/${gone}`).expect(204);
    expect((await download(owner.agent, `/api/export/${gone}/business-plan`)).status).toBe(404);
    expect((await download(t.agent(), `/api/export/${id}/business-plan`)).status).toBe(401);
    expect((await owner.agent.get('/api/subscription-status').expect(200)).body).toMatchObject({
      exportsThisMonth: 0,
    });
  });

  it('bad export types and formats are 400 with details, and count nothing', async () => {
    const { agent } = await accountOn(t, 'pro');
    const id = await createProject(agent, fullStepData);
    const cases: [string, object | undefined, string][] = [
      [`/api/export/${id}/pitch-deck`, undefined, 'exportType'],
      [`/api/export/${id}/business-plan`, { format: 'docx' }, 'format'],
      [`/api/export/${id}/business-plan`, { format: 'zip' }, 'format'],
      [`/api/export/${id}`, { format: 'pdf' }, 'format'],
      // No format on /api/export/{id} is the complete package (conformance spec), not an error.
    ];
    for (const [path, body, field] of cases) {
      const res = await download(agent, path, body);
      expect(res.status).toBe(400);
      expect(res.json().details?.[field]).toEqual(expect.any(String));
    }
    const res = await download(agent, `/api/export/${id}/pitch-deck`);
    expect(res.json().details?.exportType).toBe(
      'Export type must be one of complete-package, business-plan, brand-guidelines, technical-docs, requirements, logo-files',
    );
    expect((await download(agent, `/api/export/${id}/logo-files`, { format: 'zip' })).status).toBe(200);
    expect((await agent.get('/api/subscription-status').expect(200)).body).toMatchObject({
      exportsThisMonth: 1,
    });
  });

  it('a zip export is a zip whatever format the request names (the client sends one with every non-PDF export)', async () => {
    const { agent } = await accountOn(t, 'pro');
    const id = await createProject(agent, fullStepData);
    for (const [path, format] of [
      [`/api/export/${id}/complete-package`, 'pdf'],
      [`/api/export/${id}/complete-package`, 'complete'],
      [`/api/export/${id}/logo-files`, 'md'],
      [`/api/export/${id}`, 'zip'],
    ] as const) {
      const res = await download(agent, path, { format });
      expect(res.status).toBe(200);
      expect(res.contentType).toBe('application/zip');
      expect(res.fileName).toMatch(/\.zip$/);
    }
  });

  it('a completed (read-only) project can still be exported', async () => {
    const { agent } = await accountOn(t, 'pro');
    const id = await createProject(agent, fullStepData);
    await agent.patch(`/api/projects/${id}`).send({ currentStep: 8 }).expect(200);
    expect((await agent.get(`/api/projects/${id}`).expect(200)).body).toMatchObject({ status: 'completed' });
    const file = await download(agent, `/api/export/${id}/brand-guidelines`);
    expect(file.status).toBe(200);
    expect((await agent.get(`/api/projects/${id}`).expect(200)).body).toMatchObject({
      status: 'completed',
      exportCount: 1,
    });
    // The export did not disturb the project's own rules: it is still read-only, and its history lists the export.
    await agent
      .patch(`/api/projects/${id}`)
      .send({ title: 'Renamed' })
      .expect((r) => expect(r.status).toBeGreaterThanOrEqual(400));
    const history = (await agent.get(`/api/projects/${id}/history`).expect(200)).body as {
      entries: { type: string }[];
    };
    expect(history.entries.map((e) => e.type)).toContain('exports.export-created');
  });
});
