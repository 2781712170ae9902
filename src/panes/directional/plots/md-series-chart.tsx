/**
 * A chart of values against MD (inclination, DLS, build/walk, separation …): MD across in the user's
 * unit, one or two value axes, the well's MD cursor as a line, hover moves the cursor.
 */
import { useMemo } from 'react';
import type { Annotation, Layout, Shape } from 'plotly.js-dist-min';
import { Chart, type AxisSpec, type ChartTrace } from '../../../features/charts';
import type { DirectionalPane } from '../shared/use-directional-pane';
import { fmt, line } from './traces';
import { formatDecimals } from '../../../domain/format';

export interface MdSeries {
  name: string;
  color: string;
  /** MD of each value, metres. */
  mdM: readonly number[];
  y: readonly (number | null)[];
  dash?: 'solid' | 'dash' | 'dot' | 'dashdot';
  mode?: 'lines' | 'markers' | 'lines+markers';
  kind?: 'line' | 'bar';
  width?: number;
  markerSize?: number;
  axis?: 'y' | 'y2';
  /** Value decimals in the tooltip. */
  decimals?: number;
  /** Unit after the value in the tooltip. */
  unit?: string;
  /** MD-cursor aware (false for offset wells' own depths). */
  cursor?: boolean;
}

export interface MdSeriesChartProps {
  pane: DirectionalPane;
  label: string;
  exportName: string;
  series: readonly MdSeries[];
  y: AxisSpec;
  /** A second value axis, drawn as a panel under the main one (differences against the plan). */
  y2?: AxisSpec;
  /** Threshold lines and bands (SF 1.0 / 1.5, DLS limit). */
  shapes?: Partial<Shape>[];
  annotations?: Partial<Annotation>[];
  /** Reset the zoom when this changes. */
  uiRevision?: string;
}

export function MdSeriesChart({ pane, label, exportName, series, y, y2, shapes, annotations, uiRevision }: MdSeriesChartProps) {
  const { units, cursor } = pane;
  const L = units.length;
  const traces = useMemo<ChartTrace[]>(
    () =>
      series.map((s) => {
        const mdShown = s.mdM.map((m) => L.show(m));
        const hover = `MD %{customdata[1]:${fmt(L.decimals)}} ${L.symbol}<br>%{y:${fmt(s.decimals ?? 2)}}${s.unit ? ` ${s.unit}` : ''}`;
        if (s.kind === 'bar') {
          return {
            type: 'bar',
            name: s.name,
            x: mdShown,
            y: [...s.y],
            marker: { color: s.color, opacity: 0.55 },
            customdata: s.mdM.map((m, i) => [m, mdShown[i]]) as unknown as number[],
            hovertemplate: `<b>%{fullData.name}</b><br>${hover}<extra></extra>`,
            ...(s.axis === 'y2' ? { yaxis: 'y2' } : {}),
          } as ChartTrace;
        }
        return line({
          name: s.name,
          color: s.color,
          x: mdShown,
          y: s.y,
          mdM: s.cursor === false ? s.mdM.map(() => null) : s.mdM,
          mdShown,
          dash: s.dash,
          mode: s.mode,
          width: s.width,
          markerSize: s.markerSize,
          hover,
          yaxis: s.axis,
        });
      }),
    [series, L],
  );
  const cursorLine = useMemo(
    () => (cursor.mdM === null ? null : { axis: 'x' as const, value: L.show(cursor.mdM), label: `${formatDecimals(L.show(cursor.mdM), 1)} ${L.symbol}` }),
    [cursor.mdM, L],
  );
  const layout = useMemo(
    (): Partial<Layout> => ({
      shapes: shapes ?? [],
      annotations: annotations ?? [],
      bargap: 0.1,
      // the second axis is its own panel below, sharing MD: its zero is its own, never misread against the first
      ...(y2
        ? {
            yaxis: { domain: [0.3, 1] },
            yaxis2: { domain: [0, 0.24], overlaying: undefined, anchor: 'x', side: 'left', showgrid: true, mirror: true, zeroline: true } as Partial<
              Layout['yaxis2']
            >,
          }
        : {}),
    }),
    [shapes, annotations, y2],
  );
  const x = useMemo(() => ({ title: 'MD', unit: L.symbol }), [L.symbol]);
  return (
    <Chart
      label={label}
      exportName={exportName}
      data={traces}
      x={x}
      y={y}
      y2={y2}
      cursor={cursorLine}
      layout={layout}
      uiRevision={uiRevision ?? `${pane.wellId}`}
      onHover={(p) => {
        const c = p?.customdata;
        cursor.set(Array.isArray(c) && typeof c[0] === 'number' ? c[0] : null);
      }}
    />
  );
}

/** A horizontal threshold line across the plot at `y` (SF 1.0, a DLS limit). */
export function thresholdLine(
  y: number,
  color: string,
  label: string,
  labelSide: 'above' | 'below' = 'above',
  axis: 'y' | 'y2' = 'y',
): { shape: Partial<Shape>; annotation: Partial<Annotation> } {
  return {
    shape: { type: 'line', xref: 'paper', x0: 0, x1: 1, yref: axis, y0: y, y1: y, line: { color, width: 1.5, dash: 'dash' }, layer: 'below' },
    annotation: {
      xref: 'paper',
      x: 1,
      xanchor: 'right',
      yref: axis,
      y,
      yanchor: labelSide === 'above' ? 'bottom' : 'top',
      text: label,
      showarrow: false,
      font: { size: 10, color },
    },
  };
}

/** A vertical marker at an MD (display units): the last survey, where the plan ahead begins. */
export function mdMarker(mdShown: number, color: string, label: string): { shape: Partial<Shape>; annotation: Partial<Annotation> } {
  return {
    shape: { type: 'line', xref: 'x', x0: mdShown, x1: mdShown, yref: 'paper', y0: 0, y1: 1, line: { color, width: 1, dash: 'dot' }, layer: 'below' },
    annotation: { xref: 'x', x: mdShown, xanchor: 'left', yref: 'paper', y: 1, yanchor: 'top', text: label, showarrow: false, font: { size: 10, color } },
  };
}
