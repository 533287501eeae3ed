import { randomInt } from 'node:crypto';
import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';
import { completeStepData } from '../../projects/testing/step-data.fixtures';
import { PersonalDataVault } from '../../shared/crypto/personal-data-vault';

/**
 * The Account page's Danger Zone: deleting the account signs it out for good, cancels billing and
 * crypto-shreds the personal data (docs/architecture.md "Personal data and secrets"): afterwards
 * the email and names are nowhere in clear, not in any read model and not in the event log, while
 * the history and its counts remain.
 */
jest.setTimeout(60_000);

/** A name no other test account has (letters only, as the name rule wants). */
const uniqueWord = (length = 10) =>
  String.fromCharCode(65 + randomInt(26)) +
  Array.from({ length: length - 1 }, () => String.fromCharCode(97 + randomInt(26))).join('');

describe('DELETE /api/account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const knex = () => t.running.database.knex;

  /** Every table of the database whose rows, as text, contain `needle` (case-insensitive). */
  async function tablesContaining(needle: string): Promise<string[]> {
    const tables = (await knex()('information_schema.tables')
      .where({ table_schema: 'public', table_type: 'BASE TABLE' })
      .pluck('table_name')) as string[];
    const found: string[] = [];
    for (const table of tables) {
      const res = await knex().raw(`SELECT count(*)::int AS n FROM ?? AS t WHERE t::text ILIKE ?`, [
        table,
        `%${needle}%`,
      ]);
      if ((res.rows as Array<{ n: number }>)[0]!.n > 0) found.push(table);
    }
    return found;
  }

  it('needs the password; then signs out for good, leaves no readable personal data and keeps the counts', async () => {
    const account = newAccount({ firstName: uniqueWord(), lastName: `${uniqueWord(9)}-${uniqueWord(8)}` });
    const agent = t.agent();
    const other = t.agent();
    const userId = (await agent.post('/api/auth/register').send(account).expect(201)).body.user.id as string;
    await other
      .post('/api/auth/login')
      .send({ email: account.email, password: account.password })
      .expect(200);
    // Some history: a completed project (counted this month) and a paid plan.
    const project = (
      await agent
        .post('/api/projects')
        .send({ title: 'Bakery', currentStep: 7, stepData: completeStepData })
        .expect(201)
    ).body.id as string;
    await agent.patch(`/api/projects/${project}`).send({ currentStep: 8 }).expect(200);
    await agent.post('/api/create-subscription').send({ tier: 'starter' }).expect(201);
    const personal = [account.email, account.username, account.firstName, account.lastName];
    for (const value of personal) expect(await tablesContaining(value)).toContain('rm_users');

    // Wrong or missing password: nothing happens.
    const wrong = await agent.delete('/api/account').send({ password: 'Wrong-passw0rd' }).expect(400);
    expect(wrong.body).toMatchObject({
      message: 'Password is incorrect',
      details: { password: 'Password is incorrect' },
    });
    await agent.delete('/api/account').send({}).expect(400);
    await agent.get('/api/auth/me').expect(200);

    const userEventsBefore = await knex()('events')
      .where({ stream_id: `user-${userId}` })
      .count<{ n: string }[]>({ n: '*' });
    const res = await agent.delete('/api/account').send({ password: account.password }).expect(200);
    expect(res.body).toEqual({ message: 'Your account has been deleted.' });
    expect(String(res.headers['set-cookie'])).toMatch(/bb_session=;/);

    // Signed out everywhere, and the account cannot sign in again.
    await agent.get('/api/auth/me').expect(401);
    await other.get('/api/auth/me').expect(401);
    await t
      .agent()
      .post('/api/auth/login')
      .send({ email: account.email, password: account.password })
      .expect(401);

    // Nowhere in clear: no read model, not the event log (sealed with a key that is gone).
    for (const value of personal)
      expect({ value, tables: await tablesContaining(value) }).toEqual({ value, tables: [] });
    expect(await knex()('subject_keys').where({ subject_id: userId })).toEqual([]);
    const registered = await knex()('events')
      .where({ stream_id: `user-${userId}`, event_type: 'identity.user-registered' })
      .first();
    const vault = t.running.app.get(PersonalDataVault);
    vault.forget(userId);
    await expect(vault.open(userId, registered.data.email)).resolves.not.toBe(account.email);

    // The history stays, one event longer, and so do the counts.
    const userEventsAfter = await knex()('events')
      .where({ stream_id: `user-${userId}` })
      .count<{ n: string }[]>({ n: '*' });
    expect(Number(userEventsAfter[0]!.n)).toBe(Number(userEventsBefore[0]!.n) + 1);
    expect(await knex()('rm_users').where({ id: userId }).first()).toMatchObject({
      deleted: true,
      first_name: '[deleted]',
    });
    expect(await knex()('rm_projects').where({ user_id: userId, status: 'completed' })).toHaveLength(1);
    expect(await knex()('rm_monthly_usage').where({ user_id: userId }).first()).toMatchObject({
      completions: 1,
    });
    // Billing: nothing renews for an account that is gone.
    expect(await knex()('rm_subscriptions').where({ user_id: userId }).first()).toMatchObject({
      tier: 'starter',
      cancel_at_period_end: true,
    });

    // The email and username are free again.
    await t.agent().post('/api/auth/register').send(account).expect(201);
  });

  it('needs a session', async () => {
    await t.agent().delete('/api/account').send({ password: 'whatever' }).expect(401);
  });
});
