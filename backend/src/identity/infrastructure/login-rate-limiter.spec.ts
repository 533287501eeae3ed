import { LoginRateLimiter } from './login-rate-limiter';

describe('LoginRateLimiter', () => {
  it('blocks an address after 20 failures over any accounts', () => {
    const limiter = new LoginRateLimiter();
    for (let i = 0; i < 20; i++) limiter.recordFailure(`u${i}@example.com`, '203.0.113.7', 0);
    expect(limiter.isBlocked('fresh@example.com', '203.0.113.7', 1)).toBe(true);
    expect(limiter.isBlocked('fresh@example.com', '203.0.113.8', 1)).toBe(false);
  });

  it('has no address limit for loopback clients, but keeps the account limit', () => {
    const limiter = new LoginRateLimiter();
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      for (let i = 0; i < 30; i++) limiter.recordFailure(`${ip}-${i}@example.com`, ip, 0);
      expect(limiter.isBlocked('fresh@example.com', ip, 1)).toBe(false);
    }
    for (let i = 0; i < 5; i++) limiter.recordFailure('a@example.com', '127.0.0.1', 0);
    expect(limiter.isBlocked('a@example.com', '127.0.0.1', 1)).toBe(true);
  });

  it('forgets an account’s failures after a success and all after 15 minutes', () => {
    const limiter = new LoginRateLimiter();
    for (let i = 0; i < 5; i++) limiter.recordFailure('a@example.com', '203.0.113.7', 0);
    limiter.recordSuccess('a@example.com');
    expect(limiter.isBlocked('a@example.com', '203.0.113.9', 1)).toBe(false);
    for (let i = 0; i < 20; i++) limiter.recordFailure(`u${i}@example.com`, '203.0.113.7', 0);
    expect(limiter.isBlocked('x@example.com', '203.0.113.7', LoginRateLimiter.windowMs)).toBe(false);
  });
});
