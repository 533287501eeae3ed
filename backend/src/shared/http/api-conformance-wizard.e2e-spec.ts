import { createTestApp, type TestApp } from '../../../../test/test-app';
import { conformanceCallers } from './api-conformance.test-helper';

/**
 * The wizard's calls as a client written from the spec makes them (docs/api-conformance.md): the
 * generate payloads the spec lists, and projects with stepData as part 2 lists it.
 */
jest.setTimeout(60_000);

describe("API conformance with the spec: the wizard's calls", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const { signUp } = conformanceCallers(() => t);

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
      expect(other.body.ideas[0]).toMatchObject({
        businessIdea: expect.any(String),
        keyFeatures: expect.any(Array),
      });
    });

    it('takes each generate payload with only the fields the spec lists', async () => {
      const { agent } = await signUp('pro');
      const def = await agent
        .post('/api/generate/business-definition')
        .send({ businessIdea: 'A tool library', targetAudience: 'Renters', industry: 'ecommerce' })
        .expect(200);
      expect(Object.keys(def.body)).toEqual(
        expect.arrayContaining([
          'missionStatement',
          'valueProposition',
          'businessModel',
          'competitiveAdvantage',
        ]),
      );
      await agent
        .post('/api/generate/business-definition')
        .send({ businessIdea: 'A tool library' })
        .expect(200);
      const names = await agent
        .post('/api/generate/names')
        .send({
          keywords: 'tool, share',
          style: 'Modern & Tech',
          maxLength: 10,
          domainExtension: '.com',
          businessContext: 'A tool library',
        })
        .expect(200);
      expect(names.body.names[0]).toMatchObject({
        name: expect.any(String),
        domain: expect.stringMatching(/\.com$/),
      });
      for (const name of names.body.names as Array<{ length: number }>)
        expect(name.length).toBeLessThanOrEqual(10);
      const style = await agent
        .post('/api/generate/style-guide')
        .send({
          businessName: 'ToolNest',
          industry: 'ecommerce',
          targetAudience: 'Renters',
          brandPersonality: ['Friendly'],
        })
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
        .send({
          businessName: 'ToolNest',
          style: 'Modern',
          symbols: ['star'],
          colors: { primary: '#6366F1', secondary: '#8B5CF6' },
        })
        .expect(200);
      expect(logos.body.logos[0].id).toMatch(/^logo_\d+$/);
      const stories = await agent
        .post('/api/generate/user-stories')
        .send({ businessIdea: 'A tool library', coreFeatures: ['Lending'] })
        .expect(200);
      expect(Object.keys(stories.body)).toEqual(
        expect.arrayContaining(['targetUsers', 'userJourneys', 'generatedStories']),
      );
      const tech = await agent
        .post('/api/generate/tech-documentation')
        .send({
          businessIdea: 'A tool library',
          userStories: [{ title: 'Borrow a drill' }],
          complexity: 'medium',
        })
        .expect(200);
      expect(Object.keys(tech.body)).toEqual(
        expect.arrayContaining(['techStack', 'architecture', 'apiSpecification', 'databaseSchema']),
      );
    });

    it('answers quick-project with stepData keyed by step number (and by step key for the save)', async () => {
      const { agent } = await signUp('pro');
      const project = await agent
        .post('/api/projects')
        .send({ title: '', currentStep: 1, stepData: {} })
        .expect(201);
      const res = await agent
        .post('/api/generate/quick-project')
        .send({ businessIdea: 'A neighbourhood tool library', projectId: project.body.id })
        .expect(200);
      expect(Object.keys(res.body.stepData)).toEqual(
        expect.arrayContaining(['1', '2', '3', '4', '5', '6', '7']),
      );
      expect(res.body.stepData['1']).toEqual(res.body.stepData.ideaGeneration);
      expect(res.body.stepData['2']).toMatchObject({ missionStatement: expect.any(String) });
      expect(res.body.stepData['3'].selectedName).toMatchObject({ name: expect.any(String) });
      expect(res.body.stepData['7']).toEqual(res.body.stepData.techDocumentation);
      // Sent back as is, the numbered keys are stripped and the named ones saved.
      await agent.patch(`/api/projects/${project.body.id}`).send({ stepData: res.body.stepData }).expect(200);
      const partial = {
        businessIdea: 'A tool library',
        description: 'Borrow tools',
        targetAudience: 'Renters',
        potentialRevenue: '$10k',
      };
      await agent
        .post('/api/generate/quick-project')
        .send({ businessIdea: partial, projectId: project.body.id })
        .expect(200);
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
            ideaGeneration: {
              selectedIdea: {
                businessIdea: 'A tool library',
                description: 'Borrow tools',
                targetAudience: 'Renters',
                potentialRevenue: '$10k',
              },
            },
            techDocumentation: {
              techStack: {
                frontend: ['React'],
                backend: ['Node.js'],
                database: ['PostgreSQL'],
                hosting: ['Fly.io'],
              },
            },
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
        .send({
          title: '',
          currentStep: 1,
          stepData: {
            ideaGeneration: {
              interests: 'DIY',
              skills: 'ops',
              industry: 'Technology',
              budget: '$1000-5000',
              selectedIdea,
            },
          },
        })
        .expect(201);
      expect(created.body.id).toEqual(expect.any(String));
      expect(created.body.stepData.ideaGeneration).toMatchObject({
        industry: 'technology',
        budget: '1000-5000',
        selectedIdea,
      });
      const moved = await agent
        .patch(`/api/projects/${created.body.id}`)
        .send({
          currentStep: 2,
          stepData: {
            nameGeneration: { keywords: 'tool', style: 'Modern & Tech', maxLength: 10 },
            logoCreation: { logoStyle: 'Modern', symbols: ['Star'] },
          },
        })
        .expect(200);
      expect(moved.body).toMatchObject({ currentStep: 2, status: 'in_progress' });
      expect(moved.body.stepData.nameGeneration.maxLength).toBe('medium');
      expect(moved.body.stepData.logoCreation).toEqual({ logoStyle: 'modern', symbols: ['star'] });
      const styled = await agent
        .patch(`/api/projects/${created.body.id}`)
        .send({
          stepData: {
            styleGuide: { primaryColor: '#fff', secondaryColor: '8b5cf6', colors: { primary: '#abc' } },
          },
        })
        .expect(200);
      expect(styled.body.stepData.styleGuide).toMatchObject({
        primaryColor: '#FFFFFF',
        secondaryColor: '#8b5cf6',
        colors: { primary: '#AABBCC' },
      });
      await agent
        .patch(`/api/projects/${created.body.id}`)
        .send({ stepData: { styleGuide: { primaryColor: 'red' } } })
        .expect(400);
    });
  });
});
