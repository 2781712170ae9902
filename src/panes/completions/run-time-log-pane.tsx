/**
 * Wireline Time Log (completions.wireline_time_log, widget Wireline Time Log) and Drill-out Time Log
 * (completions.drill_out_time_log): a modelled run as a time log (depth, speed, tension or coil weight,
 * CCL or circulating pressure, rate and plugs drilled) with its events, the figures of the run and
 * a table of its events (CSV/XLSX). The wireline run shown is the one before the stage picked for the
 * well (any frac pane picks it). The demo records no wireline or coil channels: the runs are modelled
 * from the stage records, and the pane says so.
 */
import { useRef, type ReactNode, type RefObject } from 'react';
import { useOwnedSWR } from '../../api/owned-swr';
import { fetchDrillOut, fetchWirelineRun, fetchWirelineRuns, type RunEventDto, type RunLineDto } from '../../api/completions';
import { useChartTheme } from '../../features/charts';
import { FracChart } from './frac-chart';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import type { PaneProps } from '../pane-types';
import { ReportFrame, ReportNote, useDense } from '../reports/report-frame';
import { FracFigures } from './figures-table';
import { minutes, when } from '../reports/report-units';
import { fmtUnit, inUnit, useFracUnits, type FracUnits } from './frac-units';
import { GrowBox } from './grow-box';
import { runTraces, type RunTrack } from './run-tracks';
import { StagePicker } from './stage-picker';
import { useFracAnswer, useShownStage } from './use-frac';

const fixed = (v: number | null, d: number) => (v === null ? '-' : v.toFixed(d));

interface RunView {
  title: string;
  origin: number;
  lines: Record<string, RunLineDto>;
  events: RunEventDto[];
  figures: { label: string; value: string; unit?: string }[];
  note: string;
}

const WIRELINE_TRACKS: RunTrack[] = [
  { weight: 3, reversed: true, left: { key: 'depth_m', name: 'Cable depth', quantity: 'length', color: '#1976d2' } },
  {
    weight: 2,
    left: { key: 'tension_kn', name: 'Line tension', quantity: 'force', color: '#d32f2f' },
    right: { key: 'speed_m_min', name: 'Line speed', quantity: 'speed', color: '#388e3c' },
  },
  { weight: 1, left: { key: 'ccl', name: 'CCL', quantity: null, color: '#5d4037' } },
];

const DRILL_OUT_TRACKS: RunTrack[] = [
  { weight: 3, reversed: true, left: { key: 'depth_m', name: 'Coil depth', quantity: 'length', color: '#1976d2' } },
  {
    weight: 2,
    left: { key: 'weight_kn', name: 'Coil weight', quantity: 'force', color: '#d32f2f' },
    right: { key: 'pressure_mpa', name: 'Circulating pressure', quantity: 'pressure', color: '#7b1fa2' },
  },
  {
    weight: 1.5,
    left: { key: 'plugs_drilled', name: 'Plugs drilled', quantity: null, color: '#f57c00', shape: 'hv' },
    right: { key: 'rate_m3_min', name: 'Pump rate', quantity: 'rate', color: '#00838f' },
  },
];

function eventColumns(f: FracUnits): ColumnDef<RunEventDto>[] {
  return [
    { id: 'at', header: 'Time', value: (r) => when(r.at_s), align: 'start', width: 150, pinned: true },
    { id: 'md', header: 'Depth (MD)', unit: f.length.symbol, value: (r) => inUnit(r.md_m, f.length), decimals: f.length.decimals, width: 100 },
    { id: 'label', header: 'Event', value: (r) => r.label, align: 'start', width: 320 },
  ];
}

function RunBody({ v, tracks, wellKey }: { v: RunView; tracks: RunTrack[]; wellKey: string }) {
  const f = useFracUnits();
  const t = useChartTheme();
  const { data, layout } = runTraces(v.lines, v.origin, tracks, f, v.events, t.semantic.target);
  const dense = useDense();
  return (
    <>
      <FracFigures items={v.figures} />
      <ReportNote text={v.note} dense={dense} />
      <GrowBox>
        <div style={{ display: 'flex', flexDirection: 'column', flex: '3 1 0', minHeight: dense ? 60 : 240 }}>
          <FracChart
            label={v.title}
            exportName={v.title}
            data={data}
            uiRevision={wellKey}
            x={{ title: 'Time', type: 'date' }}
            layout={layout}
            showLegend={false}
          />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', flex: '1 1 0', minHeight: dense ? 60 : 110 }}>
          <VirtualTable
            label={`${v.title}: events`}
            exportTitle={`${v.title} events`}
            rows={v.events}
            columns={eventColumns(f)}
            rowKey={(r) => `${r.at_s}:${r.label}`}
          />
        </div>
      </GrowBox>
    </>
  );
}

