/**
 * Field tickets of a well (issue 15; data-widgets-calls 3.9, 7.12): a services company's daily charge
 * sheet written against one of its bids. The list answers the period's tickets with their totals and
 * the totals per day; one ticket with its lines; add, update (lines re-priced from the bid), status
 * moves (submit, approve, reject: who decided is recorded), clone to another day and delete. Reads
 * need the well's VIEW_TICKETS, writes EDIT_TICKETS; every write is audited with before and after.
 * The bids a ticket can be written against are listed per well (the admin bid calls are ADMIN only).
 */
import { z } from 'zod';
import { dayTotals, linesEditable, statusMoveAllowed, TICKET_STATUSES, type TicketStatus } from '../../src/domain/drilling/tickets/ticket-totals';
import { auditChange } from '../audit/changes';
import type { Queryable } from '../db/db';
import { well } from '../lib/access';
import { audit } from '../lib/audit';
import { UNIQUE_MESSAGE } from '../lib/db-error';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';
import { uuid } from '../lib/schemas';
import { queryEpochS } from './logs/log-helpers';
import { reportingDays } from '../../src/domain/drilling/journal/reporting-days';
import { DAY_SHIFT_DEFAULT_S } from '../../src/domain/constants/limits';
import { readTicket, readTickets, writeLines, type LineInput, type TicketDto } from '../tickets/ticket-store';

const tags = ['tickets'];
const wellParams = z.object({ id: uuid }).strict();
const itemParams = z.object({ id: uuid, item_id: uuid }).strict();
const isoDate = z.iso.date({ message: 'must be a date (YYYY-MM-DD)' });
/** A period in epoch seconds, [from, to): the tickets of the reporting days it touches (the well's day shift in its zone). */
const periodQuery = z.object({ from: queryEpochS.optional(), to: queryEpochS.optional() }).strict();

async function periodDates(db: Queryable, wellId: string, from?: number, to?: number): Promise<{ from?: string; to?: string }> {
  if (from === undefined && to === undefined) return {};
  const { rows } = await db.query<{ day_shift: number | null; timezone: string | null }>('select day_shift, timezone from wells where id = $1', [wellId]);
  const zone = rows[0]?.timezone ?? 'UTC';
  const shift = Number(rows[0]?.day_shift ?? DAY_SHIFT_DEFAULT_S);
  const dateAt = (s: number) => reportingDays(s, s + 1, zone, shift)[0]?.date;
  return { from: from === undefined ? undefined : dateAt(from), to: to === undefined ? undefined : dateAt(Math.max(from ?? 0, to - 1)) };
}

const line = z
  .object({
    bid_item_id: uuid,
    quantity: z.number({ message: 'must be a number' }).finite().min(0, 'must not be negative').max(1e7, 'must be at most 10 000 000'),
  })
  .strict();
const ticketFields = z.object({
  date: isoDate,
  bid_id: uuid,
  number: z.string().trim().min(1, 'This field could not be empty').max(40),
  comment: z.string().max(5000),
  lines: z.array(line).min(1, 'give at least one line').max(200),
});
const create = ticketFields.partial({ number: true, comment: true }).strict();
const update = ticketFields
  .omit({ bid_id: true })
  .partial()
  .extend({ status: z.enum(TICKET_STATUSES as [TicketStatus, ...TicketStatus[]]) })
  .partial()
  .strict();
const cloneBody = z.object({ date: isoDate, number: ticketFields.shape.number.optional() }).strict();

const notFound = (id: string) => new HttpError(404, `Field ticket ${id} not found on this well`);

async function mustRead(db: Queryable, wellId: string, id: string): Promise<TicketDto> {
  const t = await readTicket(db, wellId, id);
  if (!t) throw notFound(id);
  return t;
}

/** The bid exists, and the date lies in its validity. */
async function checkBid(db: Queryable, bidId: string, date: string, field: string) {
  const { rows } = await db.query<{ from: string; to: string | null }>(
    `select to_char(valid_from, 'YYYY-MM-DD') as from, to_char(valid_to, 'YYYY-MM-DD') as to from bids where id = $1`,
    [bidId],
  );
  if (!rows[0]) throw new HttpError(404, 'body.bid_id: no such bid', { field: 'body.bid_id' });
  const b = rows[0];
  if (date < b.from || (b.to && date > b.to)) {
    throw new HttpError(400, `${field}: outside the bid's validity (${b.from} to ${b.to ?? 'open'})`, { field });
  }
}

/** Every line's item belongs to the bid; the first that does not is named. */
async function checkLines(db: Queryable, bidId: string, lines: readonly LineInput[]) {
  const { rows } = await db.query<{ id: string }>('select id from bid_items where bid_id = $1', [bidId]);
  const ids = new Set(rows.map((r) => r.id));
  const k = lines.findIndex((l) => !ids.has(l.bid_item_id));
  if (k >= 0) throw new HttpError(404, `body.lines.${k}.bid_item_id: no such item on the ticket's bid`, { field: `body.lines.${k}.bid_item_id` });
}

