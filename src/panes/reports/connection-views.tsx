/**
 * Views of POST charts/connections: Connection Statistics (figures and the table of connections),
 * Weight to Weight per connection over time, its distribution, and ROP and Time per stand.
 */
import { Chart, useChartTheme } from '../../features/charts';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import type { ConnectionRow, ConnectionsData, Rating } from '../../api/logs/analytics';
import { Figures } from './report-frame';
import { useUnitSystem } from './use-unit-system';
import { conv, fmtMin, fmtNum, minutes, plotTime, reportUnits, when } from './report-units';

const RATING_TONE: Record<Rating, 'success' | 'danger' | undefined> = { GOOD: 'success', BAD: 'danger', NEUTRAL: undefined };

export function ConnectionStatistics({ data, label }: { data: ConnectionsData; label: string }) {
  const u = reportUnits(useUnitSystem());
  const c = data.analysis_connection_data;
  const columns: ColumnDef<ConnectionRow>[] = [
    { id: 'stand', header: 'Stand', value: (r) => r.standIndex, decimals: 0, width: 64, pinned: true },
    { id: 'slipsIn', header: 'Slips in', value: (r) => when(r.slipsIn), align: 'start', width: 120 },
    { id: 'depth', header: 'Hole depth', unit: u.depth.symbol, value: (r) => conv(r.holeDepthM, u.depth), decimals: 1, width: 96 },
    { id: 's2s', header: 'Slips to slips', unit: 'min', value: (r) => minutes(r.slipsToSlipsS), decimals: 1, width: 96 },
    { id: 'w2w', header: 'Weight to weight', unit: 'min', value: (r) => minutes(r.weightToWeightS), decimals: 1, width: 110 },
    { id: 'pre', header: 'Off bottom to slips', unit: 'min', value: (r) => minutes(r.preSlipsS), decimals: 1, width: 120, hideable: true },
    { id: 'post', header: 'Slips to bottom', unit: 'min', value: (r) => minutes(r.postSlipsS), decimals: 1, width: 110, hideable: true },
    { id: 'rating', header: 'Rating', value: (r) => r.rating, align: 'start', width: 80, tone: (r) => RATING_TONE[r.rating] },
  ];
  return (
    <>
      <Figures
        items={[
          { label: 'Connections', value: fmtNum(c.slipsToSlips.count, 0) },
          { label: 'Slips to slips, median', value: fmtMin(c.slipsToSlips.median), unit: 'min' },
          { label: 'Weight to weight, median', value: fmtMin(c.weightToWeight.median), unit: 'min' },
          { label: 'Weight to weight, P90', value: fmtMin(c.weightToWeight.p90), unit: 'min' },
          { label: 'Good', value: fmtNum(c.ratingCounts.GOOD, 0) },
          { label: 'Bad', value: fmtNum(c.ratingCounts.BAD, 0) },
        ]}
      />
      <VirtualTable label={label} exportTitle={label} rows={[...c.rows].reverse()} columns={columns} rowKey={(r) => `${r.standIndex}-${r.slipsIn}`} />
    </>
  );
}

export function WeightToWeightTime({ data, label }: { data: ConnectionsData; label: string }) {
  const t = useChartTheme();
  const rows = data.analysis_connection_data.rows;
  const color = (r: Rating) => (r === 'GOOD' ? t.semantic.ok : r === 'BAD' ? t.semantic.stop : t.semantic.warning);
  return (
    <Chart
      label={label}
      exportName={label}
      data={[
        {
          type: 'bar',
          name: 'Weight to weight',
          x: rows.map((r) => plotTime(r.slipsIn)),
          y: rows.map((r) => minutes(r.weightToWeightS)),
          marker: { color: rows.map((r) => color(r.rating)) },
          customdata: rows.map((r) => r.slipsIn),
        },
        {
          type: 'scatter',
          mode: 'markers',
          name: 'Slips to slips',
          x: rows.map((r) => plotTime(r.slipsIn)),
          y: rows.map((r) => minutes(r.slipsToSlipsS)),
          marker: { color: t.semantic.actual, size: 6 },
        },
      ]}
      x={{ title: 'Connection (slips in)', type: 'date' }}
      y={{ title: 'Duration', unit: 'min' }}
      showLegend
    />
  );
}

export function WeightToWeightDistribution({ data, label }: { data: ConnectionsData; label: string }) {
  const t = useChartTheme();
  const d = data.ConnectionsDistributionData;
  return (
    <Chart
      label={label}
      exportName={label}
      data={[
        { type: 'bar', name: 'Weight to weight', x: d.labels, y: d.weightToWeight, marker: { color: t.semantic.actual } },
        { type: 'bar', name: 'Slips to slips', x: d.labels, y: d.slipsToSlips, marker: { color: t.semantic.plan } },
      ]}
      x={{ title: 'Connection time', type: 'category' }}
      y={{ title: 'Connections' }}
      layout={{ barmode: 'group' }}
      showLegend
    />
  );
}

export function RopAndTime({ data, label }: { data: ConnectionsData; label: string }) {
  const t = useChartTheme();
  const u = reportUnits(useUnitSystem());
  const rows = data.rop_and_time;
  const depth = rows.map((r) => conv(r.toDepthM, u.depth));
  return (
    <Chart
      label={label}
      exportName={label}
      data={[
        { type: 'bar', name: `Rotary ROP`, x: depth, y: rows.map((r) => conv(r.rotaryRopMph, u.rop)), marker: { color: t.semantic.ok } },
        { type: 'bar', name: `Slide ROP`, x: depth, y: rows.map((r) => conv(r.slideRopMph, u.rop)), marker: { color: t.semantic.projection } },
        {
          type: 'scatter',
          mode: 'lines+markers',
          name: 'Stand time',
          x: depth,
          y: rows.map((r) => minutes(r.standS)),
          yaxis: 'y2',
          line: { color: t.semantic.actual },
        },
      ]}
      x={{ title: 'Stand bottom depth', unit: u.depth.symbol }}
      y={{ title: 'ROP', unit: u.rop.symbol }}
      y2={{ title: 'Stand time', unit: 'min', side: 'right' }}
      layout={{ barmode: 'group' }}
      showLegend
    />
  );
}

export const noConnections = (d: ConnectionsData) => d.analysis_connection_data.rows.length === 0;
