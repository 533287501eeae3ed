import { z } from 'zod';
import { roleSchema } from '../../contracts/identity';
import { userEventTypes } from './user-events';

/**
 * The data of each `user-{id}` event as it is read back from the log (the reading side of
 * user-events.ts). Loose objects: a field the code does not know yet is kept. Personal fields are
 * checked to be sealed, never opened.
 */
const sealed = z.looseObject({ enc: z.literal('v1'), iv: z.string(), ct: z.string(), tag: z.string() });
const sessionVersion = z.number().int().nonnegative();

export const userEventSchemas = {
  [userEventTypes.registered]: z.looseObject({
    userId: z.string(),
    username: sealed,
    email: sealed,
    firstName: sealed,
    lastName: sealed,
    passwordHash: sealed,
    role: roleSchema,
    via: z.enum(['register', 'admin-setup', 'admin']),
  }),
  [userEventTypes.loggedIn]: z.looseObject({ userId: z.string() }),
  [userEventTypes.loggedOut]: z.looseObject({
    userId: z.string(),
    sessionVersion: sessionVersion.optional(),
  }),
  [userEventTypes.profileUpdated]: z.looseObject({
    userId: z.string(),
    changes: z.partialRecord(z.enum(['username', 'email', 'firstName', 'lastName']), sealed),
  }),
  [userEventTypes.passwordChanged]: z.looseObject({
    userId: z.string(),
    passwordHash: sealed,
    sessionVersion,
  }),
  [userEventTypes.activationChanged]: z.looseObject({
    userId: z.string(),
    isActive: z.boolean(),
    changedBy: z.string(),
  }),
  [userEventTypes.roleChanged]: z.looseObject({
    userId: z.string(),
    role: roleSchema,
    changedBy: z.string(),
  }),
  [userEventTypes.accountDeleted]: z.looseObject({ userId: z.string() }),
};
