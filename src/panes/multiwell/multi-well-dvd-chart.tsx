/**
 * Days vs Depth of the compared wells on one chart, aligned at spud (each drawn as the single-well
 * chart draws its actual line, plan-traces.ts), with the P10–P90 band of days at depth shaded and
 * the P50 dashed. The band's method is said under the chart.
 */
import { Caption1, makeStyles } from '@fluentui/react-components';
import type { MultiWellDvd } from '../../api/multi-well';
import { Chart, SIDE_LEGEND, type ChartTrace } from '../../features/charts';
import { actualAndPlan } from '../reports/plan-traces';
import { conv, reportUnits } from '../reports/report-units';
import { useUnitSystem } from '../reports/use-unit-system';

// Beside the KPI table of eight wells and more the chart was squeezed to a strip under its legend:
// it keeps a readable height (the pane's column scrolls), and past four lines (wells and band) the
// legend goes to the right, one a line, instead of rows over the plot.
const useStyles = makeStyles({ chart: { minHeight: '300px' } });
const SIDE_LEGEND_AFTER = 4;

/** Band points where it exists (two wells or more reached the depth). */
function bandLine(d: MultiWellDvd['band'], days: (number | null)[], depth: (number | null)[]) {
  const x: number[] = [];
  const y: number[] = [];
  days.forEach((v, i) => {
    if (v !== null && depth[i] !== null) {
      x.push(v);
      y.push(depth[i]!);
    }
  });
  return { x, y, any: x.length > 0, step: d.step_m };
}

export function MultiWellDvdChart({ data }: { data: MultiWellDvd }) {
  const s = useStyles();
  const u = reportUnits(useUnitSystem());
  const depth = data.band.depth_m.map((v) => conv(v, u.depth));
  const p10 = bandLine(data.band, data.band.p10_days, depth);
  const p50 = bandLine(data.band, data.band.p50_days, depth);
  const p90 = bandLine(data.band, data.band.p90_days, depth);
  const hover = (what: string) => `${what}: day %{x:.1f} at %{y:,.0f} ${u.depth.symbol}<extra></extra>`;
  const band: ChartTrace[] = p50.any
    ? [
        {
          type: 'scatter',
          mode: 'lines',
          name: 'P10 (fast)',
          x: p10.x,
          y: p10.y,
          line: { width: 1, color: 'rgba(128,128,128,0.7)' },
          hovertemplate: hover('P10'),
        },
        {
          type: 'scatter',
          mode: 'lines',
          name: 'P90 (slow)',
          x: p90.x,
          y: p90.y,
          fill: 'tonextx',
          fillcolor: 'rgba(128,128,128,0.18)',
          line: { width: 1, color: 'rgba(128,128,128,0.7)' },
          hovertemplate: hover('P90'),
        },
        {
          type: 'scatter',
          mode: 'lines',
          name: 'P50',
          x: p50.x,
          y: p50.y,
          line: { width: 2, dash: 'dash', color: 'rgba(90,90,90,1)' },
          hovertemplate: hover('P50'),
        },
      ]
    : [];
  const wells = data.wells
    .filter((w) => w.curve.days.length > 0)
    .flatMap((w) =>
      actualAndPlan(
        {
          name: w.name,
          x: w.curve.days,
          y: w.curve.depth_m.map((v) => conv(v, u.depth)),
          hovertemplate: `${w.name.replace(/%/g, '%%')}: day %{x:.2f}, %{y:,.1f} ${u.depth.symbol}<extra></extra>`,
        },
        null,
      ),
    );
  const label = 'Multi-well days vs depth';
  return (
    <>
      <Chart
        label={label}
        exportName={label}
        data={[...band, ...wells]}
        x={{ title: 'Days from spud', unit: 'd' }}
        y={{ title: 'Hole depth', unit: u.depth.symbol, reversed: true }}
        showLegend
        className={s.chart}
        layout={band.length + wells.length > SIDE_LEGEND_AFTER ? SIDE_LEGEND : undefined}
      />
      <Caption1 data-band-note>
        {p50.any ? `Band every ${data.band.step_m} m. ` : 'No band: it needs two wells or more that reached the same depth. '}
        {data.band.method}
      </Caption1>
    </>
  );
}
