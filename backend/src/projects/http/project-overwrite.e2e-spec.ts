import { createTestApp, type TestApp } from '../../../../test/test-app';
import { signUp, type Agent } from '../testing/project-api';
import { step1, step2 } from '../testing/step-data.fixtures';

jest.setTimeout(30_000);

/** The overwrite rule over HTTP: generated text never replaces what the user wrote unasked (issue 14). */
describe('projects API: a generator never replaces the user’s text without their choice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const gen = { source: 'generator', generator: 'offline', version: '1.0.0', model: 'offline', seed: 7 };
  const definition = (mission: string, value = 'Generated value.') => ({
    businessDefinition: { ...step2.businessDefinition, missionStatement: mission, valueProposition: value },
  });

  /** Step 2 generated, then the mission rewritten by hand. */
  async function projectWithMyMission(agent: Agent): Promise<string> {
    const { id } = (await agent.post('/api/projects').send({ stepData: step1 }).expect(201)).body as {
      id: string;
    };
    await agent
      .patch(`/api/projects/${id}`)
      .send({
        currentStep: 2,
        stepData: definition('Generated mission.'),
        provenance: { businessDefinition: gen },
      })
      .expect(200);
    await agent
      .patch(`/api/projects/${id}`)
      .send({ stepData: definition('My own mission.') })
      .expect(200);
    return id;
  }

  it('refuses with 409 naming the field, and keeps the user’s text', async () => {
    const { agent } = await signUp(t);
    const id = await projectWithMyMission(agent);
    const res = await agent
      .patch(`/api/projects/${id}`)
      .send({ stepData: definition('Another generated mission.'), provenance: { businessDefinition: gen } })
      .expect(409);
    expect(res.body).toMatchObject({
      statusCode: 409,
      details: { 'businessDefinition.missionStatement': expect.stringContaining('You wrote this field') },
    });
    expect(Object.keys(res.body.details as object)).toEqual(['businessDefinition.missionStatement']);
    const project = (await agent.get(`/api/projects/${id}`).expect(200)).body;
    expect(project.stepData.businessDefinition.missionStatement).toBe('My own mission.');
  });

  it('saves the generated text when the request names the field in overwriteUserFields', async () => {
    const { agent } = await signUp(t);
    const id = await projectWithMyMission(agent);
    const res = await agent
      .patch(`/api/projects/${id}`)
      .send({
        stepData: definition('Another generated mission.'),
        provenance: { businessDefinition: gen },
        overwriteUserFields: ['businessDefinition.missionStatement'],
      })
      .expect(200);
    expect(res.body.stepData.businessDefinition.missionStatement).toBe('Another generated mission.');
  });

  it('answers 400 with details for an overwriteUserFields entry that is not a step field', async () => {
    const { agent } = await signUp(t);
    const id = await projectWithMyMission(agent);
    const res = await agent
      .patch(`/api/projects/${id}`)
      .send({ overwriteUserFields: ['missionStatement'], upToDate: ['nowhere'] })
      .expect(400);
    expect(Object.keys(res.body.details as object).sort()).toEqual(['overwriteUserFields.0', 'upToDate.0']);
  });
});
