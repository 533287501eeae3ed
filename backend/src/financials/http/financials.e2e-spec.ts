import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { FinancialsResponse } from '../../contracts/financials';
import { signUp, type Agent } from '../../projects/testing/project-api';
import { step1 } from '../../projects/testing/step-data.fixtures';

// Each file boots the whole app on a fresh database; a busy machine needs more than 5 s.
jest.setTimeout(30_000);

/** The financial model's API (issue 16): read, edit with sources, history and restore, bad input. */
describe('financials API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function project(agent: Agent): Promise<string> {
    const res = await agent.post('/api/projects').send({ stepData: step1 }).expect(201);
    return (res.body as { id: string }).id;
  }
  const base = (body: FinancialsResponse) => body.model.scenarios.find((s) => s.name === 'base');

  it('answers defaults from the industry and budget, then an edit as a user-written field with a new model', async () => {
    const { agent } = await signUp(t);
    const id = await project(agent);
    const before = (await agent.get(`/api/projects/${id}/financials`).expect(200)).body as FinancialsResponse;
    expect(before.origins.price).toBe('default');
    expect(before.model.scenarios.map((s) => s.name)).toEqual(['conservative', 'base', 'optimistic']);
    expect(base(before)?.months).toHaveLength(36);

    const price = before.assumptions.price * 2;
    const after = (await agent.put(`/api/projects/${id}/financials`).send({ price }).expect(200))
      .body as FinancialsResponse;
    expect(after.assumptions.price).toBe(price);
    expect(after.origins.price).toBe('user');
    expect(base(after)?.years[0]?.revenue).toBeGreaterThan(base(before)?.years[0]?.revenue ?? Infinity);

    const stored = (await agent.get(`/api/projects/${id}`).expect(200)).body as {
      stepData: { financials?: unknown };
    };
    expect(stored.stepData.financials).toEqual({ price });

    const history = (await agent.get(`/api/projects/${id}/history`).expect(200)).body as {
      entries: { version: number; changes: { step: string; field: string; source: { source: string } }[] }[];
    };
    const edit = history.entries.at(-1);
    expect(edit?.changes).toEqual([
      { step: 'financials', field: 'price', cleared: false, source: { source: 'user' } },
    ]);

    // Back to the default: the field is cleared, the default price returns.
    const reset = (await agent.put(`/api/projects/${id}/financials`).send({ price: null }).expect(200))
      .body as FinancialsResponse;
    expect(reset.assumptions.price).toBe(before.assumptions.price);
    expect(reset.origins.price).toBe('default');

    // Restore the version with the edited price through the project history.
    await agent
      .post(`/api/projects/${id}/restore`)
      .send({ step: 'financials', version: edit?.version })
      .expect(200);
    const restored = (await agent.get(`/api/projects/${id}/financials`).expect(200))
      .body as FinancialsResponse;
    expect(restored.assumptions.price).toBe(price);
  });

  it('takes its defaults from the knowledge base when the idea clearly is one kind of business', async () => {
    const { agent } = await signUp(t);
    const bakery = {
      ideaGeneration: {
        interests: 'baking',
        skills: 'pastry',
        industry: 'other',
        customIndustry: 'Bakery',
        budget: '10000-50000',
        selectedIdea: {
          businessIdea: 'Neighbourhood sourdough bakery',
          description: 'A sourdough bakery and cafe on the high street selling bread, pastries and coffee.',
          targetAudience: 'Families and office workers nearby',
          potentialRevenue: '',
          keyFeatures: ['Fresh loaves every morning', 'Pre-order for pick-up'],
        },
      },
    };
    const res = await agent.post('/api/projects').send({ stepData: bakery }).expect(201);
    const body = (await agent.get(`/api/projects/${(res.body as { id: string }).id}/financials`).expect(200))
      .body as FinancialsResponse;
    expect(body.defaultsBasis).toMatch(/bakery/i);
    expect(body.assumptions.revenueKind).not.toBe('subscription');
    // Calibrated to its own rent and wages: the base scenario breaks even inside the 36 months.
    expect(base(body)?.breakEvenMonth).toEqual(expect.any(Number));

    // An idea that is only near a kind of business (a tool sold to cafés is not a café) keeps the
    // industry's general figures rather than a café's rent and wages.
    const tool = {
      ideaGeneration: {
        ...bakery.ideaGeneration,
        industry: 'technology',
        selectedIdea: {
          ...bakery.ideaGeneration.selectedIdea,
          businessIdea: 'Sales and stock analytics for independent coffee shops',
          description:
            'A dashboard that connects to the till of a coffee shop and shows which drinks make money, when to staff up and which beans to reorder.',
          targetAudience: 'Owners and managers of independent coffee shops',
        },
      },
    };
    const other = await agent.post('/api/projects').send({ stepData: tool }).expect(201);
    const general = (
      await agent.get(`/api/projects/${(other.body as { id: string }).id}/financials`).expect(200)
    ).body as FinancialsResponse;
    expect(general.defaultsBasis).not.toMatch(/knowledge base/);
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const { agent } = await signUp(t);
    const id = await project(agent);
    const res = await agent
      .put(`/api/projects/${id}/financials`)
      .send({
        price: -5,
        churn: 120,
        revenueKind: 'lottery',
        fixedCosts: [{ label: '', monthly: 'x' }],
        extra: 1,
      })
      .expect(400);
    const details = (res.body as { details: Record<string, string> }).details;
    expect(details.price).toBe('Price cannot be negative');
    expect(details.churn).toBe('Monthly churn must be at most 100 %');
    expect(details.revenueKind).toMatch(/Business model must be one of/);
    expect(details['fixedCosts.0.label']).toBe('Cost name is required');
    expect(details['fixedCosts.0.monthly']).toBe('Monthly cost must be a number');
    const stored = (await agent.get(`/api/projects/${id}`).expect(200)).body as {
      stepData: { financials?: unknown };
    };
    expect(stored.stepData.financials).toBeUndefined();
  });

  it('is the owner’s only: another user gets 404', async () => {
    const { agent } = await signUp(t);
    const id = await project(agent);
    const other = (await signUp(t)).agent;
    await other.get(`/api/projects/${id}/financials`).expect(404);
    await other.put(`/api/projects/${id}/financials`).send({ price: 1 }).expect(404);
  });
});
