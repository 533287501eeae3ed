import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config/app-config';
import { createRateLimitStore, type RateLimitStore } from '../../shared/rate-limit/rate-limit-store';
import { APP_CONFIG } from '../../shared/tokens';

/**
 * Failed sign-ins are limited per account (email) and per address: 5 failures per account and
 * 20 per address in 15 minutes. The counters are rate-limiter-flexible's: in this process, or in
 * Redis with REDIS_URL so that every instance counts against the same limit.
 *
 * A loopback address has no address limit (the account limit still holds): behind the local
 * proxy `req.ip` is the forwarded client's, so loopback is a client on this machine (a test
 * run, a health check), where one shared address would lock every account out.
 */
@Injectable()
export class LoginRateLimiter implements OnModuleInit, OnModuleDestroy {
  static readonly windowMs = 15 * 60 * 1000;
  static readonly perAccount = 5;
  static readonly perAddress = 20;
  private readonly logger = new Logger(LoginRateLimiter.name);
  private store: RateLimitStore | undefined;
  private accounts: RateLimiterAbstract | undefined;
  private addresses: RateLimiterAbstract | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'redisUrl' | 'redisKeyPrefix'>) {}

  async onModuleInit(): Promise<void> {
    this.store = await createRateLimitStore({
      redisUrl: this.config.redisUrl,
      keyPrefix: this.config.redisKeyPrefix,
      onError: (error) => this.logger.warn(`Redis for rate limits: ${error.message}`),
    });
    const seconds = LoginRateLimiter.windowMs / 1000;
    this.accounts = this.store.limiter('login-account', LoginRateLimiter.perAccount, seconds);
    this.addresses = this.store.limiter('login-address', LoginRateLimiter.perAddress, seconds);
  }

  async onModuleDestroy(): Promise<void> {
    await this.store?.close();
  }

  async isBlocked(email: string, ip: string): Promise<boolean> {
    const { accounts, addresses } = this.limiters();
    const [account, address] = await Promise.all([
      accounts.get(email.toLowerCase()),
      isLoopback(ip) ? null : addresses.get(ip),
    ]);
    return (
      (account?.consumedPoints ?? 0) >= LoginRateLimiter.perAccount ||
      (address?.consumedPoints ?? 0) >= LoginRateLimiter.perAddress
    );
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const { accounts, addresses } = this.limiters();
    await Promise.all([accounts.penalty(email.toLowerCase()), isLoopback(ip) ? null : addresses.penalty(ip)]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.limiters().accounts.delete(email.toLowerCase());
  }

  private limiters(): { accounts: RateLimiterAbstract; addresses: RateLimiterAbstract } {
    if (!this.accounts || !this.addresses) throw new Error('LoginRateLimiter used before the module started');
    return { accounts: this.accounts, addresses: this.addresses };
  }
}

export function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}
