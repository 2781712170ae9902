/**
 * Treatment Time Log (completions.treatment_plot, widgets Treatment Time Log and Completions Control
 * Log, the control log tile of the completions dashboards): the shown stage's
 * treating pressure, slurry rate and proppant concentration against time, each on its own axis in
 * the user's units, with the breakdown and the ISIP marked. The stage is picked here (keyboard: Tab
 * to the select, arrows) or in any frac pane of the well. Lines come from the server's M4 buckets
 * (≤ 2 per pixel column), so a 3-hour stage draws as fast as a short one.
 */
import { useRef } from 'react';
import { useOwnedSWR } from '../../api/owned-swr';
import { fetchFracStage } from '../../api/completions';
import { Chart, useChartTheme, type ChartTrace } from '../../features/charts';
import { plotTimeS } from '../../features/format/user-format';
import type { PaneProps } from '../pane-types';
import { Figures, ReportFrame } from '../reports/report-frame';
import { when } from '../reports/report-units';
import { TREATMENT_SERIES, seriesTrace } from './frac-traces';
import { GrowBox } from './grow-box';
import { fmtUnit, inUnit, useFracUnits } from './frac-units';
import { StagePicker } from './stage-picker';
import { useFracStages, useShownStage } from './use-frac';

export default function TreatmentPlotPane(props: PaneProps) {
  const list = useFracStages(props);
  const stages = list.answer?.data.stages;
  const shown = useShownStage(props.wellId, stages);
  const box = useRef<HTMLDivElement>(null);
  const width = Math.max(400, Math.min(4000, Math.round(box.current?.clientWidth ?? 1200)));
  const swr = useOwnedSWR(
    `frac/stage|${props.wellId}`,
    props.wellId && shown !== null ? ['frac', props.wellId, 'stage', shown, width > 1600 ? 2400 : 1200] : null,
    () => fetchFracStage(props.wellId!, shown!, width > 1600 ? 2400 : 1200),
    { revalidateOnFocus: false },
  );
  const f = useFracUnits();
  const t = useChartTheme();
  const a = {
    ...list,
    answer: swr.data ? { data: swr.data.data, headers: {} } : undefined,
    error: list.error ?? (swr.error ? String((swr.error as Error).message || swr.error) : null),
    loading: list.loading || swr.isLoading || (shown !== null && !swr.data),
  };
  const wellName = list.pw.well?.name ?? '';
  return (
    <div ref={box} style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, minWidth: 0 }}>
      <ReportFrame
        title={props.paneType.title}
        wellId={props.wellId}
        a={a}
        isEmpty={(d) => d.series.x.length === 0}
        emptyText="No frac stages recorded on this well."
        tools={props.wellId && stages?.length ? <StagePicker wellId={props.wellId} stages={stages} value={shown} /> : undefined}
      >
        {(d) => {
          const s = d.stage;
          const x = d.series.x.map((sec) => plotTimeS(d.series.origin + sec));
          const traces: ChartTrace[] = TREATMENT_SERIES.map((ser, i) =>
            seriesTrace(d.series, ser, f, x, { yaxis: i === 0 ? 'y' : `y${i + 1}`, xLabel: '%{x}' }),
          );
          const marks = [
            { name: 'Breakdown', at: s.breakdown_s, p: s.breakdown_mpa, symbol: 'triangle-down', position: 'top right' },
            { name: 'ISIP', at: s.shut_in_s, p: s.isip_mpa, symbol: 'diamond', position: 'top left' },
          ].filter((m) => m.at !== null && m.p !== null);
          traces.push({
            type: 'scatter',
            mode: 'text+markers',
            name: 'Picks',
            x: marks.map((m) => plotTimeS(m.at!)),
            y: marks.map((m) => inUnit(m.p, f.pressure)),
            text: marks.map((m) => `${m.name} ${fmtUnit(m.p, f.pressure)} ${f.pressure.symbol}`),
            // Labels lean into the plot: breakdown at its start, ISIP at its end.
            textposition: marks.map((m) => m.position),
            marker: { size: 10, symbol: marks.map((m) => m.symbol), color: t.semantic.target },
            hovertemplate: '%{text}<extra></extra>',
            showlegend: false,
          } as ChartTrace);
          const label = `Treatment plot of ${wellName} stage ${s.stage_no}`;
          return (
            <>
              <Figures
                items={[
                  { label: 'Stage', value: `${s.stage_no}` },
                  { label: 'Started', value: when(s.start_s) },
                  { label: 'Breakdown', value: fmtUnit(s.breakdown_mpa, f.pressure), unit: f.pressure.symbol },
                  { label: 'ISIP', value: fmtUnit(s.isip_mpa, f.pressure), unit: f.pressure.symbol },
                  { label: 'Frac gradient', value: fmtUnit(s.frac_gradient_mpa_per_m, f.gradient), unit: f.gradient.symbol },
                  { label: 'Proppant', value: fmtUnit(s.proppant_kg, f.mass), unit: f.mass.symbol },
                ]}
              />
              <GrowBox>
                <Chart
                  label={label}
                  exportName={label}
                  data={traces}
                  uiRevision={`${props.wellId}:${s.stage_no}`}
                  x={{ title: 'Time', type: 'date' }}
                  y={{ title: 'Treating pressure', unit: f.pressure.symbol }}
                  y2={{ title: 'Slurry rate', unit: f.rate.symbol }}
                  layout={{
                    // Room on the right for the rate axis, then the concentration axis at the edge.
                    xaxis: { domain: [0, Math.max(0.6, 1 - 120 / width)] },
                    yaxis: { title: { text: `Treating pressure (${f.pressure.symbol})`, font: { color: TREATMENT_SERIES[0].color } }, rangemode: 'tozero' },
                    yaxis2: {
                      title: { text: `Slurry rate (${f.rate.symbol})`, font: { color: TREATMENT_SERIES[1].color } },
                      rangemode: 'tozero',
                      tickmode: 'auto',
                    },
                    yaxis3: {
                      title: { text: `Proppant conc. (${f.conc.symbol})`, font: { color: TREATMENT_SERIES[2].color, size: 12 * t.fontScale } },
                      overlaying: 'y',
                      side: 'right',
                      anchor: 'free',
                      position: 1,
                      tickmode: 'auto',
                      automargin: true,
                      showgrid: false,
                      rangemode: 'tozero',
                      tickfont: { color: t.muted, size: 11 * t.fontScale },
                      linecolor: t.axisLine,
                      showline: true,
                    },
                  }}
                  showLegend
                />
              </GrowBox>
            </>
          );
        }}
      </ReportFrame>
    </div>
  );
}
