import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..');

export interface BuiltServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * The built server (`npm run build:server` first), started the way `npm start` starts it
 * (scripts/start-server.sh), on the embedded PostgreSQL: the test run's DATABASE_URL is left out.
 */
export function startBuiltServer(env: Record<string, string>): BuiltServer {
  let output = '';
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(join(root, 'scripts/start-server.sh'), [], {
    cwd: root,
    env: { ...inherited, NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, output: () => output, exited };
}

/** Resolves once the server printed that it is running; fails with its output if it exits first. */
export async function waitUntilRunning(server: BuiltServer, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (!/is running at/.test(server.output())) {
    if (exitCode !== undefined) throw new Error(`the server exited with ${exitCode}:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stops the server if it still runs (SIGTERM: it stops its embedded PostgreSQL too). */
export async function stopBuiltServer(server: BuiltServer): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
