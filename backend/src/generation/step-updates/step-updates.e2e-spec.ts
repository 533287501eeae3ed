import { setTier } from '../../billing/http/billing.test-helper';
import type { Project } from '../../contracts/projects';
import type { StepUpdate, StepUpdatesResponse } from '../../contracts/step-updates';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { signUp, type Agent } from '../../projects/testing/project-api';
import { bakery, buildLuckyLoop, MY_MISSION, named, type JsonHttp } from './lucky-loop.test-helper';

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

  async function save(agent: Agent, id: string, body: object): Promise<Project> {
    const res = await agent.patch(`/api/projects/${id}`).send(body);
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Project;
  }
  const http = (agent: Agent): JsonHttp => ({
    post: async (path, body) =>
      (
        await agent
          .post(path)
          .send(body)
          .expect((r) => r.status < 300)
      ).body as unknown,
    patch: (path, body) => save(agent, path.split('/').pop()!, body),
  });

  /** Steps 1-7 generated for 'Lucky Loop', the mission rewritten by hand on step 2. */
  async function luckyLoop(options: { myStoryTitle?: string } = {}) {
    const { agent, userId } = await signUp(t);
    await setTier(t, userId, 'pro');
    const built = await buildLuckyLoop(http(agent), options);
    return { agent, ...built };
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
    const { agent, id, myStory } = await luckyLoop({
      myStoryTitle: 'Parents swap outgrown coats with neighbours',
    });
    const mine = myStory!;
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
    // The new idea's features are proposed with them (the user picked the old idea's).
    expect(storyUpdate.fields.find((f) => f.field === 'coreFeatures')).toMatchObject({
      yours: true,
      proposed: bakery.keyFeatures,
    });
    expect(
      proposed
        .slice(1)
        .map((s) => s.title)
        .join(' '),
    ).not.toMatch(/Lending app|Doorstep delivery/);

    // A save of the generated stories without the user's choice is refused; with it, it lands.
    const project = (await agent.get(`/api/projects/${id}`).expect(200)).body as Project;
    const all = accepted(project, updates, () => true);
    const res = await agent
      .patch(`/api/projects/${id}`)
      .send({ ...all, overwriteUserFields: [] })
      .expect(409);
    expect(Object.keys(res.body.details as object).sort()).toEqual([
      'businessDefinition.missionStatement',
      'userStories.coreFeatures',
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
