/**
 * Stage Summary (completions.stage_summary, widget Stage Summary): one row per frac stage, toe
 * first: where it was pumped, when, how much fluid and proppant went in against the design, rates,
 * pressures, breakdown, ISIP and fracture gradient; the well's totals above. Selecting a row shows
 * that stage in the well's other frac panes.
 */
import { useMemo } from 'react';
import type { FracStageDto } from '../../api/completions';
import type { ColumnDef } from '../../features/virtual-table';
import { pickFracStage } from '../../state/frac-stage';
import type { PaneProps } from '../pane-types';
import { ReportFrame } from '../reports/report-frame';
import { conv, fmtHours, hours, reportUnits, when, type ReportUnits } from '../reports/report-units';
import { useUnitSystem } from '../reports/use-unit-system';
import { FiguresTable } from './figures-table';
import { fmtUnit, inUnit, useFracUnits, type FracUnits } from './frac-units';
import { useFracStages, useShownStage } from './use-frac';

function stageColumns(f: FracUnits, u: ReportUnits): ColumnDef<FracStageDto>[] {
  const n = (v: number | null | undefined, unit: FracUnits[keyof FracUnits]) => inUnit(v, unit);
  return [
    { id: 'stage', header: 'Stage', value: (r) => r.stage_no, decimals: 0, width: 60, pinned: true },
    { id: 'top', header: 'Top MD', unit: u.depth.symbol, value: (r) => conv(r.top_md_m, u.depth), decimals: 1, width: 90 },
    { id: 'bottom', header: 'Bottom MD', unit: u.depth.symbol, value: (r) => conv(r.bottom_md_m, u.depth), decimals: 1, width: 90 },
    { id: 'plug', header: 'Plug MD', unit: u.depth.symbol, value: (r) => conv(r.plug_md_m, u.depth), decimals: 1, width: 90, hideable: true },
    { id: 'tvd', header: 'TVD', unit: u.depth.symbol, value: (r) => conv(r.tvd_m, u.depth), decimals: 1, width: 80, hideable: true },
    { id: 'clusters', header: 'Clusters', value: (r) => r.clusters, decimals: 0, width: 70, hideable: true },
    { id: 'start', header: 'Start', value: (r) => when(r.start_s), align: 'start', width: 110 },
    { id: 'pumping', header: 'Pumping', unit: 'h', value: (r) => hours(r.pumping_s), decimals: 2, width: 70 },
    { id: 'clean', header: 'Clean fluid', unit: f.volume.symbol, value: (r) => n(r.clean_m3, f.volume), decimals: f.volume.decimals, width: 90 },
    { id: 'slurry', header: 'Slurry', unit: f.volume.symbol, value: (r) => n(r.slurry_m3, f.volume), decimals: f.volume.decimals, width: 90, hideable: true },
    { id: 'proppant', header: 'Proppant', unit: f.mass.symbol, value: (r) => n(r.proppant_kg, f.mass), decimals: f.mass.decimals, width: 100 },
    {
      id: 'design',
      header: 'vs design',
      unit: '%',
      value: (r) => (r.design_proppant_kg > 0 ? (r.proppant_kg / r.design_proppant_kg) * 100 : null),
      decimals: 1,
      width: 80,
      tone: (r) => (r.design_proppant_kg > 0 && r.proppant_kg / r.design_proppant_kg < 0.95 ? 'warning' : undefined),
    },
    { id: 'rate', header: 'Avg rate', unit: f.rate.symbol, value: (r) => n(r.avg_rate_m3_min, f.rate), decimals: f.rate.decimals, width: 80 },
    {
      id: 'maxrate',
      header: 'Max rate',
      unit: f.rate.symbol,
      value: (r) => n(r.max_rate_m3_min, f.rate),
      decimals: f.rate.decimals,
      width: 80,
      hideable: true,
    },
    { id: 'conc', header: 'Max conc', unit: f.conc.symbol, value: (r) => n(r.max_conc_kg_m3, f.conc), decimals: f.conc.decimals, width: 80, hideable: true },
    { id: 'avgp', header: 'Avg treating', unit: f.pressure.symbol, value: (r) => n(r.avg_treating_mpa, f.pressure), decimals: f.pressure.decimals, width: 90 },
    { id: 'maxp', header: 'Max treating', unit: f.pressure.symbol, value: (r) => n(r.max_treating_mpa, f.pressure), decimals: f.pressure.decimals, width: 90 },
    { id: 'bd', header: 'Breakdown', unit: f.pressure.symbol, value: (r) => n(r.breakdown_mpa, f.pressure), decimals: f.pressure.decimals, width: 90 },
    { id: 'isip', header: 'ISIP', unit: f.pressure.symbol, value: (r) => n(r.isip_mpa, f.pressure), decimals: f.pressure.decimals, width: 80 },
    {
      id: 'fg',
      header: 'Frac gradient',
      unit: f.gradient.symbol,
      value: (r) => n(r.frac_gradient_mpa_per_m, f.gradient),
      decimals: f.gradient.decimals,
      width: 90,
    },
    { id: 'fleet', header: 'Fleet', value: (r) => r.fleet ?? '-', align: 'start', width: 130, hideable: true },
  ];
}

export default function StageSummaryPane(props: PaneProps) {
  const a = useFracStages(props);
  const f = useFracUnits();
  const u = reportUnits(useUnitSystem());
  const columns = useMemo(() => stageColumns(f, u), [f, u]);
  const stages = a.answer?.data.stages;
  const shown = useShownStage(props.wellId, stages);
  const label = `${props.paneType.title}${a.pw.well ? ` of ${a.pw.well.name}` : ''}`;
  return (
    <ReportFrame
      title={props.paneType.title}
      wellId={props.wellId}
      a={a}
      isEmpty={(d) => d.stages.length === 0}
      emptyText="No frac stages recorded on this well."
    >
      {(d) => (
        <FiguresTable
          figures={[
            { label: 'Stages', value: String(d.totals.stages) },
            { label: 'Proppant', value: fmtUnit(d.totals.proppant_kg, f.mass), unit: f.mass.symbol },
            { label: 'Clean fluid', value: fmtUnit(d.totals.clean_m3, f.volume), unit: f.volume.symbol },
            { label: 'Pumping', value: fmtHours(d.totals.pumping_s), unit: 'h' },
            { label: 'Mean ISIP', value: fmtUnit(d.totals.mean_isip_mpa, f.pressure), unit: f.pressure.symbol },
            { label: 'Mean frac gradient', value: fmtUnit(d.totals.mean_frac_gradient_mpa_per_m, f.gradient), unit: f.gradient.symbol },
          ]}
          label={label}
          rows={d.stages}
          columns={columns}
          rowKey={(r) => String(r.stage_no)}
          selectedIndex={d.stages.findIndex((s) => s.stage_no === shown)}
          onSelect={(_, r) => r && props.wellId && pickFracStage(props.wellId, r.stage_no)}
        />
      )}
    </ReportFrame>
  );
}
