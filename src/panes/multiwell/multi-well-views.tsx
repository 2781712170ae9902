/**
 * What a multiwell dashboard shows for each stage, given the compared wells: drilling, the Days vs
 * Depth with its band and the drilling KPIs (POST multi-well/dvd), then the KPIs pooled per well,
 * rig, section or crew (POST reports/aggregation); completions, the stages completed
 * against days from each well's first stage and the frac KPIs (POST multi-well/completions). The
 * pane (multi-well-pane.tsx) is the same for both: chooser, URL-held set, scope and messages.
 */
import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useMultiWellCompletions, useMultiWellDvd, type MultiWellCompletions } from '../../api/multi-well';
import { Chart } from '../../features/charts';
import type { ColumnDef } from '../../features/virtual-table';
import { ComparisonTable, KpiTable, missingNotes } from './kpi-table';
import { GroupComparison } from './group-comparison';
import { MultiWellDvdChart } from './multi-well-dvd-chart';

const useStyles = makeStyles({ error: { color: tokens.colorPaletteRedForeground1 } });

export interface StageView {
  stage: 'drilling' | 'completions';
  /** `params`: the pane's params (the grouping and KPIs of the group comparison). */
  Body(p: { wells: readonly string[]; params: Readonly<Record<string, string>> }): ReactNode;
}

/** An answer's loading and error states, said alike for every stage. */
function Loaded<T>(p: { count: number; q: { data?: { data: T }; error?: unknown }; children(data: T): ReactNode }) {
  const s = useStyles();
  if (p.q.error)
    return (
      <Body1 className={s.error} data-pane-message="error" role="alert">
        Could not load: {String((p.q.error as Error).message ?? p.q.error)}
      </Body1>
    );
  if (!p.q.data) return <Body1 data-pane-message="loading">Loading {p.count} wells…</Body1>;
  return <>{p.children(p.q.data.data)}</>;
}

const drilling: StageView = {
  stage: 'drilling',
  Body({ wells, params }) {
    const q = useMultiWellDvd(wells);
    return (
      <>
        <Loaded count={wells.length} q={q}>
          {(d) => (
            <>
              <MultiWellDvdChart data={d} />
              <KpiTable data={d} />
            </>
          )}
        </Loaded>
        <GroupComparison wells={wells} params={params} />
      </>
    );
  },
};

type CRow = MultiWellCompletions['wells'][number];

const C_LABELS: Record<string, string> = {
  stages_per_day: 'stages per day',
  frac_days: 'frac days',
  pumping_h: 'pumping hours',
  proppant_kg: 'proppant',
  clean_m3: 'clean fluid',
  slurry_m3: 'slurry',
  avg_treating_mpa: 'treating pressure',
  avg_rate_m3_min: 'rate',
  mean_isip_mpa: 'ISIP',
  npt_s: 'NPT',
};

const k = (r: CRow, key: keyof CRow['kpis'], scale = 1) => {
  const v = r.kpis[key];
  return typeof v === 'number' ? v * scale : null;
};

const C_COLUMNS: ColumnDef<CRow>[] = [
  { id: 'well', header: 'Well', value: (r) => r.name, align: 'start', width: 150, pinned: true },
  { id: 'stages', header: 'Stages', description: 'Stages pumped', value: (r) => r.kpis.stages, decimals: 0, width: 75 },
  { id: 'days', header: 'Frac days', unit: 'd', description: 'First stage start to last stage end', value: (r) => k(r, 'frac_days'), decimals: 1, width: 85 },
  { id: 'perDay', header: 'Stages/day', description: 'Stages over the frac days', value: (r) => k(r, 'stages_per_day'), decimals: 2, width: 90 },
  { id: 'pump', header: 'Pumping', unit: 'h', value: (r) => k(r, 'pumping_h'), decimals: 1, width: 80 },
  { id: 'proppant', header: 'Proppant', unit: 't', value: (r) => k(r, 'proppant_kg', 1 / 1000), decimals: 0, width: 90 },
  { id: 'clean', header: 'Clean fluid', unit: 'm³', value: (r) => k(r, 'clean_m3'), decimals: 0, width: 95 },
  { id: 'slurry', header: 'Slurry', unit: 'm³', value: (r) => k(r, 'slurry_m3'), decimals: 0, width: 85, hideable: true },
  {
    id: 'pressure',
    header: 'Avg treating',
    unit: 'MPa',
    description: "Stages' average treating pressure weighted by pumping time",
    value: (r) => k(r, 'avg_treating_mpa'),
    decimals: 1,
    width: 95,
  },
  { id: 'rate', header: 'Avg rate', unit: 'm³/min', description: 'Weighted by pumping time', value: (r) => k(r, 'avg_rate_m3_min'), decimals: 2, width: 90 },
  { id: 'isip', header: 'ISIP', unit: 'MPa', description: 'Mean over the stages', value: (r) => k(r, 'mean_isip_mpa'), decimals: 1, width: 70, hideable: true },
  { id: 'npt', header: 'NPT', unit: 'h', description: 'Troubles in the frac span', value: (r) => k(r, 'npt_s', 1 / 3600), decimals: 1, width: 70 },
  { id: 'nptShare', header: 'NPT share', unit: '%', value: (r) => k(r, 'npt_share', 100), decimals: 1, width: 85 },
];

function StagesVsDays({ data }: { data: MultiWellCompletions }) {
  const label = 'Multi-well stages vs days';
  const traces = data.wells
    .filter((w) => w.curve.days.length > 1)
    .map((w) => ({
      type: 'scatter' as const,
      mode: 'lines+markers' as const,
      line: { shape: 'hv' as const, width: 2 },
      marker: { size: 4 },
      name: w.name,
      x: w.curve.days,
      y: w.curve.stages,
      hovertemplate: `${w.name.replace(/%/g, '%%')}: stage %{y} done at day %{x:.2f}<extra></extra>`,
    }));
  if (!traces.length) return <Caption1 data-stage-curve-empty>None of the compared wells has pumped a frac stage yet, so there is no stage curve.</Caption1>;
  return (
    <Chart label={label} exportName={label} data={traces} x={{ title: 'Days from the first stage', unit: 'd' }} y={{ title: 'Stages completed' }} showLegend />
  );
}

const completions: StageView = {
  stage: 'completions',
  Body({ wells }) {
    const q = useMultiWellCompletions(wells);
    return (
      <Loaded count={wells.length} q={q}>
        {(d) => (
          <>
            <StagesVsDays data={d} />
            <ComparisonTable label="Multi-well completions KPIs" rows={d.wells} columns={C_COLUMNS} notes={missingNotes(d.wells, C_LABELS)} />
          </>
        )}
      </Loaded>
    );
  },
};

export const stageViewOf = (paneId: string): StageView => (paneId.endsWith('.completions') || paneId.includes('.completions.') ? completions : drilling);
