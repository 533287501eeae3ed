import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** One piece of work for resvg: read an SVG's size, or draw it as a PNG. */
export type SvgJob =
  | { op: 'measure'; svg: string }
  | {
      op: 'png';
      svg: string;
      fitTo?: { mode: 'width' | 'height'; value: number };
      background?: string;
      loadSystemFonts: boolean;
    };

export interface SvgBudget {
  /**
   * CPU time (user + system) the renderer process may spend on one job; past it the process is
   * killed. CPU time, not wall time: on a loaded machine a render waits for a core without using
   * its budget, while a hostile SVG burns it all the same.
   */
  timeMs: number;
  /**
   * Wall time of one job, a backstop for a renderer that gets almost no CPU at all. A job past it
   * is tried once more with twice the time; only then does it fail.
   */
  wallMs: number;
  /** Resident memory of the renderer process (resvg's bitmaps live outside the JS heap). */
  maxRssBytes: number;
  /** The renderer's JS heap (--max-old-space-size). */
  heapMb: number;
  /** A renderer left idle this long ends, and gives its memory back; the next job starts a new one. */
  idleMs: number;
}

export const DEFAULT_SVG_BUDGET: SvgBudget = {
  timeMs: 2_000,
  wallMs: 15_000,
  maxRssBytes: 512 * 1024 * 1024,
  heapMb: 64,
  idleMs: 5_000,
};

/** A render stopped because it went over its time or memory budget. */
export class SvgRenderOverBudget extends Error {
  constructor(readonly budget: 'time' | 'memory') {
    super(budget === 'time' ? 'The logo took too long to draw' : 'The logo needed too much memory to draw');
  }
}

/**
 * A render that got too little CPU to finish within its wall time, twice: the machine is
 * overloaded, not the logo. The export fails with it (a logo is never left out for this).
 */
export class SvgRenderStarved extends Error {
  constructor() {
    super('The server was too busy to draw the logo in time');
  }
}

/** The renderer process could not start, or ended in the middle of a job. */
export class SvgRendererFailed extends Error {}

/** One try ran out of wall time (it is tried once more). */
class WallTimeOut extends Error {}

/** A render stopped because the request that wanted it went away. */
export class SvgRenderCancelled extends Error {
  constructor() {
    super('The export was cancelled');
  }
}

/**
 * The renderer process: resvg in a plain Node process, one job at a time over IPC. A process and
 * not a worker thread: resvg draws inside one native call, which Worker.terminate() cannot
 * interrupt (measured: the thread kept a core busy after terminate), while SIGKILL can.
 */
const CHILD_SOURCE = `
const { Resvg } = require(process.env.BB_RESVG_MODULE);
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
process.on('message', (job) => {
  try {
    const options = { font: { loadSystemFonts: Boolean(job.loadSystemFonts) }, logLevel: 'off' };
    if (job.fitTo) options.fitTo = job.fitTo;
    if (job.background) options.background = job.background;
    const parsed = new Resvg(job.svg, options);
    if (job.op === 'measure') process.send({ id: job.id, width: parsed.width, height: parsed.height });
    else process.send({ id: job.id, png: parsed.render().asPng() });
  } catch (error) {
    process.send({ id: job.id, error: String((error && error.message) || error) });
  }
  // The message is serialised by now. resvg's pixmap and PNG are young objects holding memory
  // outside the JS heap, which V8 frees only when it collects them: a scavenge here (~0 CPU; a
  // full GC cost ~8 ms a job) keeps a renderer at ~51 MB between jobs and ~70 MB at its peak,
  // instead of ~103 / 111 MB after three brand kits' worth of PNGs.
  global.gc({ type: 'minor' });
});
`;

interface Reply {
  id: number;
  width?: number;
  height?: number;
  png?: Uint8Array;
  error?: string;
}

interface Waiting {
  start: () => void;
  signal?: AbortSignal;
}

/**
 * A few renderer processes, started on demand, reused, and ended after `idleMs` without work
 * (each holds ~45-70 MB); jobs beyond them wait their turn. A job over its CPU or memory budget,
 * or whose caller aborts, kills its process (a new one starts for the next job), so a hostile or
 * heavy logo never blocks the server's event loop nor keeps a core busy. A job that merely waited
 * too long for a core is tried again with twice the wall time, then fails as SvgRenderStarved.
 */
export class SvgRenderPool {
  private readonly idle: ChildProcess[] = [];
  private readonly queue: Waiting[] = [];
  private readonly idleTimers = new Map<ChildProcess, NodeJS.Timeout>();
  private running = 0;
  private nextId = 1;

  constructor(
    private readonly size = 2,
    private readonly budget: SvgBudget = DEFAULT_SVG_BUDGET,
  ) {}

  measure(svg: string, signal?: AbortSignal): Promise<{ width: number; height: number }> {
    return this.run({ op: 'measure', svg }, signal).then((r) => ({
      width: r.width ?? 0,
      height: r.height ?? 0,
    }));
  }

  async png(job: Omit<Extract<SvgJob, { op: 'png' }>, 'op'>, signal?: AbortSignal): Promise<Buffer> {
    const reply = await this.run({ op: 'png', ...job }, signal);
    const png = reply.png!;
    return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  }

