import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** What `postmaster.pid` in a data folder says about the PostgreSQL that last ran on it. */
export type PostmasterState =
  | { kind: 'none' }
  /** A lock file whose process is gone (or is no PostgreSQL any more): safe to remove. */
  | { kind: 'stale'; pid: number }
  /** Our PostgreSQL still running after its server died (kill -9): nobody else uses it. */
  | { kind: 'orphaned'; pid: number; port: number }
  /** A PostgreSQL that a live process still owns (another server on this data folder). */
  | { kind: 'in-use'; pid: number; ownerPid: number };

/** How the process table is read; the real one is /proc, tests give their own. */
export interface ProcessTable {
  isAlive(pid: number): boolean;
  commandLine(pid: number): string;
  parentOf(pid: number): number | undefined;
}

export const procProcessTable: ProcessTable = {
  isAlive(pid) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      // EPERM: it exists but belongs to another user.
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  },
  commandLine(pid) {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    } catch {
      return '';
    }
  },
  parentOf(pid) {
    try {
      const match = /^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      return match ? Number(match[1]) : undefined;
    } catch {
      return undefined;
    }
  },
};

/**
 * Reads `postmaster.pid` (line 1 the postmaster's pid, line 2 its data folder, line 4 its port).
 * A PostgreSQL whose parent is no longer a Node process was left behind by a server that was
 * killed without shutting down (its children are re-parented to init or a subreaper).
 */
export function inspectPostmaster(
  databaseDir: string,
  processes: ProcessTable = procProcessTable,
): PostmasterState {
  const file = join(databaseDir, 'postmaster.pid');
  if (!existsSync(file)) return { kind: 'none' };
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return { kind: 'stale', pid: 0 };
  if (!processes.isAlive(pid)) return { kind: 'stale', pid };
  const command = processes.commandLine(pid);
  const sameFolder = resolve(lines[1]?.trim() ?? '') === resolve(databaseDir);
  if (!/postgres/.test(command) || !sameFolder) return { kind: 'stale', pid };
  const ownerPid = processes.parentOf(pid);
  const owner = ownerPid && ownerPid !== 1 ? processes.commandLine(ownerPid) : '';
  if (ownerPid && /(^|\/)node(\s|$)/.test(owner.split(' ')[0] ?? '') && processes.isAlive(ownerPid)) {
    return { kind: 'in-use', pid, ownerPid };
  }
  return { kind: 'orphaned', pid, port };
}

/**
 * Makes the data folder startable: a stale lock file is removed, an orphaned PostgreSQL is shut
 * down (fast shutdown: SIGINT, then SIGQUIT after `graceMs`) so this server starts its own, and a
 * PostgreSQL another live server owns stops the start with a message saying what to do.
 */
export async function clearOrphanedPostgres(
  databaseDir: string,
  log: (line: string) => void,
  processes: ProcessTable = procProcessTable,
  graceMs = 20_000,
): Promise<PostmasterState> {
  const state = inspectPostmaster(databaseDir, processes);
  if (state.kind === 'stale') {
    rmSync(join(databaseDir, 'postmaster.pid'), { force: true });
  } else if (state.kind === 'orphaned') {
    log(
      `A PostgreSQL (pid ${state.pid}, port ${state.port}) was left running on ${databaseDir} by a server ` +
        'that did not shut down; stopping it before starting again.',
    );
    await stopProcess(state.pid, processes, graceMs);
  } else if (state.kind === 'in-use') {
    throw new Error(
      `The database folder ${databaseDir} is in use by the PostgreSQL (pid ${state.pid}) of another running ` +
        `server (pid ${state.ownerPid}). Stop that server first, or start this one with another DATA_DIR ` +
        'or a DATABASE_URL.',
    );
  }
  return state;
}

async function stopProcess(pid: number, processes: ProcessTable, graceMs: number): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGINT');
  const deadline = Date.now() + graceMs;
  while (processes.isAlive(pid)) {
    if (Date.now() > deadline) {
      signal('SIGQUIT');
      if (Date.now() > deadline + 5_000) {
        throw new Error(
          `The PostgreSQL left running (pid ${pid}) did not stop; stop it by hand and start again.`,
        );
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
