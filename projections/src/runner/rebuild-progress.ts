/** How far a rebuild is: events replayed so far, of about how many, and since when. */
export interface RebuildProgress {
  phase: 'replaying' | 'swapping' | 'done';
  projections: readonly string[];
  events: number;
  /** Events in the log when the rebuild started (an estimate: the log keeps growing); null when unknown. */
  total: number | null;
  startedAt: number;
  now: number;
}

export function eventsPerSecond(p: RebuildProgress): number {
  const seconds = (p.now - p.startedAt) / 1000;
  return seconds > 0 ? p.events / seconds : 0;
}

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(sec).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** One line: `[#########-----------]  45%  450,000/1,000,000 events  52,300 ev/s  ETA 00:10  users, projects`. */
export function formatProgressLine(p: RebuildProgress, width = 24): string {
  const rate = eventsPerSecond(p);
  const total = p.total !== null ? Math.max(p.total, p.events) : null;
  const fraction = p.phase === 'done' ? 1 : total ? Math.min(1, p.events / total) : 0;
  const filled = Math.round(fraction * width);
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
  const percent = `${String(Math.floor(fraction * 100)).padStart(3)}%`;
  const count =
    total !== null
      ? `${p.events.toLocaleString('en-US')}/${total.toLocaleString('en-US')}`
      : p.events.toLocaleString('en-US');
  const eta =
    p.phase === 'done'
      ? `in ${formatDuration((p.now - p.startedAt) / 1000)}`
      : p.phase === 'swapping'
        ? 'swapping tables'
        : total !== null && rate > 0
          ? `ETA ${formatDuration((total - p.events) / rate)}`
          : 'ETA --:--';
  return `${bar} ${percent}  ${count} events  ${Math.round(rate).toLocaleString('en-US')} ev/s  ${eta}  ${p.projections.join(', ')}`;
}

/**
 * Draws the progress on a terminal (one line redrawn in place, at most every 100 ms), or writes a
 * line every 5 s when the output is a file or a pipe.
 */
export function progressBar(stream: NodeJS.WriteStream = process.stderr): (p: RebuildProgress) => void {
  const tty = Boolean(stream.isTTY);
  let last = 0;
  return (p) => {
    const final = p.phase !== 'replaying';
    if (!final && p.now - last < (tty ? 100 : 5000)) return;
    last = p.now;
    const line = formatProgressLine(p, tty ? Math.max(10, Math.min(30, (stream.columns ?? 100) - 80)) : 24);
    if (tty) stream.write(`\r\x1b[2K${line}${p.phase === 'done' ? '\n' : ''}`);
    else stream.write(`${line}\n`);
  };
}
