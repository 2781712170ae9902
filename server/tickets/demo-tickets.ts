/**
 * Demo field tickets told by each demo well's own record: for every reporting day the history covers
 * (the well's day shift in its zone), the rig contractor's ticket (rig day rate, solids control, the
 * day's diesel) and the directional company's (directional and MWD day rate, gamma sub, motor
 * rental), priced from the demo bids (step-bids). A day the record covers only partly charges that
 * fraction of a day; the first day adds the rig move and the directional mobilisation. Days older
 * than the last two are approved by the operator's admin, the day before the last is submitted, the
 * last is a draft. Deterministic for the same record.
 */
import { reportingDays } from '../../src/domain/drilling/journal/reporting-days';
import type { Db, Queryable } from '../db/db';
import { loadDemoKeys } from '../seed/keys';
import { createPrng } from '../seed/prng';

interface DemoTicket {
  company: string;
  bid: string;
  /** Item code → quantity; `day` is replaced by the fraction of the day the record covers. */
  lines(dayFraction: number, first: boolean, rnd: () => number): [string, number][];
}

const DEMO_TICKETS: readonly DemoTicket[] = [
  {
    company: 'lonestar',
    bid: 'Rig services 2026',
    lines: (f, first, rnd) => [
      ...(first ? ([['RIG-MOVE', 1]] as [string, number][]) : []),
      ['RIG-DAY', f],
      ['SOL-DAY', f],
      ['FUEL', Math.round(f * (1_800 + 800 * rnd()))],
    ],
  },
  {
    company: 'vector',
    bid: 'Permian directional 2026',
    lines: (f, first) => [...(first ? ([['MOB', 1]] as [string, number][]) : []), ['DD-DAY', f], ['MWD-GR', f], ['MOTOR-675', f]],
  },
];

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

async function bidItems(db: Queryable, companyId: string, bidName: string) {
  const { rows } = await db.query<{ bid_id: string; item_id: string; code: string; from: string; to: string | null }>(
    `select b.id as bid_id, i.id as item_id, i.code, to_char(b.valid_from, 'YYYY-MM-DD') as from, to_char(b.valid_to, 'YYYY-MM-DD') as to
     from bids b join bid_items i on i.bid_id = b.id where b.company_id = $1 and b.name = $2`,
    [companyId, bidName],
  );
  return rows;
}

/** Seeds a demo well's field tickets once (nothing when it already has demo tickets); returns how many. */
export async function seedDemoTickets(db: Db, wellId: string): Promise<number> {
  const { rows: had } = await db.query('select 1 from field_tickets where well_id = $1 and source = $2 limit 1', [wellId, 'demo']);
  if (had.length) return 0;
  const keys = await loadDemoKeys(db);
  if (!keys) return 0;
  const { rows: w } = await db.query<{ day_shift: number; timezone: string }>('select day_shift, timezone from wells where id = $1', [wellId]);
  const { rows: span } = await db.query<{ from_s: string | null; to_s: string | null }>(
    `select min(start_s) as from_s, max(end_s) as to_s from log_intervals where well_id = $1 and source = (
       select case when bool_or(source = 'truth') then 'truth' else 'auto' end from log_intervals where well_id = $1)`,
    [wellId],
  );
  if (!w[0] || !span[0]?.from_s || !span[0].to_s) return 0;
  const firstS = Number(span[0].from_s);
  const lastS = Number(span[0].to_s);
  const days = reportingDays(firstS, lastS, w[0].timezone ?? 'UTC', Number(w[0].day_shift ?? 21_600));
  const approver = keys.users.admin ?? null;
  let n = 0;
  await db.transaction(async (tx) => {
    for (const t of DEMO_TICKETS) {
      const companyId = keys.companies[t.company];
      if (!companyId) continue;
      const items = await bidItems(tx, companyId, t.bid);
      if (!items.length) continue;
      const itemOf = new Map(items.map((i) => [i.code, i.item_id]));
      for (const [k, day] of days.entries()) {
        if (day.date < items[0].from || (items[0].to && day.date > items[0].to)) continue;
        const covered = Math.min(day.endS, lastS) - Math.max(day.startS, firstS);
        const fraction = Math.round((covered / (day.endS - day.startS)) * 100) / 100;
        if (fraction <= 0) continue;
        const rnd = createPrng(hash(`${wellId}:${t.company}:${day.date}`));
        const lines = t.lines(fraction, k === 0, () => rnd.next()).filter(([code, q]) => itemOf.has(code) && q > 0);
        const fromEnd = days.length - 1 - k;
        const status = fromEnd === 0 ? 'draft' : fromEnd === 1 ? 'submitted' : 'approved';
        const decidedAt = status === 'approved' ? new Date((day.endS + 10 * 3600) * 1000).toISOString() : null;
        const { rows } = await tx.query<{ id: string }>(
          `insert into field_tickets (well_id, ticket_date, bid_id, number, status, comment, decided_by, decided_at, source)
           values ($1, $2, $3, $4, $5, $6, $7, $8, 'demo') returning id`,
          [
            wellId,
            day.date,
            items[0].bid_id,
            `${t.company === 'lonestar' ? 'LS' : 'VD'}-${day.date.replaceAll('-', '')}`,
            status,
            fraction < 1 ? `Part day: ${Math.round(fraction * 24 * 10) / 10} h on this well.` : '',
            status === 'approved' ? approver : null,
            decidedAt,
          ],
        );
        for (const [i, [code, quantity]] of lines.entries()) {
          await tx.query(
            `insert into field_ticket_lines (ticket_id, position, bid_item_id, code, description, unit, cost_code, quantity, unit_price)
             select $1, $2, i.id, i.code, i.description, i.unit, i.cost_code, $3, i.unit_price from bid_items i where i.id = $4`,
            [rows[0].id, i + 1, quantity, itemOf.get(code)],
          );
        }
        n++;
      }
    }
  });
  return n;
}
