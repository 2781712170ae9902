/**
 * The field ticket calls (issue 15): GET wells/{id}/tickets over a period (tickets with lines and
 * totals, totals per day), GET wells/{id}/tickets/{ticket_id}, status moves, clone and delete.
 */
import type { TicketDayTotal, TicketStatus } from '../domain/drilling/tickets/ticket-totals';
import { dataRequestReady } from '../domain/validation/request-guards';
import type { PeriodPayload } from './logs/analytics';
import { api } from './request';
import { RequestError } from './request-error';

export type { TicketDayTotal, TicketStatus };

export interface TicketLineDto {
  id: string;
  position: number;
  bid_item_id: string | null;
  code: string;
  description: string;
  unit: string;
  cost_code: string | null;
  quantity: number;
  unit_price: number;
  amount: number;
}

export interface TicketDto {
  id: string;
  well_id: string;
  number: string;
  date: string;
  company_id: string;
  company_name: string;
  bid_id: string;
  bid_name: string;
  currency: string;
  status: TicketStatus;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: string | null;
  comment: string;
  source: 'user' | 'demo';
  lines: TicketLineDto[];
  total: number;
}

export interface TicketsData {
  tickets: TicketDto[];
  days: TicketDayTotal[];
  from: string | null;
  to: string | null;
}

const well = (id: string) => `wells/${encodeURIComponent(id)}`;

export async function fetchTickets(wellId: string | null, payload: PeriodPayload | null): Promise<{ data: TicketsData }> {
  const ready = dataRequestReady(payload, wellId);
  if (ready !== true) throw new RequestError(ready, 0);
  return api.get<{ data: TicketsData }>(
    `${well(wellId!)}/tickets`,
    { from: Math.floor(payload!.start_date), to: Math.floor(payload!.end_date) + 1 },
    { hideMessage: true },
  );
}

export const fetchTicket = (wellId: string, ticketId: string) =>
  api.get<{ data: TicketDto }>(`${well(wellId)}/tickets/${encodeURIComponent(ticketId)}`, undefined, { hideMessage: true });

export const moveTicket = (wellId: string, ticketId: string, status: TicketStatus) =>
  api.patch<{ data: TicketDto }>(`${well(wellId)}/tickets/${encodeURIComponent(ticketId)}`, { status });

export const cloneTicket = (wellId: string, ticketId: string, date: string) =>
  api.post<{ data: TicketDto }>(`${well(wellId)}/tickets/${encodeURIComponent(ticketId)}/clone`, { date });

export const deleteTicket = (wellId: string, ticketId: string) => api.delete(`${well(wellId)}/tickets/${encodeURIComponent(ticketId)}`);
