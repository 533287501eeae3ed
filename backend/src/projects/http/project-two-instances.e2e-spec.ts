import request from 'supertest';
import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';
import { step1, step2 } from '../testing/step-data.fixtures';

jest.setTimeout(60_000);

/**
 * Two server processes on one database, as a deployment with several instances runs: each keeps
 * the projects it has loaded folded in memory (FoldedStreamCache), so each must see what the
 * other wrote before it decides on a save.
 */
describe('projects API on two app instances sharing one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ DATABASE_URL: a.running.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a save on one instance builds on what the other saved, on every turn', async () => {
    const registered = await request(a.http).post('/api/auth/register').send(newAccount()).expect(201);
    const cookie = registered
      .get('Set-Cookie')!
      .map((c) => c.split(';')[0])
      .join('; ');
    const on = (t: TestApp) => ({
      get: (path: string) => request(t.http).get(path).set('Cookie', cookie),
      patch: (path: string, body: object) => request(t.http).patch(path).set('Cookie', cookie).send(body),
    });

    const { id } = (await request(a.http).post('/api/projects').set('Cookie', cookie).send({}).expect(201))
      .body as { id: string };
    const path = `/api/projects/${id}`;

    // A loads (and keeps) the project; B then saves the idea and moves to step 2.
    await on(a).patch(path, { title: 'First title' }).expect(200);
    await on(b).patch(path, { stepData: step1, currentStep: 2 }).expect(200);
    // A's next save starts from B's: the idea stays, the step stays 2, the title is A's new one.
    const fromA = await on(a).patch(path, { title: 'Second title' }).expect(200);
    expect(fromA.body).toMatchObject({ title: 'Second title', currentStep: 2 });
    expect(fromA.body.stepData.ideaGeneration).toEqual(step1.ideaGeneration);

    // And back again: B sees A's rename when it saves step 2.
    const fromB = await on(b).patch(path, { stepData: step2, currentStep: 3 }).expect(200);
    expect(fromB.body).toMatchObject({ title: 'Second title', currentStep: 3 });
    expect(fromB.body.stepData).toMatchObject({
      ideaGeneration: step1.ideaGeneration,
      businessDefinition: step2.businessDefinition,
    });

    // Deleted on A: B answers 404 for it, not a save on a stale copy.
    await request(a.http).delete(path).set('Cookie', cookie).expect(204);
    await on(b).patch(path, { title: 'Too late' }).expect(404);
    await on(a).get(path).expect(404);
  });
});
