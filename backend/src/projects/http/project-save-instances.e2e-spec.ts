import request from 'supertest';
import type { App } from 'supertest/types';
import { createApp, readyServer, type RunningApp } from '../../create-app';
import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';
import { step1, step2 } from '../testing/step-data.fixtures';

// Two whole apps on one fresh database; a busy machine needs more than 5 s.
jest.setTimeout(90_000);

const MINIMAL = { Prefer: 'return=minimal' };

/**
 * Two app instances on one database, each keeping the project states and rows it wrote last
 * (the command runner decides on them without reading; the inline projection folds its row
 * forward without reading it): a save through one instance after the other has written must still
 * be decided on the log and leave the read model as the log says.
 */
describe('saving one project through two app instances', () => {
  let t: TestApp;
  let second: RunningApp;
  let other: App;
  beforeAll(async () => {
    t = await createTestApp();
    second = await createApp(t.config);
    other = await readyServer(second);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('decides each save on the latest version whichever instance wrote last, and answers 409 to a stale one', async () => {
    const registered = await request(t.http).post('/api/auth/register').send(newAccount()).expect(201);
    const cookie = registered.headers['set-cookie'] as unknown as string[];
    const one = (method: 'get' | 'patch' | 'post', url: string) =>
      request(t.http)[method](url).set('Cookie', cookie);
    const two = (method: 'get' | 'patch' | 'post', url: string) =>
      request(other)[method](url).set('Cookie', cookie);
    const made = (
      await one('post', '/api/projects')
        .send({ currentStep: 2, stepData: { ...step1, ...step2 } })
        .expect(201)
    ).body as { id: string; version: number };
    const save = (via: typeof one, expectedVersion: number, missionStatement: string) =>
      via('patch', `/api/projects/${made.id}`)
        .set(MINIMAL)
        .send({ expectedVersion, fields: { businessDefinition: { missionStatement } } });

    // Instance one saves twice (it now keeps the project's state and row), instance two once.
    const a = await save(one, made.version, 'First, through one').expect(200);
    const b = await save(one, a.body.version, 'Second, through one').expect(200);
    const c = await save(two, b.body.version, 'Third, through two').expect(200);
    // One's kept state is a version behind the version the client saw: decided again on the log.
    const d = await save(one, c.body.version, 'Fourth, through one').expect(200);
    expect([a.body.version, b.body.version, c.body.version, d.body.version]).toEqual([
      made.version + 1,
      made.version + 2,
      made.version + 3,
      made.version + 4,
    ]);
    // A save against a version another instance has moved past is refused, saying where it is.
    const stale = await save(two, c.body.version, 'Lost?').expect(409);
    expect(stale.body.currentVersion).toBe(d.body.version);

    // Both instances read the same row, the fold of the whole log.
    for (const via of [one, two]) {
      const got = (await via('get', `/api/projects/${made.id}`).expect(200)).body;
      expect(got.version).toBe(d.body.version);
      expect(got.stepData.businessDefinition.missionStatement).toBe('Fourth, through one');
    }
  });
});
