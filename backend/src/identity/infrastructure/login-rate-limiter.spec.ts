import { backoffSeconds, LoginRateLimiter } from './login-rate-limiter';

async function started(): Promise<LoginRateLimiter> {
  const limiter = new LoginRateLimiter({ redisUrl: undefined, redisKeyPrefix: 'bb' });
  await limiter.onModuleInit();
  return limiter;
}

async function fail(
  limiter: LoginRateLimiter,
  times: number,
  email: (i: number) => string,
  ip: (i: number) => string,
) {
  for (let i = 0; i < times; i++) await limiter.recordFailure(email(i), ip(i));
}

describe('LoginRateLimiter (in-process counters, REDIS_URL unset)', () => {
  it('backs off doubling from 5 s, capped, instead of locking out', () => {
    const rule = LoginRateLimiter.pair;
    expect([4, 5, 6, 7, 8, 12, 40].map((n) => backoffSeconds(n, rule))).toEqual([0, 5, 10, 20, 40, 300, 300]);
  });

  it('holds one account from one client after 5 failures, not the same account from another client', async () => {
    const limiter = await started();
    await fail(
      limiter,
      5,
      () => 'a@example.com',
      () => '203.0.113.7',
    );
    expect(await limiter.waitSeconds('a@example.com', '203.0.113.7')).toBeGreaterThan(0);
    await expect(limiter.waitSeconds('A@example.com', '198.51.100.2')).resolves.toBe(0);
  });

  it('holds a client after 20 failures over any accounts, loopback included', async () => {
    const limiter = await started();
    for (const ip of ['203.0.113.7', '127.0.0.1', '::1']) {
      await fail(
        limiter,
        20,
        (i) => `${ip}-${i}@example.com`,
        () => ip,
      );
      expect(await limiter.waitSeconds('fresh@example.com', ip)).toBeGreaterThan(0);
    }
    await expect(limiter.waitSeconds('fresh@example.com', '203.0.113.8')).resolves.toBe(0);
  });

  it('after 10 failures from many clients holds new clients of the account, not the ones it signed in from', async () => {
    const limiter = await started();
    await limiter.recordSuccess('a@example.com', '198.51.100.2');
    await fail(
      limiter,
      10,
      () => 'a@example.com',
      (i) => `203.0.113.${i + 1}`,
    );
    expect(await limiter.waitSeconds('a@example.com', '192.0.2.50')).toBeGreaterThan(0);
    await expect(limiter.waitSeconds('a@example.com', '198.51.100.2')).resolves.toBe(0);
  });

  it('a success lets the pair start afresh', async () => {
    const limiter = await started();
    await fail(
      limiter,
      4,
      () => 'a@example.com',
      () => '203.0.113.7',
    );
    await limiter.recordSuccess('a@example.com', '203.0.113.7');
    await fail(
      limiter,
      4,
      () => 'a@example.com',
      () => '203.0.113.7',
    );
    await expect(limiter.waitSeconds('a@example.com', '203.0.113.7')).resolves.toBe(0);
  });
});
