/** The part of a child process the supervisor watches. */
export interface WatchedProcess {
  readonly pid?: number;
  once(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown;
}

export type SupervisedStatus = 'running' | 'restarting' | 'stopped';

export interface SupervisorOptions {
  /** Starts the process again; resolves once it is ready, rejects if it could not start. */
  restart(): Promise<WatchedProcess>;
  /** Called as soon as the process exits on its own (before any restart). */
  onExit?(): void;
  /** Says what happens, for the server's output. */
  log(line: string): void;
  /** What the process is, as the log lines name it. */
  name: string;
  /** Wait before the first restart; doubles after each failed one. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

export interface Supervisor {
  readonly status: SupervisedStatus;
  readonly pid: number | undefined;
  /** How many times the process was started again. */
  readonly restarts: number;
  /** Stops watching: an exit after this is expected (the caller is stopping the process). */
  stop(): Promise<void>;
}

/**
 * Watches a process the app depends on (the embedded PostgreSQL) and starts it again when it
 * exits on its own, after a delay that doubles while restarts fail (issue 17 item 11: a killed
 * embedded PostgreSQL used to stay down until the whole app was restarted).
 */
export function superviseProcess(first: WatchedProcess, options: SupervisorOptions): Supervisor {
  const initialDelay = options.initialDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 30_000;
  let status: SupervisedStatus = 'running';
  let current: WatchedProcess | undefined = first;
  let restarts = 0;
  let timer: NodeJS.Timeout | undefined;
  let attempt: Promise<void> | undefined;

  const watch = (child: WatchedProcess) => {
    child.once('exit', (code, signal) => {
      if (status !== 'running' || current !== child) return;
      current = undefined;
      status = 'restarting';
      options.onExit?.();
      options.log(
        `${options.name} stopped unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}); ` +
          `starting it again in ${seconds(initialDelay)}.`,
      );
      schedule(initialDelay);
    });
  };

  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      attempt = tryRestart(delay);
    }, delay);
  };

  const tryRestart = async (delay: number) => {
    try {
      const child = await options.restart();
      if (status === 'stopped') return; // stopped meanwhile: the caller stops what was started
      current = child;
      restarts += 1;
      status = 'running';
      watch(child);
      options.log(`${options.name} is running again (pid ${child.pid}).`);
    } catch (error) {
      if (status === 'stopped') return;
      const next = Math.min(delay * 2, maxDelay);
      options.log(
        `${options.name} could not be started again (${error instanceof Error ? error.message : 'no reason given'}); ` +
          `next try in ${seconds(next)}.`,
      );
      schedule(next);
    }
  };

  watch(first);
  return {
    get status() {
      return status;
    },
    get pid() {
      return current?.pid;
    },
    get restarts() {
      return restarts;
    },
    async stop() {
      status = 'stopped';
      clearTimeout(timer);
      await attempt;
    },
  };
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms < 1000 ? 1 : 0)} s`;
}
