/**
 * The compared wells' KPIs side by side (ROP, connection time, NPT share), one row per well, in the
 * user's units, exportable as CSV and XLSX. A figure a well has no data for shows '-', and why is
 * said under the table.
 */
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { MultiWellDvd } from '../../api/multi-well';
import { VirtualTable, fittedTableHeightPx, type ColumnDef } from '../../features/virtual-table';
import { conv, minutes, reportUnits } from '../reports/report-units';
import { useUnitSystem } from '../reports/use-unit-system';

type Row = MultiWellDvd['wells'][number];

const useStyles = makeStyles({
  tableBox: { display: 'flex', flexDirection: 'column', flexShrink: 0 },
  table: { flexGrow: 1 },
  notes: { display: 'flex', flexDirection: 'column', color: tokens.colorNeutralForeground3 },
});

const LABELS: Record<string, string> = {
  footage_m: 'footage',
  rop_m_per_h: 'ROP',
  rotary_rop_m_per_h: 'rotary ROP',
  slide_rop_m_per_h: 'slide ROP',
  connections: 'connections',
  weight_to_weight_median_s: 'weight to weight',
  slips_to_slips_median_s: 'slips to slips',
  npt_s: 'NPT',
  npt_share: 'NPT share',
};

/** "Red Hawk 3H: ROP, footage: No hole depth recorded for this well", one line per well and reason (any stage's KPIs). */
export function missingNotes(wells: readonly { name: string; kpis: { missing: Record<string, string> } }[], labels: Record<string, string> = LABELS): string[] {
  const out: string[] = [];
  for (const w of wells) {
    const byReason = new Map<string, string[]>();
    for (const [k, why] of Object.entries(w.kpis.missing)) if (labels[k]) byReason.set(why, [...(byReason.get(why) ?? []), labels[k]]);
    for (const [why, keys] of byReason) out.push(`${w.name}: ${keys.join(', ')}: ${why}`);
  }
  return out;
}

export function KpiTable({ data }: { data: MultiWellDvd }) {
  const u = reportUnits(useUnitSystem());
  const columns: ColumnDef<Row>[] = [
    { id: 'well', header: 'Well', value: (r) => r.name, align: 'start', width: 150, pinned: true },
    { id: 'deepest', header: 'Hole depth', unit: u.depth.symbol, value: (r) => conv(r.deepest_m, u.depth), decimals: 0, width: 90 },
    {
      id: 'days',
      header: 'Days',
      description: 'Days from spud to the last record',
      unit: 'd',
      value: (r) => r.curve.days.at(-1) ?? null,
      decimals: 1,
      width: 90,
    },
    {
      id: 'footage',
      header: 'Drilled',
      description: 'Footage drilled in the record',
      unit: u.depth.symbol,
      value: (r) => conv(r.kpis.footage_m, u.depth),
      decimals: 0,
      width: 90,
    },
    { id: 'rop', header: 'ROP', unit: u.rop.symbol, description: 'Footage over on-bottom time', value: (r) => conv(r.kpis.rop_m_per_h, u.rop), decimals: 1 },
    { id: 'rotary', header: 'Rotary ROP', unit: u.rop.symbol, value: (r) => conv(r.kpis.rotary_rop_m_per_h, u.rop), decimals: 1, hideable: true },
    { id: 'slide', header: 'Slide ROP', unit: u.rop.symbol, value: (r) => conv(r.kpis.slide_rop_m_per_h, u.rop), decimals: 1, hideable: true },
    { id: 'connections', header: 'Connections', value: (r) => r.kpis.connections, decimals: 0, width: 85 },
    {
      id: 'w2w',
      header: 'Wt to wt',
      unit: 'min',
      description: 'Median connection time, off bottom to back on bottom',
      value: (r) => minutes(r.kpis.weight_to_weight_median_s),
      decimals: 1,
      width: 100,
    },
    { id: 's2s', header: 'Slips to slips', unit: 'min', description: 'Median', value: (r) => minutes(r.kpis.slips_to_slips_median_s), decimals: 1, width: 90 },
    { id: 'npt', header: 'NPT', unit: 'h', value: (r) => (r.kpis.npt_s === null ? null : r.kpis.npt_s / 3600), decimals: 1, width: 70 },
    {
      id: 'nptShare',
      header: 'NPT share',
      unit: '%',
      description: "Troubles' time over the recorded time",
      value: (r) => (r.kpis.npt_share === null ? null : r.kpis.npt_share * 100),
      decimals: 1,
      width: 85,
    },
  ];
  return <ComparisonTable label="Multi-well KPI comparison" rows={data.wells} columns={columns} notes={missingNotes(data.wells)} />;
}

/** Wells side by side with the reasons of their missing figures under the table (every stage's KPI table). */
export function ComparisonTable<R extends { well_id: string }>(p: { label: string; rows: readonly R[]; columns: ColumnDef<R>[]; notes: string[] }) {
  const s = useStyles();
  return (
    <>
      {/* A set height (the pane scrolls as a whole): shrunk by the chart and the comparison below, the grid drew over them. */}
      <div className={s.tableBox} style={{ height: `${fittedTableHeightPx(p.rows.length)}px` }}>
        <VirtualTable className={s.table} label={p.label} exportTitle={p.label} rows={p.rows} columns={p.columns} rowKey={(r) => r.well_id} />
      </div>
      {p.notes.length > 0 && (
        <div className={s.notes} data-kpi-missing>
          {p.notes.map((n) => (
            <Caption1 key={n}>{n}</Caption1>
          ))}
        </div>
      )}
    </>
  );
}
