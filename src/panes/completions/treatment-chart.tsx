/**
 * A stage's treatment as the frac van draws it: treating pressure, slurry rate and proppant
 * concentration against time, each on its own axis in the user's units, with picks (breakdown, ISIP)
 * marked when the stage has them. Shared by a recorded stage and the live one.
 */
import type { StageLinesDto } from '../../api/completions';
import { useChartTheme, type ChartTrace } from '../../features/charts';
import { useDense } from '../reports/report-frame';
import { FracChart } from './frac-chart';
import { plotTimeS } from '../../features/format/user-format';
import { TREATMENT_SERIES, seriesTrace } from './frac-traces';
import { GrowBox } from './grow-box';
import { fmtUnit, inUnit, useFracUnits } from './frac-units';

export interface TreatmentMark {
  name: string;
  /** Epoch s and treating pressure (MPa). */
  at: number;
  p: number;
  symbol: string;
  position: string;
}

export function TreatmentChart(p: { lines: StageLinesDto; marks: readonly TreatmentMark[]; label: string; uiRevision: string; width: number }) {
  const f = useFracUnits();
  const t = useChartTheme();
  // A short tile has no height for 'Treating pressure (MPa)': each axis says its unit, in its line's colour.
  const dense = useDense();
  const title = (name: string, symbol: string) => (dense ? symbol : `${name} (${symbol})`);
  const x = p.lines.x.map((sec) => plotTimeS(p.lines.origin + sec));
  const traces: ChartTrace[] = TREATMENT_SERIES.map((ser, i) => seriesTrace(p.lines, ser, f, x, { yaxis: i === 0 ? 'y' : `y${i + 1}`, xLabel: '%{x}' }));
  if (p.marks.length)
    traces.push({
      type: 'scatter',
      mode: 'text+markers',
      name: 'Picks',
      x: p.marks.map((m) => plotTimeS(m.at)),
      y: p.marks.map((m) => inUnit(m.p, f.pressure)),
      text: p.marks.map((m) => `${m.name} ${fmtUnit(m.p, f.pressure)} ${f.pressure.symbol}`),
      // Labels lean into the plot: breakdown at its start, ISIP at its end.
      textposition: p.marks.map((m) => m.position),
      marker: { size: 10, symbol: p.marks.map((m) => m.symbol), color: t.semantic.target },
      hovertemplate: '%{text}<extra></extra>',
      showlegend: false,
    } as ChartTrace);
  return (
    <GrowBox>
      <FracChart
        label={p.label}
        exportName={p.label}
        data={traces}
        uiRevision={p.uiRevision}
        x={{ title: 'Time', type: 'date' }}
        y={{ title: 'Treating pressure', unit: f.pressure.symbol }}
        y2={{ title: 'Slurry rate', unit: f.rate.symbol }}
        layout={{
          // Room on the right for the rate axis, then the concentration axis at the edge.
          xaxis: { domain: [0, Math.max(0.6, 1 - 120 / p.width)] },
          yaxis: { title: { text: title('Treating pressure', f.pressure.symbol), font: { color: TREATMENT_SERIES[0].color } }, rangemode: 'tozero' },
          yaxis2: {
            title: { text: title('Slurry rate', f.rate.symbol), font: { color: TREATMENT_SERIES[1].color } },
            rangemode: 'tozero',
            tickmode: 'auto',
          },
          yaxis3: {
            title: { text: title('Proppant conc.', f.conc.symbol), font: { color: TREATMENT_SERIES[2].color, size: 12 * t.fontScale } },
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
  );
}
