import type { PlanBlock, PlanChart, PlanSection } from '../content/business-plan/plan-blocks';
import { money } from '../content/business-plan/plan-format';
import { NOT_DEFINED } from '../not-defined';
import { bullets, inline, orNotDefined, safeText, table } from './md';

/** The plan's sections as Markdown: the same text and tables as the PDF; a chart becomes its table. */
const CHART_MONTHS = [1, 6, 12, 18, 24, 30, 36];

function chartTable(chart: PlanChart): string {
  const months = CHART_MONTHS.filter((m) => chart.series.some((s) => s.values.length >= m));
  return [
    `**${inline(chart.title)}**`,
    table(
      ['Month', ...chart.series.map((s) => s.label)],
      months.map((m) => [String(m), ...chart.series.map((s) => money(s.values[m - 1] ?? 0))]),
    ),
    `_${inline(chart.caption)}_`,
  ].join('\n\n');
}

function blockMd(block: PlanBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return safeText(block.text);
    case 'note':
      return `_${inline(block.text)}_`;
    case 'heading':
      return `### ${inline(block.text)}`;
    case 'field':
      return `**${inline(block.label)}**\n\n${orNotDefined(block.value)}`;
    case 'bullets':
      return block.items.length === 0 ? `_${block.emptyText ?? NOT_DEFINED}_` : bullets(block.items);
    case 'table':
      return table(
        block.columns.map((c) => c.header),
        block.rows,
      );
    case 'chart':
      return chartTable(block.chart);
  }
}

export function planSectionsMd(sections: readonly PlanSection[]): string[] {
  return sections.flatMap((s) => [`## ${inline(s.title)}`, ...s.blocks.map(blockMd)]);
}
