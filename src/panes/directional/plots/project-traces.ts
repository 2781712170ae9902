/**
 * Plan view and vertical section traces of many wells in one frame (Well Trajectories, the EDM plan
 * and vertical views): per well its lines (survey solid, plan dashed) and, on the plan, its slot.
 */
import type { TrajPoint } from '../../../api/planning';
import type { ChartTrace } from '../../../features/charts';
import type { DisplayUnits } from '../shared/display-units';

export interface FramedWell {
  key: string;
  name: string;
  lines: { label: string; points: readonly TrajPoint[]; planned: boolean }[];
  slot: { ns: number; ew: number } | null;
  slotName: string | null;
}

export function projectTraces(wells: readonly FramedWell[], view: 'plan' | 'section', u: DisplayUnits, colorway: readonly string[]): ChartTrace[] {
  const L = u.length;
  const out: ChartTrace[] = [];
  const xy = (p: TrajPoint) => (view === 'plan' ? [L.show(p.ew), L.show(p.ns)] : [L.show(p.vs), L.show(p.tvd)]);
  wells.forEach((w, i) => {
    const color = colorway[i % colorway.length];
    for (const line of w.lines) {
      if (!line.points.length) continue;
      const xs = line.points.map((p) => xy(p));
      out.push({
        type: 'scatter',
        mode: 'lines',
        name: `${w.name} ${line.label}`,
        legendgroup: w.key,
        x: xs.map((p) => p[0]),
        y: xs.map((p) => p[1]),
        customdata: line.points.map((p) => L.show(p.md)) as number[],
        line: { color, width: line.planned ? 1.5 : 2.5, dash: line.planned ? 'dash' : 'solid' },
        hovertemplate: `<b>${w.name}</b> ${line.label}<br>MD %{customdata:,.1f} ${L.symbol}<extra></extra>`,
      } as ChartTrace);
    }
    if (view === 'plan' && w.slot) {
      out.push({
        type: 'scatter',
        mode: 'markers',
        name: `${w.name} slot`,
        legendgroup: w.key,
        showlegend: false,
        x: [L.show(w.slot.ew)],
        y: [L.show(w.slot.ns)],
        marker: { color, size: 8, symbol: 'circle-open' },
        hovertemplate: `<b>${w.name}</b> ${w.slotName ?? 'slot'}<extra></extra>`,
      } as ChartTrace);
    }
  });
  return out;
}