async function checkNumber(db: Queryable, wellId: string, number: string, id: string | null) {
  const { rows } = await db.query('select 1 from field_tickets where well_id = $1 and lower(number) = lower($2) and ($3::uuid is null or id <> $3)', [
    wellId,
    number,
    id,
  ]);
  if (rows[0]) throw new HttpError(409, `body.number: ${UNIQUE_MESSAGE}`, { field: 'body.number' });
}

/** The next free number of the well: FT-<date>-<n>. */
async function nextNumber(db: Queryable, wellId: string, date: string): Promise<string> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from field_tickets where well_id = $1 and ticket_date = $2', [wellId, date]);
  for (let n = rows[0].n + 1; ; n++) {
    const candidate = `FT-${date.replaceAll('-', '')}-${n}`;
    const { rows: taken } = await db.query('select 1 from field_tickets where well_id = $1 and lower(number) = lower($2)', [wellId, candidate]);
    if (!taken[0]) return candidate;
  }
}

const auditTicket = (db: Queryable, userId: string, verb: string, t: { id: string; well_id: string }, before: TicketDto | null, after: TicketDto | null) =>
  audit(
    db,
    userId,
    `field_tickets.${verb}`,
    { type: 'field_tickets', id: t.id },
    { well_id: t.well_id, ...auditChange(before as Record<string, unknown> | null, after as Record<string, unknown> | null) },
  );

const list = defineRoute({
  method: 'GET',
  url: '/wells/:id/tickets',
  summary:
    "The well's field tickets of the reporting days [from, to) touches (epoch s) with their lines and totals, and the totals per day (rejected tickets count in no total)",
  tags,
  access: well('VIEW_TICKETS'),
  params: wellParams,
  query: periodQuery,
  async handler({ params, query, db }) {
    const dates = await periodDates(db, params.id, query.from, query.to);
    const tickets = await readTickets(db, params.id, dates.from, dates.to);
    const days = dayTotals(tickets.map((t) => ({ date: t.date, currency: t.currency, status: t.status, total: t.total })));
    return { data: { tickets, days, from: dates.from ?? null, to: dates.to ?? null } };
  },
});

const item = defineRoute({
  method: 'GET',
  url: '/wells/:id/tickets/:item_id',
  summary: 'One field ticket with its lines',
  tags,
  access: well('VIEW_TICKETS'),
  params: itemParams,
  async handler({ params, db }) {
    return { data: await mustRead(db, params.id, params.item_id) };
  },
});

const bidsForWell = defineRoute({
  method: 'GET',
  url: '/wells/:id/ticket_bids',
  summary: 'The bids a field ticket of this well can be written against (draft and active), with their items and unit prices',
  tags,
  access: well('VIEW_TICKETS'),
  params: wellParams,
  async handler({ db }) {
    const { rows } = await db.query<Record<string, unknown>>(
      `select b.id, b.name, b.currency, b.status, to_char(b.valid_from, 'YYYY-MM-DD') as valid_from, to_char(b.valid_to, 'YYYY-MM-DD') as valid_to,
       c.id as company_id, c.name as company_name from bids b join companies c on c.id = b.company_id where b.status <> 'expired' order by c.name, b.name`,
    );
    const { rows: items } = await db.query<Record<string, unknown>>(
      `select i.id, i.bid_id, i.code, i.description, i.unit, i.unit_price, i.cost_code from bid_items i join bids b on b.id = i.bid_id
       where b.status <> 'expired' order by i.code`,
    );
    return {
      data: rows.map((b) => ({
        ...b,
        items: items.filter((i) => i.bid_id === b.id).map((i) => ({ ...i, unit_price: Number(i.unit_price) })),
      })),
    };
  },
});

const add = defineRoute({
  method: 'POST',
  url: '/wells/:id/tickets',
  summary: 'Write a field ticket against a bid (a draft; each line priced from its bid item)',
  tags,
  access: well('EDIT_TICKETS'),
  params: wellParams,
  body: create,
  async handler({ params, body, db, user, reply }) {
    await checkBid(db, body.bid_id, body.date, 'body.date');
    await checkLines(db, body.bid_id, body.lines);
    if (body.number) await checkNumber(db, params.id, body.number, null);
    const t = await db.transaction(async (tx) => {
      const number = body.number ?? (await nextNumber(tx, params.id, body.date));
      const { rows } = await tx.query<{ id: string }>(
        'insert into field_tickets (well_id, ticket_date, bid_id, number, comment, created_by) values ($1, $2, $3, $4, $5, $6) returning id',
        [params.id, body.date, body.bid_id, number, body.comment ?? '', user.id],
      );
      await writeLines(tx, rows[0].id, body.lines);
      const after = await mustRead(tx, params.id, rows[0].id);
      await auditTicket(tx, user.id, 'create', after, null, after);
      return after;
    });
    reply.status(201);
    return { data: t };
  },
});

