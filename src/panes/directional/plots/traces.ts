/**
 * The one plot helper of the directional panes: traces built from trajectories in display units,
 * each point carrying [MD in metres, MD shown] as customdata so a hover moves the well's MD cursor
 * and the tooltip reads in the user's units. Pure: panes pass numbers, get plotly traces.
 */
import type { ChartPoint, ChartTrace } from '../../../features/charts';

export interface LineSpec {
  name: string;
  color: string;
  x: readonly (number | null)[];
  y: readonly (number | null)[];
  /** MD of each point, metres (the cursor's unit); null keeps a point off the MD cursor (offset wells). */
  mdM: readonly (number | null)[];
  /** MD of each point as shown (m or ft). */
  mdShown: readonly (number | null)[];
  dash?: 'solid' | 'dash' | 'dot' | 'dashdot';
  width?: number;
  mode?: 'lines' | 'markers' | 'lines+markers';
  /** Tooltip rows after the name: 'MD %{customdata[1]:,.2f} ft<br>Inc %{x:.2f}°'. */
  hover: string;
  markerSize?: number;
  /** Legend group: offsets of one well, a plan and its targets. */
  group?: string;
  showLegend?: boolean;
  fill?: 'tozeroy' | 'tonexty' | 'toself';
  fillColor?: string;
  yaxis?: 'y' | 'y2';
}

export function line(s: LineSpec): ChartTrace {
  return {
    type: 'scatter',
    mode: s.mode ?? 'lines',
    name: s.name,
    x: [...s.x],
    y: [...s.y],
    customdata: s.mdM.map((m, i) => [m, s.mdShown[i]]) as unknown as number[],
    line: { color: s.color, width: s.width ?? 2, dash: s.dash ?? 'solid' },
    marker: { color: s.color, size: s.markerSize ?? 5 },
    hovertemplate: `<b>%{fullData.name}</b><br>${s.hover}<extra></extra>`,
    legendgroup: s.group,
    showlegend: s.showLegend ?? true,
    ...(s.fill ? { fill: s.fill, fillcolor: s.fillColor } : {}),
    ...(s.yaxis ? { yaxis: s.yaxis } : {}),
  } as ChartTrace;
}

/** The MD in metres a hovered point carries, or null (targets, shapes, points without MD). */
export function mdOfPoint(p: ChartPoint | null): number | null {
  const c = p?.customdata;
  if (Array.isArray(c) && typeof c[0] === 'number') return c[0];
  return null;
}

/** A marker where the well's cursor is, on a plan or section view. */
export function cursorMarker(name: string, color: string, x: number | null, y: number | null): ChartTrace[] {
  if (x === null || y === null) return [];
  return [
    {
      type: 'scatter',
      mode: 'markers',
      name,
      x: [x],
      y: [y],
      marker: { color: 'rgba(0,0,0,0)', size: 14, line: { color, width: 2 } },
      hoverinfo: 'skip',
      showlegend: false,
    } as ChartTrace,
  ];
}

/** Closed outline of an ellipse (centre, half-axes, azimuth of the major axis from north), as E/N lists. */
export function ellipseOutline(
  centreE: number,
  centreN: number,
  semiMajor: number,
  semiMinor: number,
  majorAziDeg: number,
  steps = 48,
): { e: number[]; n: number[] } {
  const a = (majorAziDeg * Math.PI) / 180;
  const e: number[] = [];
  const n: number[] = [];
  for (let k = 0; k <= steps; k++) {
    const t = (2 * Math.PI * k) / steps;
    const u = semiMajor * Math.cos(t);
    const v = semiMinor * Math.sin(t);
    // u along the major axis (azimuth a from north), v across it
    n.push(centreN + u * Math.cos(a) - v * Math.sin(a));
    e.push(centreE + u * Math.sin(a) + v * Math.cos(a));
  }
  return { e, n };
}

/** d3 format for a value with `decimals` decimals and grouping. */
export const fmt = (decimals: number) => `,.${decimals}f`;
