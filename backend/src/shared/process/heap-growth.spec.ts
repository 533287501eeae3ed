import { execFileSync } from 'node:child_process';
import { operatorSetsHeapGrowth, RENDER_HEAP_GROWING_PERCENT, RenderHeapGrowth } from './heap-growth';

const tight = `--heap-growing-percent=${RENDER_HEAP_GROWING_PERCENT}`;
const released = '--heap-growing-percent=0';

function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('RenderHeapGrowth', () => {
  it('tightens the growth when the first task starts and releases it when the last one ends', async () => {
    const flags: string[] = [];
    const growth = new RenderHeapGrowth(RENDER_HEAP_GROWING_PERCENT, (f) => flags.push(f), true);
    const first = gate();
    const second = gate();
    const a = growth.during(() => first.opened);
    const b = growth.during(() => second.opened);
    expect(flags).toEqual([tight]);
    first.open();
    await a;
    expect(flags).toEqual([tight]);
    second.open();
    await b;
    expect(flags).toEqual([tight, released]);
  });

  it('releases it when a task fails, and passes the failure on', async () => {
    const flags: string[] = [];
    const growth = new RenderHeapGrowth(RENDER_HEAP_GROWING_PERCENT, (f) => flags.push(f), true);
    await expect(growth.during(() => Promise.reject(new Error('render failed')))).rejects.toThrow(
      'render failed',
    );
    expect(flags).toEqual([tight, released]);
    await expect(growth.during(() => Promise.resolve('zip'))).resolves.toBe('zip');
    expect(flags).toEqual([tight, released, tight, released]);
  });

  it('leaves an operator-chosen factor alone', async () => {
    const flags: string[] = [];
    const growth = new RenderHeapGrowth(RENDER_HEAP_GROWING_PERCENT, (f) => flags.push(f), false);
    await growth.during(() => Promise.resolve());
    expect(flags).toEqual([]);
    expect(operatorSetsHeapGrowth(['--heap-growing-percent=50'], undefined)).toBe(true);
    expect(operatorSetsHeapGrowth([], '--max-old-space-size=512 --heap_growing_percent=10')).toBe(true);
    expect(operatorSetsHeapGrowth(['--max-semi-space-size=4'], '--enable-source-maps')).toBe(false);
  });

  it('changes how often V8 collects the old generation in a running process', () => {
    // Promoted garbage (objects that outlive a few young collections, then die) over a 20 MB live
    // heap; the flag is set after start, as the server does, and counts from the next full GC on.
    const majorGcs = (flags: string) => {
      const script = `
        const { setFlagsFromString } = require('node:v8');
        const { PerformanceObserver, constants } = require('node:perf_hooks');
        const live = Array.from({ length: 200000 }, (_, i) => ({ i, s: 'live' + i }));
        ${flags ? `setFlagsFromString('${flags}');` : ''}
        gc();
        let majors = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (e.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) majors += 1;
        }).observe({ entryTypes: ['gc'] });
        let recent = [];
        for (let i = 0; i < 3000000; i += 1) {
          recent.push({ i, s: 'x' + i });
          if (recent.length > 100000) recent = [];
        }
        setTimeout(() => console.log(majors + live.length * 0), 200);
      `;
      const out = execFileSync(process.execPath, ['--expose-gc', '--max-semi-space-size=1', '-e', script], {
        encoding: 'utf8',
      });
      return Number(out.trim());
    };
    const byDefault = majorGcs('');
    const whileRendering = majorGcs(tight);
    expect(whileRendering).toBeGreaterThan(2 * Math.max(1, byDefault));
  });
});