const patch = defineRoute({
  method: 'PATCH',
  url: '/wells/:id/tickets/:item_id',
  summary: 'Change a field ticket (date, number, comment, lines while not approved) or move its status; approve and reject record who decided',
  tags,
  access: well('EDIT_TICKETS'),
  params: itemParams,
  body: update,
  async handler({ params, body, db, user }) {
    const before = await mustRead(db, params.id, params.item_id);
    const to = body.status ?? before.status;
    if (!statusMoveAllowed(before.status, to)) throw new HttpError(400, `body.status: a ${before.status} ticket cannot become ${to}`, { field: 'body.status' });
    const editsContent = body.date !== undefined || body.lines !== undefined || body.number !== undefined;
    if (editsContent && !linesEditable(before.status)) {
      throw new HttpError(
        400,
        `body.${body.lines ? 'lines' : body.date ? 'date' : 'number'}: a ${before.status} ticket cannot be changed; move it back to draft first`,
      );
    }
    if (body.date !== undefined) await checkBid(db, before.bid_id, body.date, 'body.date');
    if (body.lines) await checkLines(db, before.bid_id, body.lines);
    if (body.number !== undefined) await checkNumber(db, params.id, body.number, params.item_id);
    const decided = to !== before.status && (to === 'approved' || to === 'rejected');
    const undecided = to !== before.status && !decided;
    return {
      data: await db.transaction(async (tx) => {
        await tx.query(
          `update field_tickets set ticket_date = coalesce($3::date, ticket_date), number = coalesce($4, number), comment = coalesce($5, comment),
           status = $6, decided_by = case when $7 then $8::uuid when $9 then null else decided_by end,
           decided_at = case when $7 then now() when $9 then null else decided_at end, source = 'user', updated_at = now()
           where well_id = $1 and id = $2`,
          [params.id, params.item_id, body.date ?? null, body.number ?? null, body.comment ?? null, to, decided, user.id, undecided],
        );
        if (body.lines) await writeLines(tx, params.item_id, body.lines);
        const after = await mustRead(tx, params.id, params.item_id);
        await auditTicket(tx, user.id, decided ? (to === 'approved' ? 'approve' : 'reject') : 'update', after, before, after);
        return after;
      }),
    };
  },
});

const clone = defineRoute({
  method: 'POST',
  url: '/wells/:id/tickets/:item_id/clone',
  summary: "Copy a field ticket to another day as a draft (same bid and quantities, today's bid prices)",
  tags,
  access: well('EDIT_TICKETS'),
  params: itemParams,
  body: cloneBody,
  async handler({ params, body, db, user, reply }) {
    const src = await mustRead(db, params.id, params.item_id);
    await checkBid(db, src.bid_id, body.date, 'body.date');
    if (body.number) await checkNumber(db, params.id, body.number, null);
    const lines = src.lines.filter((l) => l.bid_item_id).map((l) => ({ bid_item_id: l.bid_item_id!, quantity: l.quantity }));
    if (!lines.length) throw new HttpError(400, 'params.item_id: none of the ticket\u2019s items is on its bid any more');
    const t = await db.transaction(async (tx) => {
      const number = body.number ?? (await nextNumber(tx, params.id, body.date));
      const { rows } = await tx.query<{ id: string }>(
        'insert into field_tickets (well_id, ticket_date, bid_id, number, comment, created_by) values ($1, $2, $3, $4, $5, $6) returning id',
        [params.id, body.date, src.bid_id, number, src.comment, user.id],
      );
      await writeLines(tx, rows[0].id, lines);
      const after = await mustRead(tx, params.id, rows[0].id);
      await auditTicket(tx, user.id, 'clone', after, null, after);
      return after;
    });
    reply.status(201);
    return { data: t };
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: '/wells/:id/tickets/:item_id',
  summary: 'Delete a field ticket that is not approved',
  tags,
  access: well('EDIT_TICKETS'),
  params: itemParams,
  async handler({ params, db, user }) {
    const before = await mustRead(db, params.id, params.item_id);
    if (before.status === 'approved') throw new HttpError(409, 'An approved field ticket cannot be deleted');
    await db.transaction(async (tx) => {
      await tx.query('delete from field_tickets where id = $1', [params.item_id]);
      await auditTicket(tx, user.id, 'delete', before, before, null);
    });
    return { message: 'Field ticket deleted' };
  },
});

export const ticketRoutes = [list, bidsForWell, item, add, patch, clone, remove];