  /** Ends every idle renderer (the app's shutdown; busy ones end with their job). */
  close(): void {
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    for (const worker of this.idle.splice(0)) worker.kill('SIGKILL');
  }

  /** One job; a job that ran out of wall time (not CPU) is tried once more with twice the time. */
  private async run(job: SvgJob, signal?: AbortSignal): Promise<Reply> {
    try {
      return await this.runOnce(job, this.budget.wallMs, signal);
    } catch (error) {
      if (!(error instanceof WallTimeOut)) throw error;
    }
    try {
      return await this.runOnce(job, this.budget.wallMs * 2, signal);
    } catch (error) {
      if (error instanceof WallTimeOut) throw new SvgRenderStarved();
      throw error;
    }
  }

  private runOnce(job: SvgJob, wallMs: number, signal?: AbortSignal): Promise<Reply> {
    if (signal?.aborted) return Promise.reject(new SvgRenderCancelled());
    return new Promise<Reply>((resolve, reject) => {
      const waiting: Waiting = {
        signal,
        start: () =>
          void this.take(wallMs).then(
            (ready) => this.send(ready, job, wallMs, signal).then(resolve, reject),
            (error: unknown) => {
              this.release();
              reject(error instanceof Error ? error : new Error(String(error)));
            },
          ),
      };
      if (this.running < this.size) {
        this.running += 1;
        waiting.start();
        return;
      }
      this.queue.push(waiting);
      signal?.addEventListener('abort', () => {
        const at = this.queue.indexOf(waiting);
        if (at >= 0) {
          this.queue.splice(at, 1);
          reject(new SvgRenderCancelled());
        }
      });
    });
  }

  /** An idle renderer, or a new one once it has loaded resvg (its start is not part of a job's CPU budget). */
  private take(wallMs: number): Promise<ChildProcess> {
    const idle = this.idle.pop();
    if (idle) {
      clearTimeout(this.idleTimers.get(idle));
      this.idleTimers.delete(idle);
      return Promise.resolve(idle);
    }
    const worker = spawn(
      process.execPath,
      [`--max-old-space-size=${this.budget.heapMb}`, '--expose-gc', '-e', CHILD_SOURCE],
      {
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
        serialization: 'advanced',
        env: { ...process.env, BB_RESVG_MODULE: require.resolve('@resvg/resvg-js') },
      },
    );
    worker.on('error', () => undefined);
    return new Promise<ChildProcess>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onReady);
        worker.off('exit', onExit);
      };
      const onReady = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        done();
        resolve(worker);
      };
      const onExit = () => {
        done();
        reject(new SvgRendererFailed('The logo renderer could not start'));
      };
      // Starting (loading Node and resvg) is not part of a job's CPU budget, but it has the same
      // wall time: a renderer that gets no CPU to start counts as a try that ran out of time.
      const timer = setTimeout(() => {
        done();
        worker.kill('SIGKILL');
        reject(new WallTimeOut());
      }, wallMs);
      worker.on('message', onReady);
      worker.once('exit', onExit);
    });
  }

  private send(worker: ChildProcess, job: SvgJob, wallMs: number, signal?: AbortSignal): Promise<Reply> {
    const id = this.nextId++;
    const cpuAtStart = cpuMsOf(worker.pid);
    worker.ref();
    worker.channel?.ref();
    return new Promise<Reply>((resolve, reject) => {
      let settled = false;
      const finish = (outcome: () => void, keep: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(memoryWatch);
        signal?.removeEventListener('abort', onAbort);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        if (keep) this.park(worker);
        else worker.kill('SIGKILL');
        this.release();
        outcome();
      };
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        finish(() => (reply.error ? reject(new Error(reply.error)) : resolve(reply)), true);
      };
      const onExit = () => finish(() => reject(new SvgRendererFailed('The logo renderer stopped')), false);
      const onAbort = () => finish(() => reject(new SvgRenderCancelled()), false);
      const timer = setTimeout(() => finish(() => reject(new WallTimeOut()), false), wallMs);
      const memoryWatch = setInterval(() => {
        if (residentBytes(worker.pid) > this.budget.maxRssBytes)
          finish(() => reject(new SvgRenderOverBudget('memory')), false);
        else if (cpuMsOf(worker.pid) - cpuAtStart > this.budget.timeMs)
          finish(() => reject(new SvgRenderOverBudget('time')), false);
      }, 50);
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.send({ ...job, id });
    });
  }

  /** Keeps a renderer for the next job, and ends it once it has been idle for `idleMs`. */
  private park(worker: ChildProcess): void {
    // An idle renderer does not keep the process alive (tests, a server shutting down).
    worker.unref();
    worker.channel?.unref();
    this.idle.push(worker);
    const timer = setTimeout(() => {
      this.idleTimers.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      worker.kill('SIGKILL');
    }, this.budget.idleMs);
    timer.unref();
    this.idleTimers.set(worker, timer);
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next.start();
    else this.running -= 1;
  }
}

/** CPU time (user + system) a process has used, in ms, from /proc (0 when it cannot be read). */
function cpuMsOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Resident memory of a process from /proc (0 when it cannot be read). */
function residentBytes(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096;
  } catch {
    return 0;
  }
}

/** The pool every export draws its logos with. */
export const svgRenderPool = new SvgRenderPool();
