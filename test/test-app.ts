import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types';
import { loadConfig, type AppConfig } from '../backend/src/config/app-config';
import { createApp, readyServer, type RunningApp } from '../backend/src/create-app';
import type { Clock } from '../backend/src/shared/tokens';
import { createTestDatabase } from './test-database';

export interface TestApp {
  running: RunningApp;
  config: AppConfig;
  http: App;
  /** A cookie-keeping client, like a browser session. */
  agent(): ReturnType<typeof request.agent>;
  close(): Promise<void>;
}

/** The whole app on its own fresh database, for HTTP tests through the real stack. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clock?: Clock } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bb-test-')),
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ENCRYPTION_KEY: '0'.repeat(63) + '1',
    LOG_LEVEL: 'silent',
    // The tests share one PostgreSQL and two loaded cores: a projection can take longer than a
    // quiet server's 5 s to catch up on 20 parallel saves. The 503 itself is tested with its own wait.
    READ_MODEL_WAIT_MS: '30000',
    ...env,
  });
  const running = await createApp(config, options);
  const http = (await readyServer(running)) as App;
  return {
    running,
    config,
    http,
    agent: () => request.agent(http),
    close: async () => {
      await running.close();
      await db.drop();
    },
  };
}

let counter = 0;
/** A valid registration body with unique email and username. */
export function newAccount(overrides: Record<string, string> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    username: `user_${id}`.slice(0, 20),
    email: `user.${id}@example.com`,
    password: 'Passw0rdOk',
    confirmPassword: 'Passw0rdOk',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
}
