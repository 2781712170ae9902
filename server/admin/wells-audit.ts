/**
 * Admin › Wells Audit (spec 6, widget "Wells Audit"): every well's data-quality and activity facts in
 * one query: live data and connection, surveys, plans, detection notes, journal days, who can see it,
 * the last admin change and the last visit. Reporting days use each well's own day shift and zone,
 * as the time journal does (server/journal).
 */
import type { WellAuditRow } from '../../src/domain/admin/wells-audit';
import type { Queryable } from '../db/db';
import { wellVisibleSql } from '../lib/access';
import { CONNECTION_SQL, WELL_STATUS_NAMES } from '../routes/wells-serialize';

const reportingDay = (epochS: string) => `((to_timestamp(${epochS} - t.day_shift) at time zone t.timezone)::date)`;

const SQL = `
select t.id, t.name, c.name as company_name, p.name as project_name, t.status, t.stage, t.realtime,
  ${CONNECTION_SQL} as connection,
  (select max(ch.last_s) from ts_channels ch where ch.well_id = t.id) as last_data_s,
  (select count(*)::int from ts_channels ch where ch.well_id = t.id) as channel_count,
  (select count(*)::int from well_data_sources ds where ds.well_id = t.id) as data_source_count,
  sv.survey_count, sv.last_survey_md_m, sv.last_survey_s,
  (select count(*)::int from well_plans pl where pl.well_id = t.id) as plan_count,
  (select pl.name from well_plans pl where pl.well_id = t.id order by pl.is_definitive desc, pl.updated_at desc limit 1) as plan_name,
  (select count(*)::int from log_detection_notes n where n.well_id = t.id) as detection_note_count,
  (select n.message from log_detection_notes n where n.well_id = t.id order by n.to_s desc limit 1) as last_detection_note,
  jd.journal_days, coalesce(jd.last_day - jd.first_day + 1, 0) as data_span_days,
  (select count(distinct ${reportingDay('j.start_s')})::int from time_journal_entries j where j.well_id = t.id) as manual_journal_days,
  (select count(*)::int from users u where not u.is_admin and ${wellVisibleSql('t', 'u.id')}) as users_with_access,
  la.at as last_change_at, la.actor as last_change_by,
  (select max(v.visited_at) from well_visits v where v.well_id = t.id) as last_visit_at
from wells t
left join companies c on c.id = t.company_id
left join projects p on p.id = t.project_id
left join lateral (
  select count(*)::int as survey_count, max(s.md_m) as last_survey_md_m,
    (select coalesce(d.surveyed_at, extract(epoch from d.created_at)::bigint) from survey_stations d where d.well_id = t.id order by d.md_m desc limit 1) as last_survey_s
  from survey_stations s where s.well_id = t.id
) sv on true
left join lateral (
  select count(distinct ${reportingDay('b.bin_s')})::int as journal_days, min(${reportingDay('b.bin_s')}) as first_day, max(${reportingDay('b.bin_s')}) as last_day
  from log_activity_bins b where b.well_id = t.id and b.source = 'auto'
) jd on true
left join lateral (
  select a.at, u.email as actor from audit_log a left join users u on u.id = a.actor_id
  where a.object_id = t.id::text order by a.id desc limit 1
) la on true
order by t.name`;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

export async function readWellsAudit(db: Queryable): Promise<WellAuditRow[]> {
  const { rows } = await db.query<Record<string, any>>(SQL);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    company_name: r.company_name,
    project_name: r.project_name,
    status: r.status,
    status_name: WELL_STATUS_NAMES[r.status] ?? 'unknown',
    stage: r.stage,
    realtime: r.realtime,
    connection: r.connection,
    last_data_s: num(r.last_data_s),
    channel_count: r.channel_count,
    data_source_count: r.data_source_count,
    survey_count: r.survey_count,
    last_survey_md_m: num(r.last_survey_md_m),
    last_survey_s: num(r.last_survey_s),
    plan_count: r.plan_count,
    plan_name: r.plan_name,
    detection_note_count: r.detection_note_count,
    last_detection_note: r.last_detection_note,
    journal_days: r.journal_days ?? 0,
    data_span_days: Number(r.data_span_days ?? 0),
    manual_journal_days: r.manual_journal_days,
    users_with_access: r.users_with_access,
    last_change_at: iso(r.last_change_at),
    last_change_by: r.last_change_by,
    last_visit_at: iso(r.last_visit_at),
  }));
}
