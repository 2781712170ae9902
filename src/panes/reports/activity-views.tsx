/**
 * Views of POST logs/auto/activities_data: Activity Statistics, Drilling Activities by day (stacked
 * hours per activity, in the activity colours used everywhere) and in total, and Drilling, Rotary and
 * Slide statistics (footage, on-bottom hours and ROP, in total and by reporting day).
 */
import { Chart } from '../../features/charts';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import type { ActivitiesData, DrillingStats } from '../../api/logs/analytics';
import { ACTIVITIES } from '../../domain/drilling/activities';
import { Figures } from './report-frame';
import { useUnitSystem } from './use-unit-system';
import { conv, fmtHours, fmtIn, fmtPct, hours, reportUnits } from './report-units';

type StatRow = ActivitiesData['ActivitiesStatData'][number];

export function ActivityStatistics({ data, label }: { data: ActivitiesData; label: string }) {
  const columns: ColumnDef<StatRow>[] = [
    {
      id: 'activity',
      header: 'Activity',
      value: (r) => r.label,
      align: 'start',
      width: 150,
      pinned: true,
      render: (r) => (
        <span>
          <span style={{ display: 'inline-block', width: 10, height: 10, background: r.color, marginRight: 6, borderRadius: 2 }} />
          {r.label}
        </span>
      ),
    },
    { id: 'total', header: 'Total', unit: 'h', value: (r) => hours(r.totalS), decimals: 1, width: 80 },
    { id: 'share', header: 'Share', unit: '%', value: (r) => (r.share === null ? null : r.share * 100), decimals: 1, width: 70 },
    { id: 'count', header: 'Intervals', value: (r) => r.count, decimals: 0, width: 80 },
    { id: 'mean', header: 'Mean interval', unit: 'min', value: (r) => (r.meanS === null ? null : r.meanS / 60), decimals: 1, width: 100 },
  ];
  return (
    <VirtualTable
      label={label}
      exportTitle={label}
      rows={[...data.ActivitiesStatData].sort((a, b) => b.totalS - a.totalS)}
      columns={columns}
      rowKey={(r) => String(r.activity)}
    />
  );
}

export function ActivitiesByDay({ data, label }: { data: ActivitiesData; label: string }) {
  const days = data.ActivitiesByDayHistogramData;
  return (
    <Chart
      label={label}
      exportName={label}
      data={ACTIVITIES.map((a) => ({
        type: 'bar' as const,
        name: a.label,
        x: days.map((d) => d.date),
        y: days.map((d) => hours(Number(d[a.id] ?? 0))),
        marker: { color: a.color },
      }))}
      x={{ title: 'Reporting day', type: 'category' }}
      y={{ title: 'Time', unit: 'h' }}
      layout={{ barmode: 'stack' }}
      showLegend
    />
  );
}

export function ActivitiesTotal({ data, label }: { data: ActivitiesData; label: string }) {
  const rows = data.ActivitiesStatData.filter((r) => r.totalS > 0);
  return (
    <Chart
      label={label}
      exportName={label}
      data={[
        {
          type: 'pie',
          hole: 0.45,
          labels: rows.map((r) => r.label),
          values: rows.map((r) => hours(r.totalS)),
          marker: { colors: rows.map((r) => r.color) },
          textinfo: 'percent',
          hovertemplate: '%{label}: %{value:.1f} h<extra></extra>',
          sort: false,
        },
      ]}
      showLegend
    />
  );
}

type DayRow = ActivitiesData['analysis_stat_data']['drilling_by_day'][number];
export type DrillingPart = 'total' | 'rotary' | 'slide';

/** Drilling (total, with the slid share), Rotary or Slide statistics. */
export function DrillingStatistics({ data, label, part }: { data: ActivitiesData; label: string; part: DrillingPart }) {
  const u = reportUnits(useUnitSystem());
  const total: DrillingStats = data.analysis_stat_data.drilling;
  const f = total[part];
  const columns: ColumnDef<DayRow>[] = [
    { id: 'date', header: 'Reporting day', value: (r) => r.date, align: 'start', width: 110, pinned: true },
    { id: 'footage', header: 'Footage', unit: u.depth.symbol, value: (r) => conv(r[part].footageM, u.depth), decimals: 1, width: 90 },
    { id: 'hours', header: 'On bottom', unit: 'h', value: (r) => hours(r[part].onBottomS), decimals: 1, width: 90 },
    { id: 'rop', header: 'ROP', unit: u.rop.symbol, value: (r) => conv(r[part].ropMph, u.rop), decimals: 1, width: 80 },
    ...(part === 'total'
      ? [
          { id: 'rotary', header: 'Rotary', unit: u.depth.symbol, value: (r: DayRow) => conv(r.rotary.footageM, u.depth), decimals: 1, width: 90 },
          { id: 'slide', header: 'Slide', unit: u.depth.symbol, value: (r: DayRow) => conv(r.slide.footageM, u.depth), decimals: 1, width: 90 },
          {
            id: 'slid',
            header: 'Slid share',
            unit: '%',
            value: (r: DayRow) => (r.slideFootageShare === null ? null : r.slideFootageShare * 100),
            decimals: 1,
            width: 90,
          },
        ]
      : []),
  ];
  const days = data.analysis_stat_data.drilling_by_day;
  return (
    <>
      <Figures
        items={[
          { label: 'Footage', value: fmtIn(f.footageM, u.depth), unit: u.depth.symbol },
          { label: 'On bottom', value: fmtHours(f.onBottomS), unit: 'h' },
          { label: 'ROP', value: fmtIn(f.ropMph, u.rop), unit: u.rop.symbol },
          ...(part === 'total' ? [{ label: 'Slid share of footage', value: fmtPct(total.slideFootageShare), unit: '%' }] : []),
        ]}
      />
      <VirtualTable label={label} exportTitle={label} rows={[...days].reverse()} columns={columns} rowKey={(r) => r.date} />
    </>
  );
}

export const noActivity = (d: ActivitiesData) => d.analysis_stat_data.total_s === 0;
export const noDrilling = (d: ActivitiesData) => d.analysis_stat_data.drilling.total.onBottomS === 0;
