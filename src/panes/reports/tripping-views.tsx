/**
 * Views of POST charts/tripping_analysis: Tripping Statistics (per direction: trips, distance, time,
 * speed with and without connections, stands per hour) and Tripping Analysis (speed per trip, and
 * the in-slips time of each trip's connections).
 */
import { Chart, useChartTheme } from '../../features/charts';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import type { TrippingData, TrippingStatRow } from '../../api/logs/analytics';
import { useUnitSystem } from './use-unit-system';
import { conv, hours, minutes, plotTime, reportUnits } from './report-units';

const DIRECTION = { in: 'Trip in', out: 'Trip out' } as const;

export function TrippingStatistics({ data, label }: { data: TrippingData; label: string }) {
  const u = reportUnits(useUnitSystem());
  const columns: ColumnDef<TrippingStatRow>[] = [
    { id: 'direction', header: 'Direction', value: (r) => DIRECTION[r.direction], align: 'start', width: 90, pinned: true },
    { id: 'trips', header: 'Trips', value: (r) => r.trips, decimals: 0, width: 60 },
    { id: 'distance', header: 'Distance', unit: u.depth.symbol, value: (r) => conv(r.distanceM, u.depth), decimals: 0, width: 90 },
    { id: 'time', header: 'Tripping time', unit: 'h', value: (r) => hours(r.trippingS), decimals: 1, width: 96 },
    { id: 'slips', header: 'In slips', unit: 'h', value: (r) => hours(r.inSlipsS), decimals: 1, width: 80 },
    { id: 'stands', header: 'Stands', value: (r) => r.stands, decimals: 0, width: 70 },
    { id: 'speed', header: 'Speed', unit: u.rop.symbol, value: (r) => conv(r.speedMph, u.rop), decimals: 0, width: 80 },
    { id: 'speedNc', header: 'Speed w/o connections', unit: u.rop.symbol, value: (r) => conv(r.speedExclConnectionsMph, u.rop), decimals: 0, width: 130 },
    { id: 'sph', header: 'Stands per hour', unit: 'stands/h', value: (r) => r.standsPerHour, decimals: 1, width: 110 },
    { id: 'sphNc', header: 'Stands per hour w/o connections', unit: 'stands/h', value: (r) => r.standsPerHourExclConnections, decimals: 1, width: 150 },
    { id: 'conn', header: 'Median connection', unit: 'min', value: (r) => minutes(r.connectionMedianS), decimals: 1, width: 120 },
  ];
  return <VirtualTable label={label} exportTitle={label} rows={data.TrippingStatTable} columns={columns} rowKey={(r) => r.direction} />;
}

export function TrippingAnalysis({ data, label }: { data: TrippingData; label: string }) {
  const t = useChartTheme();
  const u = reportUnits(useUnitSystem());
  const rows = data.tripping_speed_data;
  // Without connections: the same colour, lighter, beside the bar with them.
  const trace = (dir: 'in' | 'out', field: 'speedMph' | 'speedExclConnectionsMph', name: string, color: string, opacity = 1) => {
    const r = rows.filter((x) => x.direction === dir);
    return { type: 'bar' as const, name, x: r.map((x) => plotTime(x.start)), y: r.map((x) => conv(x[field], u.rop)), marker: { color, opacity } };
  };
  return (
    <Chart
      label={label}
      exportName={label}
      data={[
        trace('in', 'speedMph', 'Trip in', t.semantic.actual),
        trace('in', 'speedExclConnectionsMph', 'Trip in w/o connections', t.semantic.actual, 0.5),
        trace('out', 'speedMph', 'Trip out', t.semantic.projection),
        trace('out', 'speedExclConnectionsMph', 'Trip out w/o connections', t.semantic.projection, 0.5),
      ]}
      x={{ title: 'Trip start', type: 'date' }}
      y={{ title: 'Tripping speed', unit: u.rop.symbol }}
      layout={{ barmode: 'group' }}
      showLegend
    />
  );
}

export function TripConnections({ data, label }: { data: TrippingData; label: string }) {
  const t = useChartTheme();
  const rows = data.TrippingConnectionsAnalysisChart;
  return (
    <Chart
      label={label}
      exportName={label}
      data={(['in', 'out'] as const).map((d) => {
        const r = rows.filter((x) => x.direction === d);
        return {
          type: 'box' as const,
          name: DIRECTION[d],
          x: r.map((x) => `Trip ${x.tripIndex + 1}`),
          y: r.map((x) => minutes(x.inSlipsS)),
          marker: { color: d === 'in' ? t.semantic.actual : t.semantic.projection },
        };
      })}
      x={{ title: 'Trip', type: 'category' }}
      y={{ title: 'Connection (in slips)', unit: 'min' }}
      showLegend
    />
  );
}

export const noTrips = (d: TrippingData) => d.tripping_speed_data.length === 0;
