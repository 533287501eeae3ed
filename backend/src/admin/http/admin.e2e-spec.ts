import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';
import {
  ADMIN_PASSWORD,
  createAdmin,
  setUpFirstAdmin,
  signUp,
  streamEvents,
  type Agent,
} from '../admin.test-helpers';

// HTTP through the whole app on a shared, often busy machine: generous time per test and hook.
jest.setTimeout(60_000);

describe('admin API', () => {
  let t: TestApp;
  let admin: { agent: Agent; id: string };
  // 02:00 UTC on 18 June is still 17 June in New York
  const now = new Date('2025-06-18T02:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp({}, { clock: { now: () => now } });
    admin = await setUpFirstAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const knex = () => t.running.database.knex;

  async function insertProject(
    userId: string,
    row: {
      status: string;
      current_step: number;
      completed_at?: string | null;
      deleted?: boolean;
      created_at?: string;
      title?: string;
    },
  ) {
    const id = randomUUID();
    await knex()('rm_projects').insert({
      id,
      user_id: userId,
      version: 1,
      title: row.title ?? 'A project',
      status: row.status,
      current_step: row.current_step,
      steps_done: [false, false, false, false, false, false],
      created_at: row.created_at ?? now.toISOString(),
      updated_at: now.toISOString(),
      completed_at: row.completed_at ?? null,
      deleted: row.deleted ?? false,
    });
    return id;
  }

  describe('stats and lists', () => {
    it('computes the summary and charts from the read models', async () => {
      const before = (await admin.agent.get('/api/admin/stats').expect(200)).body;
      const a = await signUp(t);
      const b = await signUp(t);
      const c = await signUp(t);
      // pin the sign-up times on the test clock's calendar: a and b today, c last month
      // (New York): c is in the charts but not in "this month".
      await knex()('rm_users').whereIn('id', [a.id, b.id]).update({ created_at: '2025-06-17T15:00:00.000Z' });
      await knex()('rm_users').where({ id: c.id }).update({ created_at: '2025-05-31T12:00:00.000Z' });
      await admin.agent.patch(`/api/admin/users/${b.id}/status`).send({ isActive: false }).expect(200);

      await insertProject(a.id, { status: 'draft', current_step: 1 });
      await insertProject(a.id, { status: 'in_progress', current_step: 5 });
      await insertProject(c.id, {
        status: 'completed',
        current_step: 8,
        completed_at: '2025-06-17T20:00:00.000Z',
      });
      await insertProject(c.id, {
        status: 'completed',
        current_step: 7,
        completed_at: '2025-06-16T12:00:00.000Z',
      });
      await insertProject(c.id, { status: 'in_progress', current_step: 3, deleted: true });

      const f1 = (
        await a.agent
          .post('/api/feedback')
          .send({ title: 'One', description: 'First piece of feedback' })
          .expect(201)
      ).body;
      await a.agent
        .post('/api/feedback')
        .send({ title: 'Two', description: 'Second piece of feedback' })
        .expect(201);
      await admin.agent.patch(`/api/admin/feedback/${f1.id}`).send({ resolved: true }).expect(200);

      const stats = (await admin.agent.get('/api/admin/stats').expect(200)).body;
      expect(stats.users).toEqual({
        totalUsers: before.users.totalUsers + 3,
        activeUsers: before.users.activeUsers + 2,
        newUsersThisMonth: before.users.newUsersThisMonth + 2,
      });
      expect(stats.projects).toEqual({
        totalProjects: before.projects.totalProjects + 4,
        activeProjects: before.projects.activeProjects + 2,
        completedProjects: before.projects.completedProjects + 2,
      });
      expect(stats.feedback).toEqual({
        totalFeedback: before.feedback.totalFeedback + 2,
        pendingFeedback: before.feedback.pendingFeedback + 1,
        resolvedFeedback: before.feedback.resolvedFeedback + 1,
      });

      const { signupsByDay, completionsByDay, funnel } = stats.charts;
      expect(signupsByDay).toHaveLength(30);
      expect(signupsByDay[0].date).toBe('2025-05-19');
      expect(signupsByDay[29].date).toBe('2025-06-17');
      const day = (list: Array<{ date: string; count: number }>, date: string) =>
        list.find((d) => d.date === date)?.count;
      expect(day(signupsByDay, '2025-05-31')).toBe((day(before.charts.signupsByDay, '2025-05-31') ?? 0) + 1);
      expect(day(signupsByDay, '2025-06-17')).toBe((day(before.charts.signupsByDay, '2025-06-17') ?? 0) + 2);
      expect(day(completionsByDay, '2025-06-17')).toBe(1);
      expect(day(completionsByDay, '2025-06-16')).toBe(1);
      // reached: 1, 5, 8 (completed), 8 (completed at step 7); the deleted one is left out
      expect(funnel).toEqual([
        { step: 1, projects: 4 },
        { step: 2, projects: 3 },
        { step: 3, projects: 3 },
        { step: 4, projects: 3 },
        { step: 5, projects: 3 },
        { step: 6, projects: 2 },
        { step: 7, projects: 2 },
        { step: 8, projects: 2 },
      ]);
    });

    it('lists users and projects with the admin fields', async () => {
      const user = await signUp(t);
      const projectId = await insertProject(user.id, {
        status: 'in_progress',
        current_step: 4,
        title: 'Bakery',
      });
      const users = (await admin.agent.get('/api/admin/users').expect(200)).body;
      expect((users as Array<{ id: string }>).find((u) => u.id === user.id)).toEqual({
        id: user.id,
        username: user.account.username,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: user.account.email,
        role: 'user',
        isActive: true,
        subscriptionTier: 'free', // a new account is free (the trial is opt-in)
        createdAt: expect.any(String),
      });
      expect((users as Array<{ id: string; role: string }>).find((u) => u.id === admin.id)?.role).toBe(
        'admin',
      );
      const projects = (await admin.agent.get('/api/admin/projects').expect(200)).body;
      expect((projects as Array<{ id: string }>).find((p: { id: string }) => p.id === projectId)).toEqual({
        id: projectId,
        title: 'Bakery',
        userId: user.id,
        ownerName: 'Ada Lovelace',
        status: 'in_progress',
        currentStep: 4,
        createdAt: now.toISOString(),
      });
    });

    it('answers 401 signed out and 403 to a user on every admin route', async () => {
      const user = await signUp(t);
      const routes: Array<[string, string]> = [
        ['get', '/api/admin/stats'],
        ['get', '/api/admin/users'],
        ['post', '/api/admin/users'],
        ['patch', `/api/admin/users/${user.id}/status`],
        ['patch', `/api/admin/users/${user.id}/role`],
        ['get', '/api/admin/projects'],
      ];
      for (const [method, path] of routes) {
        await (request(t.http) as unknown as Record<string, (p: string) => request.Test>)[method]!(path)
          .send({})
          .expect(401);
        await (user.agent as unknown as Record<string, (p: string) => request.Test>)[method]!(path)
          .send({})
          .expect(403);
      }
    });
  });

  describe('user status and role', () => {
    it('deactivates a user, who is refused on the next request, and reactivates them', async () => {
      const user = await signUp(t);
      await user.agent.get('/api/auth/me').expect(200);
      const res = await admin.agent
        .patch(`/api/admin/users/${user.id}/status`)
        .send({ isActive: false })
        .expect(200);
      expect(res.body).toMatchObject({ id: user.id, isActive: false });
      const refused = await user.agent.get('/api/auth/me').expect(401);
      expect(refused.body.message).toBe('This account has been deactivated. Please contact support.');
      await user.agent.get('/api/feedback').expect(401);
      const login = await request(t.http)
        .post('/api/auth/login')
        .send({ email: user.account.email, password: user.account.password });
      expect(login.status).toBe(403);

      await admin.agent.patch(`/api/admin/users/${user.id}/status`).send({ isActive: true }).expect(200);
      // Deactivation ended the user's sessions (issue 17): the old cookie stays dead; signing in works.
      await user.agent.get('/api/auth/me').expect(401);
      await user.agent
        .post('/api/auth/login')
        .send({ email: user.account.email, password: user.account.password })
        .expect(200);
      await user.agent.get('/api/auth/me').expect(200);

      const events = await streamEvents(t, `user-${user.id}`);
      const changes = events.filter((e) => e.event_type === 'identity.user-activation-changed');
      expect(changes.map((e) => e.data)).toEqual([
        { userId: user.id, isActive: false, changedBy: admin.id },
        { userId: user.id, isActive: true, changedBy: admin.id },
      ]);
      for (const e of changes) expect(e.metadata.userId).toBe(admin.id);
    });

    it('promotes a user to admin and demotes them again', async () => {
      const user = await signUp(t);
      await user.agent.get('/api/admin/stats').expect(403);
      expect(
        (await admin.agent.patch(`/api/admin/users/${user.id}/role`).send({ role: 'admin' }).expect(200)).body
          .role,
      ).toBe('admin');
      await user.agent.get('/api/admin/stats').expect(200);
      await admin.agent.patch(`/api/admin/users/${user.id}/role`).send({ role: 'user' }).expect(200);
      await user.agent.get('/api/admin/stats').expect(403);

      const roleEvents = (await streamEvents(t, `user-${user.id}`)).filter(
        (e) => e.event_type === 'identity.user-role-changed',
      );
      expect(roleEvents.map((e) => [e.data.role, e.data.changedBy, e.metadata.userId])).toEqual([
        ['admin', admin.id, admin.id],
        ['user', admin.id, admin.id],
      ]);
      const admins = await streamEvents(t, 'admins');
      expect(admins.filter((e) => e.data.userId === user.id).map((e) => e.data.change)).toEqual([
        'promoted',
        'demoted',
      ]);
    });

    it('answers 404 for an unknown user and 400 for a bad body', async () => {
      const missing = await admin.agent
        .patch(`/api/admin/users/${randomUUID()}/status`)
        .send({ isActive: false })
        .expect(404);
      expect(missing.body.message).toBe('User not found');
      await admin.agent.patch(`/api/admin/users/${randomUUID()}/role`).send({ role: 'user' }).expect(404);
      const user = await signUp(t);
      const badStatus = await admin.agent
        .patch(`/api/admin/users/${user.id}/status`)
        .send({ isActive: 'no' })
        .expect(400);
      expect(badStatus.body.details.isActive).toBe('isActive must be true or false');
      const badRole = await admin.agent
        .patch(`/api/admin/users/${user.id}/role`)
        .send({ role: 'owner' })
        .expect(400);
      expect(badRole.body.details.role).toBe('Role must be user or admin');
    });
  });

  describe('admin accounts', () => {
    it('creates an admin account with the admin as the actor', async () => {
      const account = { ...newAccount(), password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD };
      const res = await admin.agent.post('/api/admin/users').send(account).expect(201);
      expect(res.body).toMatchObject({
        username: account.username,
        email: account.email,
        role: 'admin',
        isActive: true,
      });
      const agent = t.agent();
      await agent
        .post('/api/auth/login')
        .send({ email: account.email, password: ADMIN_PASSWORD })
        .expect(200);
      await agent.get('/api/admin/stats').expect(200);
      // accounts an admin creates start on Free too (the trial is opt-in), like the first admin
      expect((await agent.get('/api/subscription-status').expect(200)).body).toMatchObject({
        tier: 'free',
        status: 'free',
        trial: { active: false, endsAt: null, available: true },
      });
      expect((await admin.agent.get('/api/subscription-status').expect(200)).body).toMatchObject({
        tier: 'free',
        status: 'free',
      });
      expect(await streamEvents(t, `billing-${res.body.id}`)).toEqual([]);

      const registered = (await streamEvents(t, `user-${res.body.id}`))[0];
      expect(registered).toMatchObject({
        event_type: 'identity.user-registered',
        data: { role: 'admin', via: 'admin' },
      });
      const created = (await streamEvents(t, 'admins')).find(
        (e) => e.event_type === 'admin.admin-account-created' && e.data.userId === res.body.id,
      );
      expect(created).toMatchObject({
        data: { userId: res.body.id, createdBy: admin.id },
        metadata: { userId: admin.id },
      });

      const duplicate = await admin.agent
        .post('/api/admin/users')
        .send({ ...account, username: `${account.username.slice(0, 15)}_2` })
        .expect(409);
      expect(duplicate.body.details.email).toBe('Email is already registered');
    });

    it.each([
      [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ firstName: ' ' }, 'firstName', 'First name is required'],
      [{ lastName: '' }, 'lastName', 'Last name is required'],
      [
        { password: 'Short1!', confirmPassword: 'Short1!' },
        'password',
        'Admin password must be at least 12 characters',
      ],
      [
        { password: 'alllowercase123', confirmPassword: 'alllowercase123' },
        'password',
        'Password must contain lowercase, uppercase, number, and special character',
      ],
      [{ confirmPassword: 'Different1!pass' }, 'confirmPassword', "Passwords don't match"],
    ])('refuses the admin account form %j', async (overrides, field, message) => {
      const res = await admin.agent
        .post('/api/admin/users')
        .send({ ...newAccount(), password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD, ...overrides })
        .expect(400);
      expect(res.body.details[field]).toBe(message);
    });
  });

  describe('the last active admin', () => {
    it('cannot be deactivated or demoted, by themself or anyone', async () => {
      const t2 = await createTestApp();
      try {
        const only = await setUpFirstAdmin(t2);
        const self = await only.agent
          .patch(`/api/admin/users/${only.id}/status`)
          .send({ isActive: false })
          .expect(409);
        expect(self.body.message).toBe('At least one active admin must remain');
        await only.agent.patch(`/api/admin/users/${only.id}/role`).send({ role: 'user' }).expect(409);

        const second = await createAdmin(t2, only.agent);
        // with two admins one may step down; then the other is the last one again
        await second.agent.patch(`/api/admin/users/${second.id}/role`).send({ role: 'user' }).expect(200);
        await only.agent.patch(`/api/admin/users/${only.id}/status`).send({ isActive: false }).expect(409);
        // an inactive admin does not count
        await only.agent.patch(`/api/admin/users/${second.id}/role`).send({ role: 'admin' }).expect(200);
        await only.agent.patch(`/api/admin/users/${second.id}/status`).send({ isActive: false }).expect(200);
        await only.agent.patch(`/api/admin/users/${only.id}/role`).send({ role: 'user' }).expect(409);
      } finally {
        await t2.close();
      }
    });

    it('holds when two admins remove each other at the same time', async () => {
      const t2 = await createTestApp();
      try {
        const a = await setUpFirstAdmin(t2);
        for (let round = 0; round < 3; round += 1) {
          const b = await createAdmin(t2, a.agent);
          const [ab, ba] = await Promise.all([
            a.agent.patch(`/api/admin/users/${b.id}/status`).send({ isActive: false }),
            b.agent.patch(`/api/admin/users/${a.id}/role`).send({ role: 'user' }),
          ]);
          const statuses = [ab.status, ba.status];
          expect(statuses.filter((s) => s === 200)).toHaveLength(1);
          expect(statuses.filter((s) => s === 409 || s === 401 || s === 403)).toHaveLength(1);
          const activeAdmins = await t2.running.database
            .knex('rm_users')
            .where({ role: 'admin', is_active: true, deleted: false })
            .count<{ count: string }[]>('id as count');
          expect(Number(activeAdmins[0]?.count)).toBe(1);
          // put a back as the one admin for the next round
          if (ba.status === 200) {
            await b.agent.patch(`/api/admin/users/${a.id}/role`).send({ role: 'admin' }).expect(200);
            await a.agent.patch(`/api/admin/users/${b.id}/status`).send({ isActive: false }).expect(200);
          }
        }
      } finally {
        await t2.close();
      }
    });
  });
});
