import { setFlagsFromString } from 'node:v8';

/** The old generation may grow this much over what the last full GC kept, while exports render. */
export const RENDER_HEAP_GROWING_PERCENT = 20;

type SetFlags = (flags: string) => void;

/** True when the operator chose V8's heap growing factor (a node flag or NODE_OPTIONS): theirs wins. */
export function operatorSetsHeapGrowth(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions: string | undefined = process.env.NODE_OPTIONS,
): boolean {
  const flag = /--heap[-_]growing[-_]percent/;
  return execArgv.some((arg) => flag.test(arg)) || flag.test(nodeOptions ?? '');
}

/**
 * Runs tasks (export renders) with a tight old-generation growth, and gives V8 its own heuristic
 * back when the last one ends.
 *
 * A render promotes much of what it allocates (pdfkit's buffered pages, zlib and PNG Buffers) to
 * the old generation, and V8 by default lets that generation grow to up to 4 times what its last
 * full GC kept before it collects again; with the young generation the server runs with
 * (`--max-semi-space-size=4` in scripts/start-server.sh), 20 exports in a row then peaked at
 * ~227 MB and 4 at once at ~260 MB; with this, 10 in a row peak at 160-177 MB and 4 at once at
 * 165-173 MB. `--heap-growing-percent` sets that factor, and V8 reads it each time a full GC sets
 * the next limit, so it can change while the process runs. Only while something renders: a full
 * GC about every second export costs an export ~30% more CPU, and set for good it would cost
 * every other request too (docs/benchmarks.md "Exports", Session 4; docs/decisions.md).
 */
export class RenderHeapGrowth {
  private running = 0;

  constructor(
    private readonly percent = RENDER_HEAP_GROWING_PERCENT,
    private readonly setFlags: SetFlags = setFlagsFromString,
    private readonly enabled = !operatorSetsHeapGrowth(),
  ) {}

  async during<T>(task: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      if (this.running === 1 && this.enabled) this.setFlags(`--heap-growing-percent=${this.percent}`);
      return await task();
    } finally {
      this.running -= 1;
      // 0 is V8's default: its own factor, from how fast it collects and the heap's limit.
      if (this.running === 0 && this.enabled) this.setFlags('--heap-growing-percent=0');
    }
  }
}
