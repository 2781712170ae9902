/**
 * What a scheduled report holds, as one table: a single-well report is its well's KPIs for each
 * local day of the period (one row for an hourly period), a multi-well report one row per well the
 * subscriber may see over the period. The figures are the multi-well comparison's (server/multiwell/
 * well-kpis.ts: ROP from activity bins, connections from stands, NPT from the journal's troubles);
 * a figure a well lacks stays empty, never a made-up zero.
 */
import type { WellKpis } from '../../src/domain/drilling/kpi/well-kpis';
import { formatPattern } from '../../src/domain/format/date-time';
import { dayCuts } from '../../src/domain/reports/schedule';
import type { CurrentUser } from '../auth/current-user';
import { objectPermissions } from '../auth/object-access';
import type { Queryable } from '../db/db';
import { wellVisibleSql } from '../lib/access';
import { wellKpis } from '../multiwell/well-kpis';

export type ReportCell = string | number | null;

export interface ReportTable {
  title: string;
  header: string[];
  rows: ReportCell[][];
}

const KPI_COLUMNS: readonly { key: keyof WellKpis; label: string }[] = [
  { key: 'footage_m', label: 'Footage (m)' },
  { key: 'rop_m_per_h', label: 'ROP (m/h)' },
  { key: 'rotary_rop_m_per_h', label: 'Rotary ROP (m/h)' },
  { key: 'slide_rop_m_per_h', label: 'Slide ROP (m/h)' },
  { key: 'connections', label: 'Connections' },
  { key: 'weight_to_weight_median_s', label: 'Weight to weight median (s)' },
  { key: 'slips_to_slips_median_s', label: 'Slips to slips median (s)' },
  { key: 'npt_s', label: 'NPT (s)' },
  { key: 'npt_share', label: 'NPT share' },
];

const round = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 1000) / 1000 : null);
export const kpiCells = (k: WellKpis): ReportCell[] => KPI_COLUMNS.map((c) => round(k[c.key]));

export interface ReportRequest {
  type: 'single_well' | 'multi_well';
  ownerId: string;
  ownerIsAdmin: boolean;
  wellId: string | null;
  wellName: string | null;
  fromMs: number;
  toMs: number;
  timeZone: string;
}

/** Whole seconds: the KPI readers take integer epoch seconds. */
const sec = (ms: number) => Math.floor(ms / 1000);
const at = (ms: number, tz: string) => formatPattern(ms, 'YYYY-MM-DD HH:mm', { timeZone: tz });

export async function reportTable(db: Queryable, r: ReportRequest): Promise<ReportTable> {
  const span = `${at(r.fromMs, r.timeZone)} to ${at(r.toMs, r.timeZone)} (${r.timeZone})`;
  const kpiHeader = KPI_COLUMNS.map((c) => c.label);
  if (r.type === 'single_well') {
    const cuts = r.toMs - r.fromMs <= 3_600_000 ? [r.fromMs, r.toMs] : dayCuts(r.fromMs, r.toMs, r.timeZone);
    const rows: ReportCell[][] = [];
    for (let i = 0; i + 1 < cuts.length; i++) {
      const k = await wellKpis(db, r.wellId!, sec(cuts[i]), sec(cuts[i + 1]));
      rows.push([at(cuts[i], r.timeZone), at(cuts[i + 1], r.timeZone), ...kpiCells(k)]);
    }
    return { title: `${r.wellName}: single well report, ${span}`, header: ['From', 'To', ...kpiHeader], rows };
  }
  const { rows: wells } = await db.query<{ id: string; name: string }>(
    `select w.id, w.name from wells w where $2::boolean or ${wellVisibleSql('w', '$1')} order by w.name, w.id`,
    [r.ownerId, r.ownerIsAdmin],
  );
  // The KPIs come from the wells' logs: a well the subscriber sees without VIEW_LOGS is left out.
  const owner = { id: r.ownerId, isAdmin: r.ownerIsAdmin } as CurrentUser;
  const rows: ReportCell[][] = [];
  for (const w of wells) {
    if (!r.ownerIsAdmin && !(await objectPermissions(db, owner, 'WELL', w.id)).permissions.includes('VIEW_LOGS')) continue;
    rows.push([w.name, ...kpiCells(await wellKpis(db, w.id, sec(r.fromMs), sec(r.toMs)))]);
  }
  return { title: `Multi-well report, ${span}`, header: ['Well', ...kpiHeader], rows };
}
