/**
 * Stage Timeline (widget Stage Timeline): the well's completion operations as a gantt, one row per
 * stage, all from one call (GET completions/{id}/gantt): the wireline run that set the stage's plug
 * and fired its guns, its pumping (pump start to shut-in) and its plug's drill-out; the drill-out run
 * on a row of its own. The shown stage's row is banded. Clicking a bar, or picking the stage in
 * the select (keyboard), shows that stage in the well's other frac panes.
 */
import type { Layout } from 'plotly.js-dist-min';
import { fetchFracGantt, type FracGanttBarDto, type FracGanttData } from '../../api/completions';
import { SIDE_LEGEND, useChartTheme, withAlpha, type ChartTheme, type ChartTrace } from '../../features/charts';
import { plotTimeS } from '../../features/format/user-format';
import { pickFracStage } from '../../state/frac-stage';
import type { PaneProps } from '../pane-types';
import { ReportFrame } from '../reports/report-frame';
import { FracFigures } from './figures-table';
import { FracChart } from './frac-chart';
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

/** In a short tile a row is a few pixels: about this many rows are labelled, the last (the drill-out) always. */
const DENSE_ROW_LABELS = 4;
const DAY_MS = 86_400_000;

/** Every k-th row from the first, and the last; a picked row too near the last is left for it. */
function sparseRows(rows: readonly string[], labels: number): string[] {
  const k = Math.max(1, Math.ceil(rows.length / labels));
  const picked = rows.filter((_, i) => i % k === 0 && rows.length - 1 - i >= k / 2);
  return rows.length ? [...picked, rows[rows.length - 1]] : [];
}

function TimelineBody({ d, wellId, wellName, shown }: { d: FracGanttData; wellId: string | null; wellName: string; shown: number | null }) {
  const t = useChartTheme();
  const label = `Stage timeline of ${wellName}: wireline runs, pumping and drill-out of ${d.totals.stages} stages`;
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
  const yaxis = { categoryorder: 'array' as const, categoryarray: rows };
  // A short tile: the legend beside the rows (a few pixels each), about DENSE_ROW_LABELS of them named, dates on one line.
  const denseLayout: Partial<Layout> = {
    legend: { ...SIDE_LEGEND.legend, font: { size: 10 }, tracegroupgap: 0 },
    yaxis: { ...yaxis, tickmode: 'array' as const, tickvals: sparseRows(rows, DENSE_ROW_LABELS) },
    xaxis: {
      tickformatstops: [
        { dtickrange: [null, DAY_MS], value: '%d %b %H:%M' },
        { dtickrange: [DAY_MS, null], value: '%d %b' },
      ],
    },
  };
  return (
    <>
      <FracFigures
        items={[
          { label: 'Stages', value: String(d.totals.stages) },
          { label: 'First', value: when(d.totals.first_s) },
          { label: 'Last ended', value: when(d.totals.last_s) },
          { label: 'Pumping', value: fmtHours(d.totals.pumping_s), unit: 'h' },
        ]}
      />
      <GrowBox minHeightPx={200}>
        <FracChart
          label={label}
          exportName={label}
          data={data}
          x={{ title: 'Time', type: 'date' }}
          y={{ title: 'Stage', type: 'category', reversed: true }}
          layout={{ barmode: 'overlay', bargap: 0.25, yaxis, shapes: shownRow >= 0 ? [band] : [] }}
          denseLayout={denseLayout}
          onClick={(p) => wellId && typeof p.customdata === 'number' && pickFracStage(wellId, p.customdata)}
          showLegend
        />
      </GrowBox>
    </>
  );
}

export default function StageTimelinePane(props: PaneProps) {
  const a = useFracAnswer<FracGanttData>(props, ['gantt'], fetchFracGantt);
  const stageNos = a.answer?.data.stages;
  const stages = stageNos?.map((stage_no) => ({ stage_no }));
  const shown = useShownStage(props.wellId, stages);
  return (
    <ReportFrame
      title={props.paneType.title}
      wellId={props.wellId}
      a={a}
      isEmpty={(d) => d.stages.length === 0}
      emptyText="No frac stages recorded on this well."
      tools={props.wellId && stages?.length ? <StagePicker wellId={props.wellId} stages={stages} value={shown} /> : undefined}
    >
      {(d) => <TimelineBody d={d} wellId={props.wellId} wellName={a.pw.well?.name ?? ''} shown={shown} />}
    </ReportFrame>
  );
}
