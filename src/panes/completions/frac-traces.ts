/**
 * The treatment channels as plot series, written once for the treatment plot and the stage
 * comparison (SVG lines: they draw without WebGL, and M4 keeps them to ≤ 4 points per bucket): which
 * channel, its name, quantity (so its unit follows the user's system) and the
 * colours frac crews expect (pressure red, rate blue, proppant brown).
 */
import { FRAC_CHANNELS } from '../../domain/completions/frac-channels';
import type { FracQuantity } from '../../domain/completions/frac-channels';
import type { ChartTrace } from '../../features/charts';
import type { StageLinesDto } from '../../api/completions';
import type { FracUnits } from './frac-units';

export interface FracSeries {
  channel: string;
  name: string;
  quantity: FracQuantity;
  color: string;
}

export const TREATMENT_SERIES: readonly FracSeries[] = [
  { channel: FRAC_CHANNELS.treating.id, name: 'Treating pressure', quantity: 'pressure', color: '#d32f2f' },
  { channel: FRAC_CHANNELS.slurryRate.id, name: 'Slurry rate', quantity: 'rate', color: '#1976d2' },
  { channel: FRAC_CHANNELS.conc.id, name: 'Proppant concentration', quantity: 'conc', color: '#a1742c' },
];

/** One channel of a stage's lines as a plotly line, y in the user's units; x given by the caller (time or minutes). */
export function seriesTrace(
  lines: StageLinesDto,
  s: FracSeries,
  f: FracUnits,
  x: readonly (number | string)[],
  o: { name?: string; color?: string; yaxis?: string; xLabel: string },
): ChartTrace {
  const u = f[s.quantity];
  const y = (lines.y[s.channel] ?? []).map((v) => (v === null || !Number.isFinite(v) ? null : u.convert(v)));
  return {
    type: 'scatter',
    mode: 'lines',
    name: o.name ?? s.name,
    x: [...x],
    y,
    yaxis: o.yaxis,
    line: { width: 1.5, color: o.color ?? s.color },
    connectgaps: false,
    hovertemplate: `${o.name ?? s.name}: %{y:,.${u.decimals}f} ${u.symbol}<br>${o.xLabel}<extra></extra>`,
  } as ChartTrace;
}

/** Colours of overlaid stages: the shown (last) stage strongest. */
export const STAGE_COLOURS = ['#d32f2f', '#1976d2', '#388e3c', '#f57c00', '#7b1fa2', '#00838f', '#5d4037', '#c2185b', '#455a64', '#afb42b'];
