/**
 * A modelled run (wireline plug-and-perf, coiled-tubing drill-out) drawn as a time log: tracks
 * stacked top to bottom sharing the time axis, each with one or two curves (the second on a right
 * axis), depth reading downwards, and the run's events marked on the depth track. Written once for
 * both run panes (run-time-log-pane.tsx).
 */
import type { Layout } from 'plotly.js-dist-min';
import type { RunEventDto, RunLineDto } from '../../api/completions';
import type { FracQuantity } from '../../domain/completions/frac-channels';
import type { ChartTrace } from '../../features/charts';
import { plotTimeS } from '../../features/format/user-format';
import type { FracUnits } from './frac-units';

export interface RunCurve {
  key: string;
  name: string;
  /** null: a count or a signal without a unit. */
  quantity: FracQuantity | null;
  color: string;
  shape?: 'hv';
}

export interface RunTrack {
  /** Share of the plot height. */
  weight: number;
  left: RunCurve;
  right?: RunCurve;
  reversed?: boolean;
}

const unitOf = (c: RunCurve, f: FracUnits) => (c.quantity ? f[c.quantity] : null);
const conv = (v: number | null, c: RunCurve, f: FracUnits) => (v === null || !Number.isFinite(v) ? null : (unitOf(c, f)?.convert(v) ?? v));
export const curveTitle = (c: RunCurve, f: FracUnits) => (unitOf(c, f) ? `${c.name} (${unitOf(c, f)!.symbol})` : c.name);

export function runTraces(
  lines: Record<string, RunLineDto>,
  origin: number,
  tracks: readonly RunTrack[],
  f: FracUnits,
  events: readonly RunEventDto[],
  eventColor: string,
): { data: ChartTrace[]; layout: Partial<Layout> } {
  const total = tracks.reduce((a, t) => a + t.weight, 0);
  const gap = 0.04;
  const layout: Record<string, unknown> = {};
  const data: ChartTrace[] = [];
  let top = 1;
  let axis = 0;
  tracks.forEach((t, i) => {
    const h = (t.weight / total) * (1 - gap * (tracks.length - 1));
    const domain = [Math.max(0, top - h), top];
    top -= h + gap;
    const curves = [t.left, t.right].filter((c): c is RunCurve => !!c);
    curves.forEach((c, k) => {
      axis += 1;
      const name = axis === 1 ? 'y' : `y${axis}`;
      const key = axis === 1 ? 'yaxis' : `yaxis${axis}`;
      const u = unitOf(c, f);
      const l = lines[c.key];
      data.push({
        type: 'scatter',
        mode: 'lines',
        name: c.name,
        x: l.x.map((s) => plotTimeS(origin + s)),
        y: l.y.map((v) => conv(v, c, f)),
        yaxis: name,
        line: { width: 1.3, color: c.color, shape: c.shape ?? 'linear' },
        connectgaps: false,
        hovertemplate: `${c.name}: %{y:,.${u?.decimals ?? 2}f} ${u?.symbol ?? ''}<br>%{x}<extra></extra>`,
      } as ChartTrace);
      layout[key] = {
        domain,
        title: { text: curveTitle(c, f), font: { color: c.color, size: 11 } },
        autorange: t.reversed && k === 0 ? 'reversed' : true,
        ...(k === 1 ? { overlaying: axis === 2 ? 'y' : `y${axis - 1}`, side: 'right', showgrid: false } : { anchor: 'x' }),
        zeroline: false,
      };
      if (i === 0 && k === 0 && events.length) {
        data.push({
          type: 'scatter',
          mode: 'markers',
          name: 'Events',
          x: events.map((e) => plotTimeS(e.at_s)),
          y: events.map((e) => conv(e.md_m, c, f)),
          text: events.map((e) => e.label),
          yaxis: name,
          marker: { size: 8, symbol: 'diamond', color: eventColor },
          hovertemplate: '%{text}<br>%{x}<extra></extra>',
        } as ChartTrace);
      }
    });
  });
  return { data, layout: layout as Partial<Layout> };
}
