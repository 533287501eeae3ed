import { newAccount, type TestApp } from '../../../../test/test-app';
import { ADMIN_PASSWORD } from '../../admin/admin.test-helpers';
import { setTier } from '../../billing/http/billing.test-helper';

export type Agent = ReturnType<TestApp['agent']>;

/** The callers the API conformance specs use: a new user on a plan, and the database's first admin. */
export function conformanceCallers(app: () => TestApp) {
  async function signUp(
    tier?: 'free' | 'starter' | 'pro' | 'enterprise',
  ): Promise<{ agent: Agent; id: string }> {
    const agent = app().agent();
    const res = await agent.post('/api/auth/register').send(newAccount()).expect(201);
    const id = (res.body as { user: { id: string } }).user.id;
    if (tier) await setTier(app(), id, tier);
    return { agent, id };
  }

  let admin: Agent | undefined;
  /** The database's first admin (made once, through /api/auth/setup-admin), signed in. */
  async function asAdmin(): Promise<Agent> {
    if (!admin) {
      admin = app().agent();
      await admin
        .post('/api/auth/setup-admin')
        .send({ ...newAccount(), password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD })
        .expect(201);
    }
    return admin;
  }

  return { signUp, asAdmin };
}
