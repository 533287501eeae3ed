import request from 'supertest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { setUpFirstAdmin, signUp, streamEvents, type Agent } from '../../admin/admin.test-helpers';
import { catalogueIdeaFor } from '../domain/idea-of-the-day';
import { addDays } from '@bb/kernel';
import { setTier as setBillingTier } from '../../billing/http/billing.test-helper';
import type { Tier } from '../../contracts/options';

// HTTP through the whole app on a shared, often busy machine: generous time per test and hook.
jest.setTimeout(60_000);

describe('idea of the day API', () => {
  let t: TestApp;
  let admin: { agent: Agent; id: string };
  // 02:00 UTC on the 18th is still the 17th in New York (a Tuesday, EDT)
  let now = new Date('2025-06-18T02:00:00.000Z');
  const today = '2025-06-17';
  beforeAll(async () => {
    t = await createTestApp({}, { clock: { now: () => now } });
    admin = await setUpFirstAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const newIdea = (overrides: Record<string, unknown> = {}) => ({
    title: 'Neighbourhood Tool Library',
    description: 'Members borrow drills and ladders instead of buying them.',
    targetAudience: 'Homeowners in dense suburbs',
    industry: 'other',
    keyFeatures: ['Online catalogue', '  ', 'Deposit-free membership', ''],
    potentialRevenue: '$80K a year per location',
    featuredDate: today,
    ...overrides,
  });

  /** Through billing's events (new accounts start on free); tiers are lower case there. */
  async function setTier(userId: string, tier: string) {
    await setBillingTier(t, userId, tier.toLowerCase() as Tier);
  }

  it('answers today’s catalogue idea to anyone, by the New York date', async () => {
    const res = await request(t.http).get('/api/idea-of-the-day').expect(200);
    expect(res.body).toEqual(catalogueIdeaFor(today));
    expect(res.body.featuredDate).toBe(today);
  });

  it('lets an admin create, edit, toggle and delete an idea; the landing follows', async () => {
    const created = await admin.agent.post('/api/admin/ideas').send(newIdea()).expect(201);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      source: 'admin',
      title: 'Neighbourhood Tool Library',
      businessIdea: 'Neighbourhood Tool Library',
      keyFeatures: ['Online catalogue', 'Deposit-free membership'],
      featuredDate: today,
      isActive: true,
    });
    const ideaId = created.body.id as string;
    expect((await request(t.http).get('/api/idea-of-the-day').expect(200)).body.id).toBe(ideaId);

    const edited = await admin.agent
      .patch(`/api/admin/ideas/${ideaId}`)
      .send({ title: 'Tool Library', targetAudience: 'Renters' })
      .expect(200);
    expect(edited.body).toMatchObject({
      title: 'Tool Library',
      targetAudience: 'Renters',
      businessIdea: 'Neighbourhood Tool Library',
    });

    await admin.agent.patch(`/api/admin/ideas/${ideaId}`).send({ isActive: false }).expect(200);
    expect((await request(t.http).get('/api/idea-of-the-day').expect(200)).body.source).toBe('catalogue');
    await admin.agent.patch(`/api/admin/ideas/${ideaId}`).send({ isActive: true }).expect(200);
    expect((await request(t.http).get('/api/idea-of-the-day').expect(200)).body.title).toBe('Tool Library');

    await admin.agent.delete(`/api/admin/ideas/${ideaId}`).expect(204);
    expect((await request(t.http).get('/api/idea-of-the-day').expect(200)).body.source).toBe('catalogue');
    const list = await admin.agent.get('/api/admin/idea-of-the-day').expect(200);
    expect((list.body as Array<{ id: string }>).find((i: { id: string }) => i.id === ideaId)).toBeUndefined();
    await admin.agent.patch(`/api/admin/ideas/${ideaId}`).send({ title: 'Again' }).expect(404);
    await admin.agent.delete(`/api/admin/ideas/${ideaId}`).expect(404);

    const events = await streamEvents(t, `idea-${ideaId}`);
    expect(events.map((e) => e.event_type)).toEqual([
      'ideas.idea-created',
      'ideas.idea-updated',
      'ideas.idea-activation-changed',
      'ideas.idea-activation-changed',
      'ideas.idea-deleted',
    ]);
    for (const e of events) expect(e.metadata.userId).toBe(admin.id);
  });

  it('lists admin ideas newest featured date first', async () => {
    const older = await admin.agent
      .post('/api/admin/ideas')
      .send(newIdea({ title: 'Older', featuredDate: '2025-06-01' }))
      .expect(201);
    const newer = await admin.agent
      .post('/api/admin/ideas')
      .send(newIdea({ title: 'Newer', featuredDate: '2025-07-01' }))
      .expect(201);
    const list = await admin.agent.get('/api/admin/idea-of-the-day').expect(200);
    const ids = (list.body as Array<{ id: string }>).map((i: { id: string }) => i.id);
    expect(ids.indexOf(newer.body.id)).toBeLessThan(ids.indexOf(older.body.id));
  });

  it.each([
    [{ title: '  ' }, 'title', 'Title is required'],
    [{ featuredDate: '2025-02-30' }, 'featuredDate', 'Use a date like 2025-01-31'],
    [{ featuredDate: undefined }, 'featuredDate', 'Use a date like 2025-01-31'],
    [{ industry: 'space' }, 'industry', expect.any(String)],
  ])('refuses a bad idea %j', async (overrides, field, message) => {
    const res = await admin.agent.post('/api/admin/ideas').send(newIdea(overrides)).expect(400);
    expect(res.body.details[field]).toEqual(message);
  });

  it('guards the admin idea routes', async () => {
    const user = await signUp(t);
    await request(t.http).get('/api/admin/idea-of-the-day').expect(401);
    await user.agent.get('/api/admin/idea-of-the-day').expect(403);
    await user.agent.post('/api/admin/ideas').send(newIdea()).expect(403);
    await user.agent.patch('/api/admin/ideas/x').send({ title: 'x' }).expect(403);
    await user.agent.delete('/api/admin/ideas/x').expect(403);
  });

  describe('weekly calendar', () => {
    it('needs a session and a paid tier', async () => {
      await request(t.http).get('/api/idea-of-the-day/weekly').expect(401);
      const free = await signUp(t);
      await setTier(free.id, 'free');
      const res = await free.agent.get('/api/idea-of-the-day/weekly').expect(403);
      expect(res.body.message).toMatch(/Starter, Pro and Enterprise/);
      expect(res.body.code).toBe('UpgradeRequired');
    });

    it('shows Monday..Sunday with today highlighted, past ideas, no future ones, for any case of a paid tier', async () => {
      const yesterdaysIdea = await admin.agent
        .post('/api/admin/ideas')
        .send(newIdea({ title: 'Yesterday special', featuredDate: addDays(today, -1) }))
        .expect(201);
      await admin.agent
        .post('/api/admin/ideas')
        .send(newIdea({ title: 'Tomorrow secret', featuredDate: addDays(today, 1) }))
        .expect(201);
      for (const tier of ['Pro', 'starter', 'ENTERPRISE']) {
        const user = await signUp(t);
        await setTier(user.id, tier);
        const res = await user.agent.get('/api/idea-of-the-day/weekly').expect(200);
        expect(res.body.weekStart).toBe('2025-06-16');
        expect((res.body.days as Array<{ date: string }>).map((d: { date: string }) => d.date)).toEqual(
          Array.from({ length: 7 }, (_, i) => addDays('2025-06-16', i)),
        );
        expect(
          (res.body.days as Array<{ isToday: boolean }>).map((d: { isToday: boolean }) => d.isToday),
        ).toEqual([false, true, false, false, false, false, false]);
        expect(res.body.days[0].idea.id).toBe(yesterdaysIdea.body.id);
        expect(
          (res.body.days as Array<{ state: string; idea?: unknown }>)
            .slice(2)
            .every((d) => d.state === 'none' && d.idea === undefined),
        ).toBe(true);
        expect(JSON.stringify(res.body)).not.toContain('Tomorrow secret');
      }
    });

    it('pages weeks and marks ideas older than 7 days as expired', async () => {
      const user = await signUp(t);
      await setTier(user.id, 'pro');
      const previous = await user.agent.get('/api/idea-of-the-day/weekly?weekOffset=-1').expect(200);
      expect(previous.body.weekStart).toBe('2025-06-09');
      expect((previous.body.days as Array<{ state: string }>).map((d: { state: string }) => d.state)).toEqual(
        ['expired', 'idea', 'idea', 'idea', 'idea', 'idea', 'idea'],
      );
      const next = await user.agent.get('/api/idea-of-the-day/weekly?weekOffset=1').expect(200);
      expect(
        (next.body.days as Array<{ state: string }>).every((d: { state: string }) => d.state === 'none'),
      ).toBe(true);
      const bad = await user.agent.get('/api/idea-of-the-day/weekly?weekOffset=abc').expect(400);
      expect(bad.body.details.weekOffset).toBe('weekOffset must be a whole number');
      await user.agent.get('/api/idea-of-the-day/weekly?weekOffset=-600').expect(400);
    });
  });

  describe('views', () => {
    it('records a view once per user, idea and day, as the user', async () => {
      await request(t.http).post('/api/idea-of-the-day/catalogue-x/view').send({}).expect(401);
      const user = await signUp(t);
      const idea = catalogueIdeaFor(today);
      expect(
        (
          await user.agent
            .post(`/api/idea-of-the-day/${idea.id}/view`)
            .send({ timeZone: 'Europe/Paris' })
            .expect(200)
        ).body,
      ).toEqual({ recorded: true });
      expect((await user.agent.post(`/api/idea-of-the-day/${idea.id}/view`).expect(200)).body).toEqual({
        recorded: false,
      });
      const events = await streamEvents(t, `idea-views-${user.id}`);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        event_type: 'ideas.idea-viewed',
        data: {
          ideaId: idea.id,
          userId: user.id,
          source: 'catalogue',
          featuredDate: today,
          timeZone: 'Europe/Paris',
        },
        metadata: { userId: user.id },
      });
      const rows = await t.running.database.knex('rm_idea_views').where({ user_id: user.id });
      expect(rows).toMatchObject([{ idea_id: idea.id, viewed_on: today }]);

      // the next New York day counts again
      now = new Date('2025-06-18T05:00:00.000Z');
      try {
        const tomorrowsCatalogue = catalogueIdeaFor('2025-06-18');
        expect((await user.agent.post(`/api/idea-of-the-day/${idea.id}/view`).expect(200)).body).toEqual({
          recorded: true,
        });
        expect(
          (await user.agent.post(`/api/idea-of-the-day/${tomorrowsCatalogue.id}/view`).expect(200)).body,
        ).toEqual({ recorded: true });
      } finally {
        now = new Date('2025-06-18T02:00:00.000Z');
      }
    });

    it('records views of admin ideas and refuses inactive, future, unknown ideas and bad time zones', async () => {
      const user = await signUp(t);
      const active = (
        await admin.agent
          .post('/api/admin/ideas')
          .send(newIdea({ title: 'Viewable' }))
          .expect(201)
      ).body as { id: string };
      const inactive = (
        await admin.agent
          .post('/api/admin/ideas')
          .send(newIdea({ title: 'Hidden' }))
          .expect(201)
      ).body as { id: string };
      await admin.agent.patch(`/api/admin/ideas/${inactive.id}`).send({ isActive: false }).expect(200);
      const future = (
        await admin.agent
          .post('/api/admin/ideas')
          .send(newIdea({ featuredDate: addDays(today, 2) }))
          .expect(201)
      ).body as { id: string };
      const old = (
        await admin.agent
          .post('/api/admin/ideas')
          .send(newIdea({ featuredDate: addDays(today, -8) }))
          .expect(201)
      ).body as { id: string };

      await user.agent.post(`/api/idea-of-the-day/${active.id}/view`).send({}).expect(200);
      for (const id of [
        inactive.id,
        future.id,
        old.id,
        'catalogue-nope',
        '00000000-0000-4000-8000-000000000000',
      ]) {
        const res = await user.agent.post(`/api/idea-of-the-day/${id}/view`).send({}).expect(404);
        expect(res.body.message).toBe('Idea not found');
      }
      const bad = await user.agent
        .post(`/api/idea-of-the-day/${active.id}/view`)
        .send({ timeZone: 'Mars/Olympus' })
        .expect(400);
      expect(bad.body.details.timeZone).toBe('Unknown time zone');
    });
  });
});
