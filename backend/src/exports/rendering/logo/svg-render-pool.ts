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
  /** Wall time of one job; past it the renderer process is killed. */
  timeMs: number;
  /** Resident memory of the renderer process (resvg's bitmaps live outside the JS heap). */
  maxRssBytes: number;
  /** The renderer's JS heap (--max-old-space-size). */
  heapMb: number;
}

export const DEFAULT_SVG_BUDGET: SvgBudget = { timeMs: 2_000, maxRssBytes: 512 * 1024 * 1024, heapMb: 64 };

/** A render stopped because it went over its time or memory budget. */
export class SvgRenderOverBudget extends Error {
  constructor(readonly budget: 'time' | 'memory') {
    super(budget === 'time' ? 'The logo took too long to draw' : 'The logo needed too much memory to draw');
  }
}

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
  start: (worker: Promise<ChildProcess>) => void;
  signal?: AbortSignal;
}

/**
 * A few renderer processes, started on demand and reused; jobs beyond them wait their turn. A
 * job over budget, or whose caller aborts, kills its process (a new one starts for the next job),
 * so a hostile or heavy logo never blocks the server's event loop nor keeps a core busy.
 */
export class SvgRenderPool {
  private readonly idle: ChildProcess[] = [];
  private readonly queue: Waiting[] = [];
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
    for (const worker of this.idle.splice(0)) worker.kill('SIGKILL');
  }

  private run(job: SvgJob, signal?: AbortSignal): Promise<Reply> {
    if (signal?.aborted) return Promise.reject(new SvgRenderCancelled());
    return new Promise<Reply>((resolve, reject) => {
      const waiting: Waiting = {
        signal,
        start: (worker) =>
          void worker.then(
            (ready) => this.send(ready, job, signal).then(resolve, reject),
            (error: unknown) => {
              this.release();
              reject(error instanceof Error ? error : new Error(String(error)));
            },
          ),
      };
      if (this.running < this.size) {
        this.running += 1;
        waiting.start(this.take());
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

  /** An idle renderer, or a new one once it has loaded resvg (its start is not part of a job's budget). */
  private take(): Promise<ChildProcess> {
    const idle = this.idle.pop();
    if (idle) return Promise.resolve(idle);
    const worker = spawn(
      process.execPath,
      [`--max-old-space-size=${this.budget.heapMb}`, '-e', CHILD_SOURCE],
      {
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
        serialization: 'advanced',
        env: { ...process.env, BB_RESVG_MODULE: require.resolve('@resvg/resvg-js') },
      },
    );
    worker.on('error', () => undefined);
    return new Promise<ChildProcess>((resolve, reject) => {
      const onReady = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        worker.off('message', onReady);
        worker.off('exit', onExit);
        resolve(worker);
      };
      const onExit = () => reject(new Error('The logo renderer could not start'));
      worker.on('message', onReady);
      worker.once('exit', onExit);
    });
  }

  private send(worker: ChildProcess, job: SvgJob, signal?: AbortSignal): Promise<Reply> {
    const id = this.nextId++;
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
        if (keep) {
          // An idle renderer does not keep the process alive (tests, a server shutting down).
          worker.unref();
          worker.channel?.unref();
          this.idle.push(worker);
        } else worker.kill('SIGKILL');
        this.release();
        outcome();
      };
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        finish(() => (reply.error ? reject(new Error(reply.error)) : resolve(reply)), true);
      };
      const onExit = () => finish(() => reject(new Error('The logo renderer stopped')), false);
      const onAbort = () => finish(() => reject(new SvgRenderCancelled()), false);
      const timer = setTimeout(
        () => finish(() => reject(new SvgRenderOverBudget('time')), false),
        this.budget.timeMs,
      );
      const memoryWatch = setInterval(() => {
        if (residentBytes(worker.pid) > this.budget.maxRssBytes)
          finish(() => reject(new SvgRenderOverBudget('memory')), false);
      }, 50);
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.send({ ...job, id });
    });
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next.start(this.take());
    else this.running -= 1;
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
