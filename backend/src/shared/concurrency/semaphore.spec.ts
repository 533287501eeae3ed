import { Semaphore } from './semaphore';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once and queues the rest in order', async () => {
    const slots = new Semaphore(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const done = gates.map((gate, i) =>
      slots.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    const settled = Promise.allSettled(done);
    await tick();
    expect(started).toEqual([0, 1]);
    expect([slots.running, slots.queued]).toEqual([2, 2]);

    gates[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect([slots.running, slots.queued]).toEqual([2, 1]);

    gates[0]!.reject(new Error('boom')); // a failure frees its slot too
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);

    gates[2]!.resolve();
    gates[3]!.resolve();
    const results = await settled;
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect([slots.running, slots.queued]).toEqual([0, 0]);
  });

  it('frees the slot of a task that throws synchronously', async () => {
    const slots = new Semaphore(1);
    await expect(
      slots.run(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    await expect(slots.run(() => 'next')).resolves.toBe('next');
    expect(slots.running).toBe(0);
  });

  it('refuses a limit below 1', () => {
    expect(() => new Semaphore(0)).toThrow(RangeError);
  });
});
