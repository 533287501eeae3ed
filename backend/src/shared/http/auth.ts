import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Role } from '../../contracts/identity';

/**
 * What every context's controllers say about who may call them and who is calling; the global
 * session guard (identity/auth/session.guard.ts) reads and fills these.
 */

/** The signed-in caller, as the session guard puts it on the request. */
export interface AuthUser {
  id: string;
  role: Role;
  email: string;
}

export const IS_PUBLIC = 'isPublic';
/** Opts a route out of the global session guard. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const ROLES = 'roles';
/** Restricts a route (or controller) to these roles; 403 for others. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

/** The signed-in user of the request. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser => {
  const req = ctx.switchToHttp().getRequest<{ user: AuthUser }>();
  return req.user;
});
