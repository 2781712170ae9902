/**
 * Stage Timeline (widget Stage Timeline): the well's completion operations as a gantt, one row per
 * stage, all from one call (GET completions/{id}/gantt): the wireline run that set the stage's plug
 * and fired its guns, its pumping (pump start to shut-in) and its plug's drill-out; the drill-out run
 * on a row of its own. The shown stage's row is banded. Clicking a bar, or picking the stage in
 * the select (keyboard), shows that stage in the well's other frac panes.
 */
import { fetchFracGantt, type FracGanttBarDto, type FracGanttData } from '../../api/completions';
import { Chart, useChartTheme, withAlpha, type ChartTheme, type ChartTrace } from '../../features/charts';
import { plotTimeS } from '../../features/format/user-format';
import { pickFracStage } from '../../state/frac-stage';
import type { PaneProps } from '../pane-types';
import { Figures, ReportFrame } from '../reports/report-frame';
import { fmtHours, when } from '../reports/report-units';
import { GrowBox } from './grow-box';
import { StagePicker } from './stage-picker';
import { useFracAnswer, useShownStage } from './use-frac';

const DRILL_OUT_ROW = 'Drill-out';
const KINDS: { kind: FracGanttBarDto['kind']; name: string; color: (t: ChartTheme) => string }[] = [
  { kind: 'wireline', name: 'Wireline run', color: (t) => t.semantic.projection },
  { kind: 'pumping', name: 'Pumping', color: (t) => t.primary },
  { kind: 'plug_drill_out', name: 'Plug drill-out', color: (t) => t.semantic.plan },
  { kind: 'drill_out', name: 'Drill-out run', color: (t) => withAlpha(t.semantic.plan, 0.45) },
];

const rowOf = (b: FracGanttBarDto) => (b.stage_no === null ? DRILL_OUT_ROW : `Stage ${b.stage_no}`);

function trace(name: string, bars: FracGanttBarDto[], color: string): ChartTrace {
  return {
    type: 'bar',
    orientation: 'h',
    name,
    y: bars.map(rowOf),
    base: bars.map((b) => plotTimeS(b.start_s)),
    x: bars.map((b) => (b.end_s - b.start_s) * 1000),
    marker: { color },
    customdata: bars.map((b) => b.stage_no),
    text: bars.map((b) => `${rowOf(b)}. ${b.label}: ${when(b.start_s)} to ${when(b.end_s)}, ${fmtHours(b.end_s - b.start_s)} h`),
    hovertemplate: '%{text}<extra></extra>',
    textposition: 'none',
  } as ChartTrace;
}

export default function StageTimelinePane(props: PaneProps) {
  const a = useFracAnswer<FracGanttData>(props, ['gantt'], fetchFracGantt);
  const stageNos = a.answer?.data.stages;
  const stages = stageNos?.map((stage_no) => ({ stage_no }));
  const shown = useShownStage(props.wellId, stages);
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
        const label = `Stage timeline of ${a.pw.well?.name ?? ''}: wireline runs, pumping and drill-out of ${d.totals.stages} stages`;
        const rows = [...d.stages.map((n) => `Stage ${n}`), ...(d.bars.some((b) => b.stage_no === null) ? [DRILL_OUT_ROW] : [])];
        const data = KINDS.map((k) => ({ k, bars: d.bars.filter((b) => b.kind === k.kind) }))
          .filter((x) => x.bars.length)
          .map((x) => trace(x.k.name, x.bars, x.k.color(t)));
        // The shown stage's row is banded (category rows sit at their index on the axis).
        const shownRow = rows.indexOf(`Stage ${shown}`);
        const band = {
          type: 'rect' as const,
          xref: 'paper' as const,
          x0: 0,
          x1: 1,
          yref: 'y' as const,
          y0: shownRow - 0.5,
          y1: shownRow + 0.5,
          fillcolor: withAlpha(t.semantic.target, 0.18),
          line: { width: 0 },
          layer: 'below' as const,
        };
        return (
          <>
            <Figures
              items={[
                { label: 'Stages', value: String(d.totals.stages) },
                { label: 'First', value: when(d.totals.first_s) },
                { label: 'Last ended', value: when(d.totals.last_s) },
                { label: 'Pumping', value: fmtHours(d.totals.pumping_s), unit: 'h' },
              ]}
            />
            <GrowBox minHeightPx={200}>
              <Chart
                label={label}
                exportName={label}
                data={data}
                x={{ title: 'Time', type: 'date' }}
                y={{ title: 'Stage', type: 'category', reversed: true }}
                layout={{ barmode: 'overlay', bargap: 0.25, yaxis: { categoryorder: 'array', categoryarray: rows }, shapes: shownRow >= 0 ? [band] : [] }}
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
