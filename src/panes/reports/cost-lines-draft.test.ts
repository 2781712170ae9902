import { describe, expect, it } from 'vitest';
import type { CostLineDto } from '../../api/daily-costs';
import { batchOfDraft, blankRow, placeRefusal, rowOfLine } from './cost-lines-draft';

const line = (id: string, amount: number, more: Partial<CostLineDto> = {}): CostLineDto => ({
  id,
  report_date: '2026-05-26',
  cost_code: 'FISH',
  amount,
  quantity: 1,
  description: '',
  created_at: '2026-05-26T08:00:00Z',
  updated_at: null,
  ...more,
});

describe('the daily costs draft', () => {
  const stored = [line('a', 100), line('b', 50, { description: 'Jar' }), line('c', 10)];

  it('is unchanged as it started, even with the same number typed differently', () => {
    const rows = stored.map(rowOfLine);
    rows[0] = { ...rows[0], cells: { ...rows[0].cells, amount: '100.0' } };
    rows[1] = { ...rows[1], cells: { ...rows[1].cells, description: ' Jar ' } };
    const b = batchOfDraft(stored, rows);
    expect(b.count).toBe(0);
    expect(b.batch).toEqual({ add: [], update: [], delete: [] });
  });

  it('sends only the fields changed, the rows added and the lines removed, and counts each once', () => {
    const rows = stored.map(rowOfLine).filter((r) => r.key !== 'c');
    rows[0] = { ...rows[0], cells: { ...rows[0].cells, amount: '250', quantity: '2' } };
    const added = blankRow('2026-05-25', 'MUD');
    rows.unshift({ ...added, cells: { ...added.cells, amount: '1 234,5'.replace(' ', ''), description: ' Vacuum truck ' } });
    const b = batchOfDraft(stored, rows);
    expect(b.count).toBe(3);
    expect(b.batch).toEqual({
      add: [{ report_date: '2026-05-25', cost_code: 'MUD', amount: 1234.5, quantity: 1, description: 'Vacuum truck' }],
      update: [{ id: 'a', amount: 250, quantity: 2 }],
      delete: ['c'],
    });
    expect(b.keys).toEqual({ add: [added.key], update: ['a'], delete: ['c'] });
  });

  it('names the line and field of what cannot be sent, and sends nothing of that row', () => {
    const rows = [blankRow('2026-05-26', 'FISH'), ...stored.map(rowOfLine)];
    rows[2] = { ...rows[2], cells: { ...rows[2].cells, quantity: '-1' } };
    const b = batchOfDraft(stored, rows);
    expect(b.problems).toEqual([
      { row: rows[0].key, field: 'amount', message: 'Line 1 amount: must be a number, zero or more' },
      { row: 'b', field: 'quantity', message: 'Line 3 quantity: must be a number, zero or more' },
    ]);
    expect(b.batch.add).toEqual([]);
    expect(b.batch.update).toEqual([]);
  });

  it("places the server's refusal on the row and field it names", () => {
    const rows = [blankRow('2026-05-26', 'FISH'), ...stored.map(rowOfLine)];
    rows[0] = { ...rows[0], cells: { ...rows[0].cells, amount: '5' } };
    rows[1] = { ...rows[1], cells: { ...rows[1].cells, amount: '7' } };
    const sent = batchOfDraft(stored, rows);
    expect(placeRefusal('body.add.0.cost_code: no such cost code', sent, rows)).toEqual({
      row: rows[0].key,
      field: 'cost_code',
      message: 'Line 1 cost code: no such cost code',
    });
    expect(placeRefusal('body.update.0.id: no such cost line on this well', sent, rows)).toEqual({
      row: 'a',
      field: null,
      message: 'Line 2: no such cost line on this well',
    });
    expect(placeRefusal('Missing permission EDIT_COSTS', sent, rows)).toEqual({ row: null, field: null, message: 'Missing permission EDIT_COSTS' });
    expect(placeRefusal('body.update.5.amount: too big', sent, rows).row).toBeNull();
  });
});
