import { ExecutionContext, Injectable, type CanActivate } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../contracts/identity';
import { DomainError } from '../../shared/domain-error';
import type { AuthUser } from '../../shared/http/auth';
import { IS_PUBLIC, ROLES } from '../../shared/http/auth';
import { SessionVerifier } from './session-verifier';

/**
 * Global guard: every route needs a valid session unless marked @Public(); routes marked
 * @Roles('admin') answer 403 to other roles. Public routes still see the user when signed in.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const req = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    if (isPublic) {
      try {
        req.user = await this.sessions.authenticate(req);
      } catch {
        // anonymous is fine here
      }
      return true;
    }
    const user = await this.sessions.authenticate(req);
    req.user = user;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(user.role)) {
      throw new DomainError('forbidden', 'You do not have permission to do this');
    }
    return true;
  }
}
