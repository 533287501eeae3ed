import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';
import { ADMIN_PASSWORD } from '../../admin/admin.test-helpers';
import { setTier } from '../../billing/http/billing.test-helper';
import { completeStepData } from '../../projects/testing/step-data.fixtures';

/**
 * The calls as a client written from the spec makes them (docs/api-conformance.md): payloads the
 * spec names, missing bodies, extra keys, and the answers' field names.
 */
jest.setTimeout(60_000);

type Agent = ReturnType<TestApp['agent']>;

describe('API conformance with the spec', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function signUp(tier?: 'free' | 'starter' | 'pro' | 'enterprise'): Promise<{ agent: Agent; id: string }> {
    const agent = t.agent();
    const res = await agent.post('/api/auth/register').send(newAccount()).expect(201);
    const id = (res.body as { user: { id: string } }).user.id;
    if (tier) await setTier(t, id, tier);
    return { agent, id };
  }

  let admin: Agent | undefined;
  /** The database's first admin (made once, through /api/auth/setup-admin), signed in. */
  async function asAdmin(): Promise<Agent> {
    if (!admin) {
      admin = t.agent();
      await admin
        .post('/api/auth/setup-admin')
        .send({ ...newAccount(), password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD })
        .expect(201);
    }
    return admin;
  }

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

  describe('generate calls with the spec payloads', () => {
    it('takes Quick Generate’s fixed profile as the spec writes it (Technology, AI, $1000-5000)', async () => {
      const { agent } = await signUp('pro');
      const res = await agent
        .post('/api/generate/ideas')
        .send({ interests: 'Technology', skills: 'AI', industry: 'Technology', budget: '$1000-5000' })
        .expect(200);
      expect(res.body.ideas.length).toBeGreaterThanOrEqual(3);
      expect(res.body.businessIdeas).toEqual(res.body.ideas);
      const other = await agent
        .post('/api/generate/ideas')
        .send({ interests: 'pets', skills: 'sales', industry: 'Pet care', budget: '$50,000+' })
        .expect(200);
      expect(other.body.ideas[0]).toMatchObject({ businessIdea: expect.any(String), keyFeatures: expect.any(Array) });
    });

    it('takes each generate payload with only the fields the spec lists', async () => {
      const { agent } = await signUp('pro');
      const def = await agent
        .post('/api/generate/business-definition')
        .send({ businessIdea: 'A tool library', targetAudience: 'Renters', industry: 'ecommerce' })
        .expect(200);
      expect(Object.keys(def.body)).toEqual(
        expect.arrayContaining(['missionStatement', 'valueProposition', 'businessModel', 'competitiveAdvantage']),
      );
      await agent.post('/api/generate/business-definition').send({ businessIdea: 'A tool library' }).expect(200);
      const names = await agent
        .post('/api/generate/names')
        .send({ keywords: 'tool, share', style: 'Modern & Tech', maxLength: 10, domainExtension: '.com', businessContext: 'A tool library' })
        .expect(200);
      expect(names.body.names[0]).toMatchObject({ name: expect.any(String), domain: expect.stringMatching(/\.com$/) });
      for (const name of names.body.names as Array<{ length: number }>) expect(name.length).toBeLessThanOrEqual(10);
      const style = await agent
        .post('/api/generate/style-guide')
        .send({ businessName: 'ToolNest', industry: 'ecommerce', targetAudience: 'Renters', brandPersonality: ['Friendly'] })
        .expect(200);
      expect(style.body).toMatchObject({
        colors: {
          primary: expect.stringMatching(/^#/),
          secondary: expect.stringMatching(/^#/),
          accent: expect.stringMatching(/^#/),
          neutral: expect.stringMatching(/^#/),
        },
        fontPrimary: expect.any(String),
        fontSecondary: expect.any(String),
        brandPersonality: expect.any(Array),
        designPrinciples: expect.any(Array),
      });
      await agent.post('/api/generate/style-guide').send({ businessName: 'ToolNest' }).expect(200);
      const logos = await agent
        .post('/api/generate/logos')
        .send({ businessName: 'ToolNest', style: 'Modern', symbols: ['star'], colors: { primary: '#6366F1', secondary: '#8B5CF6' } })
        .expect(200);
      expect(logos.body.logos[0].id).toMatch(/^logo_\d+$/);
      const stories = await agent
        .post('/api/generate/user-stories')
        .send({ businessIdea: 'A tool library', coreFeatures: ['Lending'] })
        .expect(200);
      expect(Object.keys(stories.body)).toEqual(expect.arrayContaining(['targetUsers', 'userJourneys', 'generatedStories']));
      const tech = await agent
        .post('/api/generate/tech-documentation')
        .send({ businessIdea: 'A tool library', userStories: [{ title: 'Borrow a drill' }], complexity: 'medium' })
        .expect(200);
      expect(Object.keys(tech.body)).toEqual(
        expect.arrayContaining(['techStack', 'architecture', 'apiSpecification', 'databaseSchema']),
      );
    });

    it('answers quick-project with stepData keyed by step number (and by step key for the save)', async () => {
      const { agent } = await signUp('pro');
      const project = await agent.post('/api/projects').send({ title: '', currentStep: 1, stepData: {} }).expect(201);
      const res = await agent
        .post('/api/generate/quick-project')
        .send({ businessIdea: 'A neighbourhood tool library', projectId: project.body.id })
        .expect(200);
      expect(Object.keys(res.body.stepData)).toEqual(expect.arrayContaining(['1', '2', '3', '4', '5', '6', '7']));
      expect(res.body.stepData['1']).toEqual(res.body.stepData.ideaGeneration);
      expect(res.body.stepData['2']).toMatchObject({ missionStatement: expect.any(String) });
      expect(res.body.stepData['3'].selectedName).toMatchObject({ name: expect.any(String) });
      expect(res.body.stepData['7']).toEqual(res.body.stepData.techDocumentation);
      // Sent back as is, the numbered keys are stripped and the named ones saved.
      await agent.patch(`/api/projects/${project.body.id}`).send({ stepData: res.body.stepData }).expect(200);
      const partial = { businessIdea: 'A tool library', description: 'Borrow tools', targetAudience: 'Renters', potentialRevenue: '$10k' };
      await agent.post('/api/generate/quick-project').send({ businessIdea: partial, projectId: project.body.id }).expect(200);
    });

    it('takes the vibe-coding projectData as part 2 lists it', async () => {
      const { agent } = await signUp('pro');
      const res = await agent
        .post('/api/generate-vibe-coding')
        .send({
          promptType: 'replit',
          requirements: 'Use PostgreSQL',
          projectData: {
            nameGeneration: { selectedName: { name: 'ToolNest' } },
            ideaGeneration: { selectedIdea: { businessIdea: 'A tool library', description: 'Borrow tools', targetAudience: 'Renters', potentialRevenue: '$10k' } },
            techDocumentation: { techStack: { frontend: ['React'], backend: ['Node.js'], database: ['PostgreSQL'], hosting: ['Fly.io'] } },
            userStories: { coreFeatures: ['Lending'] },
            styleGuide: { primaryColor: '#6366F1' },
          },
        })
        .expect(200);
      expect(res.body).toMatchObject({ prompt: expect.any(String), readme: expect.any(String) });
    });

    it('tells a free user Quick Generate needs a paid plan, whichever project they name', async () => {
      const { agent } = await signUp('free');
      const res = await agent
        .post('/api/generate/quick-project')
        .send({ businessIdea: 'x', projectId: '00000000-0000-0000-0000-000000000000' })
        .expect(403);
      expect(res.body.message).toBe('This feature requires a higher tier subscription');
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
      const res = await t.agent().post('/api/auth/register').send({ ...newAccount(), role: 'admin', subscriptionTier: 'enterprise', isActive: false }).expect(201);
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

  describe('bad input is never a server error', () => {
    it('answers wrong types, huge strings, odd bodies and NUL characters with 4xx on every write', async () => {
      const admin = await asAdmin();
      const { agent, id: userId } = await signUp('pro');
      const projectId = (await agent.post('/api/projects').send({}).expect(201)).body.id as string;
      const feedbackId = (await agent.post('/api/feedback').send({ title: 'x', description: 'long enough text' }).expect(201)).body.id;
      const ideaId = (await admin.post('/api/admin/ideas').send({ title: 'x', industry: 'technology', featuredDate: '2026-01-01' }).expect(201)).body.id;
      const writes: Array<['post' | 'put' | 'patch', string, Agent]> = [
        ['post', '/api/auth/login', t.agent()],
        ['put', '/api/auth/profile', agent],
        ['post', '/api/projects', agent],
        ['patch', `/api/projects/${projectId}`, agent],
        ['post', `/api/export/${projectId}/business-plan`, agent],
        ['post', '/api/generate/ideas', agent],
        ['post', '/api/generate/names', agent],
        ['post', '/api/generate/quick-project', agent],
        ['post', '/api/generate-vibe-coding', agent],
        ['post', '/api/feedback', agent],
        ['post', '/api/user/api-keys', agent],
        ['put', '/api/user/preferences', agent],
        ['post', '/api/create-subscription', agent],
        ['patch', `/api/admin/users/${userId}/status`, admin],
        ['patch', `/api/admin/feedback/${feedbackId}`, admin],
        ['patch', `/api/admin/ideas/${ideaId}`, admin],
        ['post', '/api/admin/ideas', admin],
      ];
      const fields = ['email', 'password', 'title', 'currentStep', 'stepData', 'industry', 'budget', 'businessIdea', 'projectId', 'style', 'maxLength', 'keywords', 'promptType', 'projectData', 'type', 'description', 'rating', 'provider', 'apiKey', 'useOwnApiKeys', 'preferredTextModel', 'tier', 'isActive', 'resolved', 'adminNotes', 'featuredDate', 'keyFeatures', 'firstName', 'lastName', 'username', 'format'];
      const values = [null, -1, 1e308, true, 'x'.repeat(100_000), [], {}, [null, { a: 1 }], 'a\u0000b'];
      const failures: string[] = [];
      for (const [method, path, as] of writes) {
        for (const raw of ['[]', '"text"', '5', 'null']) {
          const res = await as[method](path).set('Content-Type', 'application/json').send(raw);
          if (res.status >= 500) failures.push(`${method} ${path} ${raw} -> ${res.status}`);
        }
        for (const value of values) {
          const res = await as[method](path).send(Object.fromEntries(fields.map((f) => [f, value])));
          if (res.status >= 500) failures.push(`${method} ${path} ${JSON.stringify(value).slice(0, 20)} -> ${res.status}`);
        }
      }
      expect(failures).toEqual([]);
    });

    it('refuses text with a NUL character as bad input, and ids with one as not found', async () => {
      const { agent } = await signUp();
      const res = await agent.post('/api/feedback').send({ title: 'a\u0000b', description: 'long enough text' }).expect(400);
      expect(res.body.details).toEqual({ title: 'Text must not contain the NUL character' });
      await t.agent().post('/api/auth/login').send({ email: 'a\u0000@b.co', password: 'x' }).expect(400);
      await agent.get('/api/projects?search=%00').expect(400);
      await agent.get('/api/projects/%00').expect(404);
      await agent.delete('/api/user/api-keys/%00').expect(404);
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
      const plain = await admin.post('/api/admin/ideas').send({ title: 'Only a title', featuredDate: '2026-03-02' }).expect(201);
      expect(plain.body).toMatchObject({ industry: 'other', businessIdea: 'Only a title' });
      const patched = await admin
        .patch(`/api/admin/ideas/${created.body.id}`)
        .send({ isActive: false, industry: 'E-commerce', featuredDate: '2026-03-05T00:00:00.000Z' })
        .expect(200);
      expect(patched.body).toMatchObject({ isActive: false, industry: 'ecommerce', featuredDate: '2026-03-05' });
    });
  });

  describe('feedback, keys and preferences', () => {
    it('takes feedback with the type in any case, and lists it with the spec fields', async () => {
      const { agent, id } = await signUp();
      const res = await agent
        .post('/api/feedback')
        .send({ type: 'Bug', title: 'Export button', description: 'Nothing happens on click', rating: 4, page: '/wizard' })
        .expect(201);
      expect(res.body).toMatchObject({ userId: id, type: 'bug', rating: 4, page: '/wizard', resolved: false, adminNotes: null });
      await agent.post('/api/feedback').send({ title: 'x', description: 'long enough text', rating: '4' }).expect(400);
      const list = await agent.get('/api/feedback').expect(200);
      expect(Object.keys(list.body[0])).toEqual(
        expect.arrayContaining(['id', 'userId', 'type', 'title', 'description', 'message', 'rating', 'page', 'resolved', 'adminNotes', 'createdAt']),
      );
    });

    it('takes the provider in any case and lists keys with id, keyName, provider, lastUsed', async () => {
      const { agent } = await signUp();
      await agent.post('/api/user/api-keys').send({ provider: 'OpenAI', apiKey: 'sk-1234567890abcdef' }).expect(201);
      const list = await agent.get('/api/user/api-keys').expect(200);
      expect(list.body[0]).toMatchObject({ id: expect.any(String), keyName: expect.any(String), provider: 'openai', lastUsed: null });
      expect(JSON.stringify(list.body)).not.toContain('1234567890abcdef');
    });

    it('keeps the preferences a PUT leaves out', async () => {
      const { agent } = await signUp();
      await agent.put('/api/user/preferences').send({ useOwnApiKeys: true }).expect(200);
      await agent.put('/api/user/preferences').send({ preferredTextModel: 'gpt-4' }).expect(200);
      const res = await agent.get('/api/user/preferences').expect(200);
      expect(res.body).toEqual({ useOwnApiKeys: true, preferredTextModel: 'gpt-4', preferredImageModel: 'dall-e-3' });
      await agent.put('/api/user/preferences').send({ preferredTextModel: 'gpt-5' }).expect(400);
    });
  });

  describe('ideas', () => {
    it('gives paid users the week’s ideas with their featuredDate, and free users a 403', async () => {
      const { agent } = await signUp('starter');
      const res = await agent.get('/api/idea-of-the-day/weekly').expect(200);
      expect(res.body.days).toHaveLength(7);
      expect(res.body.ideas.length).toBeGreaterThanOrEqual(1);
      for (const idea of res.body.ideas) expect(idea).toMatchObject({ title: expect.any(String), featuredDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      const free = await signUp('free');
      await free.agent.get('/api/idea-of-the-day/weekly').expect(403);
    });

    it('shows the idea of the day with the spec fields to anyone', async () => {
      const res = await t.agent().get('/api/idea-of-the-day').expect(200);
      expect(Object.keys(res.body)).toEqual(
        expect.arrayContaining(['title', 'industry', 'featuredDate', 'description', 'targetAudience', 'potentialRevenue', 'keyFeatures', 'businessIdea']),
      );
    });
  });

  describe('exports', () => {
    it('takes the complete-package call without a body and format spellings like markdown', async () => {
      const { agent } = await signUp('enterprise');
      const { id } = (await agent.post('/api/projects').send({ title: 'ToolNest', currentStep: 7, stepData: completeStepData }).expect(201)).body;
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

  describe('projects with stepData as the spec lists it', () => {
    it('saves a selected idea with only the four fields part 2 lists, and options as labels', async () => {
      const { agent } = await signUp('pro');
      const selectedIdea = {
        businessIdea: 'A neighbourhood tool library',
        description: 'Members borrow tools instead of buying them.',
        targetAudience: 'Urban renters',
        potentialRevenue: '$10k MRR',
      };
      const created = await agent
        .post('/api/projects')
        .send({ title: '', currentStep: 1, stepData: { ideaGeneration: { interests: 'DIY', skills: 'ops', industry: 'Technology', budget: '$1000-5000', selectedIdea } } })
        .expect(201);
      expect(created.body.id).toEqual(expect.any(String));
      expect(created.body.stepData.ideaGeneration).toMatchObject({ industry: 'technology', budget: '1000-5000', selectedIdea });
      const moved = await agent
        .patch(`/api/projects/${created.body.id}`)
        .send({
          currentStep: 2,
          stepData: { nameGeneration: { keywords: 'tool', style: 'Modern & Tech', maxLength: 10 }, logoCreation: { logoStyle: 'Modern', symbols: ['Star'] } },
        })
        .expect(200);
      expect(moved.body).toMatchObject({ currentStep: 2, status: 'in_progress' });
      expect(moved.body.stepData.nameGeneration.maxLength).toBe('medium');
      expect(moved.body.stepData.logoCreation).toEqual({ logoStyle: 'modern', symbols: ['star'] });
      const styled = await agent
        .patch(`/api/projects/${created.body.id}`)
        .send({ stepData: { styleGuide: { primaryColor: '#fff', secondaryColor: '8b5cf6', colors: { primary: '#abc' } } } })
        .expect(200);
      expect(styled.body.stepData.styleGuide).toMatchObject({ primaryColor: '#FFFFFF', secondaryColor: '#8b5cf6', colors: { primary: '#AABBCC' } });
      await agent.patch(`/api/projects/${created.body.id}`).send({ stepData: { styleGuide: { primaryColor: 'red' } } }).expect(400);
    });
  });
});
