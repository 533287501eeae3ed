import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';
import { setTier } from '../../billing/http/billing.test-helper';

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
});
