import { Injectable } from '@nestjs/common';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Failed sign-ins are limited per account (email) and per address: 5 failures per account and
 * 20 per address in 15 minutes. Counters live in this process; DESIGN.md's Redis option for
 * several instances is recorded in docs/decisions.md.
 *
 * A loopback address has no address limit (the account limit still holds): behind the local
 * proxy `req.ip` is the forwarded client's, so loopback is a client on this machine (a test
 * run, a health check), where one shared address would lock every account out.
 */
@Injectable()
export class LoginRateLimiter {
  static readonly windowMs = 15 * 60 * 1000;
  static readonly perAccount = 5;
  static readonly perAddress = 20;
  private readonly windows = new Map<string, Window>();

  isBlocked(email: string, ip: string, now = Date.now()): boolean {
    return (
      this.count(`a:${email.toLowerCase()}`, now) >= LoginRateLimiter.perAccount ||
      (!isLoopback(ip) && this.count(`i:${ip}`, now) >= LoginRateLimiter.perAddress)
    );
  }

  recordFailure(email: string, ip: string, now = Date.now()): void {
    this.bump(`a:${email.toLowerCase()}`, now);
    if (!isLoopback(ip)) this.bump(`i:${ip}`, now);
  }

  recordSuccess(email: string): void {
    this.windows.delete(`a:${email.toLowerCase()}`);
  }

  private count(key: string, now: number): number {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) return 0;
    return w.count;
  }

  private bump(key: string, now: number): void {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) this.windows.set(key, { count: 1, resetAt: now + LoginRateLimiter.windowMs });
    else w.count += 1;
    if (this.windows.size > 100_000) this.sweep(now);
  }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

export function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}
