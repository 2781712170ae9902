/**
 * Admin › Wells Audit: one row per well as GET /api/admin/wells_audit answers it, and the findings an
 * administrator acts on, derived from the row's facts by one rule set used by the pane and the tests.
 */

/** One well's data-quality and activity facts (server/admin/wells-audit.ts computes them). */
import { ageText } from '../format/age';

export interface WellAuditRow {
  id: string;
  name: string;
  company_name: string | null;
  project_name: string | null;
  /** 1 active, 2 paused, 3 completed, 4 planned (data-widgets-calls 3.4). */
  status: number;
  status_name: string;
  stage: string;
  realtime: boolean;
  connection: 'online' | 'offline';
  /** Epoch seconds of the newest stored 1 Hz sample, any channel; null: no time data. */
  last_data_s: number | null;
  channel_count: number;
  data_source_count: number;
  survey_count: number;
  last_survey_md_m: number | null;
  /** Epoch seconds of the deepest survey's time (its survey time, else when it was stored). */
  last_survey_s: number | null;
  plan_count: number;
  /** The definitive plan's name, else the newest plan's. */
  plan_name: string | null;
  detection_note_count: number;
  last_detection_note: string | null;
  /** Reporting days (the well's day shift and zone) with rig activity detected, first to last. */
  journal_days: number;
  /** Reporting days from the first to the last day with activity, both counted. */
  data_span_days: number;
  /** Reporting days holding at least one manual journal entry or correction. */
  manual_journal_days: number;
  /** Users other than administrators reaching the well (directly, through a group or its project). */
  users_with_access: number;
  last_change_at: string | null;
  last_change_by: string | null;
  last_visit_at: string | null;
}

export type FindingSeverity = 'warning' | 'info';

export interface WellAuditFinding {
  code: 'offline' | 'no_data' | 'stale_data' | 'no_plan' | 'no_surveys' | 'journal_gaps' | 'detection_notes' | 'no_access';
  severity: FindingSeverity;
  message: string;
}

/** An active well whose newest sample is older than this has stale data. */
export const STALE_DATA_S = 24 * 3600;

type Facts = Pick<
  WellAuditRow,
  | 'status'
  | 'realtime'
  | 'connection'
  | 'last_data_s'
  | 'survey_count'
  | 'plan_count'
  | 'journal_days'
  | 'data_span_days'
  | 'detection_note_count'
  | 'users_with_access'
>;

/**
 * What needs an administrator's look, worst first. Live data matters for active wells only; a plan
 * for active and planned wells; surveys once a well has drilling data; journal gaps and detection
 * notes whenever there is data; access when no one but administrators can see the well.
 */
export function wellAuditFindings(f: Facts, nowS: number): WellAuditFinding[] {
  const out: WellAuditFinding[] = [];
  const active = f.status === 1;
  if (active && f.last_data_s === null) out.push({ code: 'no_data', severity: 'warning', message: 'Active, no data received' });
  else if (active && f.realtime && f.connection === 'offline')
    out.push({ code: 'offline', severity: 'warning', message: `Realtime well offline, last data ${ageText(nowS - f.last_data_s!)} ago` });
  else if (active && f.last_data_s !== null && nowS - f.last_data_s > STALE_DATA_S)
    out.push({ code: 'stale_data', severity: 'warning', message: `No data for ${ageText(nowS - f.last_data_s)}` });
  if ((active || f.status === 4) && f.plan_count === 0) out.push({ code: 'no_plan', severity: 'warning', message: 'No plan' });
  if (f.last_data_s !== null && f.survey_count === 0) out.push({ code: 'no_surveys', severity: 'warning', message: 'Data but no surveys' });
  const gaps = f.data_span_days - f.journal_days;
  if (gaps > 0) out.push({ code: 'journal_gaps', severity: 'info', message: `${gaps} ${gaps === 1 ? 'day' : 'days'} without journal` });
  if (f.detection_note_count > 0)
    out.push({ code: 'detection_notes', severity: 'info', message: `${f.detection_note_count} detection ${f.detection_note_count === 1 ? 'note' : 'notes'}` });
  if (f.users_with_access === 0) out.push({ code: 'no_access', severity: 'info', message: 'Only administrators can see it' });
  return out;
}
