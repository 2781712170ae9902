/**
 * Admin › dashboards › wells: the wells audit summed up for an administrator's morning look: how many
 * wells in each stage and status, how many live wells are online, and how many wells carry each
 * finding (src/domain/admin/wells-audit.ts), with the wells needing a look, worst first.
 */
import type { WellAuditFinding, WellAuditRow } from './wells-audit';

type Audited = Pick<WellAuditRow, 'name' | 'status' | 'stage' | 'realtime' | 'connection'> & { findings: readonly WellAuditFinding[] };

export const WELL_STAGES = ['drilling', 'completion_frac', 'completion_wireline', 'production'] as const;
export const STAGE_LABELS: Record<(typeof WELL_STAGES)[number], string> = {
  drilling: 'Drilling',
  completion_frac: 'Completion (frac)',
  completion_wireline: 'Completion (wireline)',
  production: 'Production',
};
/** Statuses in the spec's order (data-widgets-calls 3.4): 1 active, 2 paused, 3 completed, 4 planned. */
export const STATUS_ORDER = [1, 2, 3, 4] as const;

export interface WellsOverview {
  total: number;
  /** Wells per stage and status: byStage[stage][status]. */
  byStage: Record<string, Record<number, number>>;
  /** Active realtime wells, and how many of them deliver data now. */
  live: { wells: number; online: number };
  /** Wells carrying each finding code. */
  findings: Record<WellAuditFinding['code'], number>;
  /** Wells with at least one warning: most warnings first, then by name. */
  needsLook: readonly Audited[];
}

export function wellsOverview<R extends Audited>(rows: readonly R[]): WellsOverview & { needsLook: readonly R[] } {
  const byStage: Record<string, Record<number, number>> = {};
  for (const st of WELL_STAGES) byStage[st] = { 1: 0, 2: 0, 3: 0, 4: 0 };
  const findings = { offline: 0, no_data: 0, stale_data: 0, no_plan: 0, no_surveys: 0, journal_gaps: 0, detection_notes: 0, no_access: 0 };
  let live = 0;
  let online = 0;
  for (const r of rows) {
    (byStage[r.stage] ??= { 1: 0, 2: 0, 3: 0, 4: 0 })[r.status] = (byStage[r.stage][r.status] ?? 0) + 1;
    if (r.realtime && r.status === 1) {
      live++;
      if (r.connection === 'online') online++;
    }
    for (const f of r.findings) findings[f.code]++;
  }
  const warnings = (r: Audited) => r.findings.filter((f) => f.severity === 'warning').length;
  const needsLook = rows.filter((r) => warnings(r) > 0).sort((a, b) => warnings(b) - warnings(a) || a.name.localeCompare(b.name));
  return { total: rows.length, byStage, live: { wells: live, online }, findings, needsLook };
}
