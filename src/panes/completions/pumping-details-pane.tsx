/**
 * Pumping Schedule Details (completions.pumping_schedule_details/{assembly_id}: the stage number;
 * widget Pumping Details: the stage shown for the well): the stage's designed schedule against what
 * was pumped, step by step, with each step off design in percent (pumping-deviation.ts), and the
 * designed staircase of proppant concentration against clean volume beside the measured
 * concentration (the frac van's 1 Hz record, M4 lines from the server).
 */
import { useMemo } from 'react';
import { fetchFracPumping, fetchFracStage } from '../../api/completions';
import { FRAC_CHANNELS } from '../../domain/completions/frac-channels';
import { designStaircase, stepDeviations, type StepDeviation } from '../../domain/completions/pumping-deviation';
import { Chart, type ChartTrace } from '../../features/charts';
import type { ColumnDef } from '../../features/virtual-table';
import type { PaneProps } from '../pane-types';
import { ReportFrame } from '../reports/report-frame';
import { minutes, when } from '../reports/report-units';
import { FiguresTable } from './figures-table';
import { fmtUnit, inUnit, useFracUnits, type FracUnits } from './frac-units';
import { GrowBox } from './grow-box';
import { StagePicker } from './stage-picker';
import { useFracStages, useShownStage, useStageAnswer } from './use-frac';

const KIND = { pad: 'Pad', proppant: 'Proppant', flush: 'Flush' } as const;
const CONC_LINE = [FRAC_CHANNELS.conc.id, FRAC_CHANNELS.cumClean.id];
const tone = (v: number | null) => (v !== null && Math.abs(v) > 10 ? 'danger' : undefined);

function columns(f: FracUnits): ColumnDef<StepDeviation>[] {
  const dev = (id: 'cleanDevPct' | 'proppantDevPct' | 'concDevPct', header: string): ColumnDef<StepDeviation> => ({
    id,
    header,
    unit: '%',
    value: (r) => r[id],
    decimals: 1,
    width: 130,
    tone: (r) => tone(r[id]),
  });
  return [
    { id: 'step', header: 'Step', value: (r) => `${r.step} ${KIND[r.kind]}`, align: 'start', width: 110, pinned: true },
    { id: 'dconc', header: 'Design conc', unit: f.conc.symbol, value: (r) => inUnit(r.designConcKgM3, f.conc), decimals: f.conc.decimals, width: 95 },
    { id: 'aconc', header: 'Carried conc', unit: f.conc.symbol, value: (r) => inUnit(r.actualConcKgM3, f.conc), decimals: f.conc.decimals, width: 95 },
    dev('concDevPct', 'Conc off design'),
    dev('cleanDevPct', 'Clean off design'),
    dev('proppantDevPct', 'Proppant off design'),
    { id: 'dur', header: 'Duration', unit: 'min', value: (r) => minutes(r.durationS), decimals: 1, width: 80 },
  ];
}

export default function PumpingDetailsPane(props: PaneProps) {
  const list = useFracStages(props);
  const stages = list.answer?.data.stages;
  const picked = useShownStage(props.wellId, stages);
  // The route names its stage; the widget follows the stage picked for the well.
  const wanted = Number(props.instance.params.assembly_id);
  const shown = Number.isInteger(wanted) && stages?.some((s) => s.stage_no === wanted) ? wanted : picked;
  const pumping = useStageAnswer(props, list, shown, ['pumping'], fetchFracPumping);
  const conc = useStageAnswer(props, list, shown, ['conc-line'], (id, n) => fetchFracStage(id, n, 800, CONC_LINE));
  const f = useFracUnits();
  const cols = useMemo(() => columns(f), [f]);
  const a = { ...pumping, error: pumping.error ?? conc.error, loading: pumping.loading || conc.loading };
  const label = `Pumping schedule details of ${list.pw.well?.name ?? ''}${shown !== null ? `, stage ${shown}` : ''}`;
  return (
    <ReportFrame
      title={props.paneType.title}
      wellId={props.wellId}
      a={a}
      isEmpty={(d) => d.steps.length === 0}
      emptyText={
        stages && stages.length && Number.isInteger(wanted) && shown !== wanted ? `No stage ${wanted} on this well.` : 'No frac stages recorded on this well.'
      }
      tools={
        props.wellId && stages?.length && !props.instance.params.assembly_id ? <StagePicker wellId={props.wellId} stages={stages} value={shown} /> : undefined
      }
    >
      {(d) => {
        const design = designStaircase(d.steps);
        const line = conc.answer?.data.series;
        const x: number[] = [];
        const y: number[] = [];
        line?.x.forEach((_, i) => {
          const c = line.y[FRAC_CHANNELS.conc.id]?.[i];
          const v = line.y[FRAC_CHANNELS.cumClean.id]?.[i];
          if (c !== null && c !== undefined && v !== null && v !== undefined) (x.push(f.volume.convert(v)), y.push(f.conc.convert(c)));
        });
        const traces: ChartTrace[] = [
          {
            type: 'scatter',
            mode: 'lines',
            name: 'Measured',
            x,
            y,
            line: { width: 1, color: '#a1742c' },
            hovertemplate: `%{y:,.${f.conc.decimals}f} ${f.conc.symbol} at %{x:,.0f} ${f.volume.symbol}<extra>Measured</extra>`,
          } as ChartTrace,
          {
            type: 'scatter',
            mode: 'lines',
            name: 'Design',
            x: design.cleanM3.map((v) => f.volume.convert(v)),
            y: design.concKgM3.map((c) => f.conc.convert(c)),
            line: { width: 2, color: '#1976d2', dash: 'dash' },
            hovertemplate: `%{y:,.${f.conc.decimals}f} ${f.conc.symbol} to %{x:,.0f} ${f.volume.symbol}<extra>Design</extra>`,
          } as ChartTrace,
        ];
        return (
          <>
            <GrowBox minHeightPx={220}>
              <Chart
                label={`${label}: concentration against clean volume`}
                exportName={`${label} concentration`}
                data={traces}
                uiRevision={`${props.wellId}:${d.stage.stage_no}`}
                x={{ title: 'Clean volume pumped', unit: f.volume.symbol }}
                y={{ title: 'Proppant concentration', unit: f.conc.symbol }}
                showLegend
              />
            </GrowBox>
            <FiguresTable
              figures={[
                { label: 'Stage', value: `${d.stage.stage_no}` },
                { label: 'Started', value: when(d.stage.start_s) },
                { label: 'Proppant placed', value: fmtUnit(d.totals.proppant_kg, f.mass), unit: f.mass.symbol },
                { label: 'of design', value: fmtUnit(d.totals.design_proppant_kg, f.mass), unit: f.mass.symbol },
                { label: 'Clean pumped', value: fmtUnit(d.totals.clean_m3, f.volume), unit: f.volume.symbol },
                { label: 'of design', value: fmtUnit(d.totals.design_clean_m3, f.volume), unit: f.volume.symbol },
              ]}
              label={label}
              rows={stepDeviations(d.steps)}
              columns={cols}
              rowKey={(r) => String(r.step)}
            />
          </>
        );
      }}
    </ReportFrame>
  );
}
