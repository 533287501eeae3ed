import type { Role } from '../roles';
import { userEventTypes, type UserEvent } from './user-events';

/**
 * What the rules of a user account need to know, folded from its `user-{id}` stream (identity decides
 * on it; the users read model applies its session rule, nextSessionVersionOnActivation).
 */
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
