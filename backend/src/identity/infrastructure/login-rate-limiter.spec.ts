import { LoginRateLimiter } from './login-rate-limiter';

async function started(): Promise<LoginRateLimiter> {
  const limiter = new LoginRateLimiter({ redisUrl: undefined, redisKeyPrefix: 'bb' });
  await limiter.onModuleInit();
  return limiter;
}

describe('LoginRateLimiter (in-process counters, REDIS_URL unset)', () => {
  it('blocks an address after 20 failures over any accounts', async () => {
    const limiter = await started();
    for (let i = 0; i < 20; i++) await limiter.recordFailure(`u${i}@example.com`, '203.0.113.7');
    await expect(limiter.isBlocked('fresh@example.com', '203.0.113.7')).resolves.toBe(true);
    await expect(limiter.isBlocked('fresh@example.com', '203.0.113.8')).resolves.toBe(false);
  });

  it('has no address limit for loopback clients, but keeps the account limit', async () => {
    const limiter = await started();
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      for (let i = 0; i < 30; i++) await limiter.recordFailure(`${ip}-${i}@example.com`, ip);
      await expect(limiter.isBlocked('fresh@example.com', ip)).resolves.toBe(false);
    }
    for (let i = 0; i < 5; i++) await limiter.recordFailure('a@example.com', '127.0.0.1');
    await expect(limiter.isBlocked('a@example.com', '127.0.0.1')).resolves.toBe(true);
  });

  it('forgets an account’s failures after a success', async () => {
    const limiter = await started();
    for (let i = 0; i < 5; i++) await limiter.recordFailure('a@example.com', '203.0.113.7');
    await limiter.recordSuccess('a@example.com');
    await expect(limiter.isBlocked('a@example.com', '203.0.113.9')).resolves.toBe(false);
  });
});
