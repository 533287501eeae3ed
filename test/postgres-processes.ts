import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The pid of the postmaster running on `databaseDir` (line 1 of its postmaster.pid). */
export function postmasterPid(databaseDir: string): number {
  return Number(readFileSync(join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** The postmaster and every process it started (backends, checkpointer, WAL writer...). */
export function postgresProcessTree(postmaster: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = /^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (parent && Number(parent[1]) === postmaster) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return [postmaster, ...children];
}

/** Sends `signal` to each pid, ignoring the ones already gone. */
export function signalAll(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}
