// Starts a peer server of bench/save-peers.mjs (bench/peers/*) as its own process on its own
// database and port; resolves when GET /api/health answers.
import { spawn } from 'node:child_process';
import { dist } from '../lib.mjs';

export async function startProcess(args, databaseUrl, env = {}) {
  const { findFreePort } = dist('../backend/dist/infrastructure/database/free-port.js');
  const port = await findFreePort();
  const child = spawn(process.execPath, args, {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited before it was ready`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not become ready at ${base}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => {
        child.kill('SIGKILL');
        resolve();
      }, 10_000).unref();
    });
  return { base, pid: child.pid, stop };
}
