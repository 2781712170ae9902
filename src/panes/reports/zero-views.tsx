/**
 * Views of POST charts/zero_wob_stat and zero_diffp_stat: when the driller re-zeroed WOB or
 * differential pressure off bottom, how long after the slips came out and before the bit was back on
 * bottom, the drift each zero corrected, and readings by reporting day.
 */
import { Chart, useChartTheme } from '../../features/charts';
import type { ZeroStatData } from '../../api/logs/analytics';
import { channelById } from '../../domain/drilling/channels';
import { displayUnit } from '../../features/log-tracks/display-units';
import { Figures } from './report-frame';
import { useUnitSystem } from './use-unit-system';
import { fmtMin, fmtNum, fmtPct, minutes, plotTime } from './report-units';

const DAY_S = 86_400;

export function ZeroReadings({ data, label }: { data: ZeroStatData; label: string }) {
  const t = useChartTheme();
  const system = useUnitSystem();
  const st = data.analysis_stat_data;
  const decl = channelById(st.channel);
  const u = displayUnit(decl?.unit ?? '', system);
  const r = data.readings;
  return (
    <>
      <Figures
        items={[
          { label: 'Readings', value: fmtNum(st.count, 0) },
          { label: 'Connections with a zero', value: fmtPct(st.connectionsWithZeroShare), unit: '%' },
          { label: 'After slips out, median', value: fmtMin(st.afterSlips.median), unit: 'min' },
          { label: 'Before on bottom, median', value: fmtMin(st.toBottom.median), unit: 'min' },
          { label: 'Drift corrected, median', value: fmtNum(st.offsetBefore.median === null ? null : u.convert(st.offsetBefore.median), 2), unit: u.symbol },
        ]}
      />
      <Chart
        label={label}
        exportName={label}
        data={[
          {
            type: 'scatter',
            mode: 'markers',
            name: 'After slips out',
            x: r.map((z) => plotTime(z.time)),
            y: r.map((z) => minutes(z.afterSlipsS)),
            marker: { color: t.semantic.actual, size: 7 },
          },
          {
            type: 'scatter',
            mode: 'markers',
            name: 'Before on bottom',
            x: r.map((z) => plotTime(z.time)),
            y: r.map((z) => minutes(z.toBottomS)),
            marker: { color: t.semantic.plan, size: 7, symbol: 'diamond' },
          },
          {
            type: 'bar',
            name: 'Readings per day',
            // each reporting day's bar spans that day (not centred on its start)
            x: st.byDay.map((d) => plotTime(d.dayStart + DAY_S / 2)),
            width: st.byDay.map(() => 0.9 * DAY_S * 1000),
            y: st.byDay.map((d) => d.count),
            yaxis: 'y2',
            marker: { color: t.semantic.offset, opacity: 0.35 },
          },
        ]}
        x={{ title: 'Time', type: 'date' }}
        y={{ title: 'Time to the zero', unit: 'min' }}
        y2={{ title: 'Readings per day', side: 'right', tickformat: ',d' }}
        layout={{ yaxis2: { rangemode: 'tozero', nticks: 5 } }}
        showLegend
      />
    </>
  );
}

export const noZeros = (d: ZeroStatData) => d.analysis_stat_data.count === 0;
