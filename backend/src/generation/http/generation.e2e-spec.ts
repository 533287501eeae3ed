import type { Tier } from '../../contracts/options';
import { setTier } from '../../billing/http/billing.test-helper';
import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';

describe('generation API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function signedIn(tier: Tier) {
    const agent = t.agent();
    const reg = await agent.post('/api/auth/register').send(newAccount()).expect(201);
    await setTier(t, reg.body.user.id, tier);
    return agent;
  }

  it('generates as many ideas as the plan allows, deterministically for a seed, with provenance', async () => {
    const free = await signedIn('free');
    const body = {
      interests: 'cooking, travel',
      skills: 'marketing',
      industry: 'ecommerce',
      budget: '1000-5000',
      seed: 42,
    };
    const a = await free.post('/api/generate/ideas').send(body).expect(200);
    const b = await free.post('/api/generate/ideas').send(body).expect(200);
    expect(a.body.ideas).toHaveLength(3);
    expect(a.body.ideas).toEqual(b.body.ideas);
    expect(a.body.provenance).toMatchObject({ source: 'generator', generator: expect.any(String), seed: 42 });
    const pro = await signedIn('pro');
    const many = await pro.post('/api/generate/ideas').send(body).expect(200);
    expect(many.body.ideas).toHaveLength(25);
  });

  it('answers 400 with field details for a bad request and 401 signed out', async () => {
    const free = await signedIn('free');
    const res = await free
      .post('/api/generate/names')
      .send({ keywords: '', style: 'Nope', maxLength: 'huge' })
      .expect(400);
    expect(Object.keys(res.body.details)).toEqual(expect.arrayContaining(['style']));
    await t.agent().post('/api/generate/ideas').send({}).expect(401);
  });

  it('gates logos, stories, tech docs, vibe coding and quick generate by plan', async () => {
    const free = await signedIn('free');
    const logo = {
      businessName: 'Acme',
      style: 'modern',
      symbols: ['star'],
      colors: { primary: '#6366F1', secondary: '#8B5CF6' },
    };
    await free.post('/api/generate/logos').send(logo).expect(403);
    const starter = await signedIn('starter');
    const ok = await starter.post('/api/generate/logos').send(logo).expect(200);
    expect(ok.body.logos[0].imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('vibe coding on the free plan is a feature it lacks (403 FeatureNotInPlan), not a quota of 0/0', async () => {
    const free = await signedIn('free');
    const body = {
      promptType: 'universal',
      projectData: {
        ideaGeneration: { selectedIdea: { businessIdea: 'Dog cafe finder' } },
        techDocumentation: {
          techStack: { frontend: ['React'], backend: ['Node'], database: ['Postgres'], hosting: ['Fly'] },
        },
      },
    };
    const res = await free.post('/api/generate-vibe-coding').send(body).expect(403);
    expect(res.body).toMatchObject({
      code: 'FeatureNotInPlan',
      message: 'This feature requires a higher tier subscription',
    });
  });

  it('counts vibe-coding prompts and never passes the monthly quota under parallel requests', async () => {
    const starter = await signedIn('starter');
    const body = {
      promptType: 'universal',
      projectData: {
        ideaGeneration: {
          selectedIdea: {
            businessIdea: 'Meal kits',
            description: 'd',
            targetAudience: 'cooks',
            potentialRevenue: '$1',
            keyFeatures: ['a'],
            industry: 'ecommerce',
          },
        },
        techDocumentation: {
          techStack: {
            frontend: ['React'],
            backend: ['Node'],
            database: ['PostgreSQL'],
            hosting: ['Render'],
          },
        },
      },
    };
    const results = await Promise.all(
      Array.from({ length: 12 }, () => starter.post('/api/generate-vibe-coding').send(body)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 403)).toHaveLength(7);
    const events = await t.running.database.knex('events').where({ event_type: 'billing.usage-counted' });
    expect(events.filter((e) => e.data.counter === 'vibeCodingPrompts' && e.data.usedAfter > 5)).toHaveLength(
      0,
    );
  });
});
