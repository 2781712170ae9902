/** A field ticket as the API answers it (server/tickets/ticket-store.ts), read by the client too. */
import type { TicketStatus } from './ticket-totals';

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