function WirelinePane(props: PaneProps) {
  const list = useFracAnswer(props, ['wireline_runs'], fetchWirelineRuns);
  const runs = list.answer?.data.runs;
  const shown = useShownStage(props.wellId, runs);
  const box = useRef<HTMLDivElement>(null);
  const width = (box.current?.clientWidth ?? 1200) > 1600 ? 2400 : 1200;
  const swr = useOwnedSWR(
    `frac/wireline|${props.wellId}`,
    props.wellId && shown !== null ? ['frac', props.wellId, 'wireline', shown, width] : null,
    () => fetchWirelineRun(props.wellId!, shown!, width),
    { revalidateOnFocus: false },
  );
  const f = useFracUnits();
  const wellName = list.pw.well?.name ?? '';
  const a = {
    ...list,
    answer: swr.data ? { data: swr.data.data, headers: {} } : list.answer && !runs?.length ? { data: null, headers: {} } : undefined,
    error: list.error ?? (swr.error ? String((swr.error as Error).message || swr.error) : null),
    loading: list.loading || swr.isLoading || (shown !== null && !swr.data),
  };
  return (
    <Frame box={box}>
      <ReportFrame
        title={props.paneType.title}
        wellId={props.wellId}
        a={a}
        isEmpty={(d) => d === null}
        emptyText={`No wireline runs on this well: ${list.answer?.data.note ?? ''} A run is one between two stage records less than 6 h apart.`}
        tools={props.wellId && runs?.length ? <StagePicker wellId={props.wellId} stages={runs} value={shown} total={runs.length + 1} /> : undefined}
      >
        {(d) =>
          d && (
            <RunBody
              wellKey={`${props.wellId}:${d.run.stage_no}`}
              tracks={WIRELINE_TRACKS}
              v={{
                title: `Wireline time log of ${wellName}, run before stage ${d.run.stage_no}`,
                origin: d.origin,
                lines: d.lines,
                events: d.events,
                note:
                  d.note +
                  (d.run.speed_factor > 1.001
                    ? ` Between these stages the run had ${fixed(minutes(d.run.duration_s), 0)} min: speeds ${d.run.speed_factor.toFixed(2)}× typical.`
                    : ''),
                figures: [
                  { label: 'Before stage', value: `${d.run.stage_no}` },
                  { label: 'Started', value: when(d.run.start_s) },
                  { label: 'Duration', value: fixed(minutes(d.run.duration_s), 0), unit: 'min' },
                  { label: 'Plug set at', value: fmtUnit(d.run.plug_md_m, f.length), unit: f.length.symbol },
                  { label: 'Clusters', value: `${d.run.clusters}` },
                  { label: 'Max tension', value: fmtUnit(d.run.max_tension_kn, f.force), unit: f.force.symbol },
                ],
              }}
            />
          )
        }
      </ReportFrame>
    </Frame>
  );
}

function DrillOutPane(props: PaneProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = (box.current?.clientWidth ?? 1200) > 1600 ? 2400 : 1200;
  const a = useFracAnswer(props, ['drill_out', width], (id) => fetchDrillOut(id, width));
  const f = useFracUnits();
  const wellName = a.pw.well?.name ?? '';
  return (
    <Frame box={box}>
      <ReportFrame
        title={props.paneType.title}
        wellId={props.wellId}
        a={a}
        isEmpty={(d) => d.run === null}
        emptyText={a.answer?.data.reason ?? 'No drill-out on this well.'}
      >
        {(d) =>
          d.run && (
            <RunBody
              wellKey={props.wellId ?? ''}
              tracks={DRILL_OUT_TRACKS}
              v={{
                title: `Drill-out time log of ${wellName}`,
                origin: d.origin!,
                lines: d.lines!,
                events: d.events!,
                note: d.note + (d.run.finished ? '' : ' The drill-out is under way: shown up to now.'),
                figures: [
                  { label: 'Started', value: when(d.run.start_s) },
                  { label: 'Duration', value: fixed((d.run.end_s - d.run.start_s) / 3600, 1), unit: 'h' },
                  { label: 'Plugs drilled', value: `${d.run.plugs_drilled} of ${d.run.plugs_total}` },
                  { label: 'Mean mill time', value: fixed(minutes(d.run.mean_mill_s), 1), unit: 'min' },
                  { label: 'Deepest', value: fmtUnit(d.run.max_md_m, f.length), unit: f.length.symbol },
                ],
              }}
            />
          )
        }
      </ReportFrame>
    </Frame>
  );
}

const Frame = ({ box, children }: { box: RefObject<HTMLDivElement | null>; children: ReactNode }) => (
  <div ref={box} style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, minWidth: 0 }}>
    {children}
  </div>
);

export default function RunTimeLogPane(props: PaneProps) {
  return props.paneType.id === 'completions.drill_out_time_log' ? <DrillOutPane {...props} /> : <WirelinePane {...props} />;
}
