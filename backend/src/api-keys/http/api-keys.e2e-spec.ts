import request from 'supertest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { signUp, streamEvents } from '../../admin/admin.test-helpers';
import { ApiKeyResolver } from '../api-key-resolver';

// HTTP through the whole app on a shared, often busy machine: generous time per test and hook.
jest.setTimeout(60_000);

describe('API keys and model preferences API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const secret = () =>
    `sk-test-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}WXYZ`;

  it('needs a session for every call', async () => {
    await request(t.http).get('/api/user/api-keys').expect(401);
    await request(t.http).post('/api/user/api-keys').send({ apiKey: secret() }).expect(401);
    await request(t.http).delete('/api/user/api-keys/00000000-0000-4000-8000-000000000000').expect(401);
    await request(t.http).get('/api/user/preferences').expect(401);
    await request(t.http)
      .put('/api/user/preferences')
      .send({ useOwnApiKeys: true, preferredTextModel: 'gpt-4', preferredImageModel: 'dall-e-2' })
      .expect(401);
  });

  it('stores a key with the defaults and never returns it, only a masked hint', async () => {
    const { agent } = await signUp(t);
    const key = secret();
    const added = await agent.post('/api/user/api-keys').send({ apiKey: key }).expect(201);
    expect(added.body).toEqual({
      id: expect.any(String),
      keyName: 'OpenAI key',
      provider: 'openai',
      maskedKey: `sk-...${key.slice(-4)}`,
      lastUsed: null,
      createdAt: expect.any(String),
    });
    const named = await agent
      .post('/api/user/api-keys')
      .send({ provider: 'anthropic', apiKey: secret(), keyName: ' Work ' })
      .expect(201);
    expect(named.body).toMatchObject({ provider: 'anthropic', keyName: 'Work' });
    const list = await agent.get('/api/user/api-keys').expect(200);
    expect((list.body as Array<{ id: string }>).map((k: { id: string }) => k.id)).toEqual([
      named.body.id,
      added.body.id,
    ]);
    expect(JSON.stringify(list.body)).not.toContain(key);
  });

  it('masks short keys harder', async () => {
    const { agent } = await signUp(t);
    const res = await agent
      .post('/api/user/api-keys')
      .send({ provider: 'google', apiKey: 'AIza123456' })
      .expect(201);
    expect(res.body.maskedKey).toBe('...56');
  });

  it.each([
    [{}, 'apiKey', 'API key is required'],
    [{ apiKey: 'short' }, 'apiKey', 'API key is required'],
    [{ apiKey: '    123456789    ' }, 'apiKey', 'API key is required'],
    [{ apiKey: 'k'.repeat(501) }, 'apiKey', 'API key must be at most 500 characters'],
    [{ apiKey: 'sk-1234567890', provider: 'mistral' }, 'provider', 'Choose OpenAI, Anthropic or Google'],
    [
      { apiKey: 'sk-1234567890', keyName: 'n'.repeat(101) },
      'keyName',
      'Key name must be at most 100 characters',
    ],
  ])('answers 400 for %j', async (body, field, message) => {
    const { agent } = await signUp(t);
    const res = await agent.post('/api/user/api-keys').send(body).expect(400);
    expect(res.body.details[field]).toBe(message);
    expect(JSON.stringify(res.body)).not.toContain('1234567890');
  });

  it('keeps the key encrypted at rest and out of the event log', async () => {
    const { agent, id: userId } = await signUp(t);
    const key = secret();
    const added = await agent
      .post('/api/user/api-keys')
      .send({ provider: 'openai', apiKey: key, keyName: 'Mine' })
      .expect(201);
    const knex = t.running.database.knex;

    const row = await knex('user_api_keys').where({ id: added.body.id }).first();
    expect(row.user_id).toBe(userId);
    const stored = Buffer.from(row.ciphertext as Buffer);
    expect(stored.includes(Buffer.from(key, 'utf8'))).toBe(false);
    expect(stored.toString('latin1')).not.toContain(key.slice(3, -4));
    // the whole row, as text, holds neither the key nor its middle
    const rowText = (
      await knex.raw(`SELECT t::text AS row FROM user_api_keys t WHERE id = ?`, [added.body.id])
    ).rows[0].row as string;
    expect(rowText).not.toContain(key);
    expect(rowText).not.toContain(key.slice(3, -4));

    // nothing in the log carries it (any stream, any field)
    const logged = (
      await knex.raw(
        `SELECT count(*)::int AS n FROM events WHERE data::text LIKE ? OR metadata::text LIKE ?`,
        [`%${key.slice(3, -4)}%`, `%${key.slice(3, -4)}%`],
      )
    ).rows[0].n;
    expect(logged).toBe(0);
    const events = await streamEvents(t, `api-keys-${userId}`);
    expect(events).toHaveLength(1);
    expect(events[0]?.event_type).toBe('api-keys.api-key-added');
    expect(events[0]?.data).toEqual({ keyId: added.body.id, userId, provider: 'openai', keyName: 'Mine' });

    // the resolver decrypts it for generation
    const resolver = t.running.app.get(ApiKeyResolver);
    await expect(resolver.resolveForUser(userId, 'openai')).resolves.toEqual({
      apiKey: key,
      keyId: added.body.id,
    });
  });

  it('deletes a key for good; another user’s key is 404 and stays', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const added = await owner.agent.post('/api/user/api-keys').send({ apiKey: secret() }).expect(201);
    const keyId = added.body.id as string;

    const notYours = await other.agent.delete(`/api/user/api-keys/${keyId}`).expect(404);
    expect(notYours.body.message).toBe('API key not found');
    await other.agent.delete('/api/user/api-keys/not-a-uuid').expect(404);
    expect(await t.running.database.knex('user_api_keys').where({ id: keyId }).first()).toBeDefined();

    await owner.agent.delete(`/api/user/api-keys/${keyId}`).expect(204);
    expect(await t.running.database.knex('user_api_keys').where({ id: keyId }).first()).toBeUndefined();
    expect((await owner.agent.get('/api/user/api-keys').expect(200)).body).toEqual([]);
    await owner.agent.delete(`/api/user/api-keys/${keyId}`).expect(404);

    const events = await streamEvents(t, `api-keys-${owner.id}`);
    expect(events.map((e) => e.event_type)).toEqual(['api-keys.api-key-added', 'api-keys.api-key-removed']);
    expect(events[1]?.data).toEqual({ keyId, userId: owner.id, provider: 'openai', keyName: 'OpenAI key' });
    expect(events[1]?.metadata.userId).toBe(owner.id);
  });

  it('resolves keys for generation by the preferred model’s provider and records their use', async () => {
    const { agent, id: userId } = await signUp(t);
    const resolver = t.running.app.get(ApiKeyResolver);
    const openAi = secret();
    const anthropic = secret();
    await agent.post('/api/user/api-keys').send({ provider: 'openai', apiKey: openAi }).expect(201);
    const claude = await agent
      .post('/api/user/api-keys')
      .send({ provider: 'anthropic', apiKey: anthropic })
      .expect(201);

    expect(await resolver.resolveForUser(userId, 'google')).toBeNull();
    // own keys are off by default
    expect(await resolver.resolveForGeneration(userId, 'text')).toBeNull();

    await agent
      .put('/api/user/preferences')
      .send({
        useOwnApiKeys: true,
        preferredTextModel: 'claude-3-haiku-20240307',
        preferredImageModel: 'dall-e-2',
      })
      .expect(200);
    const text = await resolver.resolveForGeneration(userId, 'text');
    expect(text).toEqual({
      apiKey: anthropic,
      keyId: claude.body.id,
      provider: 'anthropic',
      model: 'claude-3-haiku-20240307',
    });
    expect((await resolver.resolveForGeneration(userId, 'image'))?.apiKey).toBe(openAi);
    expect(await resolver.resolveForGeneration(userId, 'text', 'gemini-pro')).toBeNull();

    await resolver.markUsed(claude.body.id);
    const list = await agent.get('/api/user/api-keys').expect(200);
    const used = (list.body as Array<{ id: string; lastUsed: string | null }>).find(
      (k) => k.id === claude.body.id,
    );
    expect(used?.lastUsed).toEqual(expect.any(String));
    expect(
      (list.body as Array<{ id: string; lastUsed: string | null }>).find((k) => k.id !== claude.body.id)
        ?.lastUsed,
    ).toBeNull();
  });

  it('answers the default preferences, saves new ones and records one event per change', async () => {
    const { agent, id: userId } = await signUp(t);
    expect((await agent.get('/api/user/preferences').expect(200)).body).toEqual({
      useOwnApiKeys: false,
      preferredTextModel: 'gpt-4o',
      preferredImageModel: 'dall-e-3',
    });
    const next = { useOwnApiKeys: true, preferredTextModel: 'gemini-pro', preferredImageModel: 'dall-e-2' };
    expect((await agent.put('/api/user/preferences').send(next).expect(200)).body).toEqual(next);
    expect((await agent.get('/api/user/preferences').expect(200)).body).toEqual(next);
    await agent.put('/api/user/preferences').send(next).expect(200);
    const events = await streamEvents(t, `preferences-${userId}`);
    expect(events.map((e) => e.event_type)).toEqual(['api-keys.preferences-updated']);
    expect(events[0]?.data).toEqual({ userId, ...next });
  });

  it.each([
    [
      { useOwnApiKeys: 'yes', preferredTextModel: 'gpt-4o', preferredImageModel: 'dall-e-3' },
      'useOwnApiKeys',
      'useOwnApiKeys must be true or false',
    ],
    [
      { useOwnApiKeys: true, preferredTextModel: 'gpt-5', preferredImageModel: 'dall-e-3' },
      'preferredTextModel',
      'Choose a text model from the list',
    ],
    [
      { useOwnApiKeys: true, preferredTextModel: 'gpt-4o', preferredImageModel: 'midjourney' },
      'preferredImageModel',
      'Choose an image model from the list',
    ],
    [
      { useOwnApiKeys: true, preferredTextModel: 'dall-e-3', preferredImageModel: 'dall-e-3' },
      'preferredTextModel',
      'Choose a text model from the list',
    ],
    // A field left out keeps its value (docs/decisions.md); a present one must be valid.
    [
      { useOwnApiKeys: true, preferredTextModel: null },
      'preferredTextModel',
      'Choose a text model from the list',
    ],
  ])('refuses preferences %j', async (body, field, message) => {
    const { agent } = await signUp(t);
    const res = await agent.put('/api/user/preferences').send(body).expect(400);
    expect(res.body.details[field]).toBe(message);
  });
});
