/**
 * The business plan as data: sections of blocks that the PDF and the Markdown renderers both
 * draw, so the two documents carry the same text and the same tables.
 */
export interface PlanTableColumn {
  header: string;
  /** Share of the width (PDF). */
  share: number;
  /** Numbers are right-aligned. */
  numeric?: boolean;
  /** Bold cells; by default only the first column (the row's label) is. */
  strong?: boolean;
}

export type PlanBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'field'; label: string; value: string | undefined }
  | { kind: 'bullets'; items: string[]; emptyText?: string }
  | { kind: 'table'; columns: PlanTableColumn[]; rows: string[][] }
  | { kind: 'chart'; chart: PlanChart };

export interface PlanSeries {
  label: string;
  values: number[];
  /** Dash pattern for print and colour-blind readers; undefined: solid. */
  dash?: [number, number];
  emphasis?: boolean;
}

export interface PlanChart {
  title: string;
  /** One line that says what the chart shows, in words (also the Markdown stand-in). */
  caption: string;
  series: PlanSeries[];
  /** A vertical marker, e.g. the base break-even month (1-based). */
  marker?: { month: number; label: string };
  /** Draw the zero line (cash). */
  zeroLine?: boolean;
}

export interface PlanSection {
  title: string;
  blocks: PlanBlock[];
}
