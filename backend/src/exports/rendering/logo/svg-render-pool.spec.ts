import { cupChartMarkSvg } from '../../fixtures/fixture-logos';
import { morphologySvg } from '../../../shared/svg/hostile-svgs.test-helper';
import { pngSize } from './png-size';
import {
  SvgRenderCancelled,
  SvgRenderOverBudget,
  SvgRenderPool,
  DEFAULT_SVG_BUDGET,
} from './svg-render-pool';

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
});
