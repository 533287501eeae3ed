import { adminAccessEventTypes, type AdminAccessChanged } from '../../contracts/admin';
import type { Role } from '../../contracts/identity';
import { AccountNotFound, LastAdminProtected, assertCanAct, type UserState } from './user';
import {
  userEventTypes,
  type AccountDeleted,
  type UserActivationChanged,
  type UserRoleChanged,
} from './user-events';

/**
 * Admin changes to a user's access (active switch, role dropdown). The rule: the system never
 * loses its last active admin. Every change that touches the set of active admins is also
 * recorded on the `admins` stream with that stream's expected version, so two concurrent changes
 * (two admins demoting each other) cannot both pass the check: one of them must retry and sees
 * the other's change.
 */

export const ADMINS_STREAM = 'admins';

export const isActiveAdmin = (state: UserState): boolean =>
  state.exists && !state.deleted && state.isActive && state.role === 'admin';

export interface AccessDecision {
  /** Events for the user's own stream (`user-{id}`); empty when nothing changes. */
  readonly userEvents: Array<UserActivationChanged | UserRoleChanged | AccountDeleted>;
  /** The record for the `admins` stream, when the set of active admins changes. */
  readonly adminsEvent: AdminAccessChanged | null;
}

const nothing: AccessDecision = { userEvents: [], adminsEvent: null };

function accessChanged(
  userId: string,
  change: AdminAccessChanged['data']['change'],
  changedBy: string,
): AdminAccessChanged {
  return { type: adminAccessEventTypes.accessChanged, data: { userId, change, changedBy } };
}

export interface AccessCommand {
  readonly userId: string;
  readonly changedBy: string;
  /** Active admins other than this user, as of the `admins` stream version read first. */
  readonly otherActiveAdmins: number;
}

/** PATCH /api/admin/users/{userId}/status. */
export function decideActivation(
  command: AccessCommand & { readonly isActive: boolean },
  state: UserState,
): AccessDecision {
  if (!state.exists || state.deleted) throw new AccountNotFound();
  if (state.isActive === command.isActive) return nothing;
  const isAdmin = state.role === 'admin';
  if (!command.isActive && isAdmin && command.otherActiveAdmins === 0) throw new LastAdminProtected();
  const { userId, changedBy, isActive } = command;
  return {
    userEvents: [{ type: userEventTypes.activationChanged, data: { userId, isActive, changedBy } }],
    adminsEvent: isAdmin ? accessChanged(userId, isActive ? 'activated' : 'deactivated', changedBy) : null,
  };
}

/** PATCH /api/admin/users/{userId}/role. */
export function decideRole(
  command: AccessCommand & { readonly role: Role },
  state: UserState,
): AccessDecision {
  if (!state.exists || state.deleted) throw new AccountNotFound();
  if (state.role === command.role) return nothing;
  if (isActiveAdmin(state) && command.role !== 'admin' && command.otherActiveAdmins === 0)
    throw new LastAdminProtected();
  const { userId, changedBy, role } = command;
  return {
    userEvents: [{ type: userEventTypes.roleChanged, data: { userId, role, changedBy } }],
    adminsEvent: accessChanged(userId, role === 'admin' ? 'promoted' : 'demoted', changedBy),
  };
}

/**
 * DELETE /api/account: the user deletes their own account. An active admin may do so only while
 * another active admin remains; the deletion of an active admin is recorded on the admins stream
 * like a demotion, so it cannot race a demotion or deactivation of the other admin.
 */
export function decideAccountDeletion(
  command: Omit<AccessCommand, 'changedBy'>,
  state: UserState,
): AccessDecision {
  assertCanAct(state);
  const wasActiveAdmin = isActiveAdmin(state);
  if (wasActiveAdmin && command.otherActiveAdmins === 0) throw new LastAdminProtected();
  const { userId } = command;
  return {
    userEvents: [{ type: userEventTypes.accountDeleted, data: { userId } }],
    adminsEvent: wasActiveAdmin ? accessChanged(userId, 'deleted', userId) : null,
  };
}
