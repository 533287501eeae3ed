import { setTier } from '../../billing/http/billing.test-helper';
import type { Project } from '../../contracts/projects';
import type { StepData } from '../../contracts/step-data';
import type { StepUpdate, StepUpdatesResponse } from '../../contracts/step-updates';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { signUp, type Agent } from '../../projects/testing/project-api';
import { idea } from '../../projects/testing/step-data.fixtures';

jest.setTimeout(60_000);

/**
 * Updating stale steps over HTTP (issue 14): a project built the way the wizard builds it (each
 * step generated, then saved with its provenance), renamed or given another idea, then updated.
 */
describe('projects API: updating stale steps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const MY_MISSION = 'Kids outgrow clothes; we keep them in the loop, by hand.';

  async function save(agent: Agent, id: string, body: object): Promise<Project> {
    const res = await agent.patch(`/api/projects/${id}`).send(body);
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Project;
  }
  async function generate<T>(agent: Agent, path: string, body: object): Promise<T & { provenance: object }> {
    return (
      await agent
        .post(`/api/${path}`)
        .send({ ...body, seed: 5 })
        .expect(200)
    ).body as T & {
      provenance: object;
    };
  }
  const named = (name: string): StepData => ({
    nameGeneration: { keywords: 'kids, clothes', selectedName: { name, domain: `${name}.com` } },
  });

  /** Steps 1-7 generated for 'Lucky Loop', the mission rewritten by hand on step 2. */
  async function luckyLoop(): Promise<{ agent: Agent; id: string }> {
    const { agent, userId } = await signUp(t);
    await setTier(t, userId, 'pro');
    const { id } = (
      await agent
        .post('/api/projects')
        .send({ stepData: { ideaGeneration: { selectedIdea: idea } } })
        .expect(201)
    ).body as Project;
    const def = await generate<Record<string, string>>(agent, 'generate/business-definition', {
      businessIdea: idea.businessIdea,
      targetAudience: idea.targetAudience,
      industry: idea.industry,
    });
    const { provenance: defBy, ...definition } = def;
    await save(agent, id, {
      currentStep: 2,
      stepData: { businessDefinition: definition },
      provenance: { businessDefinition: defBy },
    });
    await save(agent, id, {
      stepData: { businessDefinition: { ...definition, missionStatement: MY_MISSION } },
    });
    await save(agent, id, { currentStep: 3, stepData: named('Lucky Loop') });
    const style = await generate<{
      colors: Record<string, string>;
      fontPrimary: string;
      brandPersonality: string[];
      designPrinciples: string[];
    }>(agent, 'generate/style-guide', {
      businessName: 'Lucky Loop',
      industry: idea.industry,
      targetAudience: idea.targetAudience,
      brandPersonality: [],
    });
    const styleGuide = {
      primaryColor: style.colors.primary,
      secondaryColor: style.colors.secondary,
      accentColor: style.colors.accent,
      fontPrimary: style.fontPrimary,
      brandPersonality: style.brandPersonality,
      designPrinciples: style.designPrinciples,
    };
    await save(agent, id, {
      currentStep: 4,
      stepData: { styleGuide },
      provenance: { styleGuide: style.provenance },
    });
    const logos = await generate<{ logos: Array<{ selected: boolean }> }>(agent, 'generate/logos', {
      businessName: 'Lucky Loop',
      style: 'modern',
      symbols: ['star', 'letter'],
      colors: { primary: style.colors.primary, secondary: style.colors.secondary },
    });
    await save(agent, id, {
      currentStep: 5,
      stepData: {
        logoCreation: {
          logoStyle: 'modern',
          symbols: ['star', 'letter'],
          generatedLogos: logos.logos.map((l, i) => ({ ...l, selected: i === 0 })),
        },
      },
      provenance: { logoCreation: { generatedLogos: logos.provenance } },
    });
    const stories = await generate<{
      targetUsers: unknown[];
      userJourneys: unknown[];
      generatedStories: Array<{ title: string; description: string }>;
    }>(agent, 'generate/user-stories', {
      businessIdea: idea.businessIdea,
      targetAudience: idea.targetAudience,
      coreFeatures: idea.keyFeatures,
      businessModel: definition.businessModel,
      businessName: 'Lucky Loop',
    });
    const { provenance: storiesBy, ...userStories } = stories;
    await save(agent, id, {
      currentStep: 6,
      stepData: { userStories: { coreFeatures: idea.keyFeatures, ...userStories } },
      provenance: {
        userStories: { targetUsers: storiesBy, userJourneys: storiesBy, generatedStories: storiesBy },
      },
    });
    const docs = await generate<Record<string, unknown>>(agent, 'generate/tech-documentation', {
      businessIdea: idea.businessIdea,
      userStories: stories.generatedStories.map((s) => ({ title: s.title, description: s.description })),
      targetAudience: idea.targetAudience,
      complexity: 'medium',
      businessName: 'Lucky Loop',
    });
    const { provenance: docsBy, ...techDocumentation } = docs;
    await save(agent, id, {
      currentStep: 7,
      stepData: { techDocumentation: { complexity: 'medium', ...techDocumentation } },
      provenance: {
        techDocumentation: {
          techStack: docsBy,
          architecture: docsBy,
          apiSpecification: docsBy,
          databaseSchema: docsBy,
        },
      },
    });
    return { agent, id };
  }

  /** What the wizard saves after the diff: every generated part, and the user's parts they accepted. */
  function accepted(
    project: Project,
    updates: StepUpdate[],
    accept: (u: StepUpdate, field: string) => boolean,
  ) {
    const stepData: Record<string, unknown> = {};
    const provenance: Record<string, Record<string, unknown>> = {};
    const overwriteUserFields: string[] = [];
    for (const u of updates) {
      const next = { ...(project.stepData[u.step] as object) } as Record<string, unknown>;
      provenance[u.step] = {};
      for (const f of u.fields) {
        if (f.yours && !accept(u, f.field)) continue;
        next[f.field] = f.proposed;
        provenance[u.step]![f.field] = u.provenance;
        if (f.yours) overwriteUserFields.push(`${u.step}.${f.field}`);
      }
      stepData[u.step] = next;
    }
    return { stepData, provenance, overwriteUserFields, upToDate: updates.map((u) => u.step) };
  }

  it('a rename: the logos are redrawn and the docs say the new name; the project is then up to date', async () => {
    const { agent, id } = await luckyLoop();
    const renamed = await save(agent, id, { stepData: named('Wren Wear') });
    expect(renamed.staleSteps.map((s) => s.step)).toEqual([
      'styleGuide',
      'logoCreation',
      'userStories',
      'techDocumentation',
    ]);

    const { updates } = (await agent.post(`/api/projects/${id}/step-updates`).send({}).expect(200))
      .body as StepUpdatesResponse;
    expect(updates.map((u) => u.step)).toEqual([
      'styleGuide',
      'logoCreation',
      'userStories',
      'techDocumentation',
    ]);
    const logos = updates[1]!.fields.find((f) => f.field === 'generatedLogos')!;
    expect(logos.yours).toBe(false);
    const before = logos.current as Array<{ prompt: string }>;
    const after = logos.proposed as Array<{ prompt: string; imageUrl: string }>;
    expect(after).toHaveLength(before.length);
    after.forEach((logo, i) => {
      expect(logo.prompt).toContain('"Wren Wear"');
      expect(logo.prompt.replace('Wren Wear', 'Lucky Loop').replace(/monogram WW/, 'monogram LL')).toBe(
        before[i]!.prompt,
      );
      expect(Buffer.from(logo.imageUrl.split(',')[1]!, 'base64').toString()).toContain('Wren Wear logo');
    });
    expect(JSON.stringify(updates[3]!.fields.map((f) => f.proposed))).not.toMatch(
      /Lucky Loop|lucky-loop|LuckyLoop/,
    );
    expect(updates.flatMap((u) => u.fields).filter((f) => f.yours)).toEqual([]);

    const project = (await agent.get(`/api/projects/${id}`).expect(200)).body as Project;
    const updated = await save(
      agent,
      id,
      accepted(project, updates, () => false),
    );
    expect(updated.staleSteps).toEqual([]);
    const { businessDefinition, nameGeneration, ...generatedSteps } = updated.stepData;
    const oldName = /Lucky Loop|lucky-loop|lucky_loop|LuckyLoop|luckyloop/i;
    for (const [step, value] of Object.entries(generatedSteps))
      for (const [field, v] of Object.entries(value))
        expect(`${step}.${field}: ${oldName.exec(JSON.stringify(v))?.[0] ?? 'none'}`).toBe(
          `${step}.${field}: none`,
        );
    expect(businessDefinition?.missionStatement).toBe(MY_MISSION);
    expect(nameGeneration?.selectedName?.name).toBe('Wren Wear');
  });

  it('another idea: new definition and stories; a mission and a story the user edited are offered, not replaced', async () => {
    const { agent, id } = await luckyLoop();
    const project0 = (await agent.get(`/api/projects/${id}`).expect(200)).body as Project;
    const stories = project0.stepData.userStories!.generatedStories!;
    const mine = { ...stories[0]!, title: 'Parents swap outgrown coats with neighbours' };
    await save(agent, id, {
      stepData: {
        userStories: { ...project0.stepData.userStories, generatedStories: [mine, ...stories.slice(1)] },
      },
    });
    const bakery = {
      ...idea,
      businessIdea: 'A sourdough bakery with a weekly bread subscription',
      description: 'Fresh loaves delivered every Saturday morning.',
      targetAudience: 'Busy families who love good bread',
      keyFeatures: ['Bread subscription', 'Saturday delivery'],
      industry: 'food',
    };
    const switched = await save(agent, id, { stepData: { ideaGeneration: { selectedIdea: bakery } } });
    expect(switched.staleSteps.map((s) => s.step)).toEqual(
      expect.arrayContaining(['businessDefinition', 'userStories', 'techDocumentation']),
    );

    const { updates } = (await agent.post(`/api/projects/${id}/step-updates`).send({}).expect(200))
      .body as StepUpdatesResponse;
    const definition = updates.find((u) => u.step === 'businessDefinition')!;
    expect(definition.fields.find((f) => f.field === 'missionStatement')).toMatchObject({
      yours: true,
      current: MY_MISSION,
    });
    const storyUpdate = updates.find((u) => u.step === 'userStories')!;
    const storyField = storyUpdate.fields.find((f) => f.field === 'generatedStories')!;
    expect(storyField.yours).toBe(true);
    const proposed = storyField.proposed as Array<{ title: string; description: string }>;
    expect(proposed[0]).toEqual(mine);
    expect(JSON.stringify(proposed.slice(1))).toMatch(/bread|loaf|loaves|bak/i);

    // A save of the generated stories without the user's choice is refused; with it, it lands.
    const project = (await agent.get(`/api/projects/${id}`).expect(200)).body as Project;
    const all = accepted(project, updates, () => true);
    const res = await agent
      .patch(`/api/projects/${id}`)
      .send({ ...all, overwriteUserFields: [] })
      .expect(409);
    expect(Object.keys(res.body.details as object).sort()).toEqual([
      'businessDefinition.missionStatement',
      'userStories.generatedStories',
    ]);
    const kept = await save(
      agent,
      id,
      accepted(project, updates, (u) => u.step === 'userStories'),
    );
    expect(kept.stepData.businessDefinition?.missionStatement).toBe(MY_MISSION);
    expect(kept.stepData.userStories?.generatedStories?.[0]).toEqual(mine);
    expect(kept.staleSteps.filter((s) => updates.some((u) => u.step === s.step))).toEqual([]);
  });

  it('is 404 for another user’s project and 400 for an unknown step', async () => {
    const { id } = await luckyLoop();
    const { agent: other } = await signUp(t);
    await other.post(`/api/projects/${id}/step-updates`).send({}).expect(404);
    const res = await other
      .post(`/api/projects/${id}/step-updates`)
      .send({ steps: ['nowhere'] })
      .expect(400);
    expect(Object.keys(res.body.details as object)).toEqual(['steps.0']);
  });
});
