import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';
import { subscriptionStatusResponseSchema, type SubscriptionStatusResponse } from '../../contracts/billing';

export type Agent = ReturnType<TestApp['agent']>;

/**
 * Billing's HTTP tests: the whole app in demo mode (no STRIPE_SECRET_KEY) on its own database, with
 * a clock the tests move (`clock.now = ...`). Call it at the top of a describe: it registers the
 * beforeAll that boots the app and the afterAll that closes it.
 */
export function demoBillingApp(start: Date) {
  const clock = { now: start };
  const billing = {
    clock,
    t: undefined as unknown as TestApp,
    /** A new account (free) with its cookie agent. */
    async signUp(): Promise<{ agent: Agent; userId: string }> {
      const agent = billing.t.agent();
      const res = await agent.post('/api/auth/register').send(newAccount()).expect(201);
      return { agent, userId: (res.body as { user: { id: string } }).user.id };
    },
    /** GET /api/subscription-status, checked against its schema. */
    async status(agent: Agent): Promise<SubscriptionStatusResponse> {
      const body = (await agent.get('/api/subscription-status').expect(200)).body as unknown;
      return subscriptionStatusResponseSchema.parse(body);
    },
    /** The user's billing stream as stored. */
    async billingEvents(userId: string) {
      return (await billing.t.running.database
        .knex('events')
        .where({ stream_id: `billing-${userId}` })
        .orderBy('stream_position')) as Array<{
        event_type: string;
        data: Record<string, unknown>;
        transaction_id: string;
      }>;
    },
  };
  beforeAll(async () => {
    billing.t = await createTestApp({}, { clock: { now: () => clock.now } });
  });
  afterAll(async () => {
    await billing.t?.close();
  });
  return billing;
}
