import { describe, expect, it } from 'vitest';
import { dayTotals, lineAmount, statusMoveAllowed, ticketTotal } from './ticket-totals';

describe('field ticket totals', () => {
  it('prices a rig day ticket by hand: 1 day × 28 500 + 1 day × 3 200 + 2 140 gal × 3.90 = 40 046', () => {
    const lines = [
      { quantity: 1, unitPrice: 28_500 },
      { quantity: 1, unitPrice: 3_200 },
      { quantity: 2_140, unitPrice: 3.9 },
    ];
    expect(lineAmount(lines[2])).toBe(8_346);
    expect(ticketTotal(lines)).toBe(40_046);
  });

  it('rounds each line to the cent before summing (0.5 day × 9 500.01 = 4 750.01, twice = 9 500.02)', () => {
    expect(lineAmount({ quantity: 0.5, unitPrice: 9_500.01 })).toBe(4_750.01);
    expect(
      ticketTotal([
        { quantity: 0.5, unitPrice: 9_500.01 },
        { quantity: 0.5, unitPrice: 9_500.01 },
      ]),
    ).toBe(9_500.02);
    expect(lineAmount({ quantity: 3, unitPrice: 0.1 })).toBe(0.3);
  });

  it('sums days per currency, leaves rejected tickets out of the totals and runs a cumulative', () => {
    const days = dayTotals([
      { date: '2026-11-02', currency: 'USD', status: 'approved', total: 40_046 },
      { date: '2026-11-01', currency: 'USD', status: 'approved', total: 11_300 },
      { date: '2026-11-02', currency: 'USD', status: 'submitted', total: 11_300 },
      { date: '2026-11-02', currency: 'USD', status: 'rejected', total: 5_000 },
      { date: '2026-11-02', currency: 'CAD', status: 'draft', total: 1_000 },
    ]);
    expect(days).toEqual([
      { date: '2026-11-01', currency: 'USD', tickets: 1, total: 11_300, approved: 11_300, pending: 0, cumulative: 11_300 },
      { date: '2026-11-02', currency: 'CAD', tickets: 1, total: 1_000, approved: 0, pending: 1_000, cumulative: 1_000 },
      { date: '2026-11-02', currency: 'USD', tickets: 3, total: 51_346, approved: 40_046, pending: 11_300, cumulative: 62_646 },
    ]);
  });

  it('moves status only along draft → submitted → approved | rejected (and back to draft)', () => {
    expect(statusMoveAllowed('draft', 'submitted')).toBe(true);
    expect(statusMoveAllowed('submitted', 'approved')).toBe(true);
    expect(statusMoveAllowed('draft', 'approved')).toBe(false);
    expect(statusMoveAllowed('approved', 'draft')).toBe(false);
    expect(statusMoveAllowed('rejected', 'draft')).toBe(true);
  });
});
