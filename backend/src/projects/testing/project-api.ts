import type { Tier } from '../../contracts/options';
import { newAccount, type TestApp } from '../../../../test/test-app';
import { setTier as setBillingTier } from '../../billing/http/billing.test-helper';

export type Agent = ReturnType<TestApp['agent']>;

/** A signed-in user (cookie agent) and their id, on the free plan. */
export async function signUp(t: TestApp): Promise<{ agent: Agent; userId: string }> {
  const agent = t.agent();
  const res = await agent.post('/api/auth/register').send(newAccount()).expect(201);
  const body = res.body as { user: { id: string } };
  // New accounts start on the free plan.
  return { agent, userId: body.user.id };
}

/**
 * Puts the user on a tier through billing's events (test set-up; new accounts start on free).
 * A free user cannot open the 20 projects the limit tests need.
 */
export async function setTier(t: TestApp, userId: string, tier: Tier): Promise<void> {
  await setBillingTier(t, userId, tier);
}
