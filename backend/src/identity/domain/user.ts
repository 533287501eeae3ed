import { DomainError } from '../../shared/domain-error';
import type { Role } from '../../contracts/identity';
import { userEventTypes, type UserEvent } from './user-events';

/** What the rules of a user account need to know, folded from its stream. */
export interface UserState {
  exists: boolean;
  role: Role;
  isActive: boolean;
  deleted: boolean;
  sessionVersion: number;
}

export const initialUserState: UserState = {
  exists: false,
  role: 'user',
  isActive: true,
  deleted: false,
  sessionVersion: 0,
};

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case userEventTypes.registered:
      return { ...state, exists: true, role: event.data.role };
    case userEventTypes.passwordChanged:
      return { ...state, sessionVersion: event.data.sessionVersion };
    case userEventTypes.loggedOut:
      return { ...state, sessionVersion: event.data.sessionVersion ?? state.sessionVersion };
    case userEventTypes.activationChanged:
      return {
        ...state,
        isActive: event.data.isActive,
        sessionVersion: nextSessionVersionOnActivation(state.sessionVersion, event.data.isActive),
      };
    case userEventTypes.roleChanged:
      return { ...state, role: event.data.role };
    case userEventTypes.accountDeleted:
      return { ...state, deleted: true, isActive: false };
    default:
      return state;
  }
}

/** A deactivation ends every session (the projection of rm_users applies the same rule). */
export function nextSessionVersionOnActivation(sessionVersion: number, isActive: boolean): number {
  return isActive ? sessionVersion : sessionVersion + 1;
}

export class AccountNotFound extends DomainError {
  constructor() {
    super('not_found', 'User not found', undefined, 'AccountNotFound');
  }
}
export class AccountDeactivated extends DomainError {
  constructor() {
    super(
      'forbidden',
      'This account has been deactivated. Please contact support.',
      undefined,
      'AccountDeactivated',
    );
  }
}
export class InvalidCredentials extends DomainError {
  constructor() {
    super('unauthenticated', 'Invalid email or password', undefined, 'InvalidCredentials');
  }
}
export class CurrentPasswordWrong extends DomainError {
  constructor() {
    super(
      'validation',
      'Current password is incorrect',
      { currentPassword: 'Current password is incorrect' },
      'CurrentPasswordWrong',
    );
  }
}
/** Changing the email needs the current password (issue 17 item 13). */
export class CurrentPasswordRequired extends DomainError {
  constructor() {
    const message = 'Enter your current password to change your email';
    super('validation', message, { currentPassword: message }, 'CurrentPasswordRequired');
  }
}
/** Deleting the account needs the account's password (the Danger Zone dialog). */
export class PasswordIncorrect extends DomainError {
  constructor() {
    super('validation', 'Password is incorrect', { password: 'Password is incorrect' }, 'PasswordIncorrect');
  }
}
export class AdminAlreadyExists extends DomainError {
  constructor() {
    super(
      'conflict',
      'An admin already exists. This endpoint only works when no admin exists.',
      undefined,
      'AdminAlreadyExists',
    );
  }
}
export class LastAdminProtected extends DomainError {
  constructor() {
    super('conflict', 'At least one active admin must remain', undefined, 'LastAdminProtected');
  }
}

/** A signed-in account may act only while it exists, is active and is not deleted. */
export function assertCanAct(state: UserState): void {
  if (!state.exists || state.deleted) throw new AccountNotFound();
  if (!state.isActive) throw new AccountDeactivated();
}

/** Sign-in rules: unknown or deleted accounts and wrong passwords look the same to the caller. */
export function assertCanLogIn(state: UserState, passwordMatches: boolean): void {
  if (!state.exists || state.deleted || !passwordMatches) throw new InvalidCredentials();
  if (!state.isActive) throw new AccountDeactivated();
}
