/**
 * 2D vertical section: the horizontal displacement along the well's section azimuth against TVD
 * (depth down), in the user's length unit. Plan (dashed), survey, targets at their TVD across their
 * extent, formation tops as labelled lines, and a ring at the well's MD cursor.
 */
import type { ApiStation, FormationTop, Target } from '../../../api/directional';
import type { Annotation, Shape } from 'plotly.js-dist-min';
import type { AxisSpec, ChartTheme, ChartTrace } from '../../../features/charts';
import type { DisplayUnits } from '../shared/display-units';
import { valuesAtMd } from '../shared/md-cursor';
import type { TrajectoryData } from '../shared/use-trajectories';
import { cursorMarker, fmt, line } from './traces';
import { formatDecimals } from '../../../domain/format';

export function sectionAxes(u: DisplayUnits, vsAziDeg: number): { x: AxisSpec; y: AxisSpec } {
  return {
    x: { title: `Vertical section @ ${formatDecimals(vsAziDeg, 1)}°`, unit: u.length.symbol },
    y: { title: 'TVD', unit: u.length.symbol, reversed: true },
  };
}

function stationLine(name: string, color: string, s: readonly ApiStation[], u: DisplayUnits, dash: 'solid' | 'dash', width: number) {
  const L = u.length;
  const d = L.decimals;
  return line({
    name,
    color,
    dash,
    width,
    x: s.map((p) => L.show(p.vsec)),
    y: s.map((p) => L.show(p.tvd)),
    mdM: s.map((p) => p.md),
    mdShown: s.map((p) => L.show(p.md)),
    hover: `MD %{customdata[1]:${fmt(d)}} ${L.symbol}<br>VS %{x:${fmt(d)}} ${L.symbol}<br>TVD %{y:${fmt(d)}} ${L.symbol}`,
  });
}

/** Horizontal displacement of a point along the section azimuth, from the section origin. */
export function vsOf(ns: number, ew: number, vsAziDeg: number, origin: { ns: number; ew: number }): number {
  const a = (vsAziDeg * Math.PI) / 180;
  return (ns - origin.ns) * Math.cos(a) + (ew - origin.ew) * Math.sin(a);
}

function targetHalfWidth(t: Target): number {
  return t.radius ?? t.semi_major ?? (t.length !== undefined ? t.length / 2 : 0);
}

export function sectionTraces(data: TrajectoryData, u: DisplayUnits, t: ChartTheme, cursorMdM: number | null): ChartTrace[] {
  const L = u.length;
  const st = data.actual.settings;
  const origin = { ns: st.vs_origin_ns, ew: st.vs_origin_ew };
  const out: ChartTrace[] = [];
  (data.design?.targets ?? []).forEach((tg, i) => {
    const c = vsOf(tg.centre.ns, tg.centre.ew, st.vs_azimuth, origin);
    const h = targetHalfWidth(tg);
    const color = tg.color ?? t.semantic.target;
    out.push({
      type: 'scatter',
      mode: h > 0 ? 'lines+markers' : 'markers',
      name: 'Targets',
      hovertemplate: `${tg.name} (${tg.shape})<extra></extra>`,
      showlegend: i === 0,
      x: h > 0 ? [L.show(c - h), L.show(c + h)] : [L.show(c)],
      y: h > 0 ? [L.show(tg.centre.tvd), L.show(tg.centre.tvd)] : [L.show(tg.centre.tvd)],
      line: { color, width: 4 },
      marker: { color, size: 7, symbol: h > 0 ? 'line-ns' : 'x', line: { color, width: 2 } },
      legendgroup: 'targets',
    } as ChartTrace);
  });
  if (data.plan) out.push(stationLine(data.plan.plan?.name ?? 'Plan', t.semantic.plan, data.plan.stations, u, 'dash', 2));
  out.push(stationLine('Survey', t.semantic.actual, data.actual.stations, u, 'solid', 2.5));
  const at = valuesAtMd(data.actual.stations, cursorMdM, ['vsec', 'tvd']) ?? (data.plan ? valuesAtMd(data.plan.stations, cursorMdM, ['vsec', 'tvd']) : null);
  if (at) out.push(...cursorMarker('Cursor', t.semantic.cursor, L.show(at.vsec), L.show(at.tvd)));
  return out;
}

/** Formation tops as dotted lines across the plot with their names, at their TVD. */
export function formationTopLines(
  tops: readonly FormationTop[],
  u: DisplayUnits,
  t: ChartTheme,
): { shapes: Partial<Shape>[]; annotations: Partial<Annotation>[] } {
  const shown = tops.filter((x) => x.tvd !== null);
  return {
    shapes: shown.map((x) => ({
      type: 'line',
      xref: 'paper',
      x0: 0,
      x1: 1,
      yref: 'y',
      y0: u.length.show(x.tvd)!,
      y1: u.length.show(x.tvd)!,
      line: { color: x.color ?? t.muted, width: 1, dash: 'dot' },
      layer: 'below',
    })),
    annotations: shown.map((x) => ({
      xref: 'paper',
      x: 0.005,
      xanchor: 'left',
      yref: 'y',
      y: u.length.show(x.tvd)!,
      yanchor: 'bottom',
      showarrow: false,
      text: x.name,
      font: { size: 10, color: t.muted },
    })),
  };
}
