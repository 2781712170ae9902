/**
 * The chart wrapper's public shapes. Traces are plotly's own (`Data`), so any plot type works; the
 * wrapper adds what every pane of the product needs: theme, unit-labelled axes, the linked cursor,
 * keyboard zoom and PNG/CSV export.
 */
import type { Data, Layout } from 'plotly.js-dist-min';

export type { Data as ChartTrace } from 'plotly.js-dist-min';

export interface AxisSpec {
  /** What the axis measures, without the unit: 'MD', 'Inclination'. */
  title: string;
  /** Unit symbol shown in the title: 'm', 'ft', '°', '°/30m'. Always give it for a quantity. */
  unit?: string;
  /** Depth axes read downwards. */
  reversed?: boolean;
  range?: [number, number];
  type?: 'linear' | 'log' | 'date' | 'category';
  /** Where a secondary axis sits. */
  side?: 'left' | 'right' | 'top' | 'bottom';
  /** Fixed tick format, d3 style ('.1f', ',.0f'). */
  tickformat?: string;
}

/** The linked cursor drawn across the plot: a line at `value` on one axis. */
export interface CursorLine {
  axis: 'x' | 'y';
  value: number | null;
  /** Shown beside the line, e.g. '3,250.0 m'. */
  label?: string;
}

/** What a hover or click reports: the point under the pointer and its trace's customdata. */
export interface ChartPoint {
  x: unknown;
  y: unknown;
  /** Polar plots. */
  r?: unknown;
  theta?: unknown;
  curveNumber: number;
  pointIndex: number;
  traceName: string | undefined;
  customdata: unknown;
}

export interface ChartProps {
  data: readonly Data[];
  /** aria-label of the figure, read by screen readers and used by tests. */
  label: string;
  x?: AxisSpec;
  y?: AxisSpec;
  y2?: AxisSpec;
  /** Plan views: one metre east is one metre north on screen. */
  equalAspect?: boolean;
  /** Merged over the computed layout, last (for polar plots, annotations, extra axes). */
  layout?: Partial<Layout>;
  cursor?: CursorLine | null;
  onHover?: (p: ChartPoint | null) => void;
  onClick?: (p: ChartPoint) => void;
  /** File name (no extension) for PNG and CSV export. */
  exportName: string;
  /** CSV of what the chart shows; default: every trace's points, with axis titles and units. */
  csv?: () => string;
  showLegend?: boolean;
  /** Keep the user's zoom across data updates while this stays the same (plotly uirevision). */
  uiRevision?: string | number;
  className?: string;
  /** Hide the small toolbar (export, reset). Keys still work. */
  toolbar?: boolean;
  /** In a short tile: axis titles are their unit alone (compactAxisTitle), and the chart may be as short as 60 px. */
  compact?: boolean;
}
