import request from 'supertest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { setUpFirstAdmin, signUp, streamEvents, type Agent } from '../../admin/admin.test-helpers';

// HTTP through the whole app on a shared, often busy machine: generous time per test and hook.
jest.setTimeout(60_000);

describe('feedback API', () => {
  let t: TestApp;
  let admin: { agent: Agent; id: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await setUpFirstAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const valid = { title: 'Export is slow', description: 'The PDF export takes a minute to start.' };

  it('needs a session', async () => {
    await request(t.http).get('/api/feedback').expect(401);
    await request(t.http).post('/api/feedback').send(valid).expect(401);
  });

  it('submits with the defaults and lists only the caller’s items, newest first', async () => {
    const { agent, id } = await signUp(t);
    const other = await signUp(t);
    const first = await agent.post('/api/feedback').send(valid).expect(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      userId: id,
      type: 'general',
      title: valid.title,
      description: valid.description,
      message: valid.description,
      rating: null,
      page: null,
      resolved: false,
      adminNotes: null,
      createdAt: expect.any(String),
      resolvedAt: null,
    });
    const second = await agent
      .post('/api/feedback')
      .send({
        type: 'feature',
        title: '  Dark mode  ',
        description: 'Please add a dark theme to the wizard.',
        rating: 5,
        page: '/wizard/abc',
      })
      .expect(201);
    expect(second.body).toMatchObject({
      type: 'feature',
      title: 'Dark mode',
      rating: 5,
      page: '/wizard/abc',
    });
    await other.agent
      .post('/api/feedback')
      .send({ ...valid, type: 'bug' })
      .expect(201);

    const list = await agent.get('/api/feedback').expect(200);
    expect((list.body as Array<{ id: string }>).map((f: { id: string }) => f.id)).toEqual([
      second.body.id,
      first.body.id,
    ]);
    const otherList = await other.agent.get('/api/feedback').expect(200);
    expect(otherList.body).toHaveLength(1);
    expect(otherList.body[0].type).toBe('bug');
  });

  it.each([
    [{ description: valid.description }, 'title', 'Title is required'],
    [{ ...valid, title: '   ' }, 'title', 'Title is required'],
    [{ ...valid, title: 'x'.repeat(256) }, 'title', 'Title must be less than 255 characters'],
    [{ ...valid, description: 'too short' }, 'description', 'Description must be at least 10 characters'],
    [{ title: 'A title' }, 'description', 'Description must be at least 10 characters'],
    [{ ...valid, rating: 6 }, 'rating', 'Rating must be a whole number from 1 to 5'],
    [{ ...valid, rating: 0 }, 'rating', 'Rating must be a whole number from 1 to 5'],
    [{ ...valid, rating: 2.5 }, 'rating', 'Rating must be a whole number from 1 to 5'],
    [{ ...valid, type: 'praise' }, 'type', 'Choose bug, feature, improvement or general'],
    [{ ...valid, page: 'p'.repeat(501) }, 'page', 'Page must be at most 500 characters'],
  ])('answers 400 with the field message for %j', async (body, field, message) => {
    const { agent } = await signUp(t);
    const res = await agent.post('/api/feedback').send(body).expect(400);
    expect(res.body.message).toBe('Validation failed');
    expect(res.body.details[field]).toBe(message);
  });

  it('accepts a 255-character title', async () => {
    const { agent } = await signUp(t);
    await agent
      .post('/api/feedback')
      .send({ ...valid, title: 't'.repeat(255) })
      .expect(201);
  });

  it('lets an admin resolve with notes and reopen; the author sees the response; admin is the actor', async () => {
    const user = await signUp(t);
    const item = (await user.agent.post('/api/feedback').send(valid).expect(201)).body as { id: string };

    const all = await admin.agent.get('/api/admin/feedback').expect(200);
    const row = (all.body as Array<{ id: string }>).find((f: { id: string }) => f.id === item.id);
    expect(row).toMatchObject({
      userId: user.id,
      username: user.account.username,
      userName: 'Ada Lovelace',
      userEmail: user.account.email,
      message: valid.description,
      resolved: false,
    });

    const resolved = await admin.agent
      .patch(`/api/admin/feedback/${item.id}`)
      .send({ resolved: true, adminNotes: 'Fixed in the next release.' })
      .expect(200);
    expect(resolved.body).toMatchObject({
      resolved: true,
      adminNotes: 'Fixed in the next release.',
      resolvedAt: expect.any(String),
    });
    const seen = await user.agent.get('/api/feedback').expect(200);
    expect(seen.body[0]).toMatchObject({ resolved: true, adminNotes: 'Fixed in the next release.' });

    // notes only, then reopen keeping the notes, then a no-op
    await admin.agent
      .patch(`/api/admin/feedback/${item.id}`)
      .send({ resolved: true, adminNotes: 'Fixed in 1.2.' })
      .expect(200);
    const reopened = await admin.agent
      .patch(`/api/admin/feedback/${item.id}`)
      .send({ resolved: false })
      .expect(200);
    expect(reopened.body).toMatchObject({ resolved: false, adminNotes: 'Fixed in 1.2.', resolvedAt: null });
    await admin.agent.patch(`/api/admin/feedback/${item.id}`).send({ resolved: false }).expect(200);

    const events = await streamEvents(t, `feedback-${item.id}`);
    expect(events.map((e) => e.event_type)).toEqual([
      'feedback.feedback-submitted',
      'feedback.feedback-resolved',
      'feedback.admin-notes-updated',
      'feedback.feedback-reopened',
    ]);
    expect(events[0]?.metadata.userId).toBe(user.id);
    for (const e of events.slice(1)) expect(e.metadata.userId).toBe(admin.id);
    expect(events[1]?.data).toMatchObject({ resolvedBy: admin.id });
  });

  it('guards the admin routes and answers 404 for an unknown item', async () => {
    const user = await signUp(t);
    const item = (await user.agent.post('/api/feedback').send(valid).expect(201)).body as { id: string };
    await request(t.http).get('/api/admin/feedback').expect(401);
    await user.agent.get('/api/admin/feedback').expect(403);
    await user.agent.patch(`/api/admin/feedback/${item.id}`).send({ resolved: true }).expect(403);
    const missing = await admin.agent
      .patch('/api/admin/feedback/00000000-0000-4000-8000-000000000000')
      .send({ resolved: true })
      .expect(404);
    expect(missing.body.message).toBe('Feedback not found');
    const bad = await admin.agent
      .patch(`/api/admin/feedback/${item.id}`)
      .send({ resolved: 'yes' })
      .expect(400);
    expect(bad.body.details.resolved).toBe('resolved must be true or false');
  });
});
