/**
 * Stage Comparison Log (completions.comparison_log, widget Stage Comparison Log): the shown stage
 * and the ones pumped before it overlaid, each from its own start or its own breakdown, in minutes;
 * one treatment channel at a time in the user's units. The stage is picked here or in any frac pane
 * of the well; how many earlier stages and the alignment are this pane's own.
 */
import { Label, Select, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { useOwnedSWR } from '../../api/owned-swr';
import { fetchFracCompare } from '../../api/completions';
import { Chart } from '../../features/charts';
import type { PaneProps } from '../pane-types';
import { ReportFrame } from '../reports/report-frame';
import { STAGE_COLOURS, TREATMENT_SERIES, seriesTrace } from './frac-traces';
import { GrowBox } from './grow-box';
import { useFracUnits } from './frac-units';
import { StagePicker } from './stage-picker';
import { useFracStages, useShownStage } from './use-frac';

const useStyles = makeStyles({ field: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS } });
const EARLIER = [1, 2, 4, 9];

export default function ComparisonLogPane(props: PaneProps) {
  const s = useStyles();
  const ids = { earlier: useId(), align: useId() };
  const list = useFracStages(props);
  const stages = list.answer?.data.stages;
  const shown = useShownStage(props.wellId, stages);
  const [earlier, setEarlier] = useState(1);
  const [align, setAlign] = useState<'start' | 'breakdown'>('start');
  const [channel, setChannel] = useState(TREATMENT_SERIES[0].channel);
  const compared = shown === null || !stages ? [] : stages.filter((x) => x.stage_no <= shown && x.stage_no >= shown - earlier).map((x) => x.stage_no);
  const swr = useOwnedSWR(
    `frac/compare|${props.wellId}`,
    props.wellId && compared.length ? ['frac', props.wellId, 'compare', compared.join(','), align] : null,
    () => fetchFracCompare(props.wellId!, { stages: compared, align, width: 800 }),
    { revalidateOnFocus: false },
  );
  const f = useFracUnits();
  const series = TREATMENT_SERIES.find((x) => x.channel === channel) ?? TREATMENT_SERIES[0];
  const u = f[series.quantity];
  const a = {
    ...list,
    answer: swr.data ? { data: swr.data.data, headers: {} } : undefined,
    error: list.error ?? (swr.error ? String((swr.error as Error).message || swr.error) : null),
    loading: list.loading || swr.isLoading || (compared.length > 0 && !swr.data),
  };
  const tools =
    props.wellId && stages?.length ? (
      <>
        <StagePicker wellId={props.wellId} stages={stages} value={shown} />
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
      isEmpty={(d) => d.stages.length === 0}
      emptyText="No frac stages recorded on this well."
      tools={tools}
    >
      {(d) => {
        const from = d.align === 'breakdown' ? 'breakdown' : 'stage start';
        const traces = d.stages.map((st, i) =>
          seriesTrace(
            st,
            series,
            f,
            st.x.map((sec) => sec / 60),
            { name: `Stage ${st.stage_no}`, color: STAGE_COLOURS[(d.stages.length - 1 - i) % STAGE_COLOURS.length], xLabel: `%{x:.1f} min from ${from}` },
          ),
        );
        const label = `Stage comparison of ${wellName}: ${series.name.toLowerCase()} of stages ${d.stages.map((x) => x.stage_no).join(', ')}`;
        return (
          <GrowBox>
            <Chart
              label={label}
              exportName={label}
              data={traces}
              uiRevision={`${props.wellId}:${channel}:${d.align}`}
              x={{ title: `Time from ${from}`, unit: 'min' }}
              y={{ title: series.name, unit: u.symbol }}
              layout={{ yaxis: { rangemode: 'tozero' } }}
              showLegend
            />
          </GrowBox>
        );
      }}
    </ReportFrame>
  );
}
