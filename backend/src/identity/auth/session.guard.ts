import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Role } from '../../contracts/identity';
import { DomainError } from '../../shared/domain-error';
import type { AuthUser } from './auth-user';
import { IS_PUBLIC, ROLES } from './decorators';

/**
 * Global guard: every route needs a valid session unless marked @Public(); routes marked
 * @Roles('admin') answer 403 to other roles. Public routes still see the user when signed in.
 */
@Injectable()
export class SessionGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    if (isPublic) {
      try {
        await super.canActivate(context);
      } catch {
        // anonymous is fine here
      }
      return true;
    }
    await super.canActivate(context);
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (roles && (!user || !roles.includes(user.role))) {
      throw new DomainError('forbidden', 'You do not have permission to do this');
    }
    return true;
  }

  override handleRequest<T>(err: unknown, user: T): T {
    if (err)
      throw err instanceof Error ? err : new UnauthorizedException({ message: 'Authentication required' });
    if (!user) throw new UnauthorizedException({ message: 'Authentication required' });
    return user;
  }
}
