import { createTestApp, type TestApp } from '../../../../test/test-app';
import { signUp, type Agent } from '../testing/project-api';

// Each file boots the whole app on a fresh database; a busy machine needs more than 5 s.
jest.setTimeout(30_000);

describe('projects API: bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (agent: Agent, body: object = {}) => agent.post('/api/projects').send(body);
  describe('bad input', () => {
    it.each([
      [{ title: 42 }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ currentStep: 0 }, 'currentStep'],
      [{ currentStep: 8 }, 'currentStep'],
      [{ currentStep: 2.5 }, 'currentStep'],
      [{ currentStep: '2' }, 'currentStep'],
      [{ stepData: 'x' }, 'stepData'],
      [{ stepData: { styleGuide: { primaryColor: 'red' } } }, 'stepData.styleGuide.primaryColor'],
      // An industry outside the list is 'other' with it as the custom industry (conformance); a wrong type is 400.
      [{ stepData: { ideaGeneration: { industry: 5 } } }, 'stepData.ideaGeneration.industry'],
      [{ provenance: { businessDefinition: { source: 'robot' } } }, 'provenance.businessDefinition'],
      [{ provenance: { notAStep: { source: 'user' } } }, 'provenance'],
    ])('POST /api/projects %j answers 400 with details on %s', async (body, field) => {
      const { agent } = await signUp(t);
      const res = await agent.post('/api/projects').send(body).expect(400);
      expect(res.body.message).toBe('Validation failed');
      expect(Object.keys(res.body.details).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
    });

    it.each([
      [{ currentStep: 9 }, 'currentStep'],
      [{ currentStep: null }, 'currentStep'],
      [{ title: ['a'] }, 'title'],
      [{ stepData: { logoCreation: { symbols: ['unicorn'] } } }, 'stepData.logoCreation.symbols.0'],
      [{ stepData: { businessDefinition: null } }, 'stepData.businessDefinition'],
      [{ stepData: { styleGuide: { secondaryColor: '#abcd' } } }, 'stepData.styleGuide.secondaryColor'],
      [{ stepData: { styleGuide: { colors: { primary: 'indigo' } } } }, 'stepData.styleGuide.colors.primary'],
      [
        { provenance: { nameGeneration: { source: 'generator', generator: 'names' } } },
        'provenance.nameGeneration',
      ],
    ])('PATCH %j answers 400 with details on %s', async (body, field) => {
      const { agent } = await signUp(t);
      const { id } = (await create(agent).expect(201)).body;
      const res = await agent.patch(`/api/projects/${id}`).send(body).expect(400);
      expect(res.body.message).toBe('Validation failed');
      expect(Object.keys(res.body.details).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
    });

    it('answers 400 for a bad list query and for a body that is not JSON, never 500', async () => {
      const { agent } = await signUp(t);
      const sort = await agent.get('/api/projects?sort=random').expect(400);
      expect(sort.body.details.sort).toBe('Sort must be one of updated, created, az, za');
      const twice = await agent.get('/api/projects?search=a&search=b').expect(400);
      expect(twice.body.details.search).toBeDefined();
      const long = await agent.get(`/api/projects?search=${'x'.repeat(201)}`).expect(400);
      expect(long.body.details.search).toBeDefined();
      // Malformed JSON is refused before routing; the app shell answers it (today with a 4xx
      // 'Cannot POST', see the report), never a 500.
      const broken = await agent
        .post('/api/projects')
        .set('Content-Type', 'application/json')
        .send('{"title":');
      expect(broken.status).toBeGreaterThanOrEqual(400);
      expect(broken.status).toBeLessThan(500);
      const array = await agent
        .post('/api/projects')
        .set('Content-Type', 'application/json')
        .send('[1,2]')
        .expect(400);
      expect(array.body.message).toBe('Validation failed');
    });

    it('answers 404 for an id that is not a uuid, on every endpoint', async () => {
      const { agent } = await signUp(t);
      for (const res of [
        await agent.get('/api/projects/not-a-uuid'),
        await agent.patch('/api/projects/123').send({ title: 'x' }),
        await agent.delete('/api/projects/%20'),
        await agent.post("/api/projects/'%3B--/duplicate"),
        await agent.post('/api/projects/zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz/complete'),
        await agent.get('/api/projects/1/history'),
        await agent.get('/api/projects/6f1c0a4e-2b7d-4c8e-9f3a-5d6e7f8a9b0c'),
      ]) {
        expect(res.status).toBe(404);
      }
    });
  });
});
