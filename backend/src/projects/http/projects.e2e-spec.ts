import request from 'supertest';
import { buildOpenApiDocument } from '../../create-app';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { signUp, setTier, type Agent } from '../testing/project-api';
import { completeStepData, idea, step1, step2, step3, step4, step5 } from '../testing/step-data.fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Each file boots the whole app on a fresh database; a busy machine needs more than 5 s.
jest.setTimeout(30_000);

describe('projects API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (agent: Agent, body: object = {}) => agent.post('/api/projects').send(body);
  /** A project with every step finished, saved at step 7 (one save away from completion). */
  const atStep7 = async (agent: Agent, title?: string) =>
    (await create(agent, { title, currentStep: 7, stepData: completeStepData }).expect(201)).body as {
      id: string;
    };

  describe('create, read, list', () => {
    it('creates an empty project: untitled, step 1, draft, empty stepData', async () => {
      const { agent } = await signUp(t);
      const res = await create(agent).expect(201);
      expect(res.body).toMatchObject({
        title: '',
        status: 'draft',
        currentStep: 1,
        stepLabel: 'Step 1 of 8',
        stepData: {},
        completionPercentage: 0,
        stepsDone: [false, false, false, false, false, false, false, false],
        exportCount: 0,
        lastExportedAt: null,
        completedAt: null,
      });
      expect(res.body.id).toMatch(UUID);
      const got = await agent.get(`/api/projects/${res.body.id}`).expect(200);
      expect(got.body).toEqual(res.body);
    });

    it('creates from an idea with the title capped at 50 characters', async () => {
      const { agent } = await signUp(t);
      const res = await create(agent, { currentStep: 1, stepData: step1 }).expect(201);
      expect(res.body.title).toBe(idea.businessIdea.slice(0, 50).trim());
      expect(res.body.stepData.ideaGeneration.selectedIdea).toEqual(idea);
      expect(res.body.completionPercentage).toBe(13);
    });

    it('lists the caller’s projects for the dashboard, without the full stepData', async () => {
      const { agent } = await signUp(t);
      const made = await create(agent, { stepData: { ...step1, ...step2, ...step3 }, currentStep: 3 }).expect(
        201,
      );
      const list = await agent.get('/api/projects').expect(200);
      expect(list.body).toHaveLength(1);
      expect(list.body[0]).toMatchObject({
        id: made.body.id,
        title: 'ToolNest',
        status: 'in_progress',
        currentStep: 3,
        stepLabel: 'Step 3 of 8',
        completionPercentage: 38,
        exportCount: 0,
        lastExportedAt: null,
        summary: { businessIdea: idea.businessIdea, businessName: 'ToolNest', industry: 'ecommerce' },
      });
      expect(list.body[0].stepData).toBeUndefined();
    });

    it('searches by title, idea or name and sorts by updated, created, A-Z and Z-A', async () => {
      const { agent, userId } = await signUp(t);
      await setTier(t, userId, 'pro');
      const banana = (await create(agent, { title: 'banana stand' }).expect(201)).body.id;
      const apple = (await create(agent, { title: 'Apple orchard' }).expect(201)).body.id;
      const cherry = (await create(agent, { title: 'cherry bakery' }).expect(201)).body.id;
      const untitled = (await create(agent).expect(201)).body.id;
      await agent.patch(`/api/projects/${banana}`).send({ stepData: step3 }).expect(200); // renamed ToolNest, newest update
      const ids = async (q: string) =>
        ((await agent.get(`/api/projects${q}`).expect(200)).body as { id: string }[]).map((p) => p.id);

      expect(await ids('')).toEqual([banana, untitled, cherry, apple]);
      expect(await ids('?sort=updated')).toEqual([banana, untitled, cherry, apple]);
      expect(await ids('?sort=created')).toEqual([untitled, cherry, apple, banana]);
      expect(await ids('?sort=az')).toEqual([apple, cherry, banana, untitled]);
      expect(await ids('?sort=za')).toEqual([banana, cherry, apple, untitled]);
      expect(await ids('?search=CHERRY')).toEqual([cherry]);
      expect(await ids('?search=toolnest')).toEqual([banana]);
      expect(await ids('?search=100%25')).toEqual([]);
      expect(await ids('?search=&sort=az')).toHaveLength(4);
    });
  });

  describe('saving steps (PATCH)', () => {
    it('read-your-writes: the next GET shows the save', async () => {
      const { agent } = await signUp(t);
      const { id } = (await create(agent).expect(201)).body;
      const patched = await agent
        .patch(`/api/projects/${id}`)
        .send({ currentStep: 2, stepData: step1 })
        .expect(200);
      expect(patched.body).toMatchObject({ currentStep: 2, status: 'in_progress' });
      const got = await agent.get(`/api/projects/${id}`).expect(200);
      expect(got.body.stepData).toEqual(step1);
      expect(got.body.currentStep).toBe(2);
      const listed = await agent.get('/api/projects').expect(200);
      expect(listed.body[0]).toMatchObject({ id, currentStep: 2 });
    });

    it('merges stepData per step key: a key present replaces that step', async () => {
      const { agent } = await signUp(t);
      const { id } = (await create(agent, { stepData: { ...step1, ...step2 } }).expect(201)).body;
      const res = await agent
        .patch(`/api/projects/${id}`)
        .send({ stepData: { businessDefinition: { missionStatement: 'Only this' } } })
        .expect(200);
      expect(res.body.stepData).toEqual({ ...step1, businessDefinition: { missionStatement: 'Only this' } });
    });

    it.each([
      [1, {}, 'Please select a business idea to continue', 'stepData.ideaGeneration.selectedIdea'],
      [
        2,
        step1,
        'Please fill in all fields before continuing',
        'stepData.businessDefinition.missionStatement',
      ],
      [
        3,
        { ...step1, ...step2 },
        'Please select a business name to continue',
        'stepData.nameGeneration.selectedName',
      ],
      [
        4,
        { ...step1, ...step2, ...step3 },
        'Please choose a primary and a secondary colour to continue',
        'stepData.styleGuide.primaryColor',
      ],
      [
        5,
        { ...step1, ...step2, ...step3, ...step4 },
        'Please select a logo design to continue',
        'stepData.logoCreation.generatedLogos',
      ],
    ])(
      'refuses to leave step %i forward until its rule holds (400 with the spec message)',
      async (step, data, message, field) => {
        const { agent } = await signUp(t);
        const { id } = (await create(agent, { currentStep: step, stepData: data }).expect(201)).body;
        const res = await agent
          .patch(`/api/projects/${id}`)
          .send({ currentStep: step + 1 })
          .expect(400);
        expect(res.body).toMatchObject({ message, code: 'StepRuleBroken' });
        expect(res.body.details[field]).toBe(message);
        expect((await agent.get(`/api/projects/${id}`).expect(200)).body.currentStep).toBe(step);
      },
    );

    it('lets step 5 be left with exactly one selected logo, and refuses two', async () => {
      const { agent } = await signUp(t);
      const { id } = (
        await create(agent, { currentStep: 5, stepData: { ...step1, ...step2, ...step3, ...step4 } }).expect(
          201,
        )
      ).body;
      const two = step5.logoCreation!.generatedLogos!.map((l) => ({ ...l, selected: true }));
      const bad = await agent
        .patch(`/api/projects/${id}`)
        .send({ stepData: { logoCreation: { generatedLogos: two } } })
        .expect(400);
      expect(bad.body.message).toBe('Please select exactly one logo design');
      await agent.patch(`/api/projects/${id}`).send({ currentStep: 6, stepData: step5 }).expect(200);
    });

    it('keeps the highest step reached: a lower currentStep is ignored', async () => {
      const { agent } = await signUp(t);
      const { id } = await atStep7(agent);
      const res = await agent
        .patch(`/api/projects/${id}`)
        .send({ currentStep: 2, stepData: { businessDefinition: { missionStatement: 'draft' } } })
        .expect(200);
      expect(res.body.currentStep).toBe(7);
      expect(res.body.stepData.businessDefinition).toEqual({ missionStatement: 'draft' });
    });

    it('sets the title from the chosen name; a later rename sticks; an empty or unchanged title is ignored', async () => {
      const { agent } = await signUp(t);
      const { id } = (await create(agent, { title: 'First' }).expect(201)).body;
      expect(
        (await agent.patch(`/api/projects/${id}`).send({ stepData: step3 }).expect(200)).body.title,
      ).toBe('ToolNest');
      expect(
        (await agent.patch(`/api/projects/${id}`).send({ title: '  Mine  ' }).expect(200)).body.title,
      ).toBe('Mine');
      expect(
        (
          await agent
            .patch(`/api/projects/${id}`)
            .send({ stepData: { ...step3, ...step4 } })
            .expect(200)
        ).body.title,
      ).toBe('Mine');
      expect((await agent.patch(`/api/projects/${id}`).send({ title: '' }).expect(200)).body.title).toBe(
        'Mine',
      );
      const before = await t.running.database
        .knex('events')
        .where({ stream_id: `project-${id}` })
        .count<{ count: string }[]>({ count: '*' });
      await agent.patch(`/api/projects/${id}`).send({ title: 'Mine' }).expect(200);
      await agent.patch(`/api/projects/${id}`).send({ title: '   ' }).expect(200);
      const after = await t.running.database
        .knex('events')
        .where({ stream_id: `project-${id}` })
        .count<{ count: string }[]>({ count: '*' });
      expect(after[0]!.count).toBe(before[0]!.count);
    });
  });

  describe('ownership', () => {
    it("answers 404 for another user's project on every endpoint, and changes nothing", async () => {
      const owner = await signUp(t);
      const other = await signUp(t);
      const { id } = await atStep7(owner.agent, 'Private');
      const a = other.agent;
      for (const res of [
        await a.get(`/api/projects/${id}`),
        await a.patch(`/api/projects/${id}`).send({ title: 'Mine now' }),
        await a.delete(`/api/projects/${id}`),
        await a.post(`/api/projects/${id}/duplicate`),
        await a.post(`/api/projects/${id}/complete`),
        await a.get(`/api/projects/${id}/history`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Project not found');
      }
      expect((await a.get('/api/projects').expect(200)).body).toEqual([]);
      expect((await owner.agent.get(`/api/projects/${id}`).expect(200)).body.title).toBe('Private');
    });

    it('answers 401 without a session', async () => {
      await request(t.http).get('/api/projects').expect(401);
      await request(t.http).post('/api/projects').send({}).expect(401);
    });
  });

  describe('history', () => {
    it('lists the events with the changed fields and who wrote them, without values', async () => {
      const { agent } = await signUp(t);
      const { id } = (await create(agent, { stepData: step1 }).expect(201)).body;
      const gen = {
        source: 'generator',
        generator: 'business-definition',
        version: '1.0.0',
        model: 'offline',
        seed: 12,
      };
      await agent
        .patch(`/api/projects/${id}`)
        .send({
          currentStep: 2,
          stepData: step2,
          provenance: { businessDefinition: { missionStatement: gen } },
        })
        .expect(200);
      await agent.patch(`/api/projects/${id}`).send({ title: 'Renamed' }).expect(200);
      const res = await agent.get(`/api/projects/${id}/history`).expect(200);
      expect(res.body.projectId).toBe(id);
      expect((res.body.entries as Array<{ type: string }>).map((e) => e.type)).toEqual([
        'projects.project-created',
        'projects.wizard-step-saved',
        'projects.wizard-step-saved',
        'projects.project-renamed',
      ]);
      const save = res.body.entries[2];
      expect(save).toMatchObject({ version: 3, label: 'Step saved', currentStep: 2 });
      expect(save.changes).toEqual([
        { step: 'businessDefinition', field: 'missionStatement', cleared: false, source: gen },
        { step: 'businessDefinition', field: 'valueProposition', cleared: false, source: { source: 'user' } },
        { step: 'businessDefinition', field: 'businessModel', cleared: false, source: { source: 'user' } },
        {
          step: 'businessDefinition',
          field: 'competitiveAdvantage',
          cleared: false,
          source: { source: 'user' },
        },
      ]);
      expect(JSON.stringify(res.body)).not.toContain(step2.businessDefinition!.missionStatement!);
      expect(res.body.entries[3]).toMatchObject({ title: 'Renamed', label: 'Project renamed' });
    });

    it('records fine-grained step events with metadata and no personal data of the account', async () => {
      const { agent, userId } = await signUp(t);
      const me = (await agent.get('/api/auth/me').expect(200)).body;
      const { id } = (await create(agent, { stepData: step1 }).expect(201)).body;
      const events = await t.running.database
        .knex('events')
        .where({ stream_id: `project-${id}` })
        .orderBy('stream_position')
        .select<
          Array<{ event_type: string; metadata: object; data: { changes?: Array<{ field: string }> } }>
        >('*');
      expect(events.map((e) => e.event_type)).toEqual([
        'projects.project-created',
        'projects.wizard-step-saved',
      ]);
      expect(events[0]!.metadata).toMatchObject({ userId });
      expect(events[1]!.data.changes!.map((c) => c.field)).toEqual([
        'interests',
        'skills',
        'industry',
        'budget',
        'selectedIdea',
      ]);
      const all = JSON.stringify(events.map((e) => e.data));
      expect(all).not.toContain(me.email);
      expect(all).not.toContain(me.username);
    });
  });

  it('documents its endpoints in the OpenAPI document', () => {
    const doc = buildOpenApiDocument(t.running.app);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/projects',
        '/api/projects/{id}',
        '/api/projects/{id}/duplicate',
        '/api/projects/{id}/complete',
        '/api/projects/{id}/history',
      ]),
    );
    expect(doc.paths['/api/projects']?.post?.requestBody).toBeDefined();
  });
});
