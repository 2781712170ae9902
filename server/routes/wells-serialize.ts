/** Well columns as the API answers them (data-widgets-calls 3.4), shared by every well route. */
export const WELL_STATUS_NAMES: Record<number, string> = { 1: 'active', 2: 'paused', 3: 'completed', 4: 'planned' };

/**
 * Spec 3's connection (offline or online): a running data source whose holder reports data within
 * its quiet limit (server/feeds), or the live simulator having written the well within 2 minutes.
 * Each way in, as the time (epoch s) until which it keeps the well online unless written again.
 */
const ONLINE_UNTIL = [
  {
    well: 'ds.well_id',
    untilS: 'st.lease_expires_s',
    from: 'well_data_sources ds join well_data_source_state st on st.source_id = ds.id',
    where: "ds.enabled and st.status = 'online'",
  },
  { well: 'ls.well_id', untilS: 'ls.last_s + 120', from: 'log_well_state ls', where: 'ls.rig_state is not null' },
];

/** The connection of well t now. */
export const CONNECTION_SQL = `case when ${ONLINE_UNTIL.map(
  (w) => `exists (select 1 from ${w.from} where ${w.well} = t.id and ${w.where} and ${w.untilS} > extract(epoch from now()))`,
).join(' or ')} then 'online' else 'offline' end`;

/** Rows (well_id, until_s) of every well some way in keeps online until until_s: online while until_s > now. */
export const ONLINE_UNTIL_SQL = `select well_id, max(until_s)::float8 as until_s from (${ONLINE_UNTIL.map(
  (w) => `select ${w.well} as well_id, ${w.untilS} as until_s from ${w.from} where ${w.where}`,
).join(' union all ')}) u group by well_id`;

/** The well columns the API answers but the connection (laid over kept list rows: wells-list-answers.ts). */
export const wellColumnsSelect = `t.*, c.name as company_name, p.name as project_name,
  coalesce((select json_agg(json_build_object('rig_id', r.id, 'rig_name', r.name, 'spud_date', wr.spud_date, 'release_date', wr.release_date) order by wr.spud_date)
              from well_rigs wr join rigs r on r.id = wr.rig_id where wr.well_id = t.id), '[]'::json) as well_rigs`;

export const wellSelect = `${wellColumnsSelect},
  ${CONNECTION_SQL} as connection`;

export const wellFrom = 'wells t left join companies c on c.id = t.company_id left join projects p on p.id = t.project_id';

export function serializeWell(row: Record<string, any>) {
  return {
    ...row,
    status_name: WELL_STATUS_NAMES[row.status] ?? 'unknown',
    start_date: row.start_date === null ? null : Number(row.start_date),
    end_date: row.end_date === null ? null : Number(row.end_date),
    well_rigs: (row.well_rigs ?? []).map((r: any) => ({
      ...r,
      spud_date: r.spud_date === null ? null : Number(r.spud_date),
      release_date: r.release_date === null ? null : Number(r.release_date),
    })),
  };
}
