import type { Queryable } from '../db/db';
import { DAY_SQL } from './rollup';
import type { UsageStats } from '../../src/domain/admin/usage-stats';

/**
 * Usage between two UTC days (inclusive), from the request log: days before today from the daily
 * roll-ups (usage.rollup job), today straight from request_log, so the figures are never older than
 * the last batch written (about a second).
 */
export async function usageStats(db: Queryable, fromDay: string, toDay: string, now = new Date()): Promise<UsageStats> {
  const today = now.toISOString().slice(0, 10);
  const todayStart = `${today}T00:00:00Z`;
  // $1 from, $2 to, $3 today, $4 today's start
  const routes = `(select day, method, route, requests::bigint as requests, errors::bigint as errors, duration_ms_sum from usage_daily_routes
                     where day between $1::date and $2::date and day < $3::date
                   union all
                   select ${DAY_SQL}, method, route, count(*), count(*) filter (where status >= 500), sum(duration_ms)
                     from request_log where at >= $4::timestamptz and $3::date between $1::date and $2::date group by 1, 2, 3)`;
  const users = `(select day, user_id, company_id, requests::bigint as requests from usage_daily_users
                    where day between $1::date and $2::date and day < $3::date
                  union all
                  select ${DAY_SQL}, user_id, max(company_id::text)::uuid, count(*)
                    from request_log where at >= $4::timestamptz and user_id is not null and $3::date between $1::date and $2::date group by 1, 2)`;
  const p = [fromDay, toDay, today, todayStart];
  const [perDayRoutes, perDayUsers, perRoute, perCompany, active] = await Promise.all([
    db.query<{ day: string; requests: number; errors: number }>(
      `select day::text as day, sum(requests)::int as requests, sum(errors)::int as errors from ${routes} r group by day order by day`,
      p,
    ),
    db.query<{ day: string; active_users: number }>(`select day::text as day, count(distinct user_id)::int as active_users from ${users} u group by day`, p),
    db.query<UsageStats['per_route'][number]>(
      `select method, route, sum(requests)::int as requests, sum(errors)::int as errors, round((sum(duration_ms_sum) / sum(requests))::numeric, 1)::float8 as avg_ms
         from ${routes} r group by method, route order by 3 desc, route limit 500`,
      p,
    ),
    db.query<UsageStats['per_company'][number]>(
      `select u.company_id, c.name as company_name, sum(u.requests)::int as requests, count(distinct u.user_id)::int as active_users
         from ${users} u left join companies c on c.id = u.company_id group by u.company_id, c.name order by 3 desc`,
      p,
    ),
    db.query<UsageStats['active_users'][number]>(
      `select u.user_id, us.email, us.name, c.name as company_name, sum(u.requests)::int as requests, count(distinct u.day)::int as days_active, max(u.day)::text as last_day
         from ${users} u left join users us on us.id = u.user_id left join companies c on c.id = us.company_id
        group by u.user_id, us.email, us.name, c.name order by 5 desc limit 1000`,
      p,
    ),
  ]);
  const activeByDay = new Map(perDayUsers.rows.map((r) => [r.day, r.active_users]));
  const per_day = perDayRoutes.rows.map((r) => ({ ...r, active_users: activeByDay.get(r.day) ?? 0 }));
  return {
    from_day: fromDay,
    to_day: toDay,
    totals: {
      requests: per_day.reduce((s, d) => s + d.requests, 0),
      errors: per_day.reduce((s, d) => s + d.errors, 0),
      active_users: active.rows.length,
      companies: perCompany.rows.filter((c) => c.company_id).length,
    },
    per_day,
    per_route: perRoute.rows,
    per_company: perCompany.rows,
    active_users: active.rows,
  };
}
