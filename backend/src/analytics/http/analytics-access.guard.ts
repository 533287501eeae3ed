import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../shared/http/auth';
import { DomainError } from '../../shared/domain-error';
import type { TokenRecord } from '../domain/analytics-tokens';
import { AnalyticsTokenStore } from '../infrastructure/analytics-token-store';

export type AnalyticsRequest = FastifyRequest & { user?: AuthUser; analyticsToken?: TokenRecord };

/**
 * The event stream is for admins (session cookie) and analytics consumers (`Authorization: Bearer
 * <token>`). A bearer token is checked first: an unknown or revoked one is 401 even when a session
 * cookie is also sent, so a consumer learns its token stopped working.
 */
@Injectable()
export class AnalyticsAccessGuard implements CanActivate {
  constructor(private readonly tokens: AnalyticsTokenStore) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AnalyticsRequest>();
    const header = req.headers.authorization;
    if (typeof header === 'string' && header.trim()) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      const token = match ? await this.tokens.verify(match[1]!) : undefined;
      if (!token)
        throw new DomainError('unauthenticated', 'This analytics token is not valid or was revoked');
      req.analyticsToken = token;
      return true;
    }
    if (req.user?.role === 'admin') return true;
    if (req.user)
      throw new DomainError('forbidden', 'Only admins and analytics tokens can read the event stream');
    throw new DomainError(
      'unauthenticated',
      'Authentication required: sign in as an admin or send an analytics token',
    );
  }
}
