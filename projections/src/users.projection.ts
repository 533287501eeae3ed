import type { StoredEvent } from '@bb/backend/eventstore/event-store.port';
import type { SealedFieldReader } from '@bb/backend/shared/crypto/sealed';
import { nextSessionVersionOnActivation, userEventTypes, type UserEvent } from '@bb/kernel/folds';
import { SESSION_ROWS_CHANNEL } from '@bb/backend/contracts/identity';
import type { Projection, ProjectionContext } from './runner/projection';
import { rowsByKey, upsertRows } from './runner/batch-writes';

/**
 * rm_users: one row per account, personal fields decrypted with the user's key. Deleting an
 * account blanks the row's personal fields (the key is destroyed, so a rebuild cannot restore them).
 *
 * A batch is folded in memory per account (the rows it names read in one query, the keys of their
 * sealed fields loaded in one query) and written with multi-row upserts. The fold is the
 * event-at-a-time semantics: a registration creates the row unless it exists, every other event
 * changes an existing row and is ignored without one.
 */
interface UserRow {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  role: string;
  is_active: boolean;
  session_version: number;
  subscription_tier: string;
  deleted: boolean;
  created_at: string | Date;
  updated_at: string | Date;
  last_login_at: string | Date | null;
}

type Event = StoredEvent<UserEvent['data']> & UserEvent;
const UNIQUE_VIOLATION = '23505';

export function createUsersProjection(vault: SealedFieldReader): Projection {
  const apply = async (events: StoredEvent[], ctx: ProjectionContext): Promise<void> => {
    const { trx } = ctx;
    const t = ctx.table('rm_users');
    const ids = [...new Set(events.map((e) => (e.data as { userId: string }).userId))];
    const sealedOwners = events
      .filter((e) => e.type !== userEventTypes.loggedIn && e.type !== userEventTypes.loggedOut)
      .map((e) => (e.data as { userId: string }).userId);
    await vault.preload(sealedOwners);
    const existing = await rowsByKey<UserRow>(trx, t, 'id', ids);
    const rows = new Map<string, UserRow>(existing.map((r) => [r.id, r]));
    const changed = new Set<string>();
    for (const stored of events) {
      const event = stored as Event;
      const id = event.data.userId;
      const next = await evolve(rows.get(id) ?? null, event, vault);
      if (next) {
        rows.set(id, next);
        changed.add(id);
      }
    }
    if (changed.size === 0) return;
    const before = new Map(existing.map((r) => [r.id, r]));
    const out = [...changed].map((id) => rows.get(id)!);
    try {
      // In a savepoint: an email freed and taken again within the batch (an account deleted, its
      // address registered again) can trip the unique email index in the middle of one statement,
      // where the events one by one never do.
      await trx.transaction((sp) => upsertRows(sp, t, out, 'id'));
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      await applyOneByOne(events, t, ctx, vault);
    }
    // Delivered when this transaction commits. Not for a rebuild's new table: its rows are the
    // live ones as the log has them.
    const ended = out.filter((row) => sessionFieldsChanged(before.get(row.id), row)).map((row) => row.id);
    if (t === 'rm_users' && ended.length > 0) {
      await trx.raw('SELECT pg_notify(?, id) FROM unnest(?::text[]) AS id', [SESSION_ROWS_CHANNEL, ended]);
    }
  };
  return {
    name: 'users',
    tables: ['rm_users'],
    handles: Object.values(userEventTypes),
    apply,
  };
}

/** What a session check reads of the row changed (a sign-in, which moves last_login_at only, does not). */
function sessionFieldsChanged(before: UserRow | undefined, after: UserRow): boolean {
  return (
    !before ||
    before.role !== after.role ||
    before.email !== after.email ||
    before.is_active !== after.is_active ||
    before.deleted !== after.deleted ||
    before.session_version !== after.session_version
  );
}

/** The row after one event, or null when the event changes nothing. */
async function evolve(row: UserRow | null, event: Event, vault: SealedFieldReader): Promise<UserRow | null> {
  const at = event.metadata.occurredAt;
  const id = event.data.userId;
  if (event.type === userEventTypes.registered) {
    if (row) return null;
    const d = event.data;
    return {
      id,
      username: await vault.open(id, d.username),
      email: await vault.open(id, d.email),
      first_name: await vault.open(id, d.firstName),
      last_name: await vault.open(id, d.lastName),
      password_hash: await vault.open(id, d.passwordHash),
      role: d.role,
      is_active: true,
      session_version: 0,
      subscription_tier: 'free',
      deleted: false,
      created_at: at,
      updated_at: at,
      last_login_at: null,
    };
  }
  if (!row) return null;
  switch (event.type) {
    case userEventTypes.loggedIn:
      return { ...row, last_login_at: at };
    case userEventTypes.profileUpdated: {
      const c = event.data.changes;
      const next: UserRow = { ...row, updated_at: at };
      if (c.username) next.username = await vault.open(id, c.username);
      if (c.email) next.email = await vault.open(id, c.email);
      if (c.firstName) next.first_name = await vault.open(id, c.firstName);
      if (c.lastName) next.last_name = await vault.open(id, c.lastName);
      return next;
    }
    case userEventTypes.passwordChanged:
      return {
        ...row,
        password_hash: await vault.open(id, event.data.passwordHash),
        session_version: event.data.sessionVersion,
        updated_at: at,
      };
    case userEventTypes.loggedOut:
      if (event.data.sessionVersion === undefined) return null;
      return { ...row, session_version: event.data.sessionVersion };
    case userEventTypes.activationChanged:
      return {
        ...row,
        is_active: event.data.isActive,
        session_version: nextSessionVersionOnActivation(row.session_version, event.data.isActive),
        updated_at: at,
      };
    case userEventTypes.roleChanged:
      return { ...row, role: event.data.role, updated_at: at };
    case userEventTypes.accountDeleted:
      return {
        ...row,
        deleted: true,
        is_active: false,
        username: '[deleted]',
        email: `deleted-${id}@deleted.invalid`,
        first_name: '[deleted]',
        last_name: '[deleted]',
        password_hash: '',
        updated_at: at,
      };
    default:
      return null;
  }
}

/**
 * The batch one event at a time, one statement each, in log order: what the fold above does in
 * bulk, for the rare batch whose bulk upsert meets the unique email index mid-statement.
 */
async function applyOneByOne(
  events: StoredEvent[],
  t: string,
  { trx }: ProjectionContext,
  vault: SealedFieldReader,
): Promise<void> {
  for (const stored of events) {
    const event = stored as Event;
    const id = event.data.userId;
    const [row] = await rowsByKey<UserRow>(trx, t, 'id', [id]);
    const next = await evolve(row ?? null, event, vault);
    if (!next) continue;
    if (row) await trx(t).where({ id }).update(next);
    else await trx(t).insert(next);
  }
}
