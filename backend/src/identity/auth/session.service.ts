import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../shared/tokens';
import type { SessionTokenPayload } from './auth-user';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

/** Issues and clears the session cookie (a signed JWT, 7 days). */
@Injectable()
export class SessionService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async signIn(res: FastifyReply, userId: string, sessionVersion: number): Promise<void> {
    const payload: SessionTokenPayload = { sub: userId, sv: sessionVersion };
    const token = await this.jwt.signAsync(payload, {
      secret: this.config.jwtSecret,
      expiresIn: '7d',
      algorithm: 'HS256',
    });
    setSessionCookie(res, token, this.config.secureCookies);
  }

  signOut(res: FastifyReply): void {
    clearSessionCookie(res, this.config.secureCookies);
  }
}
