import type { StoredEvent } from '@bb/backend/eventstore/event-store.port';
import type { PersonalDataVault } from '@bb/backend/shared/crypto/personal-data-vault';
import { userEventTypes, type UserEvent } from '@bb/backend/identity/domain/user-events';
import type { Projection } from './runner/projection';

/**
 * rm_users: one row per account, personal fields decrypted with the user's key. Deleting an
 * account blanks the row's personal fields (the key is destroyed, so a rebuild cannot restore them).
 */
export function createUsersProjection(vault: PersonalDataVault): Projection {
  return {
    name: 'users',
    tables: ['rm_users'],
    handles: Object.values(userEventTypes),
    async apply(events, { trx, table }) {
      const t = table('rm_users');
      for (const stored of events) {
        const event = stored as StoredEvent<UserEvent['data']> & UserEvent;
        const at = stored.metadata.occurredAt;
        const id = (event.data as { userId: string }).userId;
        switch (event.type) {
          case userEventTypes.registered: {
            const d = event.data;
            await trx(t)
              .insert({
                id,
                username: await vault.open(id, d.username),
                email: await vault.open(id, d.email),
                first_name: await vault.open(id, d.firstName),
                last_name: await vault.open(id, d.lastName),
                password_hash: await vault.open(id, d.passwordHash),
                role: d.role,
                created_at: at,
                updated_at: at,
              })
              .onConflict('id')
              .ignore();
            break;
          }
          case userEventTypes.loggedIn:
            await trx(t).where({ id }).update({ last_login_at: at });
            break;
          case userEventTypes.profileUpdated: {
            const c = event.data.changes;
            const row: Record<string, string> = { updated_at: at };
            if (c.username) row.username = await vault.open(id, c.username);
            if (c.email) row.email = await vault.open(id, c.email);
            if (c.firstName) row.first_name = await vault.open(id, c.firstName);
            if (c.lastName) row.last_name = await vault.open(id, c.lastName);
            await trx(t).where({ id }).update(row);
            break;
          }
          case userEventTypes.passwordChanged:
            await trx(t)
              .where({ id })
              .update({
                password_hash: await vault.open(id, event.data.passwordHash),
                session_version: event.data.sessionVersion,
                updated_at: at,
              });
            break;
          case userEventTypes.activationChanged:
            await trx(t).where({ id }).update({ is_active: event.data.isActive, updated_at: at });
            break;
          case userEventTypes.roleChanged:
            await trx(t).where({ id }).update({ role: event.data.role, updated_at: at });
            break;
          case userEventTypes.accountDeleted:
            await trx(t).where({ id }).update({
              deleted: true,
              is_active: false,
              username: '[deleted]',
              email: `deleted-${id}@deleted.invalid`,
              first_name: '[deleted]',
              last_name: '[deleted]',
              password_hash: '',
              updated_at: at,
            });
            break;
          default:
            break;
        }
      }
    },
  };
}
