/**
 * Roadmap (drilling.roadmap), Rotary Roadmap and Slide Roadmap (widgets): the well's roadmap against
 * what was drilled. Per depth interval and parameter the target range, the recorded mean and the
 * share of drilling time below, inside and above the range (from the auto time log's rotary or slide
 * drilling and the recorded channels, sampled every 30 s); a chart of the time in range per interval.
 * Enter on a row opens that interval's configuration. Missing inputs are said: no roadmap, no
 * drilling detected yet, channels this well never recorded.
 */
import { Caption1, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { Roadmap } from '../../../api/roadmap';
import { ROADMAP_PARAMS, type RoadmapMode } from '../../../domain/drilling/roadmap/roadmap-params';
import { Chart, useChartTheme, type ChartTrace } from '../../../features/charts';
import { VirtualTable, type ColumnDef } from '../../../features/virtual-table';
import { usePaneActivity } from '../../../features/workspace/pane-activity';
import { openDetailTab } from '../../../features/workspace/open-detail';
import { joinContext } from '../../directional/shared/context';
import { PaneFrame } from '../../directional/shared/pane-frame';
import { DataState } from '../../directional/shared/pane-states';
import type { PaneProps } from '../../pane-types';
import { showDayTimeS } from '../../../features/format/user-format';
import { fmtHours, fmtNum } from '../report-units';
import { inRangeTone, roadmapRows, type RoadmapRow } from './roadmap-rows';
import { useParamUnits, useWellRoadmap } from './use-well-roadmap';
import { useUnitSystem } from '../use-unit-system';
import { displayUnit } from '../../../features/log-tracks/display-units';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
  note: { padding: `2px ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
  chart: { flex: '0 0 220px', display: 'flex', minHeight: '160px' },
  table: { flex: '1 1 200px', display: 'flex', minHeight: '140px' },
});

const FIXED_MODE: Record<string, RoadmapMode> = { 'widget.rotary-roadmap': 'rotary', 'widget.slide-roadmap': 'slide' };
const MODE_LABEL: Record<RoadmapMode, string> = { rotary: 'Rotary', slide: 'Slide' };
const pct = (v: number | null) => v;

function columns(depth: ReturnType<typeof displayUnit>): ColumnDef<RoadmapRow>[] {
  return [
    { id: 'interval', header: 'Interval', value: (r) => r.interval.name, width: 140, align: 'start', pinned: true },
    { id: 'from', header: 'From', unit: depth.symbol, value: (r) => depth.convert(r.interval.md_from_m), decimals: 0, width: 70 },
    { id: 'to', header: 'To', unit: depth.symbol, value: (r) => depth.convert(r.interval.md_to_m), decimals: 0, width: 70 },
    { id: 'param', header: 'Parameter', value: (r) => r.pu.param.label, width: 100, align: 'start' },
    { id: 'unit', header: 'Unit', value: (r) => r.pu.unit.symbol, width: 60, align: 'start' },
    { id: 'min', header: 'Target min', value: (r) => r.min, format: (r) => (r.min === null ? 'no target' : fmtNum(r.min, r.pu.unit.decimals)), width: 84 },
    { id: 'max', header: 'Target max', value: (r) => r.max, format: (r) => (r.max === null ? 'no target' : fmtNum(r.max, r.pu.unit.decimals)), width: 84 },
    { id: 'mean', header: 'Actual mean', value: (r) => r.mean, format: (r) => fmtNum(r.mean, r.pu.unit.decimals), width: 90 },
    { id: 'below', header: 'Below', unit: '%', value: (r) => pct(r.belowPct), decimals: 1, width: 64 },
    { id: 'in', header: 'In range', unit: '%', value: (r) => pct(r.inRangePct), decimals: 1, width: 76, tone: (r) => inRangeTone(r.inRangePct) },
    { id: 'above', header: 'Above', unit: '%', value: (r) => pct(r.abovePct), decimals: 1, width: 64 },
    {
      id: 'hours',
      header: 'Drilled',
      unit: 'h',
      value: (r) => (r.drilledS === null ? null : r.drilledS / 3600),
      format: (r) => fmtHours(r.drilledS),
      width: 70,
    },
    { id: 'footage', header: 'Footage', unit: depth.symbol, value: (r) => (r.footageM === null ? null : depth.convert(r.footageM)), decimals: 0, width: 74 },
  ];
}

function chartTraces(r: Roadmap, mode: RoadmapMode, colorway: readonly string[]): ChartTrace[] {
  const byId = new Map(r.actual.intervals.map((c) => [c.id, c]));
  return ROADMAP_PARAMS.filter((p) => p.modes.includes(mode)).map(
    (p, i) =>
      ({
        type: 'bar',
        name: p.label,
        x: r.intervals.map((iv) => iv.name),
        y: r.intervals.map((iv) => byId.get(iv.id)?.[mode].params[p.id]?.inRangePct ?? null),
        marker: { color: colorway[i % colorway.length] },
        hovertemplate: `${p.label}: %{y:.1f} % of ${mode} time in range in %{x}<extra></extra>`,
      }) as ChartTrace,
  );
}

export function roadmapNotes(r: Roadmap): string[] {
  const notes: string[] = [];
  const a = r.actual;
  if (!r.intervals.length) notes.push('This roadmap has no intervals yet: add one in Roadmap configuration.');
  if (!a.drilled) notes.push('No rotary or slide drilling detected on this well yet: targets are shown without actuals.');
  else notes.push(`Drilling from ${showDayTimeS(a.from)} to ${showDayTimeS(a.to)}, a sample every ${a.sample_step_s} s of rotary or slide drilling.`);
  const missing = ROADMAP_PARAMS.filter((p) => a.missing_parameters.includes(p.id)).map((p) => p.label);
  if (missing.length) notes.push(`Not recorded on this well: ${missing.join(', ')} (no actuals for them).`);
  return notes;
}

export default function RoadmapPane(props: PaneProps) {
  const s = useStyles();
  const { visible } = usePaneActivity();
  const fixed = FIXED_MODE[props.paneType.id];
  const [chosen, setChosen] = useState<RoadmapMode>('rotary');
  const mode = fixed ?? chosen;
  const { list, roadmap } = useWellRoadmap(props.wellId, props.instance.params.roadmap_id, visible);
  const system = useUnitSystem();
  const units = useParamUnits(system);
  const depth = useMemo(() => displayUnit('m', system), [system]);
  const cols = useMemo(() => columns(depth), [depth]);
  const t = useChartTheme();
  const data = roadmap.data?.data;
  const noRoadmap = list.data && list.data.data.length === 0;
  // With no roadmap, the list's answer is what there is to show (the empty state says so).
  const swr = noRoadmap
    ? { data: null as Roadmap | null, error: list.error, mutate: list.mutate }
    : { data, error: roadmap.error ?? list.error, mutate: roadmap.mutate };
  const rows = useMemo(() => (data ? roadmapRows(data, mode, units) : []), [data, mode, units]);
  const open = async (r: RoadmapRow) => {
    await openDetailTab(
      props.instance,
      `drilling.roadmap.interval.${mode}`,
      { roadmap_id: r.interval.roadmap_id, interval_id: r.interval.id },
      `${r.interval.name}`,
    );
  };
  const title = fixed ? props.paneType.title : `${props.paneType.title} — ${MODE_LABEL[mode]}`;
  return (
    <PaneFrame
      title={title}
      context={joinContext(data?.name, data ? `${data.intervals.length} intervals` : null, 'Enter opens the interval configuration')}
      tools={
        fixed ? undefined : (
          <TabList size="small" selectedValue={mode} onTabSelect={(_, d) => setChosen(d.value as RoadmapMode)} aria-label="Drilling mode">
            <Tab value="rotary">Rotary</Tab>
            <Tab value="slide">Slide</Tab>
          </TabList>
        )
      }
      state={swr.data === undefined ? 'loading' : 'ready'}
    >
      <DataState
        wellId={props.wellId}
        swr={swr as { data: Roadmap | null | undefined; error: unknown; mutate: () => unknown }}
        what="roadmap"
        isEmpty={(d) => d === null}
        empty="No roadmap for this well yet: open Roadmap configuration and press Ctrl+E to create one."
        ready={(d) => (
          <div className={s.body} data-roadmap={d!.id} data-roadmap-mode={mode}>
            {roadmapNotes(d!).map((n) => (
              <Caption1 key={n} className={s.note}>
                {n}
              </Caption1>
            ))}
            {d!.actual.drilled && (
              <div className={s.chart}>
                <Chart
                  label={`${MODE_LABEL[mode]} time in range per interval`}
                  exportName={`${d!.name} ${mode} time in range`}
                  data={chartTraces(d!, mode, t.colorway)}
                  x={{ title: 'Interval', type: 'category' }}
                  y={{ title: 'Time in range', unit: '%', range: [0, 100] }}
                  showLegend
                />
              </div>
            )}
            <div className={s.table}>
              <VirtualTable
                label={`${d!.name}: ${mode} targets against actuals`}
                rows={rows}
                columns={cols}
                rowKey={(r) => r.key}
                onActivate={(r) => void open(r)}
                exportTitle={`${d!.name} ${mode} roadmap`}
              />
            </div>
          </div>
        )}
      />
    </PaneFrame>
  );
}
