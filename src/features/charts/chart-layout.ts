/**
 * The plotly layout every chart starts from: themed, dense, unit-labelled axes and the linked
 * cursor line. Pure, so the rules (a unit in every axis title, depth read downwards) are tested.
 */
import type { Annotation as Annotations, Layout, LayoutAxis, Shape } from 'plotly.js-dist-min';
import type { ChartTheme } from './chart-theme';
import type { AxisSpec, CursorLine } from './chart-types';

/** 'MD (m)', or the title alone for a unitless axis. */
export function axisTitle(a: Pick<AxisSpec, 'title' | 'unit'>): string {
  return a.unit ? `${a.title} (${a.unit})` : a.title;
}

/** A compact chart's axis title: its unit alone ('MPa'), a unitless axis its title, a time axis none (its dates say it). */
export function compactAxisTitle(a: Pick<AxisSpec, 'title' | 'unit' | 'type'>): string {
  return a.unit ?? (a.type === 'date' ? '' : a.title);
}

function axis(a: AxisSpec | undefined, t: ChartTheme, compact = false): Partial<LayoutAxis> {
  const base: Partial<LayoutAxis> = {
    gridcolor: t.grid,
    zerolinecolor: t.zeroLine,
    linecolor: t.axisLine,
    tickcolor: t.axisLine,
    tickfont: { color: t.muted, size: 11 * t.fontScale },
    showline: true,
    mirror: true,
    ticks: 'outside',
    ticklen: 4,
    automargin: true,
    hoverformat: '.2f',
  };
  if (!a) return base;
  return {
    ...base,
    title: { text: compact ? compactAxisTitle(a) : axisTitle(a), font: { size: 12 * t.fontScale, color: t.font }, standoff: 6 },
    ...(a.type ? { type: a.type } : {}),
    ...(a.range ? { range: a.reversed ? [a.range[1], a.range[0]] : a.range, autorange: false } : { autorange: a.reversed ? 'reversed' : true }),
    ...(a.side ? { side: a.side } : {}),
    ...(a.tickformat ? { tickformat: a.tickformat } : {}),
  };
}

export function cursorShapes(c: CursorLine | null | undefined, t: ChartTheme): { shapes: Partial<Shape>[]; annotations: Partial<Annotations>[] } {
  if (!c || c.value === null || !Number.isFinite(c.value)) return { shapes: [], annotations: [] };
  const line = { color: t.semantic.cursor, width: 1.5, dash: 'dash' as const };
  const shape: Partial<Shape> =
    c.axis === 'x'
      ? { type: 'line', xref: 'x', yref: 'paper', x0: c.value, x1: c.value, y0: 0, y1: 1, line, layer: 'above' }
      : { type: 'line', xref: 'paper', yref: 'y', x0: 0, x1: 1, y0: c.value, y1: c.value, line, layer: 'above' };
  const annotations: Partial<Annotations>[] = c.label
    ? [
        c.axis === 'x'
          ? {
              x: c.value,
              xref: 'x',
              y: 1,
              yref: 'paper',
              yanchor: 'bottom',
              text: c.label,
              showarrow: false,
              font: { size: 10 * t.fontScale, color: t.semantic.cursor },
            }
          : {
              x: 1,
              xref: 'paper',
              xanchor: 'right',
              y: c.value,
              yref: 'y',
              yanchor: 'bottom',
              text: c.label,
              showarrow: false,
              font: { size: 10 * t.fontScale, color: t.semantic.cursor },
            },
      ]
    : [];
  return { shapes: [shape], annotations };
}

/** A legend beside the plot, one entry a line: where rows of a legend over the plot would take the height it needs. */
export const SIDE_LEGEND: Partial<Layout> = { legend: { orientation: 'v', x: 1.01, xanchor: 'left', y: 1, yanchor: 'top' } };

export interface LayoutInput {
  x?: AxisSpec;
  y?: AxisSpec;
  y2?: AxisSpec;
  equalAspect?: boolean;
  cursor?: CursorLine | null;
  showLegend?: boolean;
  uiRevision?: string | number;
  layout?: Partial<Layout>;
  compact?: boolean;
}

export function buildLayout(p: LayoutInput, t: ChartTheme): Partial<Layout> {
  const cursor = cursorShapes(p.cursor, t);
  const extra = p.layout ?? {};
  const yaxis = { ...axis(p.y, t, p.compact), ...(p.equalAspect ? { scaleanchor: 'x' as const, scaleratio: 1 } : {}), ...(extra.yaxis ?? {}) };
  const layout: Partial<Layout> = {
    autosize: true,
    paper_bgcolor: t.paper,
    plot_bgcolor: t.plot,
    font: { family: "'Segoe UI', system-ui, sans-serif", size: 11 * t.fontScale, color: t.font },
    colorway: [...t.colorway],
    margin: { l: 8, r: 8, t: 8, b: 8, pad: 0 },
    hovermode: 'closest',
    hoverlabel: { bgcolor: t.hoverBackground, bordercolor: t.axisLine, font: { color: t.font, size: 11 * t.fontScale } },
    showlegend: p.showLegend ?? true,
    legend: { orientation: 'h', x: 0, xanchor: 'left', y: 1.02, yanchor: 'bottom', font: { size: 11 * t.fontScale, color: t.font }, bgcolor: 'rgba(0,0,0,0)' },
    dragmode: 'zoom',
    uirevision: p.uiRevision ?? 'keep',
    ...extra,
    xaxis: { ...axis(p.x, t, p.compact), ...(extra.xaxis ?? {}) },
    yaxis,
    shapes: [...(extra.shapes ?? []), ...cursor.shapes],
    annotations: [...(extra.annotations ?? []), ...cursor.annotations],
  };
  // A secondary axis picks its own round ticks (left to plotly, an overlaying axis lines its ticks up
  // with the first one's grid at values like 1.2379, 1.2872).
  if (p.y2)
    layout.yaxis2 = {
      ...axis(p.y2, t, p.compact),
      overlaying: 'y',
      side: p.y2.side ?? 'right',
      showgrid: false,
      mirror: false,
      tickmode: 'auto',
      nticks: 6,
      ...(extra.yaxis2 ?? {}),
    };
  return layout;
}
