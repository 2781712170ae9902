/**
 * Pumping Summary (completions.pumping_summary, widget Pumping Summary): the shown stage's pumping
 * schedule step by step (pad, each proppant concentration, flush), designed against pumped, with a
 * total row; the stage is picked here or in any frac pane of the well.
 */
import { useMemo } from 'react';
import { fetchFracPumping, type FracPumpingData } from '../../api/completions';
import type { ColumnDef } from '../../features/virtual-table';
import type { PaneProps } from '../pane-types';
import { ReportFrame } from '../reports/report-frame';
import { minutes, when } from '../reports/report-units';
import { FiguresTable } from './figures-table';
import { fmtUnit, inUnit, useFracUnits, type FracUnits } from './frac-units';
import { StagePicker } from './stage-picker';
import { useFracStages, useShownStage, useStageAnswer } from './use-frac';

interface PumpRow {
  key: string;
  label: string;
  total: boolean;
  designConc: number | null;
  designClean: number;
  clean: number;
  slurry: number;
  designProppant: number;
  proppant: number;
  rate: number | null;
  avgP: number | null;
  maxP: number | null;
  durationS: number;
}

const KIND_LABEL = { pad: 'Pad', proppant: 'Proppant', flush: 'Flush' } as const;

export function pumpRows(d: FracPumpingData, f: FracUnits): PumpRow[] {
  const rows: PumpRow[] = d.steps.map((s) => ({
    key: String(s.step),
    label: s.kind === 'proppant' ? `${KIND_LABEL.proppant} ${fmtUnit(s.design_conc_kg_m3, f.conc)} ${f.conc.symbol}` : KIND_LABEL[s.kind],
    total: false,
    designConc: s.design_conc_kg_m3,
    designClean: s.design_clean_m3,
    clean: s.clean_m3,
    slurry: s.slurry_m3,
    designProppant: s.design_proppant_kg,
    proppant: s.proppant_kg,
    rate: s.avg_rate_m3_min,
    avgP: s.avg_treating_mpa,
    maxP: s.max_treating_mpa,
    durationS: s.end_s - s.start_s,
  }));
  const t = d.totals;
  rows.push({
    key: 'total',
    label: 'Total',
    total: true,
    designConc: null,
    designClean: t.design_clean_m3,
    clean: t.clean_m3,
    slurry: t.slurry_m3,
    designProppant: t.design_proppant_kg,
    proppant: t.proppant_kg,
    rate: t.avg_rate_m3_min,
    avgP: null,
    maxP: t.max_treating_mpa,
    durationS: t.duration_s,
  });
  return rows;
}

function columns(f: FracUnits): ColumnDef<PumpRow>[] {
  const bold = (r: PumpRow) => (r.total ? 'brand' : undefined);
  return [
    { id: 'step', header: 'Step', value: (r) => r.label, align: 'start', width: 150, pinned: true, tone: bold },
    { id: 'dconc', header: 'Design conc', unit: f.conc.symbol, value: (r) => inUnit(r.designConc, f.conc), decimals: f.conc.decimals, width: 90 },
    {
      id: 'dclean',
      header: 'Design clean',
      unit: f.volume.symbol,
      value: (r) => inUnit(r.designClean, f.volume),
      decimals: f.volume.decimals,
      width: 95,
      tone: bold,
    },
    { id: 'clean', header: 'Clean pumped', unit: f.volume.symbol, value: (r) => inUnit(r.clean, f.volume), decimals: f.volume.decimals, width: 95, tone: bold },
    { id: 'slurry', header: 'Slurry', unit: f.volume.symbol, value: (r) => inUnit(r.slurry, f.volume), decimals: f.volume.decimals, width: 90, tone: bold },
    {
      id: 'dprop',
      header: 'Design proppant',
      unit: f.mass.symbol,
      value: (r) => inUnit(r.designProppant, f.mass),
      decimals: f.mass.decimals,
      width: 110,
      tone: bold,
    },
    { id: 'prop', header: 'Proppant placed', unit: f.mass.symbol, value: (r) => inUnit(r.proppant, f.mass), decimals: f.mass.decimals, width: 110, tone: bold },
    { id: 'rate', header: 'Avg rate', unit: f.rate.symbol, value: (r) => inUnit(r.rate, f.rate), decimals: f.rate.decimals, width: 80, tone: bold },
    { id: 'avgp', header: 'Avg treating', unit: f.pressure.symbol, value: (r) => inUnit(r.avgP, f.pressure), decimals: f.pressure.decimals, width: 95 },
    {
      id: 'maxp',
      header: 'Max treating',
      unit: f.pressure.symbol,
      value: (r) => inUnit(r.maxP, f.pressure),
      decimals: f.pressure.decimals,
      width: 95,
      tone: bold,
    },
    { id: 'dur', header: 'Duration', unit: 'min', value: (r) => minutes(r.durationS), decimals: 1, width: 80, tone: bold },
  ];
}

export default function PumpingSummaryPane(props: PaneProps) {
  const list = useFracStages(props);
  const stages = list.answer?.data.stages;
  const shown = useShownStage(props.wellId, stages);
  const a = useStageAnswer(props, list, shown, ['pumping'], fetchFracPumping);
  const f = useFracUnits();
  const cols = useMemo(() => columns(f), [f]);
  const label = `${props.paneType.title}${list.pw.well ? ` of ${list.pw.well.name}` : ''}${shown !== null ? `, stage ${shown}` : ''}`;
  return (
    <ReportFrame
      title={props.paneType.title}
      wellId={props.wellId}
      a={a}
      isEmpty={(d) => d.steps.length === 0}
      emptyText="No frac stages recorded on this well."
      tools={props.wellId && stages?.length ? <StagePicker wellId={props.wellId} stages={stages} value={shown} /> : undefined}
    >
      {(d) => (
        <FiguresTable
          figures={[
            { label: 'Stage', value: `${d.stage.stage_no}` },
            { label: 'Started', value: when(d.stage.start_s) },
            { label: 'Proppant', value: fmtUnit(d.totals.proppant_kg, f.mass), unit: f.mass.symbol },
            { label: 'Clean fluid', value: fmtUnit(d.totals.clean_m3, f.volume), unit: f.volume.symbol },
            { label: 'ISIP', value: fmtUnit(d.stage.isip_mpa, f.pressure), unit: f.pressure.symbol },
          ]}
          label={label}
          rows={pumpRows(d, f)}
          columns={cols}
          rowKey={(r) => r.key}
        />
      )}
    </ReportFrame>
  );
}
