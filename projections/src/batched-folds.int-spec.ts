import { randomBytes } from 'node:crypto';
import type { StoredEvent } from '@bb/backend/eventstore/event-store.port';
import { PersonalDataVault } from '@bb/backend/shared/crypto/personal-data-vault';
import { createMigratedDatabase } from '../../test/test-database';
import { createFeedbackProjection } from './feedback.projection';
import { createIdeasProjection } from './ideas.projection';
import { createUsersProjection } from './users.projection';
import type { Projection } from './runner/projection';
import { rowsByPrimaryKey } from './runner/rebuild-tables';

jest.setTimeout(60_000);

/**
 * The projections that fold a batch in memory write what applying its events one at a time writes,
 * including the batch where an email is freed and taken again (the unique index would refuse the
 * bulk upsert mid-statement, so users falls back to one event at a time).
 */
describe('batched folds equal events one at a time', () => {
  let db: Awaited<ReturnType<typeof createMigratedDatabase>>;
  let vault: PersonalDataVault;
  beforeAll(async () => {
    db = await createMigratedDatabase();
    vault = new PersonalDataVault(db.pool, randomBytes(32));
  });
  afterAll(async () => {
    await db?.close();
    await db?.drop();
  });

  let n = 0;
  const event = (streamId: string, type: string, data: unknown): StoredEvent => {
    n += 1;
    const at = new Date(Date.UTC(2026, 2, 1, 10, n)).toISOString();
    return {
      id: `e${n}`,
      streamId,
      streamPosition: n,
      position: { transactionId: String(n), globalPosition: String(n) },
      type,
      schemaVersion: 1,
      data,
      metadata: { userId: null, correlationId: 'c', causationId: null, requestId: null, occurredAt: at },
      recordedAt: at,
    };
  };

  async function history(): Promise<StoredEvent[]> {
    const [a, b] = ['user-a', 'user-b'];
    const seal = (id: string, v: string) => vault.seal(id, v);
    const registered = async (id: string, email: string) =>
      event(`user-${id}`, 'identity.user-registered', {
        userId: id,
        username: await seal(id, `name_${id}`),
        email: await seal(id, email),
        firstName: await seal(id, 'Ada'),
        lastName: await seal(id, 'Lovelace'),
        passwordHash: await seal(id, 'hash'),
        role: 'user',
        via: 'register',
      });
    return [
      await registered(a, 'same@example.com'),
      event(`user-${a}`, 'identity.user-logged-in', { userId: a }),
      event(`user-${a}`, 'identity.profile-updated', {
        userId: a,
        changes: { firstName: await seal(a, 'Grace') },
      }),
      event(`user-${a}`, 'identity.user-role-changed', { userId: a, role: 'admin', changedBy: 'x' }),
      event(`user-${a}`, 'identity.account-deleted', { userId: a }),
      // The freed address, registered again in the same batch.
      await registered(b, 'same@example.com'),
      await registered(b, 'ignored@example.com'), // a replayed registration changes nothing
      event('user-nobody', 'identity.user-logged-in', { userId: 'nobody' }), // no row: ignored
      event('idea-1', 'ideas.idea-created', idea('idea-1')),
      event('idea-1', 'ideas.idea-updated', {
        ideaId: 'idea-1',
        changes: { title: 'New', keyFeatures: ['z'] },
        updatedAt: '2026-03-02T00:00:00.000Z',
      }),
      event('idea-2', 'ideas.idea-created', idea('idea-2')),
      event('idea-2', 'ideas.idea-deleted', { ideaId: 'idea-2', deletedAt: '2026-03-02T00:00:00.000Z' }),
      event('idea-2', 'ideas.idea-created', idea('idea-2')),
      event('idea-3', 'ideas.idea-created', idea('idea-3')),
      event('idea-3', 'ideas.idea-activation-changed', {
        ideaId: 'idea-3',
        isActive: false,
        changedAt: '2026-03-03T00:00:00.000Z',
      }),
      event('idea-3', 'ideas.idea-deleted', { ideaId: 'idea-3', deletedAt: '2026-03-04T00:00:00.000Z' }),
      event('views-a', 'ideas.idea-viewed', view(a, '2026-03-01T12:00:00.000Z', 'catalogue')),
      event('views-a', 'ideas.idea-viewed', view(a, '2026-03-01T13:00:00.000Z', 'admin')), // same day: first wins
      event('views-a', 'ideas.idea-viewed', view(a, '2026-03-02T13:00:00.000Z', 'admin')),
      event('feedback-1', 'feedback.feedback-submitted', {
        feedbackId: 'f1',
        userId: a,
        type: 'general',
        title: 'T',
        description: 'D',
        rating: 4,
        page: null,
        submittedAt: '2026-03-01T00:00:00.000Z',
      }),
      event('feedback-1', 'feedback.feedback-resolved', {
        feedbackId: 'f1',
        adminNotes: 'done',
        resolvedBy: 'x',
        resolvedAt: '2026-03-02T00:00:00.000Z',
      }),
      event('feedback-1', 'feedback.feedback-reopened', {
        feedbackId: 'f1',
        adminNotes: null,
        reopenedBy: 'x',
        reopenedAt: '2026-03-03T00:00:00.000Z',
      }),
      event('feedback-1', 'feedback.admin-notes-updated', {
        feedbackId: 'f1',
        adminNotes: 'again',
        updatedBy: 'x',
        updatedAt: '2026-03-04T00:00:00.000Z',
      }),
      event('feedback-2', 'feedback.feedback-resolved', {
        feedbackId: 'f2',
        adminNotes: 'no row',
        resolvedBy: 'x',
        resolvedAt: '2026-03-02T00:00:00.000Z',
      }),
    ];
  }

  function idea(ideaId: string) {
    return {
      ideaId,
      title: 'T',
      description: 'D',
      businessIdea: 'B',
      targetAudience: 'A',
      industry: 'ecommerce',
      keyFeatures: ['x', 'y'],
      potentialRevenue: '$1',
      featuredDate: '2026-03-05',
      isActive: true,
      createdAt: '2026-03-01T00:00:00.000Z',
    };
  }
  function view(userId: string, viewedAt: string, source: string) {
    return { ideaId: 'catalogue-1', userId, source, featuredDate: viewedAt.slice(0, 10), viewedAt };
  }

  async function applyWith(projections: Projection[], events: StoredEvent[], batch: number, suffix: string) {
    for (const p of projections) {
      for (const t of p.tables) {
        await db.knex.raw(`DROP TABLE IF EXISTS "${t}${suffix}"`);
        await db.knex.raw(`CREATE TABLE "${t}${suffix}" (LIKE "${t}" INCLUDING ALL)`);
      }
      const handled = events.filter((e) => p.handles.includes(e.type));
      for (let i = 0; i < handled.length; i += batch) {
        await db.knex.transaction((trx) =>
          p.apply(handled.slice(i, i + batch), { trx, table: (t) => `${t}${suffix}` }),
        );
      }
    }
    const out: Record<string, string[]> = {};
    for (const p of projections)
      for (const t of p.tables) out[t] = await rowsByPrimaryKey(db.knex, `${t}${suffix}`);
    return out;
  }

  it('writes the same rows from one batch, from batches of two, and event by event', async () => {
    const projections = [createUsersProjection(vault), createIdeasProjection(), createFeedbackProjection()];
    const events = await history();
    const oneByOne = await applyWith(projections, events, 1, '_one');
    const whole = await applyWith(projections, events, 1000, '_all');
    const pairs = await applyWith(projections, events, 2, '_two');
    expect(whole).toEqual(oneByOne);
    expect(pairs).toEqual(oneByOne);

    const users = oneByOne.rm_users!.map((r) => JSON.parse(r) as Record<string, unknown>);
    expect(users.map((u) => [u.id, u.email, u.deleted])).toEqual([
      ['user-a', 'deleted-user-a@deleted.invalid', true],
      ['user-b', 'same@example.com', false],
    ]);
    expect(oneByOne.rm_ideas!.map((r) => (JSON.parse(r) as { id: string; title: string }).title)).toEqual([
      'New',
      'T',
    ]);
    expect(oneByOne.rm_idea_views).toHaveLength(2);
    expect(oneByOne.rm_feedback!.map((r) => (JSON.parse(r) as { admin_notes: string }).admin_notes)).toEqual([
      'again',
    ]);
  });

  it('falls back to one event at a time when a batch moves an email between two accounts', async () => {
    const users = createUsersProjection(vault);
    const seal = (id: string, v: string) => vault.seal(id, v);
    const registered = async (id: string, email: string) =>
      event(`user-${id}`, 'identity.user-registered', {
        userId: id,
        username: await seal(id, id),
        email: await seal(id, email),
        firstName: await seal(id, 'A'),
        lastName: await seal(id, 'B'),
        passwordHash: await seal(id, 'h'),
        role: 'user',
        via: 'register',
      });
    const first = [await registered('user-c', 'x@example.com'), await registered('user-d', 'z@example.com')];
    // D is touched first, so the bulk upsert writes D's new address while C still holds it.
    const second = [
      event('user-user-d', 'identity.user-logged-in', { userId: 'user-d' }),
      event('user-user-c', 'identity.profile-updated', {
        userId: 'user-c',
        changes: { email: await seal('user-c', 'y@example.com') },
      }),
      event('user-user-d', 'identity.profile-updated', {
        userId: 'user-d',
        changes: { email: await seal('user-d', 'x@example.com') },
      }),
    ];
    await db.knex.raw(`DROP TABLE IF EXISTS rm_users_swap`);
    await db.knex.raw(`CREATE TABLE rm_users_swap (LIKE rm_users INCLUDING ALL)`);
    for (const batch of [first, second]) {
      await db.knex.transaction((trx) => users.apply(batch, { trx, table: () => 'rm_users_swap' }));
    }
    const rows = (await rowsByPrimaryKey(db.knex, 'rm_users_swap')).map(
      (r) => JSON.parse(r) as Record<string, unknown>,
    );
    expect(rows.map((u) => [u.id, u.email])).toEqual([
      ['user-c', 'y@example.com'],
      ['user-d', 'x@example.com'],
    ]);
    expect(rows[1]!.last_login_at).not.toBeNull();
  });
});
