import { DomainError } from '../../shared/domain-error';
import type { UserState } from '@bb/kernel/folds';

export {
  evolveUser,
  initialUserState,
  nextSessionVersionOnActivation,
  type UserState,
} from '@bb/kernel/folds';

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
