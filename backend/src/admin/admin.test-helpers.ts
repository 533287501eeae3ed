import type request from 'supertest';
import { newAccount, type TestApp } from '../../../test/test-app';

export type Agent = ReturnType<typeof request.agent>;

export const ADMIN_PASSWORD = 'Adm1n!Password';

/** A signed-in user (a cookie-keeping agent) and their id. */
export async function signUp(
  t: TestApp,
  overrides: Record<string, string> = {},
): Promise<{ agent: Agent; id: string; account: ReturnType<typeof newAccount> }> {
  const agent = t.agent();
  const account = newAccount(overrides);
  const res = await agent.post('/api/auth/register').send(account).expect(201);
  return { agent, id: (res.body as { user: { id: string } }).user.id, account };
}

/** The first admin of a fresh database, through /api/auth/setup-admin (works once per database). */
export async function setUpFirstAdmin(t: TestApp): Promise<{ agent: Agent; id: string }> {
  const agent = t.agent();
  const res = await agent
    .post('/api/auth/setup-admin')
    .send({ ...newAccount(), password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD })
    .expect(201);
  return { agent, id: (res.body as { user: { id: string } }).user.id };
}

/** Another admin, created by an admin through the admin account form, signed in. */
export async function createAdmin(t: TestApp, by: Agent): Promise<{ agent: Agent; id: string }> {
  const account = { ...newAccount(), password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD };
  const res = await by.post('/api/admin/users').send(account).expect(201);
  const agent = t.agent();
  await agent.post('/api/auth/login').send({ email: account.email, password: ADMIN_PASSWORD }).expect(200);
  return { agent, id: (res.body as { id: string }).id };
}

/** The events of a stream, oldest first, straight from the log. */
export async function streamEvents(
  t: TestApp,
  streamId: string,
): Promise<Array<{ event_type: string; data: Record<string, unknown>; metadata: Record<string, unknown> }>> {
  return t.running.database.knex('events').where({ stream_id: streamId }).orderBy('stream_position');
}
