import { createSecretKey, type KeyObject } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import type { AppConfig } from '../../config/app-config';
import { SESSION_ROWS_CHANNEL } from '../../contracts/identity';
import { listen } from '../../eventstore/postgres/pg-listen';
import { CommandRunner } from '../../shared/cqrs/command-runner';
import { DomainError } from '../../shared/domain-error';
import { setContextUser } from '../../shared/request-context';
import { APP_CONFIG, PG_POOL } from '../../shared/tokens';
import type { AuthUser } from '../../shared/http/auth';
import type { SessionTokenPayload } from './auth-user';
import { readSessionCookie } from './session-cookie';
import { SessionRows } from './session-rows';
import { VerifiedTokens } from './verified-tokens';
import { userStreamId } from '../domain/user-events';

/**
 * Reads the session JWT from the httpOnly cookie and checks the account on every request, so a
 * deactivated or deleted user, or a session older than a password change, is refused at once. The
 * account's session fields come from rm_users, or from the row kept since the last read while
 * nothing says it changed (session-rows.ts: dropped by this process's own writes to the account
 * and by the users read model's notification to every process).
 *
 * It verifies the token itself (HS256 only, expiry checked) instead of through passport-jwt:
 * passport's per-request strategy set-up cost more CPU than the verification.
 */
@Injectable()
export class SessionVerifier implements OnModuleInit, OnModuleDestroy {
  // A KeyObject, made once: given the string, jsonwebtoken first tries to parse it as a PEM
  // public key on every request (createPublicKey throwing), ~2 ms of CPU per request.
  private readonly key: KeyObject;
  /** The accounts' session fields recently read, while nothing says they changed (session-rows.ts). */
  private readonly kept = new SessionRows<SessionUserRow>();
  /** Tokens whose signature was checked, until their expiry (verified-tokens.ts). */
  private readonly verified = new VerifiedTokens<SessionTokenPayload & { exp?: number }>();
  private stop: Array<() => unknown> = [];

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly jwt: JwtService,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly runner: CommandRunner,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret));
  }

  async onModuleInit(): Promise<void> {
    // This process's own writes to an account's stream drop its row at once.
    this.stop.push(
      this.runner.onAppended((streamIds) => {
        for (const id of streamIds)
          if (id.startsWith(USER_STREAM)) this.kept.forget(id.slice(USER_STREAM.length));
      }),
    );
    try {
      const unlisten = await listen(
        this.pool,
        SESSION_ROWS_CHANNEL,
        (userId) => (userId === null ? this.kept.setListening(true) : this.kept.forget(userId)),
        () => this.kept.setListening(false),
      );
      this.stop.push(unlisten);
      this.kept.setListening(true);
    } catch (error) {
      // Without the channel nothing is kept: every request reads the account, as before.
      new Logger(SessionVerifier.name).warn(`Session rows not kept: ${String(error)}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.kept.setListening(false);
    await Promise.all(this.stop.map((stop) => stop()));
    this.stop = [];
  }

  /** The signed-in caller; 401 without a valid session cookie or with a session that has ended. */
  async authenticate(req: FastifyRequest): Promise<AuthUser> {
    const token = readSessionCookie(req);
    let payload: SessionTokenPayload;
    try {
      if (!token) throw new Error('No session cookie');
      payload = this.verified.payloadOf(token, (t) =>
        this.jwt.verify<SessionTokenPayload & { exp?: number }>(t, {
          secret: this.key as unknown as string,
          algorithms: ['HS256'],
        }),
      );
    } catch {
      throw new UnauthorizedException({ message: 'Authentication required' });
    }
    return this.validate(payload);
  }

  private async validate(payload: SessionTokenPayload): Promise<AuthUser> {
    // Every authenticated request asks this (unless a kept row answers): a named statement,
    // parsed and planned once per connection, without the query builder.
    const row = await this.kept.get(
      payload.sub,
      async () =>
        (
          await this.pool.query<SessionUserRow>({
            name: 'bb_session_user',
            text: 'SELECT id, role, email, is_active, deleted, session_version FROM rm_users WHERE id = $1',
            values: [payload.sub],
          })
        ).rows[0],
    );
    // A deactivated account says so (the spec's message), even though deactivation also ended
    // its sessions; any other ended session (logout, password change) says the session ended.
    if (row && !row.deleted && !row.is_active) {
      throw new DomainError('unauthenticated', 'This account has been deactivated. Please contact support.');
    }
    if (!row || row.deleted || row.session_version !== payload.sv) {
      throw new DomainError('unauthenticated', 'Your session has ended. Please sign in again.');
    }
    setContextUser(row.id);
    return { id: row.id, role: row.role, email: row.email };
  }
}

/** The prefix of an account's stream id. */
const USER_STREAM = userStreamId('');

interface SessionUserRow {
  id: string;
  role: 'user' | 'admin';
  email: string;
  is_active: boolean;
  deleted: boolean;
  session_version: number;
}
