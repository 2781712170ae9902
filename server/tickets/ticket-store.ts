/**
 * Rows of migration 030 as the API answers them: a field ticket with its company, bid, currency,
 * lines (amount = quantity × unit price, to the cent) and total, and who approved or rejected it.
 */
import type { TicketDto, TicketLineDto } from '../../src/domain/drilling/tickets/ticket-dto';
import { lineAmount, ticketTotal, type TicketStatus } from '../../src/domain/drilling/tickets/ticket-totals';
import type { Queryable } from '../db/db';

export type { TicketDto };

const TICKET_COLUMNS = `t.id, t.well_id, t.number, to_char(t.ticket_date, 'YYYY-MM-DD') as day, b.company_id, c.name as company_name, t.bid_id,
  b.name as bid_name, b.currency, t.status, t.decided_by, u.name as decided_by_name, t.decided_at, t.comment, t.source`;
const FROM = `field_tickets t join bids b on b.id = t.bid_id join companies c on c.id = b.company_id left join users u on u.id = t.decided_by`;

function toLine(r: Record<string, unknown>): TicketLineDto {
  const quantity = Number(r.quantity);
  const unitPrice = Number(r.unit_price);
  return {
    id: String(r.id),
    position: Number(r.position),
    bid_item_id: r.bid_item_id == null ? null : String(r.bid_item_id),
    code: String(r.code),
    description: String(r.description),
    unit: String(r.unit),
    cost_code: r.cost_code == null ? null : String(r.cost_code),
    quantity,
    unit_price: unitPrice,
    amount: lineAmount({ quantity, unitPrice }),
  };
}

function toTicket(r: Record<string, unknown>, lines: TicketLineDto[]): TicketDto {
  return {
    id: String(r.id),
    well_id: String(r.well_id),
    number: String(r.number),
    date: String(r.day),
    company_id: String(r.company_id),
    company_name: String(r.company_name),
    bid_id: String(r.bid_id),
    bid_name: String(r.bid_name),
    currency: String(r.currency),
    status: r.status as TicketStatus,
    decided_by: r.decided_by == null ? null : String(r.decided_by),
    decided_by_name: r.decided_by_name == null ? null : String(r.decided_by_name),
    decided_at: r.decided_at == null ? null : new Date(r.decided_at as string).toISOString(),
    comment: String(r.comment ?? ''),
    source: r.source === 'demo' ? 'demo' : 'user',
    lines,
    total: ticketTotal(lines.map((l) => ({ quantity: l.quantity, unitPrice: l.unit_price }))),
  };
}

/** The well's tickets dated in [from, to] (inclusive dates; all without them), by date then number. */
export async function readTickets(db: Queryable, wellId: string, from?: string, to?: string): Promise<TicketDto[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select ${TICKET_COLUMNS} from ${FROM} where t.well_id = $1 and ($2::date is null or t.ticket_date >= $2::date)
     and ($3::date is null or t.ticket_date <= $3::date) order by t.ticket_date, t.number`,
    [wellId, from ?? null, to ?? null],
  );
  if (!rows.length) return [];
  const { rows: lines } = await db.query<Record<string, unknown>>(
    `select l.* from field_ticket_lines l join field_tickets t on t.id = l.ticket_id where t.well_id = $1
     and ($2::date is null or t.ticket_date >= $2::date) and ($3::date is null or t.ticket_date <= $3::date) order by l.ticket_id, l.position`,
    [wellId, from ?? null, to ?? null],
  );
  const byTicket = new Map<string, TicketLineDto[]>();
  for (const l of lines) {
    const k = String(l.ticket_id);
    byTicket.set(k, [...(byTicket.get(k) ?? []), toLine(l)]);
  }
  return rows.map((r) => toTicket(r, byTicket.get(String(r.id)) ?? []));
}

export async function readTicket(db: Queryable, wellId: string, id: string): Promise<TicketDto | null> {
  const { rows } = await db.query<Record<string, unknown>>(`select ${TICKET_COLUMNS} from ${FROM} where t.well_id = $1 and t.id = $2`, [wellId, id]);
  if (!rows[0]) return null;
  const { rows: lines } = await db.query<Record<string, unknown>>('select * from field_ticket_lines where ticket_id = $1 order by position', [id]);
  return toTicket(rows[0], lines.map(toLine));
}

export interface LineInput {
  bid_item_id: string;
  quantity: number;
}

/** Replaces a ticket's lines, each priced from its bid item now (code, unit, unit price and cost code copied). */
export async function writeLines(db: Queryable, ticketId: string, lines: readonly LineInput[]): Promise<void> {
  await db.query('delete from field_ticket_lines where ticket_id = $1', [ticketId]);
  for (const [i, l] of lines.entries()) {
    await db.query(
      `insert into field_ticket_lines (ticket_id, position, bid_item_id, code, description, unit, cost_code, quantity, unit_price)
       select $1, $2, i.id, i.code, i.description, i.unit, i.cost_code, $3, i.unit_price from bid_items i where i.id = $4`,
      [ticketId, i + 1, l.quantity, l.bid_item_id],
    );
  }
}
