/**
 * The events of the `user-{id}` stream are the kernel's (packages/kernel/src/folds/user-events.ts),
 * beside the user fold that the users read model shares; the identity context reads them here.
 */
export {
  userEventTypes,
  userStreamId,
  type AccountDeleted,
  type PasswordChanged,
  type ProfileUpdated,
  type UserActivationChanged,
  type UserEvent,
  type UserLoggedIn,
  type UserLoggedOut,
  type UserRegistered,
  type UserRoleChanged,
} from '@bb/kernel/folds';
