/**
 * Bids (data-widgets-calls 3.9, 7.12): a services company's price list over a validity period, and
 * its items (code, unit, unit price in the bid's currency, the cost code it books to).
 */
import { UNIT_PRICE_DECIMALS } from '../../../domain/format';
import type { ColumnDef } from '../../../features/virtual-table';
import type { Choice, EntityDecl, FieldDecl } from '../frame/entity-decl';

export interface BidRow {
  id: string;
  company_id: string;
  company_name: string;
  name: string;
  currency: string;
  valid_from: string;
  valid_to: string | null;
  status: 'draft' | 'active' | 'expired';
  description: string;
  item_count: number;
}

export interface BidItemRow {
  id: string;
  bid_id: string;
  code: string;
  description: string;
  unit: string;
  unit_price: number;
  cost_code: string | null;
  cost_code_name: string | null;
}

export const BID_STATUSES: readonly Choice[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'active', label: 'Active' },
  { value: 'expired', label: 'Expired' },
];

const columns: ColumnDef<BidRow>[] = [
  { id: 'name', header: 'Bid', value: (r) => r.name, width: 240, align: 'start', pinned: true },
  { id: 'company', header: 'Services company', value: (r) => r.company_name, width: 220, align: 'start' },
  {
    id: 'status',
    header: 'Status',
    value: (r) => r.status,
    width: 80,
    align: 'start',
    tone: (r) => (r.status === 'active' ? 'success' : r.status === 'expired' ? 'muted' : undefined),
  },
  { id: 'from', header: 'Valid from', value: (r) => r.valid_from, width: 100, align: 'start' },
  { id: 'to', header: 'Valid to', value: (r) => r.valid_to ?? 'open', width: 100, align: 'start' },
  { id: 'currency', header: 'Currency', value: (r) => r.currency, width: 76, align: 'start' },
  { id: 'items', header: 'Items', value: (r) => r.item_count, width: 60 },
  { id: 'description', header: 'Description', value: (r) => r.description || null, width: 320, align: 'start', hideable: true },
];

export const bids: EntityDecl<BidRow> = {
  key: 'bid',
  noun: 'Bid',
  plural: 'Bids',
  path: 'bids',
  listRoute: 'admin.bids',
  detailRoute: 'admin.bid',
  searchLabel: 'Search bids by name or company',
  columns,
  fields: [
    {
      key: 'company_id',
      label: 'Services company',
      input: 'reference',
      reference: 'companies',
      required: true,
      hint: 'Drilling services, rig contractor or frac company',
    },
    { key: 'name', label: 'Name', input: 'text', required: true },
    { key: 'status', label: 'Status', input: 'choice', options: BID_STATUSES, required: true, initial: 'draft' },
    { key: 'currency', label: 'Currency', input: 'text', required: true, initial: 'USD', hint: 'Three-letter code: USD, CAD, EUR' },
    { key: 'valid_from', label: 'Valid from', input: 'date', required: true },
    { key: 'valid_to', label: 'Valid to', input: 'date', hint: 'Empty: open-ended' },
    { key: 'description', label: 'Description', input: 'text', empty: 'omit' },
  ],
  filters: [{ key: 'status', label: 'Status', options: BID_STATUSES }],
  title: (r) => r.name,
};

export function bidItemColumns(currency: string): ColumnDef<BidItemRow>[] {
  return [
    { id: 'code', header: 'Code', value: (r) => r.code, width: 110, align: 'start', pinned: true },
    { id: 'description', header: 'Description', value: (r) => r.description, width: 300, align: 'start' },
    { id: 'unit', header: 'Unit', value: (r) => r.unit, width: 70, align: 'start' },
    {
      id: 'price',
      header: 'Unit price',
      unit: currency,
      value: (r) => r.unit_price,
      decimals: UNIT_PRICE_DECIMALS.min,
      maxDecimals: UNIT_PRICE_DECIMALS.max,
      width: 120,
    },
    { id: 'cost_code', header: 'Cost code', value: (r) => (r.cost_code ? `${r.cost_code} · ${r.cost_code_name ?? ''}` : null), width: 240, align: 'start' },
  ];
}

const itemFields: readonly FieldDecl[] = [
  { key: 'code', label: 'Code', input: 'text', required: true },
  { key: 'description', label: 'Description', input: 'text', required: true },
  { key: 'unit', label: 'Unit', input: 'text', required: true, hint: 'day, each, m, gal, t, stage…' },
  { key: 'unit_price', label: 'Unit price', input: 'number', required: true },
  { key: 'cost_code', label: 'Cost code', input: 'text', hint: 'RIG, DD, MUD… (the cost breakdown); empty: none' },
];

/** The item form of one bid: its API path carries the bid. */
export const bidItemDecl = (bid: BidRow) => ({
  key: 'bid-item',
  noun: 'Bid item',
  path: `bids/${encodeURIComponent(bid.id)}/items`,
  fields: itemFields.map((f) => (f.key === 'unit_price' ? { ...f, label: `Unit price (${bid.currency})` } : f)),
  title: (r: BidItemRow) => r.code,
});
