/**
 * The two lines every plan-against-actual report draws: the actual one (solid, with a marker per
 * reporting day where asked) and the plan (dashed), or the actual alone when there is no plan.
 */
import type { ChartTrace } from '../../features/charts';

export interface Line {
  name: string;
  x: readonly (number | null)[];
  y: readonly (number | null)[];
  hovertemplate: string;
}

export function actualAndPlan(actual: Line & { markers?: boolean }, plan: Line | null): ChartTrace[] {
  const traces: ChartTrace[] = [
    {
      type: 'scatter',
      mode: actual.markers ? 'lines+markers' : 'lines',
      name: actual.name,
      x: [...actual.x],
      y: [...actual.y],
      line: { width: 2 },
      hovertemplate: actual.hovertemplate,
    },
  ];
  if (plan)
    traces.push({
      type: 'scatter',
      mode: 'lines',
      name: plan.name,
      x: [...plan.x],
      y: [...plan.y],
      line: { width: 2, dash: 'dash' },
      hovertemplate: plan.hovertemplate,
    });
  return traces;
}
