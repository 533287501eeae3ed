import {
  ADMIN_PASSWORD,
  createAdmin,
  setUpFirstAdmin,
  signUp,
  streamEvents,
} from '../../admin/admin.test-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

/**
 * DELETE /api/account and the rule "the last active admin is protected": deleting one's own
 * account is one more way to lose an admin, so it goes through the same check and the same
 * `admins` stream lock as the admin dashboard's demotion and deactivation.
 */
jest.setTimeout(60_000);

describe('DELETE /api/account by an admin', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('refuses the last active admin, keeps the account and cancels nothing', async () => {
    const only = await setUpFirstAdmin(t);
    const res = await only.agent.delete('/api/account').send({ password: ADMIN_PASSWORD }).expect(409);
    expect(res.body.message).toBe('At least one active admin must remain');
    await only.agent.get('/api/auth/me').expect(200);
    expect((await streamEvents(t, `user-${only.id}`)).map((e) => e.event_type)).not.toContain(
      'identity.account-deleted',
    );
    // the password is still checked first
    await only.agent.delete('/api/account').send({ password: 'Wrong-passw0rd' }).expect(400);
  });

  it('lets an admin go while another active admin remains, recorded on the admins stream', async () => {
    const first = await setUpFirstAdmin(t);
    const second = await createAdmin(t, first.agent);
    await first.agent.delete('/api/account').send({ password: ADMIN_PASSWORD }).expect(200);
    const admins = await streamEvents(t, 'admins');
    expect(admins.at(-1)).toMatchObject({
      event_type: 'admin.admin-access-changed',
      data: { userId: first.id, change: 'deleted', changedBy: first.id },
    });
    // now the second one is the last
    await second.agent.delete('/api/account').send({ password: ADMIN_PASSWORD }).expect(409);
  });

  it('does not count an inactive admin, and a plain user is never blocked', async () => {
    const first = await setUpFirstAdmin(t);
    const second = await createAdmin(t, first.agent);
    await first.agent.patch(`/api/admin/users/${second.id}/status`).send({ isActive: false }).expect(200);
    await first.agent.delete('/api/account').send({ password: ADMIN_PASSWORD }).expect(409);
    const user = await signUp(t);
    await user.agent.delete('/api/account').send({ password: user.account.password }).expect(200);
  });

  it('holds when the two last admins delete themselves at the same time', async () => {
    const a = await setUpFirstAdmin(t);
    const b = await createAdmin(t, a.agent);
    const [ra, rb] = await Promise.all([
      a.agent.delete('/api/account').send({ password: ADMIN_PASSWORD }),
      b.agent.delete('/api/account').send({ password: ADMIN_PASSWORD }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const activeAdmins = await t.running.database
      .knex('rm_users')
      .where({ role: 'admin', is_active: true, deleted: false })
      .count<{ count: string }[]>('id as count');
    expect(Number(activeAdmins[0]?.count)).toBe(1);
  });
});
