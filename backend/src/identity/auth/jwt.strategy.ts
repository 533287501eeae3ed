import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Pool } from 'pg';
import type { AppConfig } from '../../config/app-config';
import { DomainError } from '../../shared/domain-error';
import { setContextUser } from '../../shared/request-context';
import { APP_CONFIG, PG_POOL } from '../../shared/tokens';
import type { AuthUser, SessionTokenPayload } from './auth-user';
import { readSessionCookie } from './session-cookie';

/**
 * Reads the session JWT from the httpOnly cookie and checks the account on every request, so a
 * deactivated or deleted user, or a session older than a password change, is refused at once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([readSessionCookie]),
      // A KeyObject, made once: given the string, jsonwebtoken first tries to parse it as a PEM
      // public key on every request (createPublicKey throwing), ~2 ms of CPU per request.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: SessionTokenPayload): Promise<AuthUser> {
    // Every authenticated request asks this: a named statement, parsed and planned once per
    // connection, without the query builder.
    const res = await this.pool.query<SessionUserRow>({
      name: 'bb_session_user',
      text: 'SELECT id, role, email, is_active, deleted, session_version FROM rm_users WHERE id = $1',
      values: [payload.sub],
    });
    const row = res.rows[0];
    if (!row || row.deleted || row.session_version !== payload.sv) {
      throw new DomainError('unauthenticated', 'Your session has ended. Please sign in again.');
    }
    if (!row.is_active) {
      throw new DomainError('unauthenticated', 'This account has been deactivated. Please contact support.');
    }
    setContextUser(row.id);
    return { id: row.id, role: row.role, email: row.email };
  }
}

interface SessionUserRow {
  id: string;
  role: 'user' | 'admin';
  email: string;
  is_active: boolean;
  deleted: boolean;
  session_version: number;
}
