/**
 * Stage Timeline (widget Stage Timeline): every frac stage as a bar in time, its record (wireline
 * hand-over to shut-in observation) pale and its pumping (first pump stroke to shut-in) solid, the
 * shown stage highlighted. Clicking a bar, or picking the stage in the bar's select (keyboard), shows
 * that stage in the well's other frac panes.
 */
import type { FracStageDto } from '../../api/completions';
import { Chart, useChartTheme, withAlpha, type ChartTrace } from '../../features/charts';
import { plotTimeS } from '../../features/format/user-format';
import { pickFracStage } from '../../state/frac-stage';
import type { PaneProps } from '../pane-types';
import { Figures, ReportFrame } from '../reports/report-frame';
import { fmtHours, when } from '../reports/report-units';
import { GrowBox } from './grow-box';
import { fmtUnit, useFracUnits } from './frac-units';
import { StagePicker } from './stage-picker';
import { useFracStages, useShownStage } from './use-frac';

const bar = (
  name: string,
  rows: FracStageDto[],
  from: (s: FracStageDto) => number | null,
  to: (s: FracStageDto) => number | null,
  colors: string[],
  text: string[],
): ChartTrace =>
  ({
    type: 'bar',
    orientation: 'h',
    name,
    y: rows.map((s) => `Stage ${s.stage_no}`),
    base: rows.map((s) => plotTimeS(from(s) ?? s.start_s)),
    x: rows.map((s) => ((to(s) ?? s.end_s) - (from(s) ?? s.start_s)) * 1000),
    marker: { color: colors },
    customdata: rows.map((s) => s.stage_no),
    text,
    hovertemplate: '%{text}<extra></extra>',
    textposition: 'none',
  }) as ChartTrace;

export default function StageTimelinePane(props: PaneProps) {
  const a = useFracStages(props);
  const stages = a.answer?.data.stages;
  const shown = useShownStage(props.wellId, stages);
  const f = useFracUnits();
  const t = useChartTheme();
  return (
    <ReportFrame
      title={props.paneType.title}
      wellId={props.wellId}
      a={a}
      isEmpty={(d) => d.stages.length === 0}
      emptyText="No frac stages recorded on this well."
      tools={props.wellId && stages?.length ? <StagePicker wellId={props.wellId} stages={stages} value={shown} /> : undefined}
    >
      {(d) => {
        const rows = d.stages;
        const text = rows.map(
          (s) =>
            `Stage ${s.stage_no}: ${when(s.pump_start_s ?? s.start_s)}, ${fmtHours(s.pumping_s)} h pumping, ${fmtUnit(s.proppant_kg, f.mass)} ${f.mass.symbol}, ISIP ${fmtUnit(s.isip_mpa, f.pressure)} ${f.pressure.symbol}`,
        );
        const strong = rows.map((s) => (s.stage_no === shown ? t.semantic.target : t.primary));
        const label = `Stage timeline of ${a.pw.well?.name ?? ''}`;
        return (
          <>
            <Figures
              items={[
                { label: 'Stages', value: String(d.totals.stages) },
                { label: 'First', value: when(d.totals.first_start) },
                { label: 'Last ended', value: when(d.totals.last_end) },
                { label: 'Pumping', value: fmtHours(d.totals.pumping_s), unit: 'h' },
              ]}
            />
            <GrowBox minHeightPx={200}>
              <Chart
                label={label}
                exportName={label}
                data={[
                  bar(
                    'Stage record',
                    rows,
                    (s) => s.start_s,
                    (s) => s.end_s,
                    strong.map((c) => withAlpha(c, 0.3)),
                    text,
                  ),
                  bar(
                    'Pumping',
                    rows,
                    (s) => s.pump_start_s,
                    (s) => s.shut_in_s,
                    strong,
                    text,
                  ),
                ]}
                x={{ title: 'Time', type: 'date' }}
                y={{ title: 'Stage', type: 'category', reversed: true }}
                layout={{ barmode: 'overlay', bargap: 0.25 }}
                onClick={(p) => props.wellId && typeof p.customdata === 'number' && pickFracStage(props.wellId, p.customdata)}
                showLegend
              />
            </GrowBox>
          </>
        );
      }}
    </ReportFrame>
  );
}
