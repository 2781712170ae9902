/**
 * The facts of an AI report, read as the user through the API's own routes (the same permission
 * checks as their own requests): the morning report's reporting day (footage, ROP, slide share,
 * NPT and its main cause, where the time went) and the alert digest (what fired, what is still
 * open, the commonest type, the latest messages: of every subscriber's alerts on the well, read from
 * the store once the route has checked the well). Deterministic: the model never computes a
 * number, it only writes prose around these. A read the user may not make is listed as missing.
 */
import { ALERT_TYPES } from '../../src/domain/constants/alerts-and-reports';
import { JOURNAL_ACTIVITIES } from '../../src/domain/drilling/journal/journal-activities';
import type { ReportFact, ReportFacts } from '../../src/domain/assistant/report-narrative';
import type { MorningDay } from '../../src/domain/reports/morning-report';
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';
import type { CallAsUser } from './tools';

type Well = { id: string; name: string };

async function read(call: CallAsUser, missing: string[], what: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<any | null> {
  const r = await call(method, url, body);
  if (r.status < 400) return r.body?.data ?? null;
  missing.push(`${what}: ${typeof r.body?.message === 'string' ? r.body.message : `HTTP ${r.status}`}`);
  return null;
}

const fact = (id: string, label: string, value: number, unit: string, decimals: number, extra: Partial<ReportFact> = {}): ReportFact => ({
  id,
  label,
  value: Number(value.toFixed(decimals)),
  unit,
  decimals,
  ...extra,
});

const cite = (routeId: string, well: Well) => ({ route_id: routeId, well });

export async function morningFacts(call: CallAsUser, wellId: string, at: number | undefined): Promise<ReportFacts> {
  const dayRes = await call('GET', `/api/wells/${wellId}/reports/morning${at ? `?at=${at}` : ''}`);
  if (dayRes.status >= 400)
    throw new HttpError(dayRes.status === 403 || dayRes.status === 404 ? dayRes.status : 409, dayRes.body?.message ?? 'No reporting day');
  const day = dayRes.body.data as MorningDay;
  const well = { id: day.well_id, name: day.well_name };
  const missing: string[] = [];
  const facts: ReportFact[] = [];
  const payload = { start_date: day.from, end_date: day.to };

  // New hole is the hole-depth change over the day, from the record Days vs Depth draws (the
  // detected-activity footage lags behind it until the rig states of the day are classified).
  const dvd = await read(call, missing, 'Hole depth (Days vs Depth)', 'POST', '/api/charts/days_vs_depth', { well_id: wellId, payload });
  const dvdDays: { depth_start_m: number | null; depth_end_m: number | null }[] = dvd?.days ?? [];
  // A record that begins inside the day (a short history) has no depth at the day's start: the
  // depth where the record begins stands for it, and is labelled so.
  const inDay: number[] = [];
  (dvd?.curve?.time ?? []).forEach((t: number, i: number) => {
    if (t >= day.from && t <= day.to && dvd.curve.depth_m[i] !== null) inDay.push(dvd.curve.depth_m[i]);
  });
  const dayStart = dvdDays.find((d) => d.depth_start_m !== null)?.depth_start_m ?? null;
  const holeStart = dayStart ?? inDay[0] ?? null;
  const holeEnd = [...dvdDays].reverse().find((d) => d.depth_end_m !== null)?.depth_end_m ?? inDay.at(-1) ?? null;
  if (holeStart !== null && holeEnd !== null) {
    const dv = cite('drilling.days_vs_depth', well);
    facts.push(fact('footage', 'New hole drilled (hole-depth change)', holeEnd - holeStart, 'm', 0, { cite: dv }));
    facts.push(fact('hole_start', dayStart === null ? 'Hole depth where the record begins' : 'Hole depth at the start', holeStart, 'm', 0, { cite: dv }));
    facts.push(fact('hole_end', 'Hole depth at the end', holeEnd, 'm', 0, { cite: dv }));
  } else if (dvd) missing.push('New hole drilled: no hole depth recorded over the reporting day');

  // The activity KPIs answer what only they can: time on bottom, ROP on bottom, the slid share.
  const stats = await read(call, missing, 'Drilling statistics', 'POST', '/api/logs/auto/activities_data', { well_id: wellId, payload });
  const drilling = stats?.analysis_stat_data?.drilling;
  if (drilling) {
    const stat = cite('drilling.drilling_stat', well);
    facts.push(fact('on_bottom', 'On-bottom time', (drilling.total?.onBottomS ?? 0) / 3600, 'h', 1, { cite: stat }));
    if (drilling.total?.ropMph != null) facts.push(fact('rop', 'ROP on bottom', drilling.total.ropMph, 'm/h', 1, { cite: stat }));
    if (drilling.slideFootageShare != null)
      facts.push(fact('slide_share', 'Slid share of the footage', drilling.slideFootageShare * 100, '%', 0, { cite: stat }));
  }

  const journal = await read(call, missing, 'Time journal', 'POST', `/api/wells/${wellId}/time_journal`, { payload });
  const days: any[] = journal?.days ?? [];
  if (days.length) {
    const tj = cite('drilling.time_journal', well);
    const byActivity = new Map<string, number>();
    for (const d of days) for (const [k, s] of Object.entries(d.seconds_by_activity ?? {})) byActivity.set(k, (byActivity.get(k) ?? 0) + Number(s));
    const top = [...byActivity].sort((a, b) => b[1] - a[1])[0];
    if (top && top[1] > 0) {
      const label = JOURNAL_ACTIVITIES.find((a) => a.id === top[0])?.label ?? top[0];
      facts.push(fact('top_activity', 'Activity that took the most time', top[1] / 3600, 'h', 1, { name: label, cite: tj }));
    }
  }

  const troubles = await read(call, missing, 'Troubles', 'POST', `/api/wells/${wellId}/incidents/details_list`, { payload });
  if (troubles) {
    const ts = cite('drilling.trouble_summary', well);
    facts.push(fact('npt', 'NPT', troubles.npt_s / 3600, 'h', 1, { cite: ts }));
    facts.push(fact('troubles', 'Troubles', troubles.rows.length, '', 0, { cite: ts }));
    const cause = [...(troubles.by_type as { label: string; npt_s: number }[])].sort((a, b) => b.npt_s - a.npt_s)[0];
    if (cause && cause.npt_s > 0) facts.push(fact('top_trouble', 'Largest NPT cause', cause.npt_s / 3600, 'h', 1, { name: cause.label, cite: ts }));
  }
  return { kind: 'morning', well, from: day.from, to: day.to, span: `reporting day ${day.date}`, facts, missing, quotes: [] };
}

interface AlertRow {
  type: string;
  severity: string;
  message: string;
  fired_at: number;
  open: boolean;
}

/**
 * The alerts fired on the well over the window, whoever's subscription fired them: the digest is of
 * the well (the caller may read its logs, which the route checks), not of the caller's inbox. One
 * firing that reached several subscribers (the same type and condition at the same data time) is one
 * alert: open while any copy is open, critical when any copy is. Nothing of who subscribed is read.
 */
async function wellAlerts(db: Queryable, wellId: string, fromS: number, toS: number): Promise<AlertRow[]> {
  const { rows } = await db.query<AlertRow>(
    `select type, (array_agg(message order by fired_at desc, id))[1] as message,
       case when bool_or(severity = 'critical') then 'critical' else (array_agg(severity order by fired_at desc, id))[1] end as severity,
       extract(epoch from max(fired_at))::float8 as fired_at, bool_or(open) as open
     from alert_events
     where well_id = $1 and fired_at >= to_timestamp($2) and fired_at <= to_timestamp($3)
     group by type, condition_key, condition_s
     order by max(fired_at) desc`,
    [wellId, fromS, toS],
  );
  return rows.map((r) => ({ ...r, fired_at: Number(r.fired_at) }));
}

export async function alertDigestFacts(call: CallAsUser, db: Queryable, wellId: string, hours: number, nowS: number): Promise<ReportFacts> {
  const w = await call('GET', `/api/wells/${wellId}`);
  if (w.status >= 400) throw new HttpError(w.status === 403 ? 403 : 404, w.body?.message ?? 'Well not found');
  const body = w.body.data ?? w.body;
  const well = { id: String(body.id), name: String(body.name) };
  const from = nowS - hours * 3600;
  const recent = await wellAlerts(db, well.id, from, nowS);
  const facts: ReportFact[] = [
    fact('alerts_fired', 'Alerts fired', recent.length, '', 0),
    fact('alerts_open', 'Still open', recent.filter((r) => r.open).length, '', 0),
    fact('alerts_critical', 'Critical', recent.filter((r) => r.severity === 'critical').length, '', 0),
  ];
  const byType = new Map<string, number>();
  for (const r of recent) byType.set(r.type, (byType.get(r.type) ?? 0) + 1);
  const top = [...byType].sort((a, b) => b[1] - a[1])[0];
  if (top) facts.push(fact('top_alert_type', 'Commonest type', top[1], '', 0, { name: ALERT_TYPES.find((t) => t.id === top[0])?.label ?? top[0] }));
  const span = hours === 24 ? 'the last 24 hours' : `the last ${hours} hours`;
  return { kind: 'alert_digest', well, from, to: nowS, span, facts, missing: [], quotes: recent.slice(0, 3).map((r) => r.message) };
}
