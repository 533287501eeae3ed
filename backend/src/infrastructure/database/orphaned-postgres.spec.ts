import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearOrphanedPostgres, inspectPostmaster, type ProcessTable } from './orphaned-postgres';

function folderWithPidFile(pid: number, port = 54400): string {
  const dir = mkdtempSync(join(tmpdir(), 'bb-pidfile-'));
  writeFileSync(join(dir, 'postmaster.pid'), `${pid}\n${dir}\n1732550000\n${port}\n/tmp\n127.0.0.1\n`);
  return dir;
}

function table(processes: Record<number, { cmd: string; parent?: number }>): ProcessTable {
  return {
    isAlive: (pid) => pid in processes,
    commandLine: (pid) => processes[pid]?.cmd ?? '',
    parentOf: (pid) => processes[pid]?.parent,
  };
}

describe('a PostgreSQL left on the data folder', () => {
  it('is orphaned when its parent is gone or init, and in use while a Node server owns it', () => {
    const dir = folderWithPidFile(4242, 54401);
    const postgres = `/x/bin/postgres -D ${dir} -p 54401`;
    expect(inspectPostmaster(dir, table({ 4242: { cmd: postgres, parent: 1 } }))).toEqual({
      kind: 'orphaned',
      pid: 4242,
      port: 54401,
    });
    expect(
      inspectPostmaster(
        dir,
        table({ 4242: { cmd: postgres, parent: 77 }, 77: { cmd: '/usr/bin/node main.js' } }),
      ),
    ).toEqual({ kind: 'in-use', pid: 4242, ownerPid: 77 });
  });

  it('is a stale lock file when the pid is dead or belongs to another program', () => {
    const dir = folderWithPidFile(4243);
    expect(inspectPostmaster(dir, table({})).kind).toBe('stale');
    expect(inspectPostmaster(dir, table({ 4243: { cmd: 'vim notes.txt', parent: 1 } })).kind).toBe('stale');
    expect(inspectPostmaster(mkdtempSync(join(tmpdir(), 'bb-empty-')), table({})).kind).toBe('none');
  });

  it('stops the start with a message naming the other server when it is in use', async () => {
    const dir = folderWithPidFile(4244);
    const processes = table({
      4244: { cmd: `postgres -D ${dir}`, parent: 88 },
      88: { cmd: 'node dist/main.js' },
    });
    await expect(clearOrphanedPostgres(dir, () => undefined, processes)).rejects.toThrow(
      /in use by the PostgreSQL \(pid 4244\) of another running server \(pid 88\)/,
    );
  });
});
