import type { PlanBlock, PlanSection } from '../content/business-plan/plan-blocks';
import type { PdfLayout } from './layout';
import { drawLineChart } from './plan-chart';
import { drawTable } from './table';
import { FONT, INK, SIZE } from './theme';

/** Draws the plan's sections (content/business-plan) with the document's layout. */
function drawBlock(layout: PdfLayout, block: PlanBlock, next: PlanBlock | undefined): void {
  switch (block.kind) {
    case 'paragraph':
      return layout.paragraph(block.text);
    case 'note':
      return layout.paragraph(block.text, {
        font: FONT.italic,
        size: SIZE.small,
        color: INK.muted,
        gapAfter: 10,
      });
    case 'heading':
      return layout.heading(block.text, next?.kind === 'table' || next?.kind === 'chart' ? 90 : 60);
    case 'field':
      return layout.field(block.label, block.value);
    case 'bullets':
      return layout.bullets(block.items, { emptyText: block.emptyText });
    case 'table':
      return drawTable(
        layout,
        block.columns.map((c, i) => ({
          header: c.header,
          share: c.share,
          align: c.numeric ? 'right' : 'left',
          bold: c.strong ?? i === 0,
        })),
        block.rows,
      );
    case 'chart':
      return drawLineChart(layout, block.chart);
  }
}

export function drawPlanSections(layout: PdfLayout, sections: readonly PlanSection[]): void {
  for (const section of sections) {
    layout.section(section.title, { keepWith: 90 });
    section.blocks.forEach((block, i) => drawBlock(layout, block, section.blocks[i + 1]));
  }
}
