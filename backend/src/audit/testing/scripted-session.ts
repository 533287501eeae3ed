import { newAccount, type TestApp } from '../../../../test/test-app';
import { completeStepData, step1, step2 } from '../../projects/testing/step-data.fixtures';

type Agent = ReturnType<TestApp['agent']>;

const userIdOf = (res: { body: unknown }) => (res.body as { user: { id: string } }).user.id;
const idOf = (res: { body: unknown }) => (res.body as { id: string }).id;

export interface ScriptedSession {
  admin: { agent: Agent; id: string; account: { email: string; password: string } };
  ada: { agent: Agent; id: string; account: ReturnType<typeof newAccount> };
  grace: { agent: Agent; id: string; account: ReturnType<typeof newAccount> };
  projects: { open: string; completed: string; copy: string; deleted: string };
}

/**
 * A session touching every feature that writes events: the first admin, two users signing up and
 * in (with a time zone), a profile change, a trial started, projects created, saved, completed, copied and deleted,
 * feedback sent and resolved, model preferences, an idea viewed, an analytics token, and a history
 * view. Test helper for the audit, rebuild and analytics tests (not a spec itself).
 */
export async function runScriptedSession(t: TestApp): Promise<ScriptedSession> {
  const zone = { 'X-Time-Zone': 'Europe/Paris' };
  const adminAgent = t.agent();
  const adminAccount = { ...newAccount(), password: 'Adm1n!Password', confirmPassword: 'Adm1n!Password' };
  const admin = await adminAgent.post('/api/auth/setup-admin').send(adminAccount).expect(201);

  const adaAgent = t.agent();
  const ada = newAccount({ firstName: 'Ada', lastName: 'Lovelace' });
  const adaId = userIdOf(await adaAgent.post('/api/auth/register').set(zone).send(ada).expect(201));
  await adaAgent
    .post('/api/auth/login')
    .set(zone)
    .send({ email: ada.email, password: ada.password })
    .expect(200);
  await adaAgent
    .put('/api/auth/profile')
    .set(zone)
    .send({ firstName: 'Augusta', lastName: ada.lastName, username: ada.username, email: ada.email })
    .expect(200);
  // New accounts are free; Ada starts the 7-day trial (a billing stream, and the paid features).
  await adaAgent.post('/api/start-trial').set(zone).send({}).expect(201);

  const graceAgent = t.agent();
  const grace = newAccount({ firstName: 'Grace' });
  const graceId = userIdOf(await graceAgent.post('/api/auth/register').send(grace).expect(201));

  const open = idOf(await adaAgent.post('/api/projects').set(zone).send({}).expect(201));
  await adaAgent
    .patch(`/api/projects/${open}`)
    .set(zone)
    .send({ currentStep: 2, stepData: step1 })
    .expect(200);
  await adaAgent
    .patch(`/api/projects/${open}`)
    .set(zone)
    .send({ currentStep: 3, stepData: step2 })
    .expect(200);
  const completed = idOf(
    await adaAgent
      .post('/api/projects')
      .set(zone)
      .send({ currentStep: 7, stepData: completeStepData })
      .expect(201),
  );
  await adaAgent.patch(`/api/projects/${completed}`).set(zone).send({ currentStep: 8 }).expect(200);
  const copy = idOf(await adaAgent.post(`/api/projects/${open}/duplicate`).set(zone).send({}).expect(201));
  const deleted = idOf(await graceAgent.post('/api/projects').send({ title: 'Short-lived' }).expect(201));
  await graceAgent.delete(`/api/projects/${deleted}`).expect(204);

  const feedback = idOf(
    await adaAgent
      .post('/api/feedback')
      .send({ title: 'Lovely', description: 'The wizard is a delight to use.' })
      .expect(201),
  );
  await adminAgent
    .patch(`/api/admin/feedback/${feedback}`)
    .send({ resolved: true, adminNotes: 'Thanks!' })
    .expect(200);
  await adaAgent
    .put('/api/user/preferences')
    .send({ useOwnApiKeys: true, preferredTextModel: 'gpt-4', preferredImageModel: 'dall-e-2' })
    .expect(200);
  const idea = idOf(await adaAgent.get('/api/idea-of-the-day').expect(200));
  await adaAgent.post(`/api/idea-of-the-day/${idea}/view`).set(zone).send({}).expect(200);
  await graceAgent.post('/api/auth/logout').send({}).expect(204);

  await adminAgent.post('/api/admin/analytics-tokens').send({ name: 'Warehouse' }).expect(201);
  await adminAgent.get(`/api/admin/history/users/${adaId}`).expect(200);

  return {
    admin: { agent: adminAgent, id: userIdOf(admin), account: adminAccount },
    ada: { agent: adaAgent, id: adaId, account: ada },
    grace: { agent: graceAgent, id: graceId, account: grace },
    projects: { open, completed, copy, deleted },
  };
}
