import type { PlanChart } from '../content/business-plan/plan-blocks';
import type { PdfLayout } from './layout';
import { FONT, INK, SIZE } from './theme';

/**
 * A line chart drawn with pdfkit paths (vector, sharp at any zoom, text selectable): months on
 * the x axis, dollars on the y axis, one line per scenario told apart by colour and dash, an
 * optional zero line and a vertical marker (the break-even month).
 */
const HEIGHT = 200;
const AXIS_LEFT = 58;
const AXIS_BOTTOM = 30;
const TOP = 34;
const COLOURS = ['#B45309', '', '#0E7490'] as const;

function niceStep(range: number, ticks: number): number {
  const raw = range / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

function axisMoney(n: number): string {
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}$${(abs / 1_000_000).toFixed(abs % 1_000_000 === 0 ? 0 : 1)}M`;
  if (abs >= 1_000) return `${sign}$${(abs / 1_000).toFixed(abs % 1_000 === 0 ? 0 : 1)}K`;
  return `${sign}$${abs.toFixed(0)}`;
}

export function drawLineChart(layout: PdfLayout, chart: PlanChart): void {
  const { doc } = layout;
  const captionHeight = layout.measure(chart.caption, { size: SIZE.small, width: layout.width });
  layout.keepTogether(HEIGHT + captionHeight + 34);
  layout.write(chart.title, { font: FONT.bold, size: SIZE.heading - 1.5, color: INK.text, gapAfter: 2 });

  const top = doc.y;
  const left = layout.left + AXIS_LEFT;
  const right = layout.left + layout.width - 6;
  const plotTop = top + TOP;
  const plotBottom = top + HEIGHT - AXIS_BOTTOM;
  const months = Math.max(1, ...chart.series.map((s) => s.values.length));
  const values = chart.series.flatMap((s) => s.values);
  let min = Math.min(0, ...values);
  let max = Math.max(0, ...values);
  if (max - min < 1) max = min + 1;
  const step = niceStep(max - min, 5);
  min = Math.floor(min / step) * step;
  max = Math.ceil(max / step) * step;
  const x = (month: number) => left + ((month - 1) / Math.max(1, months - 1)) * (right - left);
  const y = (value: number) => plotBottom - ((value - min) / (max - min)) * (plotBottom - plotTop);

  doc.save();
  // Grid and y labels.
  doc.font(FONT.regular).fontSize(SIZE.label);
  for (let v = min; v <= max + step / 2; v += step) {
    const gy = y(v);
    doc.moveTo(left, gy).lineTo(right, gy).lineWidth(0.4).strokeColor(INK.rule).stroke();
    doc
      .fillColor(INK.muted)
      .text(axisMoney(v), layout.left, gy - 3.5, { width: AXIS_LEFT - 6, align: 'right', lineBreak: false });
  }
  if (chart.zeroLine && min < 0)
    doc.moveTo(left, y(0)).lineTo(right, y(0)).lineWidth(0.9).strokeColor(INK.muted).stroke();
  // X ticks.
  for (const m of [1, 6, 12, 18, 24, 30, 36].filter((t) => t <= months)) {
    doc
      .moveTo(x(m), plotBottom)
      .lineTo(x(m), plotBottom + 3)
      .lineWidth(0.6)
      .strokeColor(INK.faint)
      .stroke();
    doc
      .fillColor(INK.muted)
      .text(String(m), x(m) - 10, plotBottom + 5, { width: 20, align: 'center', lineBreak: false });
  }
  doc
    .fillColor(INK.muted)
    .text('Month', left, plotBottom + 16, { width: right - left, align: 'center', lineBreak: false });
  doc
    .moveTo(left, plotTop)
    .lineTo(left, plotBottom)
    .lineTo(right, plotBottom)
    .lineWidth(0.8)
    .strokeColor(INK.faint)
    .stroke();

  // Break-even marker.
  if (chart.marker && chart.marker.month <= months) {
    const mx = x(chart.marker.month);
    doc
      .moveTo(mx, plotTop - 4)
      .lineTo(mx, plotBottom)
      .lineWidth(0.9)
      .dash(3, { space: 2 })
      .strokeColor(INK.dark)
      .stroke()
      .undash();
    const labelWidth = doc.font(FONT.bold).fontSize(SIZE.label).widthOfString(chart.marker.label);
    const lx = Math.min(mx + 3, right - labelWidth);
    doc.fillColor(INK.dark).text(chart.marker.label, lx, plotTop - 11, { lineBreak: false });
  }

  // Series.
  chart.series.forEach((series, i) => {
    const colour = COLOURS[i] || layout.accent;
    series.values.forEach((v, m) => {
      if (m === 0) doc.moveTo(x(1), y(v));
      else doc.lineTo(x(m + 1), y(v));
    });
    doc
      .lineWidth(series.emphasis ? 2.2 : 1.4)
      .lineJoin('round')
      .strokeColor(colour);
    if (series.dash) doc.dash(series.dash[0], { space: series.dash[1] });
    doc.stroke().undash();
  });

  // Legend, top left of the plot.
  let lx = left + 4;
  doc.font(FONT.regular).fontSize(SIZE.small);
  chart.series.forEach((series, i) => {
    const colour = COLOURS[i] || layout.accent;
    const ly = top + 5;
    doc
      .moveTo(lx, ly)
      .lineTo(lx + 18, ly)
      .lineWidth(series.emphasis ? 2.2 : 1.4)
      .strokeColor(colour);
    if (series.dash) doc.dash(series.dash[0], { space: series.dash[1] });
    doc.stroke().undash();
    doc.fillColor(INK.text).text(series.label, lx + 22, ly - 4, { lineBreak: false });
    lx += 22 + doc.widthOfString(series.label) + 16;
  });
  doc.restore();

  doc.x = layout.left;
  doc.y = top + HEIGHT + 2;
  layout.write(chart.caption, { size: SIZE.small, color: INK.muted, gapAfter: 12 });
}
