import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config/app-config';
import { createRateLimitStore, type RateLimitStore } from '../../shared/rate-limit/rate-limit-store';
import { APP_CONFIG } from '../../shared/tokens';

/** One counted thing: the threshold after which its failures make it wait, and the longest wait. */
interface Rule {
  after: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
}

/**
 * Failed sign-ins slow down with backoff, never lock the right password out for good:
 * - one account from one client (address): after 5 failures, every further failure makes that
 *   pair wait 1, 2, 4, ... seconds (at most 5 minutes) before its next try;
 * - one client over any accounts (credential stuffing): after 20 failures, the same backoff;
 * - one account from every client (a guess spread over many addresses): after 10 failures, clients
 *   that never signed in to it wait 5, 10, 20, ... seconds (at most 1 minute). A client the account
 *   signed in from in the last 30 days is not held by the others' failures: the real owner is
 *   never locked out by someone else's wrong passwords.
 * Failures are forgotten 15 minutes after the last one counted. No address is exempt (loopback
 * neither): the address is the socket's, or the forwarded one from a proxy in TRUST_PROXY.
 * The counters are rate-limiter-flexible's: in this process, or in Redis with REDIS_URL so that
 * every instance counts against the same limit.
 */
@Injectable()
export class LoginRateLimiter implements OnModuleInit, OnModuleDestroy {
  static readonly windowSeconds = 15 * 60;
  static readonly knownClientSeconds = 30 * 24 * 60 * 60;
  static readonly pair: Rule = { after: 5, firstWaitSeconds: 5, maxWaitSeconds: 300 };
  static readonly client: Rule = { after: 20, firstWaitSeconds: 5, maxWaitSeconds: 300 };
  static readonly account: Rule = { after: 10, firstWaitSeconds: 5, maxWaitSeconds: 60 };
  private readonly logger = new Logger(LoginRateLimiter.name);
  private store: RateLimitStore | undefined;
  private limiters:
    { failures: RateLimiterAbstract; waits: RateLimiterAbstract; known: RateLimiterAbstract } | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'redisUrl' | 'redisKeyPrefix'>) {}

  async onModuleInit(): Promise<void> {
    this.store = await createRateLimitStore({
      redisUrl: this.config.redisUrl,
      keyPrefix: this.config.redisKeyPrefix,
      onError: (error) => this.logger.warn(`Redis for rate limits: ${error.message}`),
    });
    this.limiters = {
      failures: this.store.limiter('login-failures', 1_000_000, LoginRateLimiter.windowSeconds),
      waits: this.store.limiter('login-wait', 1, 1),
      known: this.store.limiter('login-known', 1_000_000, LoginRateLimiter.knownClientSeconds),
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.store?.close();
  }

  /** Seconds this client must wait before trying this account again; 0 when it may try now. */
  async waitSeconds(email: string, ip: string): Promise<number> {
    const { waits, known } = this.started();
    const k = keys(email, ip);
    const [pair, client, account, knownClient] = await Promise.all([
      waits.get(k.pair),
      waits.get(k.client),
      waits.get(k.account),
      known.get(k.pair),
    ]);
    const held = [pair, client, knownClient ? null : account].map(remainingSeconds);
    return Math.max(0, ...held);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const { failures, waits } = this.started();
    const k = keys(email, ip);
    const counted: [string, Rule][] = [
      [k.pair, LoginRateLimiter.pair],
      [k.client, LoginRateLimiter.client],
      [k.account, LoginRateLimiter.account],
    ];
    await Promise.all(
      counted.map(async ([key, rule]) => {
        const res = await failures.penalty(key);
        const wait = backoffSeconds(res.consumedPoints, rule);
        if (wait > 0) await waits.block(key, wait);
      }),
    );
  }

  /** The pair starts afresh, and the client is remembered as one the account signs in from. */
  async recordSuccess(email: string, ip: string): Promise<void> {
    const { failures, waits, known } = this.started();
    const { pair } = keys(email, ip);
    await Promise.all([failures.delete(pair), waits.delete(pair), known.penalty(pair)]);
  }

  private started() {
    if (!this.limiters) throw new Error('LoginRateLimiter used before the module started');
    return this.limiters;
  }
}

function keys(email: string, ip: string) {
  const account = email.trim().toLowerCase();
  return { pair: `p:${account}|${ip}`, client: `c:${ip}`, account: `a:${account}` };
}

/** The wait after the n-th failure: none before the threshold, then doubling from the first wait up to the cap. */
export function backoffSeconds(failures: number, rule: Rule): number {
  if (failures < rule.after) return 0;
  return Math.min(rule.maxWaitSeconds, rule.firstWaitSeconds * 2 ** Math.min(failures - rule.after, 20));
}

function remainingSeconds(res: RateLimiterRes | null): number {
  if (!res || res.consumedPoints <= 1 || res.msBeforeNext <= 0) return 0;
  return Math.ceil(res.msBeforeNext / 1000);
}
