/**
 * Demo field tickets of a fractured well (issue 19): the frac company's daily ticket for every
 * reporting day of the frac, written against its bid (step-bids 'Frac services 2026'): the stages
 * whose record started that day billed by what they used (src/domain/completions/completion-costs.ts:
 * pumping per stage, proppant by the pound placed, friction reducer and water by the clean volume,
 * the wireline plug-and-perf run and the plug), and the rentals for the part of the day the spread
 * worked. Quantities are rounded as a ticket writes them (whole lb and bbl, tenths of a gallon).
 * All but the last two days are approved by the operator's admin, as for the drilling tickets.
 */
import { fracTicketDays, type CostStage } from '../../src/domain/completions/completion-costs';
import { reportingDays } from '../../src/domain/drilling/journal/reporting-days';
import type { Db } from '../db/db';
import { loadDemoKeys } from '../seed/keys';

const ROUND: Record<string, number> = { 'SAND-100': 1, 'WATER-BBL': 1, 'FR-GAL': 10, 'RENT-DAY': 100 };
const rounded = (code: string, q: number) => Math.round(q * (ROUND[code] ?? 1)) / (ROUND[code] ?? 1);

export async function readCostStages(db: Db, wellId: string): Promise<CostStage[]> {
  const { rows } = await db.query<Record<string, number | null>>(
    'select stage_no, start_s, end_s, plug_md_m, clean_m3, proppant_kg from frac_stages where well_id = $1 order by start_s',
    [wellId],
  );
  return rows.map((r) => ({
    stage_no: Number(r.stage_no),
    start_s: Number(r.start_s),
    end_s: Number(r.end_s),
    plug_md_m: r.plug_md_m === null ? null : Number(r.plug_md_m),
    clean_m3: Number(r.clean_m3),
    proppant_kg: Number(r.proppant_kg),
  }));
}

/** Seeds a fractured demo well's frac tickets once (nothing when it has demo tickets); returns how many. */
export async function seedDemoFracTickets(db: Db, wellId: string): Promise<number> {
  const { rows: had } = await db.query('select 1 from field_tickets where well_id = $1 and source = $2 limit 1', [wellId, 'demo']);
  if (had.length) return 0;
  const keys = await loadDemoKeys(db);
  const companyId = keys?.companies.redrock;
  if (!keys || !companyId) return 0;
  const stages = await readCostStages(db, wellId);
  if (!stages.length) return 0;
  const { rows: items } = await db.query<{ bid_id: string; item_id: string; code: string }>(
    `select b.id as bid_id, i.id as item_id, i.code from bids b join bid_items i on i.bid_id = b.id
     where b.company_id = $1 and b.name = 'Frac services 2026'`,
    [companyId],
  );
  if (!items.length) return 0;
  const itemOf = new Map(items.map((i) => [i.code, i.item_id]));
  const { rows: w } = await db.query<{ day_shift: number | null; timezone: string | null }>('select day_shift, timezone from wells where id = $1', [wellId]);
  const firstS = Math.min(...stages.map((s) => s.start_s));
  const lastS = Math.max(...stages.map((s) => s.end_s));
  const days = reportingDays(firstS, lastS, w[0]?.timezone ?? 'UTC', Number(w[0]?.day_shift ?? 21_600));
  const billed = fracTicketDays(stages, days);
  const approver = keys.users.admin ?? null;
  await db.transaction(async (tx) => {
    for (const [k, d] of billed.entries()) {
      const fromEnd = billed.length - 1 - k;
      const status = fromEnd === 0 ? 'draft' : fromEnd === 1 ? 'submitted' : 'approved';
      const day = days.find((x) => x.date === d.date)!;
      const comment = d.stages.length
        ? `Stage${d.stages.length > 1 ? 's' : ''} ${d.stages.join(', ')} pumped; quantities from the stage records.`
        : 'Spread on the well, no stage started this day.';
      const { rows } = await tx.query<{ id: string }>(
        `insert into field_tickets (well_id, ticket_date, bid_id, number, status, comment, decided_by, decided_at, source)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 'demo') returning id`,
        [
          wellId,
          d.date,
          items[0].bid_id,
          `RR-${d.date.replaceAll('-', '')}`,
          status,
          comment,
          status === 'approved' ? approver : null,
          status === 'approved' ? new Date((day.endS + 10 * 3600) * 1000).toISOString() : null,
        ],
      );
      let position = 0;
      for (const [code, q] of Object.entries(d.quantities)) {
        if (!itemOf.has(code)) continue;
        await tx.query(
          `insert into field_ticket_lines (ticket_id, position, bid_item_id, code, description, unit, cost_code, quantity, unit_price)
           select $1, $2, i.id, i.code, i.description, i.unit, i.cost_code, $3, i.unit_price from bid_items i where i.id = $4`,
          [rows[0].id, ++position, rounded(code, q), itemOf.get(code)],
        );
      }
    }
  });
  return billed.length;
}
