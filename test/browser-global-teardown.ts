import pgGlobalTeardown from './global-teardown';

export default async function browserGlobalTeardown(): Promise<void> {
  const running = globalThis.__BB_BROWSER_SERVER__;
  if (running) {
    globalThis.__BB_BROWSER_SERVER__ = undefined;
    await new Promise<void>((resolve) => {
      running.server.once('exit', () => resolve());
      running.server.kill('SIGTERM');
      setTimeout(resolve, 10_000).unref();
    });
    await running.db.drop().catch(() => undefined);
  }
  await pgGlobalTeardown();
}
