/**
 * Stage Comparison Log (completions.comparison_log, widget Stage Comparison Log): the shown stage
 * and the ones pumped before it overlaid, each from its own start or its own breakdown, in minutes;
 * one treatment channel at a time in the user's units. The stage is picked here or in any frac pane
 * of the well; how many earlier stages and the alignment are this pane's own. The stage being pumped
 * now is offered too ('41 live', shown by default in the FIELD mode): it is drawn over the recorded
 * ones before it from GET frac_live, growing each second from the frac/live topic, aligned at its
 * start or at the breakdown picked from its seconds so far. A stage of an offset frac well (from
 * GET completions/{id}/offset_search, offset-stage.tsx) can be drawn dashed over them, aligned alike.
 */
import { Caption1, Label, Select, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import type { Layout } from 'plotly.js-dist-min';
import { useId, useState } from 'react';
import { useOwnedSWR } from '../../api/owned-swr';
import { fetchFracCompare, type FracCompareData } from '../../api/completions';
import { SIDE_LEGEND, useChartTheme, type ChartTrace } from '../../features/charts';
import { FracChart } from './frac-chart';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import type { PaneProps } from '../pane-types';
import { ReportFrame } from '../reports/report-frame';
import { STAGE_COLOURS, TREATMENT_SERIES, seriesTrace } from './frac-traces';
import { GrowBox } from './grow-box';
import { useFracUnits } from './frac-units';
import { StagePicker } from './stage-picker';
import { useFracStages } from './use-frac';
import { useFracLive } from './use-frac-live';
import { liveMinutes } from './live-align';
import { useOffsetStage } from './offset-stage';

const useStyles = makeStyles({ field: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS } });
const EARLIER = [1, 2, 4, 9];
const LIVE_CHANNELS = TREATMENT_SERIES.map((x) => x.channel);
const WIDTH = 800;
const DENSE_LAYOUT: Partial<Layout> = { ...SIDE_LEGEND, xaxis: { title: { text: '' }, ticksuffix: ' min' } };

