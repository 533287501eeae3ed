import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';

jest.setTimeout(120_000);

/** Issue 17 item 10: a lone UTF-16 surrogate in any text is 400 naming the field, never a 500. */
describe('lone UTF-16 surrogates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  // JSON text as a client sends it: the escape decodes to one half of a surrogate pair.
  const json = (body: string) => body;

  it('answers 400 with the field for registration, projects, step data and feedback', async () => {
    const agent = t.agent();
    const account = newAccount();
    const register = await agent
      .post('/api/auth/register')
      .set('Content-Type', 'application/json')
      .send(json(JSON.stringify(account).replace('"Ada"', '"Ad\\ud800a"')));
    expect([register.status, Object.keys(register.body.details ?? {})]).toEqual([400, ['firstName']]);
    await agent.post('/api/auth/register').send(account).expect(201);

    const title = await agent
      .post('/api/projects')
      .set('Content-Type', 'application/json')
      .send(json('{"title":"Caf\\udc00e"}'));
    expect([title.status, Object.keys(title.body.details ?? {})]).toEqual([400, ['title']]);

    const id = (await agent.post('/api/projects').send({ title: 'Fine' }).expect(201)).body.id as string;
    const step = await agent
      .patch(`/api/projects/${id}`)
      .set('Content-Type', 'application/json')
      .send(json('{"stepData":{"businessDefinition":{"missionStatement":"We \\ud83d serve"}}}'));
    expect([step.status, Object.keys(step.body.details ?? {})]).toEqual([
      400,
      ['stepData.businessDefinition.missionStatement'],
    ]);

    const feedback = await agent
      .post('/api/feedback')
      .set('Content-Type', 'application/json')
      .send(json('{"title":"Hello","description":"A long enough text \\udfff here"}'));
    expect([feedback.status, Object.keys(feedback.body.details ?? {})]).toEqual([400, ['description']]);

    // A complete pair (an emoji) is fine.
    await agent
      .patch(`/api/projects/${id}`)
      .set('Content-Type', 'application/json')
      .send(json('{"title":"Caf\\ud83d\\ude00"}'))
      .expect(200);
  });
});
