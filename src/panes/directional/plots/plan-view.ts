/**
 * 2D plan view: east against north, 1:1, in the user's length unit. Plan (dashed), survey, offsets
 * coloured by risk, targets and boundaries, the slot, the horizontal uncertainty ellipse at the last
 * survey when asked, and a ring where the well's MD cursor is.
 */
import type { ApiStation, SurveyPoint } from '../../../api/directional';
import { withAlpha, type AxisSpec, type ChartTheme, type ChartTrace } from '../../../features/charts';
import type { DisplayUnits } from '../shared/display-units';
import { valuesAtMd } from '../shared/md-cursor';
import type { TrajectoryData } from '../shared/use-trajectories';
import { offsetLabel, riskByWell, riskColor } from './risk-colors';
import { targetOutline } from './target-outline';
import { cursorMarker, ellipseOutline, fmt, line } from './traces';

export interface ViewOptions {
  offsets?: boolean;
  /** 1-sd ellipse scale drawn at the last survey (0: none). */
  ellipseSigma?: number;
}

export function planViewAxes(u: DisplayUnits): { x: AxisSpec; y: AxisSpec } {
  return { x: { title: 'East', unit: u.length.symbol }, y: { title: 'North', unit: u.length.symbol } };
}

function stationLine(name: string, color: string, s: readonly ApiStation[], u: DisplayUnits, dash: 'solid' | 'dash', width: number) {
  const L = u.length;
  const d = L.decimals;
  return line({
    name,
    color,
    dash,
    width,
    x: s.map((p) => L.show(p.ew_from_ref)),
    y: s.map((p) => L.show(p.ns_from_ref)),
    mdM: s.map((p) => p.md),
    mdShown: s.map((p) => L.show(p.md)),
    hover: `MD %{customdata[1]:${fmt(d)}} ${L.symbol}<br>E %{x:${fmt(d)}} ${L.symbol}<br>N %{y:${fmt(d)}} ${L.symbol}`,
  });
}

export function planViewTraces(data: TrajectoryData, u: DisplayUnits, t: ChartTheme, cursorMdM: number | null, o: ViewOptions = {}): ChartTrace[] {
  const L = u.length;
  const out: ChartTrace[] = [];
  if (o.offsets && data.offsets) {
    const risk = riskByWell(data.risk);
    for (const w of data.offsets.offsets) {
      if (!Array.isArray(w.trajectory) || w.trajectory.length === 0) continue;
      const r = risk.get(w.well_id);
      out.push(
        line({
          name: offsetLabel(w.name, r),
          color: riskColor(t, r?.level),
          width: r?.level === 'stop' ? 2 : 1.5,
          dash: 'solid',
          x: w.trajectory.map((p) => L.show(p.ew)),
          y: w.trajectory.map((p) => L.show(p.ns)),
          // offsets' MDs are theirs, not the reference well's: kept off the MD cursor
          mdM: w.trajectory.map(() => null),
          mdShown: w.trajectory.map((p) => L.show(p.md)),
          hover: `offset MD %{customdata[1]:${fmt(L.decimals)}} ${L.symbol}`,
          group: `offset-${w.well_id}`,
        }),
      );
    }
  }
  // one legend entry per kind (Boundaries, Targets); each outline names itself on hover
  (data.design?.boundaries ?? []).forEach((b, i) => {
    const v = b.closed ? [...b.vertices, b.vertices[0]] : b.vertices;
    out.push({
      type: 'scatter',
      mode: 'lines',
      name: 'Boundaries',
      x: v.map((p) => L.show(p.ew)),
      y: v.map((p) => L.show(p.ns)),
      line: { color: t.muted, width: 1, dash: 'dashdot' },
      hovertemplate: `${b.name} (${b.kind})<extra></extra>`,
      legendgroup: 'boundaries',
      showlegend: i === 0,
    } as ChartTrace);
  });
  (data.design?.targets ?? []).forEach((tg, i) => {
    const outline = targetOutline(tg);
    const color = tg.color ?? t.semantic.target;
    const common = { name: 'Targets', hovertemplate: `${tg.name} (${tg.shape})<extra></extra>`, legendgroup: 'targets', showlegend: i === 0 };
    out.push(
      outline
        ? ({
            type: 'scatter',
            mode: 'lines',
            x: outline.e.map((v) => L.show(v)),
            y: outline.n.map((v) => L.show(v)),
            fill: 'toself',
            fillcolor: withAlpha(color.slice(0, 7), 0.15),
            line: { color, width: 1.5 },
            ...common,
          } as ChartTrace)
        : ({
            type: 'scatter',
            mode: 'markers',
            x: [L.show(tg.centre.ew)],
            y: [L.show(tg.centre.ns)],
            marker: { symbol: 'x', size: 9, color },
            ...common,
          } as ChartTrace),
    );
  });
  if (data.plan) out.push(stationLine(data.plan.plan?.name ?? 'Plan', t.semantic.plan, data.plan.stations, u, 'dash', 2));
  out.push(stationLine('Survey', t.semantic.actual, data.actual.stations, u, 'solid', 2.5));
  const last = data.actual.stations.at(-1) as SurveyPoint | undefined;
  if (o.ellipseSigma && last?.ellipse) {
    const e = ellipseOutline(
      last.ew_from_ref,
      last.ns_from_ref,
      last.ellipse.semi_major * o.ellipseSigma,
      last.ellipse.semi_minor * o.ellipseSigma,
      last.ellipse.major_azimuth,
    );
    out.push({
      type: 'scatter',
      mode: 'lines',
      name: `Uncertainty at last survey (${o.ellipseSigma}σ)`,
      x: e.e.map((v) => L.show(v)),
      y: e.n.map((v) => L.show(v)),
      line: { color: t.semantic.actual, width: 1, dash: 'dot' },
      hoverinfo: 'name',
    } as ChartTrace);
  }
  out.push({
    type: 'scatter',
    mode: 'markers',
    name: 'Slot',
    x: [0],
    y: [0],
    marker: { symbol: 'square', size: 8, color: t.font },
    hoverinfo: 'name',
    showlegend: false,
  } as ChartTrace);
  const at =
    valuesAtMd(data.actual.stations, cursorMdM, ['ew_from_ref', 'ns_from_ref']) ??
    (data.plan ? valuesAtMd(data.plan.stations, cursorMdM, ['ew_from_ref', 'ns_from_ref']) : null);
  if (at) out.push(...cursorMarker('Cursor', t.semantic.cursor, L.show(at.ew_from_ref), L.show(at.ns_from_ref)));
  return out;
}
