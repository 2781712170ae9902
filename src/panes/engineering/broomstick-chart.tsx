/**
 * The torque & drag broomstick: modelled hook load against bit depth (reading down) for tripping out,
 * tripping in, rotating off and on bottom, one line per friction factor, with the well's recorded hook
 * load as points coloured the same way by rig state, in the user's units.
 */
import type { TorqueDragAnswer, TorqueDragModeId } from '../../api/engineering/answers';
import { Chart, type ChartTrace } from '../../features/charts';
import type { EngineeringUnits } from './engineering-units';

/** `short` names the legend's friction curves (a long legend wraps over the plot in a narrow tile). */
export const MODE_STYLE: Record<TorqueDragModeId, { label: string; short: string; color: string }> = {
  tripOut: { label: 'Tripping out (pick-up)', short: 'Pick-up', color: '#c62828' },
  tripIn: { label: 'Tripping in (slack-off)', short: 'Slack-off', color: '#1565c0' },
  rotatingOffBottom: { label: 'Rotating off bottom', short: 'Rotating off bottom', color: '#2e7d32' },
  rotatingOnBottom: { label: 'Rotating on bottom', short: 'Rotating on bottom', color: '#8d6e63' },
};
const DASHES = ['dot', 'dash', 'solid', 'longdash', 'dashdot', 'longdashdot', 'solid', 'dot'] as const;

export function BroomstickChart({ data, u, label }: { data: TorqueDragAnswer; u: EngineeringUnits; label: string }) {
  const depth = data.broomstick.bit_md_m.map((v) => u.depth.show(v));
  const frictions = data.inputs.broomstick_frictions;
  const model: ChartTrace[] = data.broomstick.curves
    // Rotating hook loads do not depend on friction (no axial drag): one line says it.
    .filter((c) => !c.mode.startsWith('rotating') || c.friction === frictions[0])
    .map((c) => {
      const rotating = c.mode.startsWith('rotating');
      return {
        type: 'scatter',
        mode: 'lines',
        name: rotating ? MODE_STYLE[c.mode].label : `${MODE_STYLE[c.mode].short} FF ${c.friction}`,
        legendgroup: c.mode,
        x: c.hook_load_kn.map((v) => u.weight.show(v)),
        y: depth,
        line: {
          color: MODE_STYLE[c.mode].color,
          width: rotating ? 2.5 : 1.5,
          dash: rotating ? 'solid' : DASHES[frictions.indexOf(c.friction) % DASHES.length],
        },
        hovertemplate: `%{x:,.1f} ${u.weight.symbol} at %{y:,.0f} ${u.depth.symbol}<extra>${rotating ? MODE_STYLE[c.mode].label : `${MODE_STYLE[c.mode].label} FF ${c.friction}`}</extra>`,
      };
    });
  const m = data.measured;
  const recorded: ChartTrace[] = (Object.keys(MODE_STYLE) as TorqueDragModeId[])
    .map((mode) => {
      const idx = m.mode.flatMap((x, i) => (x === mode ? [i] : []));
      return {
        type: 'scatter',
        mode: 'markers',
        name: `Recorded ${MODE_STYLE[mode].short.toLowerCase()}`,
        legendgroup: `rec-${mode}`,
        x: idx.map((i) => u.weight.show(m.hook_load_kn[i])),
        y: idx.map((i) => u.depth.show(m.bit_md_m[i])),
        marker: { color: MODE_STYLE[mode].color, size: 4, opacity: 0.55, symbol: 'circle' },
        hovertemplate: `Recorded %{x:,.1f} ${u.weight.symbol} at %{y:,.0f} ${u.depth.symbol}<extra></extra>`,
      } as ChartTrace;
    })
    .filter((t) => ((t as { x: unknown[] }).x ?? []).length > 0);
  return (
    <Chart
      label={label}
      exportName={label}
      data={[...model, ...recorded]}
      x={{ title: 'Hook load', unit: u.weight.symbol }}
      y={{ title: 'Bit depth (MD)', unit: u.depth.symbol, reversed: true }}
      showLegend
    />
  );
}
