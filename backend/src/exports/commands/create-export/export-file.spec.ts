import { Writable } from 'node:stream';
import { fullProject } from '../../fixtures/full-project';
import { MAX_CONCURRENT_RENDERS, prepareExportFile, renderSlots } from './export-file';

/** Each render waits on a gate the test opens, so the test sees how many run at once. */
const mockGates: Array<() => void> = [];
let mockRunning = 0;
let mockMaxRunning = 0;
jest.mock('../../rendering/render-export', () => ({
  renderExport: async (_project: unknown, _type: unknown, _format: unknown, out: Writable) => {
    mockRunning += 1;
    mockMaxRunning = Math.max(mockMaxRunning, mockRunning);
    await new Promise<void>((resolve) => mockGates.push(resolve));
    mockRunning -= 1;
    out.end(Buffer.from('file'));
  },
}));

const tick = () => new Promise((r) => setImmediate(r));
const sink = () => new Writable({ write: (_chunk, _encoding, callback) => callback() });

describe('export renders', () => {
  it(`run at most ${MAX_CONCURRENT_RENDERS} at once; the others wait their turn and all finish`, async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    // Every export is rendered before it is counted and sent (zips into a temporary file).
    const zips = Promise.all(
      [1, 2, 3, 4, 5].map(() => prepareExportFile(fullProject, 'complete-package', 'zip', 'p.zip', { now })),
    );
    const pdf = prepareExportFile(fullProject, 'business-plan', 'pdf', 'p.pdf', { now });
    for (let opened = 0; opened < 6; opened += 1) {
      while (mockGates.length === 0) await tick();
      expect(mockRunning).toBeLessThanOrEqual(MAX_CONCURRENT_RENDERS);
      mockGates.shift()!();
      await tick();
    }
    await Promise.all((await zips).map((zip) => zip.writeTo(sink())));
    expect((await zips).map((zip) => zip.size)).toEqual([4, 4, 4, 4, 4]);
    expect((await pdf).size).toBe(4);
    expect(mockMaxRunning).toBe(MAX_CONCURRENT_RENDERS);
    expect([renderSlots.running, renderSlots.queued]).toEqual([0, 0]);
  });
});
