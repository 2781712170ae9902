import { describe, expect, it } from 'vitest';
import { decimalsMask, formatNumber } from '../../domain/format';
import { cellText } from '../../features/virtual-table/column';
import type { TicketLineDto } from '../../api/tickets';
import { lineColumns } from './ticket-columns';

// Issue 19: the frac proppant price 0.024 USD/lb showed as 0.02. Unit prices keep the precision of
// their value (at least the cent); amounts stay at the cent.
describe('field ticket lines', () => {
  const cols = lineColumns('USD');
  const text = (id: string, line: Partial<TicketLineDto>) =>
    cellText(
      cols.find((c) => c.id === id)!,
      line as TicketLineDto,
    );

  it('show a unit price with the decimals it has, at least two', () => {
    expect(text('unit_price', { unit_price: 0.024 })).toBe('0.024');
    expect(text('unit_price', { unit_price: 12.5 })).toBe('12.50');
    expect(text('unit_price', { unit_price: 18500 })).toBe('18,500.00');
    expect(text('unit_price', { unit_price: 0.0375 })).toBe('0.0375');
    expect(text('unit_price', { unit_price: 1.23456789 })).toBe('1.234568');
    expect(text('unit_price', { unit_price: null as unknown as number })).toBe('-');
  });

  it('keep amounts at the cent', () => {
    expect(text('amount', { amount: 4800 * 0.024 })).toBe('115.20');
    expect(text('amount', { amount: 0.024 })).toBe('0.02');
  });
});

describe('decimalsMask', () => {
  it('writes required and optional decimals', () => {
    expect(decimalsMask(2)).toBe('0,0.00');
    expect(decimalsMask(2, 6)).toBe('0,0.00[0000]');
    expect(decimalsMask(0)).toBe('0,0');
    expect(decimalsMask(0, 2)).toBe('0,0.[00]');
    expect(formatNumber(1234.5, { mask: decimalsMask(0, 2) })).toBe('1,234.5');
  });
});
