/**
 * Treatment Time Log (completions.treatment_plot, widgets Treatment Time Log and Completions Control
 * Log, the control log tile of the completions dashboards): the shown stage's
 * treating pressure, slurry rate and proppant concentration against time, each on its own axis in
 * the user's units, with the breakdown and the ISIP marked. The stage is picked here (keyboard: Tab
 * to the select, arrows) or in any frac pane of the well; the stage being pumped now is offered
 * after the recorded ones ('41 live') and grows second by second from the frac/live topic (followed
 * by default in the FIELD stage mode). Lines come from the server's M4 buckets (≤ 2 per pixel
 * column), so a 3-hour stage draws as fast as a short one.
 */
import { useRef } from 'react';
import { useOwnedSWR } from '../../api/owned-swr';
import { fetchFracStage, type FracLiveStageDto, type FracStageData } from '../../api/completions';
import { FRAC_CHANNELS } from '../../domain/completions/frac-channels';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import type { PaneProps } from '../pane-types';
import { ReportFrame } from '../reports/report-frame';
import { FracFigures } from './figures-table';
import { when } from '../reports/report-units';
import { TREATMENT_SERIES } from './frac-traces';
import { fmtUnit, useFracUnits } from './frac-units';
import { StagePicker } from './stage-picker';
import { TreatmentChart, type TreatmentMark } from './treatment-chart';
import { useFracLive } from './use-frac-live';
import { useFracStages } from './use-frac';
import { StageNotes } from './stage-notes';

/** Narrower than this, a stage's notes are one line of counts over the plot, not a column beside it. */
const NOTES_BESIDE_MIN_PX = 760;
const NOTES_PX = 250;

const LIVE_CHANNELS = [...TREATMENT_SERIES.map((s) => s.channel), FRAC_CHANNELS.cumProppant.id];

type Shown = { kind: 'recorded'; d: FracStageData } | { kind: 'live'; live: FracLiveStageDto };

const minSec = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

export default function TreatmentPlotPane(props: PaneProps) {
  const list = useFracStages(props);
  const stages = list.answer?.data.stages;
  const { visible } = usePaneActivity();
  const box = useRef<HTMLDivElement>(null);
  const width = Math.max(400, Math.min(4000, Math.round(box.current?.clientWidth ?? 1200)));
  const points = width > 1600 ? 2400 : 1200;
  const frac = useFracLive(props.wellId, stages, points, LIVE_CHANNELS, visible);
  const liveNo = frac.live?.stage_no ?? null;
  const shown = frac.shown;
  const isLive = shown !== null && shown === liveNo;
  const swr = useOwnedSWR(
    `frac/stage|${props.wellId}`,
    props.wellId && shown !== null && !isLive ? ['frac', props.wellId, 'stage', shown, points] : null,
    () => fetchFracStage(props.wellId!, shown!, points),
    { revalidateOnFocus: false },
  );
  const f = useFracUnits();
  const data: Shown | undefined = isLive ? { kind: 'live', live: frac.live! } : swr.data ? { kind: 'recorded', d: swr.data.data } : undefined;
  const a = {
    ...list,
    answer: data ? { data, headers: {} } : undefined,
    error: list.error ?? (swr.error ? String((swr.error as Error).message || swr.error) : null),
    loading: list.loading || (!isLive && (swr.isLoading || (shown !== null && !swr.data))),
  };
  const wellName = list.pw.well?.name ?? '';
  return (
    <div ref={box} style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, minWidth: 0 }} data-live-stage={isLive ? shown : undefined}>
      <ReportFrame
        title={props.paneType.title}
        wellId={props.wellId}
        a={a}
        isEmpty={(d) => (d.kind === 'live' ? false : d.d.series.x.length === 0)}
        emptyText="No frac stages recorded on this well."
        tools={
          props.wellId && (stages?.length || liveNo !== null) ? (
            <StagePicker wellId={props.wellId} stages={stages ?? []} value={shown} live={liveNo} />
          ) : undefined
        }
      >
        {(d) => {
          if (d.kind === 'live') {
            const l = d.live;
            const last = (ch: string) => {
              const y = l.series.y[ch] ?? [];
              for (let i = y.length - 1; i >= 0; i--) if (y[i] !== null) return y[i];
              return null;
            };
            const label = `Treatment plot of ${wellName} stage ${l.stage_no} (live)`;
            return (
              <>
                <FracFigures
                  items={[
                    { label: 'Stage', value: `${l.stage_no} live` },
                    { label: 'Started', value: when(l.start_s) },
                    { label: 'Pumped', value: minSec(l.elapsed_s), unit: 'min' },
                    { label: 'Treating', value: fmtUnit(last(FRAC_CHANNELS.treating.id), f.pressure), unit: f.pressure.symbol },
                    { label: 'Slurry rate', value: fmtUnit(last(FRAC_CHANNELS.slurryRate.id), f.rate), unit: f.rate.symbol },
                    {
                      label: 'Proppant',
                      value: `${fmtUnit(last(FRAC_CHANNELS.cumProppant.id), f.mass)} of ${fmtUnit(l.design_proppant_kg, f.mass)}`,
                      unit: f.mass.symbol,
                    },
                  ]}
                />
                <TreatmentChart lines={l.series} marks={[]} label={label} uiRevision={`${props.wellId}:${l.stage_no}:live`} width={width} />
              </>
            );
          }
          const s = d.d.stage;
          const marks: TreatmentMark[] = [
            { name: 'Breakdown', at: s.breakdown_s, p: s.breakdown_mpa, symbol: 'triangle-down', position: 'top right' },
            { name: 'ISIP', at: s.shut_in_s, p: s.isip_mpa, symbol: 'diamond', position: 'top left' },
          ].filter((m): m is TreatmentMark => m.at !== null && m.p !== null);
          const label = `Treatment plot of ${wellName} stage ${s.stage_no}`;
          return (
            <>
              <FracFigures
                items={[
                  { label: 'Stage', value: `${s.stage_no}` },
                  { label: 'Started', value: when(s.start_s) },
                  { label: 'Breakdown', value: fmtUnit(s.breakdown_mpa, f.pressure), unit: f.pressure.symbol },
                  { label: 'ISIP', value: fmtUnit(s.isip_mpa, f.pressure), unit: f.pressure.symbol },
                  { label: 'Frac gradient', value: fmtUnit(s.frac_gradient_mpa_per_m, f.gradient), unit: f.gradient.symbol },
                  { label: 'Proppant', value: fmtUnit(s.proppant_kg, f.mass), unit: f.mass.symbol },
                ]}
              />
              {width < NOTES_BESIDE_MIN_PX && <StageNotes wellId={props.wellId} stageNo={s.stage_no} narrow />}
              <div style={{ display: 'flex', flexGrow: 1, minHeight: 0, gap: 8 }}>
                <TreatmentChart
                  lines={d.d.series}
                  marks={marks}
                  label={label}
                  uiRevision={`${props.wellId}:${s.stage_no}`}
                  width={width < NOTES_BESIDE_MIN_PX ? width : width - NOTES_PX}
                />
                {width >= NOTES_BESIDE_MIN_PX && <StageNotes wellId={props.wellId} stageNo={s.stage_no} narrow={false} />}
              </div>
            </>
          );
        }}
      </ReportFrame>
    </div>
  );
}
