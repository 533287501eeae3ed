import type { Role } from '../roles';
import type { Sealed } from './sealed';

/** Events of the `user-{id}` stream. Personal fields are sealed with the user's own key. */
export const userEventTypes = {
  registered: 'identity.user-registered',
  loggedIn: 'identity.user-logged-in',
  loggedOut: 'identity.user-logged-out',
  profileUpdated: 'identity.profile-updated',
  passwordChanged: 'identity.password-changed',
  activationChanged: 'identity.user-activation-changed',
  roleChanged: 'identity.user-role-changed',
  accountDeleted: 'identity.account-deleted',
} as const;

export interface UserRegistered {
  type: typeof userEventTypes.registered;
  data: {
    userId: string;
    username: Sealed;
    email: Sealed;
    firstName: Sealed;
    lastName: Sealed;
    passwordHash: Sealed;
    role: Role;
    /** register: the public form; admin-setup: the first admin; admin: created by an admin. */
    via: 'register' | 'admin-setup' | 'admin';
  };
}
export interface UserLoggedIn {
  type: typeof userEventTypes.loggedIn;
  data: { userId: string };
}
export interface UserLoggedOut {
  type: typeof userEventTypes.loggedOut;
  /**
   * sessionVersion (since issue 17): sessions issued before it are signed out, so a copied cookie
   * stops working at logout. Older events have none and ended no session.
   */
  data: { userId: string; sessionVersion?: number };
}
export interface ProfileUpdated {
  type: typeof userEventTypes.profileUpdated;
  /** Only the fields that changed. */
  data: { userId: string; changes: Partial<Record<'username' | 'email' | 'firstName' | 'lastName', Sealed>> };
}
export interface PasswordChanged {
  type: typeof userEventTypes.passwordChanged;
  /** Sessions issued before this session version are signed out. */
  data: { userId: string; passwordHash: Sealed; sessionVersion: number };
}
/** A deactivation also ends every session of the account (sessionVersion + 1, see evolveUser in user.ts). */
export interface UserActivationChanged {
  type: typeof userEventTypes.activationChanged;
  data: { userId: string; isActive: boolean; changedBy: string };
}
export interface UserRoleChanged {
  type: typeof userEventTypes.roleChanged;
  data: { userId: string; role: Role; changedBy: string };
}
export interface AccountDeleted {
  type: typeof userEventTypes.accountDeleted;
  data: { userId: string };
}

export type UserEvent =
  | UserRegistered
  | UserLoggedIn
  | UserLoggedOut
  | ProfileUpdated
  | PasswordChanged
  | UserActivationChanged
  | UserRoleChanged
  | AccountDeleted;

export const userStreamId = (userId: string) => `user-${userId}`;
