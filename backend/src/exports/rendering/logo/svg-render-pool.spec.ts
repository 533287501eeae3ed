import { cupChartMarkSvg } from '../../fixtures/fixture-logos';
import { morphologySvg } from '../../../shared/svg/hostile-svgs.test-helper';
import { pngSize } from './png-size';
import { readdirSync, readFileSync } from 'node:fs';
import {
  SvgRenderCancelled,
  SvgRenderOverBudget,
  SvgRenderPool,
  SvgRenderStarved,
  DEFAULT_SVG_BUDGET,
} from './svg-render-pool';

/** The processes this test process started (the renderers), from /proc. */
function renderers(): number[] {
  return readdirSync(`/proc/${process.pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
}

const small = { svg: cupChartMarkSvg, fitTo: { mode: 'width' as const, value: 64 }, loadSystemFonts: false };

describe('the logo renderer processes', () => {
  const pool = new SvgRenderPool(1, { ...DEFAULT_SVG_BUDGET, timeMs: 1_000 });
  afterAll(() => pool.close());

  it('stops a render over its time budget, and the next render still works', async () => {
    const job = {
      svg: morphologySvg,
      fitTo: { mode: 'width' as const, value: 1024 },
      loadSystemFonts: false,
    };
    await expect(pool.png(job)).rejects.toBeInstanceOf(SvgRenderOverBudget);
    const png = await pool.png({
      svg: cupChartMarkSvg,
      fitTo: { mode: 'width', value: 64 },
      loadSystemFonts: false,
    });
    expect(pngSize(png)).toEqual({ width: 64, height: 64 });
  });

  it('stops a render whose caller aborts', async () => {
    const cancel = new AbortController();
    const job = {
      svg: morphologySvg,
      fitTo: { mode: 'width' as const, value: 1024 },
      loadSystemFonts: false,
    };
    const pending = pool.png(job, cancel.signal);
    setTimeout(() => cancel.abort(), 100);
    await expect(pending).rejects.toBeInstanceOf(SvgRenderCancelled);
  });

  it('stops a render over its memory budget', async () => {
    const small = new SvgRenderPool(1, { ...DEFAULT_SVG_BUDGET, timeMs: 30_000, maxRssBytes: 1 });
    try {
      const job = {
        svg: morphologySvg,
        fitTo: { mode: 'width' as const, value: 1024 },
        loadSystemFonts: false,
      };
      await expect(small.png(job)).rejects.toEqual(new SvgRenderOverBudget('memory'));
    } finally {
      small.close();
    }
  });

  it('tries a render that got no CPU for its wall time once more with twice the time, in a new renderer', async () => {
    const before = renderers();
    const starving = new SvgRenderPool(1, { ...DEFAULT_SVG_BUDGET, wallMs: 1_500 });
    try {
      await starving.png(small);
      // The idle renderer is stopped (SIGSTOP): like a machine so loaded the renderer never runs.
      const [stopped] = renderers().filter((pid) => !before.includes(pid));
      process.kill(stopped!, 'SIGSTOP');
      const started = Date.now();
      const png = await starving.png(small);
      expect(pngSize(png)).toEqual({ width: 64, height: 64 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
      expect(renderers()).not.toContain(stopped);
    } finally {
      starving.close();
    }
  });

  it('fails with SvgRenderStarved when the retry gets no CPU either, not as a logo over budget', async () => {
    const before = renderers();
    const starving = new SvgRenderPool(1, { ...DEFAULT_SVG_BUDGET, wallMs: 300 });
    const stopEveryRenderer = setInterval(() => {
      for (const pid of renderers()) if (!before.includes(pid)) process.kill(pid, 'SIGSTOP');
    }, 5);
    try {
      const started = Date.now();
      await expect(starving.png(small)).rejects.toBeInstanceOf(SvgRenderStarved);
      expect(Date.now() - started).toBeGreaterThanOrEqual(300 + 600);
    } finally {
      clearInterval(stopEveryRenderer);
      starving.close();
    }
  });

  it('ends a renderer left idle, giving its memory back', async () => {
    const before = renderers();
    const brief = new SvgRenderPool(1, { ...DEFAULT_SVG_BUDGET, idleMs: 200 });
    try {
      await brief.png(small);
      const started = renderers().filter((pid) => !before.includes(pid));
      expect(started).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 700));
      expect(renderers()).not.toContain(started[0]);
      // The next job starts a new one.
      expect(pngSize(await brief.png(small))).toEqual({ width: 64, height: 64 });
    } finally {
      brief.close();
    }
  });
});
