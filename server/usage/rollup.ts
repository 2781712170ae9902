import type { Queryable } from '../db/db';

/** The UTC day of a request_log row. */
export const DAY_SQL = `(at at time zone 'UTC')::date`;

/**
 * Rolls request_log up into usage_daily_routes and usage_daily_users for each UTC day from `sinceDay`
 * (default: the last day already rolled up, which may have been partial) to today, replacing those
 * days; then drops raw rows older than `keepDays`. Answers the days written.
 */
export async function rollUpUsage(db: Queryable, opts: { sinceDay?: string; keepDays?: number } = {}): Promise<{ days: string[]; pruned: number }> {
  const since =
    opts.sinceDay ??
    (await db.query<{ d: string | null }>(`select coalesce((select max(day) from usage_daily_routes), (select min(${DAY_SQL}) from request_log))::text as d`))
      .rows[0].d;
  if (!since) return { days: [], pruned: 0 };
  const { rows } = await db.query<{ day: string }>(
    `select distinct ${DAY_SQL}::text as day from request_log where at >= ($1::date::timestamp at time zone 'UTC') order by 1`,
    [since],
  );
  const days = rows.map((r) => r.day);
  if (days.length) {
    await db.query('delete from usage_daily_routes where day >= $1::date', [since]);
    await db.query('delete from usage_daily_users where day >= $1::date', [since]);
    await db.query(
      `insert into usage_daily_routes (day, method, route, requests, errors, duration_ms_sum)
       select ${DAY_SQL}, method, route, count(*), count(*) filter (where status >= 500), sum(duration_ms)
         from request_log where at >= ($1::date::timestamp at time zone 'UTC') group by 1, 2, 3`,
      [since],
    );
    await db.query(
      `insert into usage_daily_users (day, user_id, company_id, requests)
       select ${DAY_SQL}, user_id, max(company_id::text)::uuid, count(*)
         from request_log where at >= ($1::date::timestamp at time zone 'UTC') and user_id is not null group by 1, 2`,
      [since],
    );
  }
  const pruned = await db.query(`delete from request_log where at < now() - $1::double precision * interval '1 day'`, [opts.keepDays ?? 35]);
  return { days, pruned: pruned.affectedRows };
}
