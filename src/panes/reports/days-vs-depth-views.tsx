/**
 * Views of POST charts/days_vs_depth: the curve (hole depth, reading down, against days since spud)
 * with the period's reporting-day boundaries marked, and the period's days as a table of start and
 * end depth and progress, in the user's units. A missing time plan is said, not drawn.
 */
import { Caption1 } from '@fluentui/react-components';
import type { DaysVsDepthData } from '../../api/logs/analytics';
import { Chart } from '../../features/charts';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { actualAndPlan } from './plan-traces';
import { Figures } from './report-frame';
import { conv, fmtIn, fmtNum, reportUnits, when } from './report-units';
import { useUnitSystem } from './use-unit-system';

type Day = DaysVsDepthData['days'][number];

/** Seconds after midnight as HH:mm. */
const clock = (s: number) => `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;

function Summary({ data }: { data: DaysVsDepthData }) {
  const u = reportUnits(useUnitSystem());
  const days = data.curve.days.at(-1) ?? null;
  return (
    <>
      <Figures
        items={[
          { label: 'Days from spud', value: fmtNum(days, 1), unit: 'd' },
          { label: 'Hole depth', value: fmtIn(data.curve.depth_m.at(-1) ?? null, u.depth), unit: u.depth.symbol },
          { label: 'Mean progress', value: fmtIn(data.mean_progress_m_per_day, u.depth), unit: `${u.depth.symbol}/d` },
        ]}
      />
      <Caption1 data-dvd-note>
        Spud {when(data.spud)} ({data.spud_from}).
        {data.record.first !== null && data.curve.days.length > 0
          ? ` Hole depth recorded from ${when(data.record.first)} (day ${fmtNum(data.curve.days[0], 1)}, ${fmtIn(data.curve.depth_m[0], u.depth)} ${u.depth.symbol}).`
          : ''}{' '}
        Reporting days start at {clock(data.reporting_day.day_shift_s)} {data.reporting_day.time_zone} time. {data.plan_note}
      </Caption1>
    </>
  );
}

export function DaysVsDepthChart({ data, label }: { data: DaysVsDepthData; label: string }) {
  const u = reportUnits(useUnitSystem());
  const depth = data.curve.depth_m.map((v) => conv(v, u.depth));
  const boundaries = data.days.map((d) => (d.end - data.spud) / 86_400);
  return (
    <>
      <Summary data={data} />
      <Chart
        label={label}
        exportName={label}
        data={[
          ...actualAndPlan(
            { name: 'Actual', x: data.curve.days, y: depth, hovertemplate: `Day %{x:.2f}: %{y:,.1f} ${u.depth.symbol}<extra></extra>` },
            data.plan
              ? {
                  name: data.plan.name,
                  x: data.plan.days,
                  y: data.plan.depth_m.map((v) => conv(v, u.depth)),
                  hovertemplate: `Plan day %{x:.1f}: %{y:,.1f} ${u.depth.symbol}<extra></extra>`,
                }
              : null,
          ),
          {
            type: 'scatter',
            mode: 'markers',
            name: 'Reporting day end',
            x: boundaries,
            y: data.days.map((d) => conv(d.depth_end_m, u.depth)),
            marker: { size: 6, symbol: 'diamond' },
            customdata: data.days.map((d) => d.date),
            hovertemplate: `%{customdata}: %{y:,.1f} ${u.depth.symbol}<extra></extra>`,
          },
        ]}
        x={{ title: 'Days from spud', unit: 'd' }}
        y={{ title: 'Hole depth', unit: u.depth.symbol, reversed: true }}
        showLegend
      />
    </>
  );
}

export function DaysVsDepthTable({ data, label }: { data: DaysVsDepthData; label: string }) {
  const u = reportUnits(useUnitSystem());
  const columns: ColumnDef<Day>[] = [
    { id: 'date', header: 'Reporting day', value: (r) => r.date, align: 'start', width: 110, pinned: true },
    { id: 'days', header: 'Days from spud', unit: 'd', value: (r) => r.days_at_end, decimals: 2, width: 110 },
    { id: 'start', header: 'Depth at start', unit: u.depth.symbol, value: (r) => conv(r.depth_start_m, u.depth), decimals: 1, width: 110 },
    { id: 'end', header: 'Depth at end', unit: u.depth.symbol, value: (r) => conv(r.depth_end_m, u.depth), decimals: 1, width: 110 },
    { id: 'progress', header: 'Progress', unit: u.depth.symbol, value: (r) => conv(r.progress_m, u.depth), decimals: 1, width: 90 },
  ];
  return (
    <>
      <Summary data={data} />
      <VirtualTable label={label} exportTitle={label} rows={[...data.days].reverse()} columns={columns} rowKey={(r) => r.date} />
    </>
  );
}

export const noDepthRecord = (d: DaysVsDepthData) => d.curve.time.length === 0;
