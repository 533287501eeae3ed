import request from 'supertest';
import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';
import { setUpFirstAdmin, type Agent } from '../../admin/admin.test-helpers';

jest.setTimeout(180_000);

/**
 * Issue 17 item 3: after an account is deleted, nothing the person wrote can be read anywhere an
 * admin, an analytics consumer or the database looks; the counts stay.
 */
describe('account deletion erases personal data', () => {
  let t: TestApp;
  let admin: { agent: Agent; id: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await setUpFirstAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves 0 readable personal fields in admin lists, history, the analytics stream, read models and the events table', async () => {
    const stamp = Date.now()
      .toString(36)
      .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
    const account = newAccount({ firstName: `Zebulon${stamp}`, lastName: `Quaxley${stamp}` });
    const personal = {
      phone: '+1 (555) 014-2867',
      apiKey: `sk-erasure${stamp}0123456789abcdef0123456789abcdef`,
      feedback: `Please call me back about the ${stamp} mix-up`,
      idea: `Dog walking for Quaxley${stamp} street`,
      email: account.email,
      username: account.username,
      firstName: account.firstName,
      lastName: account.lastName,
    };
    const agent = t.agent();
    const { body } = await agent.post('/api/auth/register').send(account).expect(201);
    const userId = body.user.id as string;
    const key = await agent.post('/api/user/api-keys').send({ apiKey: personal.apiKey });
    expect([key.status, key.body]).toEqual([201, expect.anything()]);
    const selectedIdea = {
      businessIdea: personal.idea,
      description: `Text me on ${personal.phone} to book a walk`,
      targetAudience: 'Busy owners',
      potentialRevenue: '$20 a walk',
      keyFeatures: [`Call ${personal.phone}`],
      industry: 'services',
    };
    const project = await agent
      .post('/api/projects')
      .send({ title: personal.idea, stepData: { ideaGeneration: { selectedIdea } } })
      .expect(201);
    const projectId = project.body.id as string;
    await agent
      .patch(`/api/projects/${projectId}`)
      .send({ title: `Walks ${personal.phone}` })
      .expect(200);
    await agent
      .post('/api/feedback')
      .send({
        type: 'bug',
        title: `Bug from ${personal.firstName}`,
        description: personal.feedback,
        rating: 4,
      })
      .expect(201);

    const projectsBefore = Number((await t.running.database.knex('rm_projects').count({ n: '*' }))[0]!.n);
    await agent.delete('/api/account').send({ password: account.password }).expect(200);

    const markers = Object.values(personal);
    const readable = (what: string, value: unknown): string[] => {
      const text = JSON.stringify(value);
      return markers.filter((m) => text.includes(m)).map((m) => `${what}: ${m}`);
    };
    const found: string[] = [];
    for (const path of [
      '/api/admin/users',
      '/api/admin/projects',
      '/api/admin/feedback',
      `/api/admin/history/users/${userId}`,
      `/api/admin/history/projects/${projectId}`,
      '/api/events?limit=1000',
    ]) {
      const res = await admin.agent.get(path).expect(200);
      found.push(...readable(path, res.body));
    }
    const knex = t.running.database.knex;
    for (const table of ['rm_users', 'rm_projects', 'rm_feedback', 'user_api_keys', 'rm_user_preferences']) {
      found.push(...readable(table, await knex(table).select('*')));
    }
    found.push(...readable('events', await knex('events').select('data', 'metadata')));
    expect(found).toEqual([]);
    expect(await knex('user_api_keys').where({ user_id: userId })).toEqual([]);
    // Counts stay: the project and the feedback still count, without their words.
    expect(Number((await knex('rm_projects').count({ n: '*' }))[0]!.n)).toBe(projectsBefore);
    expect(await knex('rm_feedback').where({ user_id: userId })).toHaveLength(1);
    const stats = await admin.agent.get('/api/admin/stats').expect(200);
    expect(JSON.stringify(stats.body)).not.toContain(personal.email);
    await request(t.http)
      .post('/api/auth/login')
      .send({ email: account.email, password: account.password })
      .expect(401);
  });
});
