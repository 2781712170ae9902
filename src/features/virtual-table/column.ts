/**
 * A table column, declared once: what it shows (with its unit in the header), how a cell reads, how
 * it exports to CSV, whether the user may hide it. Panes declare columns; the table derives the
 * header, the cells, the column menu and the CSV from the declarations.
 */
import type { ReactNode } from 'react';
import { EMPTY_SIGN, decimalsMask, formatNumber } from '../../domain/format';
import type { CsvCell } from '../../domain/format/csv';

export type CellTone = 'danger' | 'warning' | 'success' | 'muted' | 'brand';

export interface ColumnDef<Row> {
  id: string;
  /** What the column holds, without the unit: 'MD', 'Inclination'. */
  header: string;
  /** Unit symbol shown under the header and in the CSV header: 'm', '°', '°/30m'. */
  unit?: string;
  /** Header tooltip: what the number means. */
  description?: string;
  /** The raw value: CSV and the default cell text read it. Numbers already in display units. */
  value: (row: Row) => CsvCell;
  /** Cell text; default a number with `decimals` (or the format default) and '-' when empty. */
  format?: (row: Row) => string;
  /** Decimals of the default number format. */
  decimals?: number;
  /** More decimals shown when the value has them, up to this many (a unit price: UNIT_PRICE_DECIMALS). */
  maxDecimals?: number;
  /** Custom cell content (badges, links); `format` still gives the CSV-independent text for titles. */
  render?: (row: Row) => ReactNode;
  /** Width in pixels (default 88). */
  width?: number;
  /** Numbers align to the end (default), text to the start. */
  align?: 'start' | 'end';
  /** The user may hide it from the column menu. */
  hideable?: boolean;
  /** Hidden until the user shows it (implies hideable). */
  defaultHidden?: boolean;
  /** Colour of a cell by its value (a separation factor below 1 is danger). */
  tone?: (row: Row) => CellTone | undefined;
  /** Stays in view when the table scrolls sideways (the first column only). */
  pinned?: boolean;
}

export const DEFAULT_COLUMN_WIDTH = 88;

/** 'MD (m)' — what the CSV header says. */
export function columnTitle(c: Pick<ColumnDef<unknown>, 'header' | 'unit'>): string {
  return c.unit ? `${c.header} (${c.unit})` : c.header;
}

export function cellText<Row>(c: ColumnDef<Row>, row: Row): string {
  if (c.format) return c.format(row);
  const raw = c.value(row);
  // float noise (3e-15 for a toolface of 0) reads as 0, not as a number in exponent notation
  const v = typeof raw === 'number' && Math.abs(raw) < 1e-9 ? 0 : raw;
  if (typeof v === 'number') return formatNumber(v, c.decimals === undefined ? {} : { mask: decimalsMask(c.decimals, c.maxDecimals) });
  if (v === null || v === undefined || v === '') return EMPTY_SIGN;
  return String(v);
}
