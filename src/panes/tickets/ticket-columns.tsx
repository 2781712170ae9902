/**
 * Columns of the field ticket tables, currency in the headers: the tickets (company, bid, status,
 * who decided, total), the totals per day, and one ticket's lines (bid item, quantity, unit price
 * from the bid, amount).
 */
import type { TicketDayTotal, TicketDto, TicketLineDto, TicketStatus } from '../../api/tickets';
import { UNIT_PRICE_DECIMALS } from '../../domain/format';
import type { CellTone, ColumnDef } from '../../features/virtual-table';

const STATUS_TONE: Record<TicketStatus, CellTone | undefined> = { draft: 'muted', submitted: 'brand', approved: 'success', rejected: 'danger' };
export const statusLabel = (s: TicketStatus) => s[0].toUpperCase() + s.slice(1);

export function ticketColumns(currency: string): ColumnDef<TicketDto>[] {
  return [
    { id: 'date', header: 'Date', value: (t) => t.date, align: 'start', width: 96, pinned: true },
    { id: 'number', header: 'Ticket', value: (t) => t.number, align: 'start', width: 130 },
    { id: 'company', header: 'Company', value: (t) => t.company_name, align: 'start', width: 170 },
    { id: 'bid', header: 'Bid', value: (t) => t.bid_name, align: 'start', width: 180, hideable: true },
    { id: 'lines', header: 'Lines', value: (t) => t.lines.length, decimals: 0, width: 56, hideable: true },
    { id: 'total', header: 'Total', unit: currency, value: (t) => t.total, decimals: 2, width: 110 },
    { id: 'status', header: 'Status', value: (t) => statusLabel(t.status), align: 'start', width: 90, tone: (t) => STATUS_TONE[t.status] },
    { id: 'decided_by', header: 'Approved / rejected by', value: (t) => t.decided_by_name ?? '', align: 'start', width: 160, hideable: true },
    {
      id: 'decided_at',
      header: 'Decided',
      value: (t) => (t.decided_at ? t.decided_at.slice(0, 16).replace('T', ' ') : ''),
      align: 'start',
      width: 130,
      hideable: true,
    },
    { id: 'comment', header: 'Comment', value: (t) => t.comment, align: 'start', width: 240, hideable: true },
  ];
}

export function dayColumns(): ColumnDef<TicketDayTotal>[] {
  return [
    { id: 'date', header: 'Date', value: (d) => d.date, align: 'start', width: 96, pinned: true },
    { id: 'currency', header: 'Currency', value: (d) => d.currency, align: 'start', width: 72 },
    { id: 'tickets', header: 'Tickets', value: (d) => d.tickets, decimals: 0, width: 64 },
    { id: 'total', header: 'Day total', value: (d) => d.total, decimals: 2, width: 110, description: 'Every ticket of the day but rejected ones' },
    { id: 'approved', header: 'Approved', value: (d) => d.approved, decimals: 2, width: 110 },
    { id: 'pending', header: 'Pending', value: (d) => d.pending, decimals: 2, width: 110, description: 'Draft and submitted tickets' },
    { id: 'cumulative', header: 'Cumulative', value: (d) => d.cumulative, decimals: 2, width: 120 },
  ];
}

export function lineColumns(currency: string): ColumnDef<TicketLineDto>[] {
  return [
    { id: 'position', header: '#', value: (l) => l.position, decimals: 0, width: 40, pinned: true },
    { id: 'code', header: 'Bid item', value: (l) => l.code, align: 'start', width: 100 },
    { id: 'description', header: 'Description', value: (l) => l.description, align: 'start', width: 260 },
    { id: 'cost_code', header: 'Cost code', value: (l) => l.cost_code ?? '', align: 'start', width: 80, hideable: true },
    { id: 'quantity', header: 'Quantity', value: (l) => l.quantity, decimals: 2, width: 84 },
    { id: 'unit', header: 'Unit', value: (l) => l.unit, align: 'start', width: 56 },
    {
      id: 'unit_price',
      header: 'Unit price',
      unit: currency,
      value: (l) => l.unit_price,
      decimals: UNIT_PRICE_DECIMALS.min,
      maxDecimals: UNIT_PRICE_DECIMALS.max,
      width: 100,
    },
    { id: 'amount', header: 'Amount', unit: currency, value: (l) => l.amount, decimals: 2, width: 110 },
  ];
}