export default function ComparisonLogPane(props: PaneProps) {
  const s = useStyles();
  const ids = { earlier: useId(), align: useId() };
  const list = useFracStages(props);
  const stages = list.answer?.data.stages;
  const { visible } = usePaneActivity();
  const frac = useFracLive(props.wellId, stages, WIDTH, LIVE_CHANNELS, visible);
  const liveNo = frac.live?.stage_no ?? null;
  const shown = frac.shown;
  const live = shown !== null && shown === liveNo ? frac.live : null;
  const [earlier, setEarlier] = useState(1);
  const [align, setAlign] = useState<'start' | 'breakdown'>('start');
  const [channel, setChannel] = useState(TREATMENT_SERIES[0].channel);
  // The live stage is not recorded: the recorded ones before it are fetched, it is drawn from its own lines.
  const lastRecorded = live ? live.stage_no - 1 : shown;
  const count = live ? earlier - 1 : earlier;
  const compared =
    lastRecorded === null || !stages ? [] : stages.filter((x) => x.stage_no <= lastRecorded && x.stage_no >= lastRecorded - count).map((x) => x.stage_no);
  const swr = useOwnedSWR(
    `frac/compare|${props.wellId}`,
    props.wellId && compared.length ? ['frac', props.wellId, 'compare', compared.join(','), align] : null,
    () => fetchFracCompare(props.wellId!, { stages: compared, align, width: WIDTH }),
    { revalidateOnFocus: false },
  );
  const f = useFracUnits();
  const t = useChartTheme();
  const off = useOffsetStage(props.wellId, shown, align, WIDTH, visible, f);
  const series = TREATMENT_SERIES.find((x) => x.channel === channel) ?? TREATMENT_SERIES[0];
  const u = f[series.quantity];
  const recorded: FracCompareData | undefined = swr.data?.data ?? (compared.length === 0 && live ? { align, stages: [], units: {} } : undefined);
  const a = {
    ...list,
    answer: recorded ? { data: { recorded, live }, headers: {} } : undefined,
    error: list.error ?? (swr.error ? String((swr.error as Error).message || swr.error) : null),
    loading: list.loading || swr.isLoading || (compared.length > 0 && !swr.data),
  };
  const tools =
    props.wellId && (stages?.length || liveNo !== null) ? (
      <>
        <StagePicker wellId={props.wellId} stages={stages ?? []} value={shown} live={liveNo} />
        <div className={s.field}>
          <Label htmlFor={ids.earlier} size="small">
            with
          </Label>
          <Select id={ids.earlier} size="small" value={String(earlier)} onChange={(_, d) => setEarlier(Number(d.value))}>
            {EARLIER.map((n) => (
              <option key={n} value={n}>{`${n} earlier`}</option>
            ))}
          </Select>
        </div>
        <div className={s.field}>
          <Label htmlFor={ids.align} size="small">
            from
          </Label>
          <Select id={ids.align} size="small" value={align} onChange={(_, d) => setAlign(d.value === 'breakdown' ? 'breakdown' : 'start')}>
            <option value="start">stage start</option>
            <option value="breakdown">breakdown</option>
          </Select>
        </div>
        {off.tools}
        <TabList size="small" selectedValue={channel} onTabSelect={(_, d) => setChannel(String(d.value))}>
          {TREATMENT_SERIES.map((x) => (
            <Tab key={x.channel} value={x.channel}>
              {x.name}
            </Tab>
          ))}
        </TabList>
      </>
    ) : undefined;
  const wellName = list.pw.well?.name ?? '';
  return (
    <ReportFrame
      title={props.paneType.title}
      wellId={props.wellId}
      a={a}
      isEmpty={(d) => d.recorded.stages.length === 0 && !d.live}
      emptyText="No frac stages recorded on this well."
      tools={tools}
    >
      {({ recorded: d, live: l }) => {
        const from = d.align === 'breakdown' ? 'breakdown' : 'stage start';
        const n = d.stages.length + (l ? 1 : 0);
        const traces: ChartTrace[] = d.stages.map((st, i) =>
          seriesTrace(
            st,
            series,
            f,
            st.x.map((sec) => sec / 60),
            { name: `Stage ${st.stage_no}`, color: STAGE_COLOURS[(n - 1 - i) % STAGE_COLOURS.length], xLabel: `%{x:.1f} min from ${from}` },
          ),
        );
        const liveX = l ? liveMinutes(l, d.align) : null;
        if (l && liveX)
          traces.push({
            ...seriesTrace(l.series, series, f, liveX, { name: `Stage ${l.stage_no} live`, color: STAGE_COLOURS[0], xLabel: `%{x:.1f} min from ${from}` }),
            line: { width: 2.5, color: STAGE_COLOURS[0] },
          } as ChartTrace);
        if (off.lines && off.name)
          traces.push({
            ...seriesTrace(
              off.lines,
              series,
              f,
              off.lines.x.map((sec) => sec / 60),
              { name: off.name, color: t.semantic.offset, xLabel: `%{x:.1f} min from ${from}` },
            ),
            line: { width: 1.5, color: t.semantic.offset, dash: 'dash' },
          } as ChartTrace);
        const names = [...d.stages.map((x) => String(x.stage_no)), ...(l ? [`${l.stage_no} (live)`] : []), ...(off.name ? [`${off.name} (offset)`] : [])];
        const label = `Stage comparison of ${wellName}: ${series.name.toLowerCase()} of stages ${names.join(', ')}`;
        return (
          <GrowBox>
            {l && !liveX && <Caption1>{`Stage ${l.stage_no} (live) is drawn once its breakdown is pumped.`}</Caption1>}
            {off.error && <Caption1>{`Offset stage not shown: ${off.error}`}</Caption1>}
            <FracChart
              label={label}
              exportName={label}
              data={traces}
              uiRevision={`${props.wellId}:${channel}:${d.align}:${l?.stage_no ?? ''}:${off.name ?? ''}`}
              x={{ title: `Time from ${from}`, unit: 'min' }}
              y={{ title: series.name, unit: u.symbol }}
              layout={{ yaxis: { rangemode: 'tozero' } }}
              // A short tile: the stages named beside the plot, not over it, and the unit on the ticks, not under them.
              denseLayout={DENSE_LAYOUT}
              showLegend
            />
          </GrowBox>
        );
      }}
    </ReportFrame>
  );
}
