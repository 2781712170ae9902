/**
 * The field ticket calls (issue 15): GET wells/{id}/tickets over a period (tickets with lines and
 * totals, totals per day), GET wells/{id}/tickets/{ticket_id}, status moves, clone and delete.
 */
import type { TicketDayTotal, TicketStatus } from '../domain/drilling/tickets/ticket-totals';
import { dataRequestReady } from '../domain/validation/request-guards';
import type { PeriodPayload } from './logs/analytics';
import { api } from './request';
import { RequestError } from './request-error';

import type { TicketDto, TicketLineDto } from '../domain/drilling/tickets/ticket-dto';

export type { TicketDayTotal, TicketDto, TicketLineDto, TicketStatus };

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
