import request from 'supertest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { historyResponseSchema, type HistoryEntry, type HistoryResponse } from '../../contracts/audit';
import { PersonalDataVault } from '../../shared/crypto/personal-data-vault';
import { runScriptedSession, type ScriptedSession } from '../testing/scripted-session';

// Whole app and real PostgreSQL on a shared, often busy machine: generous time per test and hook.
jest.setTimeout(120_000);

describe('audited history (GET /api/admin/history/...)', () => {
  let t: TestApp;
  let s: ScriptedSession;
  beforeAll(async () => {
    t = await createTestApp();
    s = await runScriptedSession(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const userHistory = async (id: string, query = ''): Promise<HistoryResponse> => {
    const res = await s.admin.agent.get(`/api/admin/history/users/${id}${query}`).expect(200);
    return historyResponseSchema.parse(res.body);
  };

  it('is for admins only: 401 signed out, 403 for a user, even about themselves', async () => {
    await request(t.http).get(`/api/admin/history/users/${s.ada.id}`).expect(401);
    await s.ada.agent.get(`/api/admin/history/users/${s.ada.id}`).expect(403);
    await s.ada.agent.get(`/api/admin/history/projects/${s.projects.open}`).expect(403);
  });

  it("shows a user's own stream and everything they did, newest first, with actor, time, type and summary", async () => {
    const history = await userHistory(s.ada.id);
    expect(history.subject).toEqual({ kind: 'user', id: s.ada.id, label: s.ada.account.username });
    const types = history.entries.map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'identity.user-registered',
        'identity.user-logged-in',
        'identity.profile-updated',
        'projects.project-created',
        'projects.wizard-step-saved',
        'projects.project-completed',
        'feedback.feedback-submitted',
        'api-keys.preferences-updated',
        'ideas.idea-viewed',
      ]),
    );
    // The admin's actions on her feedback are in the feedback's stream, not hers.
    expect(types).not.toContain('feedback.feedback-resolved');
    expect(history.total).toBe(history.entries.length);
    const times = history.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    for (const entry of history.entries) {
      expect(entry.actor).toEqual({ id: s.ada.id, username: s.ada.account.username });
      expect(entry.summary.length).toBeGreaterThan(3);
      // The request it came from: every one of these was written by an HTTP request.
      expect(entry.requestId).toMatch(/^[\w-]{8,100}$/);
    }
    const registered = history.entries.find((e) => e.type === 'identity.user-registered')!;
    expect(registered.summary).toBe(
      `Registered account "${s.ada.account.username}" (user) through the sign-up form`,
    );
    expect(registered.data).toMatchObject({
      username: s.ada.account.username,
      email: s.ada.account.email,
      firstName: 'Ada',
    });
    const profile = history.entries.find((e) => e.type === 'identity.profile-updated')!;
    expect(profile.summary).toBe('Changed first name to "Augusta"');
    const completed = history.entries.find((e) => e.type === 'projects.project-completed')!;
    expect(completed.summary).toMatch(/^Completed the project \(1 of \d+ completions in \d{4}-\d{2}\)$/);
  });

  it('never shows a secret: no password hash, no sealed value, no token hash', async () => {
    const adminHistory = await s.admin.agent.get(`/api/admin/history/users/${s.admin.id}`).expect(200);
    const adaHistory = await s.admin.agent.get(`/api/admin/history/users/${s.ada.id}`).expect(200);
    for (const body of [adminHistory.text, adaHistory.text]) {
      expect(body).not.toMatch(/\$argon2/);
      expect(body).not.toMatch(/"enc":"v1"/);
      expect(body).not.toMatch(/"tokenHash":"[0-9a-f]{64}"/);
      expect(body).not.toMatch(/bba_[A-Za-z0-9_-]{20}/);
    }
    const registered = (adaHistory.body as HistoryResponse).entries.find(
      (e) => e.type === 'identity.user-registered',
    )!;
    expect(registered.data.passwordHash).toBe('[hidden]');
    const token = (adminHistory.body as HistoryResponse).entries.find(
      (e) => e.type === 'analytics.token-created',
    )!;
    expect(token.data).toMatchObject({ name: 'Warehouse', tokenHash: '[hidden]' });
    expect(token.summary).toMatch(/^Created analytics token "Warehouse" by /);
  });

  it('filters by type (exact or a whole context) and by date', async () => {
    const logins = await userHistory(s.ada.id, '?type=identity.user-logged-in');
    expect(logins.entries.map((e) => e.type)).toEqual(['identity.user-logged-in']);
    const identity = await userHistory(s.ada.id, '?type=identity.*,ideas.idea-viewed');
    expect(new Set(identity.entries.map((e) => e.type))).toEqual(
      new Set([
        'identity.user-registered',
        'identity.user-logged-in',
        'identity.profile-updated',
        'ideas.idea-viewed',
      ]),
    );
    const all = await userHistory(s.ada.id);
    const today = all.entries[0]!.at.slice(0, 10);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await userHistory(s.ada.id, `?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await userHistory(s.ada.id, `?from=${tomorrow}`)).total).toBe(0);
    expect((await userHistory(s.ada.id, `?to=${yesterday}`)).total).toBe(0);
    const middle = all.entries[Math.floor(all.entries.length / 2)]!.at;
    const since = await userHistory(s.ada.id, `?from=${encodeURIComponent(middle)}`);
    expect(since.entries.every((e) => e.at >= middle)).toBe(true);

    const bad = await s.admin.agent
      .get(`/api/admin/history/users/${s.ada.id}?from=yesterday&limit=0&colour=red`)
      .expect(400);
    expect(bad.body.message).toBe('Validation failed');
    await s.admin.agent.get(`/api/admin/history/users/${s.ada.id}?from=${today}&to=${yesterday}`).expect(400);
    await s.admin.agent.get(`/api/admin/history/users/${s.ada.id}?before=not-a-cursor`).expect(400);
  });

  it('pages with before (keyset) and with page numbers, missing nothing and repeating nothing', async () => {
    const all = await userHistory(s.ada.id, '?limit=200');
    const seen: HistoryEntry[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const page: HistoryResponse = await userHistory(
        s.ada.id,
        `?limit=3${before ? `&before=${before}` : ''}`,
      );
      expect(page.entries.length).toBeLessThanOrEqual(3);
      expect(page.total).toBe(all.total);
      seen.push(...page.entries);
      before = page.nextBefore;
      pages += 1;
    } while (before && pages < 100);
    expect(seen.map((e) => e.id)).toEqual(all.entries.map((e) => e.id));
    const second = await userHistory(s.ada.id, '?limit=3&page=2');
    expect(second.page).toBe(2);
    expect(second.entries.map((e) => e.id)).toEqual(all.entries.slice(3, 6).map((e) => e.id));
  });

  it("shows a project's stream and the events naming it", async () => {
    const res = await s.admin.agent.get(`/api/admin/history/projects/${s.projects.completed}`).expect(200);
    const history = historyResponseSchema.parse(res.body);
    expect(history.subject).toMatchObject({ kind: 'project', id: s.projects.completed });
    expect(history.entries.map((e) => e.type).reverse()).toEqual(
      expect.arrayContaining([
        'projects.project-created',
        'projects.wizard-step-saved',
        'projects.project-completed',
        'projects.project-slot-taken',
      ]),
    );
    expect(history.entries.every((e) => e.actor?.id === s.ada.id)).toBe(true);
    const deleted = await s.admin.agent.get(`/api/admin/history/projects/${s.projects.deleted}`).expect(200);
    const deletedEntries = (deleted.body as HistoryResponse).entries;
    expect(deletedEntries[0]?.type).toBe('projects.project-slot-released');
    expect(deletedEntries.map((e) => e.summary)).toContain('Deleted the project');
    await s.admin.agent.get('/api/admin/history/projects/00000000-0000-4000-8000-000000000000').expect(404);
    await s.admin.agent.get('/api/admin/history/users/nobody-at-all').expect(404);
  });

  it('records every view as an audit.history-viewed event', async () => {
    await userHistory(s.grace.id, '?type=identity.*&limit=5');
    const views = await t.running.database
      .knex('events')
      .where({ stream_id: `audit-views-${s.admin.id}`, event_type: 'audit.history-viewed' })
      .orderBy('global_position');
    const last = views[views.length - 1];
    expect(last.data).toEqual({
      viewedBy: s.admin.id,
      subjectKind: 'user',
      subjectId: s.grace.id,
      query: { type: 'identity.*', limit: '5' },
      entries: expect.any(Number),
    });
    expect(last.metadata.userId).toBe(s.admin.id);
    const adminHistory = await userHistory(s.admin.id, '?type=audit.history-viewed&limit=1');
    expect(adminHistory.entries[0]!.summary).toMatch(/^Viewed the history of user /);
  });

  it("shows shredded personal data as '[deleted]' once the user's key is destroyed", async () => {
    const before = await userHistory(s.ada.id, '?type=identity.user-registered');
    expect(before.entries[0]!.data.email).toBe(s.ada.account.email);
    await t.running.app.get(PersonalDataVault).shred(s.ada.id);
    const after = await userHistory(s.ada.id);
    const registered = after.entries.find((e) => e.type === 'identity.user-registered')!;
    expect(registered.data).toMatchObject({
      username: '[deleted]',
      email: '[deleted]',
      firstName: '[deleted]',
      lastName: '[deleted]',
    });
    expect(registered.summary).toBe('Registered account "[deleted]" (user) through the sign-up form');
    expect(after.entries.find((e) => e.type === 'identity.profile-updated')!.summary).toBe(
      'Changed first name to "[deleted]"',
    );
    expect(after.subject.label).toBe('[deleted]');
    for (const entry of after.entries) expect(entry.actor?.username).toBe('[deleted]');
    const text = JSON.stringify(after);
    expect(text).not.toContain(s.ada.account.email);
    expect(text).not.toContain(s.ada.account.username);
    // The history itself is whole: every event is still there.
    expect(after.total).toBeGreaterThanOrEqual(before.total);
  });
});
