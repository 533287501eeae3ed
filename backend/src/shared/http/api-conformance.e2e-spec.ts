import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';
import { completeStepData } from '../../projects/testing/step-data.fixtures';
import { conformanceCallers } from './api-conformance.test-helper';

/**
 * The calls as a client written from the spec makes them (docs/api-conformance.md): payloads the
 * spec names, missing bodies, extra keys, and the answers' field names. The wizard's calls (generate,
 * projects with stepData) are in api-conformance-wizard.e2e-spec.ts.
 */
jest.setTimeout(60_000);

describe('API conformance with the spec', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const { signUp, asAdmin } = conformanceCallers(() => t);

  describe('request bodies', () => {
    it('takes calls the spec sends without a payload', async () => {
      const { agent } = await signUp('starter');
      const res = await agent.post('/api/cancel-subscription').expect(200);
      expect(res.body.cancel_at_period_end).toBe(true);
      const created = await agent.post('/api/projects').expect(201);
      expect(created.body.id).toEqual(expect.any(String));
    });

    it('answers a call without its required body with a message per missing field', async () => {
      const res = await t.agent().post('/api/auth/register').expect(400);
      expect(res.body.message).toBe('Validation failed');
      // The spec's client shows details under the fields when the answer text contains 'validation'.
      expect(res.text).toContain('validation');
      expect(Object.keys(res.body.details)).toEqual(
        expect.arrayContaining(['username', 'email', 'password', 'confirmPassword', 'firstName', 'lastName']),
      );
    });

    it('strips unknown keys instead of refusing them', async () => {
      const { agent } = await signUp('starter');
      await agent.post('/api/upgrade-subscription').send({ targetTier: 'pro', extra: 1 }).expect(200);
      await agent.post('/api/cancel-subscription').send({ reason: 'too expensive' }).expect(200);
      const fresh = await signUp();
      await fresh.agent.post('/api/create-subscription').send({ tier: 'starter', coupon: 'x' }).expect(201);
    });
  });

  describe('session and account messages', () => {
    it('names each missing registration field with its own message', async () => {
      const res = await t.agent().post('/api/auth/register').send({}).expect(400);
      expect(res.body.details).toMatchObject({
        username: 'Username is required',
        email: 'Email is required',
        password: 'Password is required',
        confirmPassword: 'Please confirm your password',
        firstName: 'First name is required',
        lastName: 'Last name is required',
      });
    });

    it('ignores a role or plan sent with the registration', async () => {
      const res = await t
        .agent()
        .post('/api/auth/register')
        .send({ ...newAccount(), role: 'admin', subscriptionTier: 'enterprise', isActive: false })
        .expect(201);
      expect(res.body.user).toMatchObject({ role: 'user', isActive: true });
      expect(res.body.user.subscriptionTier).not.toBe('enterprise');
    });

    it('asks for both email and password at sign-in', async () => {
      const res = await t.agent().post('/api/auth/login').send({}).expect(400);
      expect(res.body.details).toEqual({
        email: 'Please enter both email and password',
        password: 'Please enter both email and password',
      });
    });

    it('gives the admin account form’s messages for missing fields', async () => {
      const res = await t.agent().post('/api/auth/setup-admin').send({}).expect(400);
      expect(res.body.details).toMatchObject({
        username: 'Username must be at least 3 characters',
        email: 'Please enter a valid email address',
        firstName: 'First name is required',
        lastName: 'Last name is required',
        password: 'Admin password must be at least 12 characters',
      });
    });
  });

  describe('admin ideas as the admin form sends them', () => {
    it('takes featuredDate as a JSON date and the industry as a label', async () => {
      const admin = await asAdmin();
      const created = await admin
        .post('/api/admin/ideas')
        .send({
          title: 'Drone Roof Inspections',
          description: 'Roof surveys by drone',
          businessIdea: 'Drone Roof Inspections',
          targetAudience: 'Home owners',
          industry: 'Technology',
          keyFeatures: ['Same-day report', ''],
          potentialRevenue: '$200K',
          featuredDate: new Date('2026-03-01').toISOString(),
        })
        .expect(201);
      expect(created.body).toMatchObject({
        id: expect.any(String),
        title: 'Drone Roof Inspections',
        businessIdea: 'Drone Roof Inspections',
        industry: 'technology',
        keyFeatures: ['Same-day report'],
        featuredDate: '2026-03-01',
        isActive: true,
        createdAt: expect.any(String),
      });
      const plain = await admin
        .post('/api/admin/ideas')
        .send({ title: 'Only a title', featuredDate: '2026-03-02' })
        .expect(201);
      expect(plain.body).toMatchObject({ industry: 'other', businessIdea: 'Only a title' });
      const patched = await admin
        .patch(`/api/admin/ideas/${created.body.id}`)
        .send({ isActive: false, industry: 'E-commerce', featuredDate: '2026-03-05T00:00:00.000Z' })
        .expect(200);
      expect(patched.body).toMatchObject({
        isActive: false,
        industry: 'ecommerce',
        featuredDate: '2026-03-05',
      });
    });
  });

  describe('feedback, keys and preferences', () => {
    it('takes feedback with the type in any case, and lists it with the spec fields', async () => {
      const { agent, id } = await signUp();
      const res = await agent
        .post('/api/feedback')
        .send({
          type: 'Bug',
          title: 'Export button',
          description: 'Nothing happens on click',
          rating: 4,
          page: '/wizard',
        })
        .expect(201);
      expect(res.body).toMatchObject({
        userId: id,
        type: 'bug',
        rating: 4,
        page: '/wizard',
        resolved: false,
        adminNotes: null,
      });
      await agent
        .post('/api/feedback')
        .send({ title: 'x', description: 'long enough text', rating: '4' })
        .expect(400);
      const list = await agent.get('/api/feedback').expect(200);
      expect(Object.keys(list.body[0])).toEqual(
        expect.arrayContaining([
          'id',
          'userId',
          'type',
          'title',
          'description',
          'message',
          'rating',
          'page',
          'resolved',
          'adminNotes',
          'createdAt',
        ]),
      );
    });

    it('takes the provider in any case and lists keys with id, keyName, provider, lastUsed', async () => {
      const { agent } = await signUp();
      await agent
        .post('/api/user/api-keys')
        .send({ provider: 'OpenAI', apiKey: 'sk-1234567890abcdef' })
        .expect(201);
      const list = await agent.get('/api/user/api-keys').expect(200);
      expect(list.body[0]).toMatchObject({
        id: expect.any(String),
        keyName: expect.any(String),
        provider: 'openai',
        lastUsed: null,
      });
      expect(JSON.stringify(list.body)).not.toContain('1234567890abcdef');
    });

    it('keeps the preferences a PUT leaves out', async () => {
      const { agent } = await signUp();
      await agent.put('/api/user/preferences').send({ useOwnApiKeys: true }).expect(200);
      await agent.put('/api/user/preferences').send({ preferredTextModel: 'gpt-4' }).expect(200);
      const res = await agent.get('/api/user/preferences').expect(200);
      expect(res.body).toEqual({
        useOwnApiKeys: true,
        preferredTextModel: 'gpt-4',
        preferredImageModel: 'dall-e-3',
      });
      await agent.put('/api/user/preferences').send({ preferredTextModel: 'gpt-5' }).expect(400);
    });
  });

  describe('ideas', () => {
    it('gives paid users the week’s ideas with their featuredDate, and free users a 403', async () => {
      const { agent } = await signUp('starter');
      const res = await agent.get('/api/idea-of-the-day/weekly').expect(200);
      expect(res.body.days).toHaveLength(7);
      expect(res.body.ideas.length).toBeGreaterThanOrEqual(1);
      for (const idea of res.body.ideas)
        expect(idea).toMatchObject({
          title: expect.any(String),
          featuredDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        });
      const free = await signUp('free');
      await free.agent.get('/api/idea-of-the-day/weekly').expect(403);
    });

    it('shows the idea of the day with the spec fields to anyone', async () => {
      const res = await t.agent().get('/api/idea-of-the-day').expect(200);
      expect(Object.keys(res.body)).toEqual(
        expect.arrayContaining([
          'title',
          'industry',
          'featuredDate',
          'description',
          'targetAudience',
          'potentialRevenue',
          'keyFeatures',
          'businessIdea',
        ]),
      );
    });
  });

  describe('exports', () => {
    it('takes the complete-package call without a body and format spellings like markdown', async () => {
      const { agent } = await signUp('enterprise');
      const { id } = (
        await agent
          .post('/api/projects')
          .send({ title: 'ToolNest', currentStep: 7, stepData: completeStepData })
          .expect(201)
      ).body;
      const zip = await agent.post(`/api/export/${id}`).expect(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      expect(zip.headers['content-disposition']).toContain(`project-${id}-export.zip`);
      const md = await agent.post(`/api/export/${id}/requirements`).send({ format: 'markdown' }).expect(200);
      expect(md.headers['content-type']).toContain('text/markdown');
      const pdf = await agent.post(`/api/export/${id}/business-plan`).send({ format: 'PDF' }).expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const status = await agent.get('/api/subscription-status').expect(200);
      expect(status.body.exportsThisMonth).toBe(3);
    });
  });
});
