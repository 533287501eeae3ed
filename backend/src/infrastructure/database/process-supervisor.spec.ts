import { EventEmitter } from 'node:events';
import { superviseProcess, type WatchedProcess } from './process-supervisor';

/** A process that exits when told to. */
class FakeProcess extends EventEmitter implements WatchedProcess {
  constructor(readonly pid: number) {
    super();
  }
  die(signal: NodeJS.Signals = 'SIGKILL') {
    this.emit('exit', null, signal);
  }
}

describe('superviseProcess', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts a process that died again, with a delay that doubles while starts fail', async () => {
    const lines: string[] = [];
    const starts: number[] = [];
    let failuresLeft = 2;
    let nextPid = 101;
    const first = new FakeProcess(100);
    const supervisor = superviseProcess(first, {
      name: 'The database',
      initialDelayMs: 100,
      log: (line) => lines.push(line),
      restart: async () => {
        starts.push(Date.now());
        if (failuresLeft-- > 0) throw new Error('shared memory still in use');
        return new FakeProcess(nextPid++);
      },
    });
    expect([supervisor.status, supervisor.pid]).toEqual(['running', 100]);

    const killedAt = Date.now();
    first.die();
    expect([supervisor.status, supervisor.pid]).toEqual(['restarting', undefined]);
    await jest.advanceTimersByTimeAsync(100); // first try: fails
    await jest.advanceTimersByTimeAsync(200); // second: fails
    expect(supervisor.status).toBe('restarting');
    await jest.advanceTimersByTimeAsync(400); // third: runs
    expect(starts.map((t) => t - killedAt)).toEqual([100, 300, 700]);
    expect([supervisor.status, supervisor.pid, supervisor.restarts]).toEqual(['running', 101, 1]);
    expect(lines[0]).toMatch(/The database stopped unexpectedly \(signal SIGKILL\)/);
    expect(lines[1]).toMatch(/could not be started again \(shared memory still in use\); next try in 0.2 s/);
    expect(lines.at(-1)).toBe('The database is running again (pid 101).');
  });

  it('watches the restarted process too, and starts over from the first delay', async () => {
    const processes = [new FakeProcess(1), new FakeProcess(2), new FakeProcess(3)];
    let started = 1;
    const supervisor = superviseProcess(processes[0]!, {
      name: 'The database',
      initialDelayMs: 100,
      log: () => undefined,
      restart: async () => processes[started++]!,
    });
    processes[0]!.die();
    await jest.advanceTimersByTimeAsync(100);
    processes[1]!.die('SIGTERM');
    await jest.advanceTimersByTimeAsync(100);
    expect([supervisor.status, supervisor.pid, supervisor.restarts]).toEqual(['running', 3, 2]);
  });

  it('does not restart a process stopped on purpose', async () => {
    const restart = jest.fn(async () => new FakeProcess(2));
    const first = new FakeProcess(1);
    const supervisor = superviseProcess(first, { name: 'The database', log: () => undefined, restart });
    await supervisor.stop();
    first.die('SIGINT');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(restart).not.toHaveBeenCalled();
    expect(supervisor.status).toBe('stopped');
  });
});
