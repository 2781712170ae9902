/**
 * Field ticket arithmetic (issue 15): a line's amount is quantity × unit price rounded to the cent, a
 * ticket's total the sum of its lines' amounts (so the total equals what the lines show), and the
 * day totals sum the tickets of each date per currency and per status. Rejected tickets are listed
 * but count in no total: the operator does not owe them.
 */

export type TicketStatus = 'draft' | 'submitted' | 'approved' | 'rejected';
export const TICKET_STATUSES: readonly TicketStatus[] = ['draft', 'submitted', 'approved', 'rejected'];

export interface TicketLineFigures {
  quantity: number;
  unitPrice: number;
}

export interface TicketFigures {
  date: string;
  currency: string;
  status: TicketStatus;
  total: number;
}

export interface TicketDayTotal {
  date: string;
  currency: string;
  tickets: number;
  /** Every ticket but rejected ones. */
  total: number;
  approved: number;
  /** Submitted or draft: not yet decided. */
  pending: number;
  /** Running sum of `total` over the days, per currency. */
  cumulative: number;
}

export const cents = (x: number) => Math.round((x + Number.EPSILON * Math.sign(x)) * 100) / 100;

export const lineAmount = (l: TicketLineFigures) => cents(l.quantity * l.unitPrice);

export const ticketTotal = (lines: readonly TicketLineFigures[]) => cents(lines.reduce((a, l) => a + lineAmount(l), 0));

/** Per date (ascending) and currency, the tickets' totals; rejected tickets are counted but not summed. */
export function dayTotals(tickets: readonly TicketFigures[]): TicketDayTotal[] {
  const byKey = new Map<string, TicketDayTotal>();
  for (const t of tickets) {
    const key = `${t.date}|${t.currency}`;
    let d = byKey.get(key);
    if (!d) {
      d = { date: t.date, currency: t.currency, tickets: 0, total: 0, approved: 0, pending: 0, cumulative: 0 };
      byKey.set(key, d);
    }
    d.tickets++;
    if (t.status === 'rejected') continue;
    d.total = cents(d.total + t.total);
    if (t.status === 'approved') d.approved = cents(d.approved + t.total);
    else d.pending = cents(d.pending + t.total);
  }
  const days = [...byKey.values()].sort((a, b) => (a.date === b.date ? a.currency.localeCompare(b.currency) : a.date < b.date ? -1 : 1));
  const run = new Map<string, number>();
  for (const d of days) {
    d.cumulative = cents((run.get(d.currency) ?? 0) + d.total);
    run.set(d.currency, d.cumulative);
  }
  return days;
}

/** Which status a ticket may move to from `from` (draft ↔ submitted, submitted → approved | rejected, rejected → draft). */
export function statusMoveAllowed(from: TicketStatus, to: TicketStatus): boolean {
  if (from === to) return true;
  const next: Record<TicketStatus, TicketStatus[]> = {
    draft: ['submitted'],
    submitted: ['draft', 'approved', 'rejected'],
    approved: [],
    rejected: ['draft'],
  };
  return next[from].includes(to);
}

/** Lines of an approved ticket are settled; only draft and rejected-back-to-draft tickets change lines. */
export const linesEditable = (s: TicketStatus) => s === 'draft' || s === 'submitted';
